import rosetta from 'rosetta';
import { frClient, type ClientDictionary } from './fr/client.ts';

export type { ClientDictionary };
export const LOCALE = 'fr' as const;

/** Dotted paths of the dictionary that lead to a string ('app.nav.home'). */
type StringPaths<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string
    ? `${Prefix}${K}`
    : T[K] extends readonly unknown[]
      ? never
      : StringPaths<T[K], `${Prefix}${K}.`>;
}[keyof T & string];
export type MessageKey = StringPaths<ClientDictionary>;

const i18n = rosetta<ClientDictionary>({ fr: frClient });
i18n.locale(LOCALE);

/** Translate a key of the French dictionary (browser-visible areas), with {{param}} interpolation. */
export function t(key: MessageKey, params?: Record<string, string | number>): string {
  return i18n.t(key, params);
}
