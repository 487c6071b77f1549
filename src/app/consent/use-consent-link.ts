import type { PublicConfig } from '../../domain/public-config.ts';

/**
 * The footer's "Gérer les cookies" (docs/decisions/0022-privacy-and-consent.md): shown when a third
 * party that needs consent is configured; opening it loads the preferences (lazy chunk).
 */
export function useConsentLink(config: Pick<PublicConfig, 'gtmId' | 'translationScriptUrl'>): { shown: boolean; open: () => void } {
  const shown = Boolean(config.gtmId?.trim() || config.translationScriptUrl?.trim());
  const open = () => {
    void import('./third-parties.ts').then((module) => module.openConsentPreferences(document, window, config));
  };
  return { shown, open };
}
