import rosetta from 'rosetta';
import { fr } from './fr/index.ts';

export { fr };
export const LOCALE = 'fr' as const;

const i18n = rosetta({ fr });
i18n.locale(LOCALE);

/** Translate a dotted key of the French dictionary, with {{param}} interpolation. */
export function t(key: string, params?: Record<string, unknown>): string {
  return i18n.t(key, params);
}
