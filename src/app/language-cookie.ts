import { LOCALE } from '../i18n/index.ts';

/**
 * docs/product.md#product: the interface language lives in a cookie for 365 days, never in the URL. The site is French
 * only, so the value is always the fr locale; the cookie tells third parties (translation widget,
 * server) which language the page is in.
 */

export const LANGUAGE_COOKIE = 'lang';
export const LANGUAGE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

export interface LanguageCookieOptions {
  /** Adds `Secure` (HTTPS pages; a plain-HTTP dev server would drop a Secure cookie). */
  secure?: boolean;
}

/** `lang=fr; Max-Age=31536000; Path=/; SameSite=Lax` (+ `; Secure`): Set-Cookie and document.cookie. */
export function languageCookieHeader(options: LanguageCookieOptions = {}): string {
  const parts = [`${LANGUAGE_COOKIE}=${LOCALE}`, `Max-Age=${LANGUAGE_COOKIE_MAX_AGE_SECONDS}`, 'Path=/', 'SameSite=Lax'];
  if (options.secure) parts.push('Secure');
  return parts.join('; ');
}

/** The language cookie's value in a Cookie header / document.cookie string, or null. */
export function readLanguageCookie(cookies: string): string | null {
  for (const pair of cookies.split(';')) {
    const separator = pair.indexOf('=');
    if (separator < 0) continue;
    if (pair.slice(0, separator).trim() === LANGUAGE_COOKIE) return pair.slice(separator + 1).trim();
  }
  return null;
}

export interface CookieDocument {
  cookie: string;
  location?: { protocol: string } | null;
}

/** Writes the cookie unless it already holds the locale; true when it wrote. */
export function ensureLanguageCookie(doc: CookieDocument): boolean {
  if (readLanguageCookie(doc.cookie) === LOCALE) return false;
  doc.cookie = languageCookieHeader({ secure: doc.location?.protocol === 'https:' });
  return true;
}
