import rosetta from 'rosetta';
import { fr, type Dictionary } from './fr/index.ts';

export { fr, type Dictionary };
export const LOCALE = 'fr' as const;

/** Dotted paths of the dictionary that lead to a string ('app.nav.home'). */
type StringPaths<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string
    ? `${Prefix}${K}`
    : T[K] extends readonly unknown[]
      ? never
      : StringPaths<T[K], `${Prefix}${K}.`>;
}[keyof T & string];
export type MessageKey = StringPaths<Dictionary>;

const i18n = rosetta<Dictionary>({ fr });
i18n.locale(LOCALE);

/** Translate a key of the French dictionary, with {{param}} interpolation. */
export function t(key: MessageKey, params?: Record<string, string | number>): string {
  return i18n.t(key, params);
}
