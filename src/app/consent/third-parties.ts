import type { PublicConfig } from '../../domain/public-config.ts';
import { loadTagManager } from '../third-party/tag-manager.ts';
import { loadTranslationWidget } from '../third-party/translation.ts';
import { readPageNonce } from '../third-party/script.ts';
import { readConsent, type ConsentCategory, type ConsentChoice } from './consent-cookie.ts';

/**
 * The third parties of docs/product.md#calls behind consent (docs/decisions/0022-privacy-and-consent.md). Loaded by the
 * entry after start (a lazy chunk): nothing of a third party is requested before the visitor chose
 * to accept it. A visitor who already chose gets his scripts without the banner's code; one who has
 * not gets the banner (another lazy chunk, the library and its styles).
 */

export type ThirdPartyConfig = Pick<PublicConfig, 'gtmId' | 'translationScriptUrl'>;

/** The element of the footer the translation widget renders into (views/layout/footer.tsx). */
export const TRANSLATION_ELEMENT_ID = 'translation-widget';

/** The categories the banner asks about: the configured third parties only. */
export function configuredCategories(config: ThirdPartyConfig): ConsentCategory[] {
  const categories: ConsentCategory[] = [];
  if (config.gtmId?.trim()) categories.push('audience');
  if (config.translationScriptUrl?.trim()) categories.push('translation');
  return categories;
}

/** Loads what the choice accepts (each loader runs once per page and fails quietly). */
export function applyConsent(doc: Document, win: Window, config: ThirdPartyConfig, choice: ConsentChoice): void {
  const nonce = readPageNonce(doc);
  if (choice.audience) void loadTagManager(doc, win, { gtmId: config.gtmId, nonce });
  if (choice.translation)
    void loadTranslationWidget(doc, win, { scriptUrl: config.translationScriptUrl, nonce, elementId: TRANSLATION_ELEMENT_ID });
}

function bannerOptions(doc: Document, win: Window, config: ThirdPartyConfig) {
  return {
    categories: configuredCategories(config),
    onChoice: (choice: ConsentChoice, withdrawn: boolean) => {
      // A script already running cannot be unloaded: a withdrawn consent takes effect on a fresh page.
      if (withdrawn) win.location.reload();
      else applyConsent(doc, win, config, choice);
    },
  };
}

/**
 * At start: the visitor's choice applied, or the banner shown when there is none (and something to
 * ask). Then `<html data-third-parties="started">`: from there on, whatever the choice lets load
 * is in the document (`script[data-third-party]`), so its absence means nothing was requested.
 */
export async function startThirdParties(doc: Document, win: Window, config: ThirdPartyConfig): Promise<void> {
  await applyOrAsk(doc, win, config);
  doc.documentElement.dataset['thirdParties'] = 'started';
}

async function applyOrAsk(doc: Document, win: Window, config: ThirdPartyConfig): Promise<void> {
  if (configuredCategories(config).length === 0) return;
  const choice = readConsent(doc.cookie);
  if (choice !== null) {
    applyConsent(doc, win, config, choice);
    return;
  }
  const banner = await import('./consent-banner.ts');
  banner.showConsentBanner(bannerOptions(doc, win, config));
}

/** The footer's "Gérer les cookies": the preferences, with the current choice ticked. */
export async function openConsentPreferences(doc: Document, win: Window, config: ThirdPartyConfig): Promise<void> {
  if (configuredCategories(config).length === 0) return;
  const banner = await import('./consent-banner.ts');
  banner.showConsentPreferences(bannerOptions(doc, win, config));
}
