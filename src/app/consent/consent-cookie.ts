/**
 * The visitor's consent choice (docs/decisions/0022-privacy-and-consent.md), as the banner library
 * (vanilla-cookieconsent 3) keeps it: a first-party cookie holding URI-encoded JSON
 * `{categories: [...], revision, expirationTime, …}`. Read here without the library, so a visitor
 * who already chose never downloads the banner. No zod: this module sits on the entry's path, and
 * anything unexpected simply counts as "no choice yet" (the banner asks again).
 */

export const CONSENT_COOKIE = 'galant_consent';
/** Bumped when the services asked about change: every visitor is asked again. */
export const CONSENT_REVISION = 1;
/** About six months (CNIL: a choice is kept, then asked again, after at most 6 months). */
export const CONSENT_DAYS = 182;

/** Third parties that need consent, as banner categories. */
export type ConsentCategory = 'audience' | 'translation';
export const CONSENT_CATEGORIES: readonly ConsentCategory[] = ['audience', 'translation'];

export type ConsentChoice = Readonly<Record<ConsentCategory, boolean>>;

function cookieValue(cookies: string, name: string): string | null {
  for (const part of cookies.split(';')) {
    const index = part.indexOf('=');
    if (index > 0 && part.slice(0, index).trim() === name) return part.slice(index + 1).trim();
  }
  return null;
}

/** The choice in `cookies` (document.cookie), or null when none is valid for this revision now. */
export function readConsent(cookies: string, now: number = Date.now()): ConsentChoice | null {
  const raw = cookieValue(cookies, CONSENT_COOKIE);
  if (raw === null || raw === '') return null;
  let value: unknown;
  try {
    value = JSON.parse(decodeURIComponent(raw));
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { categories, revision, expirationTime } = value as Record<string, unknown>;
  if (!Array.isArray(categories) || revision !== CONSENT_REVISION) return null;
  if (typeof expirationTime === 'number' && expirationTime <= now) return null;
  return { audience: categories.includes('audience'), translation: categories.includes('translation') };
}
