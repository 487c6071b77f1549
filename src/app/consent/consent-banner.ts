import * as CookieConsent from 'vanilla-cookieconsent';
import 'vanilla-cookieconsent/dist/cookieconsent.css';
import './consent-banner.css';
import { fill } from '../../i18n/fill.ts';
import { consentBanner as texts } from '../../i18n/fr/consent.ts';
import { CONSENT_COOKIE, CONSENT_DAYS, CONSENT_REVISION, type ConsentCategory, type ConsentChoice } from './consent-cookie.ts';

/**
 * The consent banner (vanilla-cookieconsent 3, docs/decisions/0022-privacy-and-consent.md), in its
 * own lazy chunk with its styles: a bar fixed at the bottom of the screen (no layout shift), "Tout
 * refuser" as prominent as "Tout accepter", a "Choisir" button to the preferences by service. The
 * library keeps the choice in the first-party cookie that consent-cookie.ts reads.
 */

export interface BannerOptions {
  /** The configured third parties (at least one). */
  categories: readonly ConsentCategory[];
  /** The choice made or changed; `withdrawn` when a category accepted before is now refused. */
  onChoice: (choice: ConsentChoice, withdrawn: boolean) => void;
}

const choiceOf = (accepted: readonly string[]): ConsentChoice => ({
  audience: accepted.includes('audience'),
  translation: accepted.includes('translation'),
});

let started: Promise<void> | null = null;

function start(options: BannerOptions): Promise<void> {
  if (started !== null) return started;
  const services = options.categories.map((category) => texts.services[category]).join(texts.and);
  const categories: Record<string, CookieConsent.Category> = { necessary: { enabled: true, readOnly: true } };
  for (const category of options.categories) categories[category] = { enabled: false, readOnly: false };
  started = CookieConsent.run({
    revision: CONSENT_REVISION,
    // The site has its own notice of automated visitors; the banner must show in every browser.
    hideFromBots: false,
    disablePageInteraction: false,
    cookie: {
      name: CONSENT_COOKIE,
      expiresAfterDays: CONSENT_DAYS,
      sameSite: 'Lax',
      // Host-only: no Domain attribute (a sub-domain does not share the choice).
      domain: '',
    },
    guiOptions: {
      consentModal: { layout: 'bar inline', position: 'bottom', equalWeightButtons: true, flipButtons: false },
      preferencesModal: { layout: 'box', equalWeightButtons: true, flipButtons: false },
    },
    categories,
    onConsent: ({ cookie }) => options.onChoice(choiceOf(cookie.categories), false),
    onChange: ({ cookie, changedCategories }) => {
      const withdrawn = changedCategories.some((category) => !cookie.categories.includes(category));
      options.onChoice(choiceOf(cookie.categories), withdrawn);
    },
    language: {
      default: 'fr',
      translations: {
        fr: {
          consentModal: {
            label: texts.label,
            title: texts.title,
            description: fill(texts.description, { services }),
            acceptAllBtn: texts.acceptAll,
            acceptNecessaryBtn: texts.rejectAll,
            showPreferencesBtn: texts.choose,
          },
          preferencesModal: {
            title: texts.preferencesTitle,
            acceptAllBtn: texts.acceptAll,
            acceptNecessaryBtn: texts.rejectAll,
            savePreferencesBtn: texts.save,
            closeIconLabel: texts.close,
            serviceCounterLabel: texts.serviceCounter,
            sections: [
              { description: texts.intro },
              { ...texts.sections.necessary, linkedCategory: 'necessary' },
              ...options.categories.map((category) => ({ ...texts.sections[category], linkedCategory: category })),
              texts.sections.anonymous,
            ],
          },
        },
      },
    },
  });
  return started;
}

/** First visit (no valid choice): the bar at the bottom of the screen. */
export function showConsentBanner(options: BannerOptions): void {
  void start(options);
}

/** "Gérer les cookies": the preferences, over the page. */
export function showConsentPreferences(options: BannerOptions): void {
  void start(options).then(() => CookieConsent.showPreferences());
}
