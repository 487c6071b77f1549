/**
 * docs/product.md#errors: programmatic navigation refuses script-bearing schemes (blob, data, javascript, vbscript)
 * and leaves the site only when explicitly allowed. Every redirect the app follows from data
 * (query `redirect`, payment link href, API answers) goes through here.
 */

export type NavigationRefusal = 'scheme' | 'external' | 'malformed';

export type NavigationCheck = { ok: true; url: string; external: boolean } | { ok: false; reason: NavigationRefusal };

export interface NavigationOptions {
  /** The site: `location.origin` (or the current `location.href`); relative URLs resolve against it. */
  origin: string;
  /** External http(s) targets: refused by default; `true` allows any host, a list allows those hosts. */
  allowExternal?: boolean | readonly string[];
}

const REFUSED_SCHEMES = /^(?:javascript|vbscript|data|blob):/;
// Browsers drop C0 controls and spaces around a URL and tabs/newlines inside it ('java\tscript:'):
// strip them, plus invisible format characters, before looking at the scheme.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const IGNORED_CHARACTERS = /[\u0000-\u0020\u007f-\u00a0\u00ad\u1680\u180e\u2000-\u200f\u2028-\u202f\u205f-\u206f\u3000\ufeff]/g;

function hasRefusedScheme(url: string): boolean {
  return REFUSED_SCHEMES.test(url.replace(IGNORED_CHARACTERS, '').toLowerCase());
}

function isAllowedHost(url: URL, allowExternal: NavigationOptions['allowExternal']): boolean {
  if (allowExternal === true) return true;
  if (!allowExternal) return false;
  return allowExternal.some((entry) => {
    const host = entry.trim().toLowerCase();
    return host !== '' && (host === url.host || host === url.hostname);
  });
}

export function isSafeNavigation(url: string, options: NavigationOptions): NavigationCheck {
  if (typeof url !== 'string' || url.trim() === '') return { ok: false, reason: 'malformed' };
  if (hasRefusedScheme(url)) return { ok: false, reason: 'scheme' };

  let site: URL;
  let target: URL;
  try {
    site = new URL(options.origin);
    target = new URL(url, site);
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  // Anything but web URLs (mailto:, file:, custom schemes) is not a page of ours to open.
  if (target.protocol !== 'https:' && target.protocol !== 'http:') return { ok: false, reason: 'scheme' };
  if (target.origin === site.origin) return { ok: true, url: target.href, external: false };
  return isAllowedHost(target, options.allowExternal) ? { ok: true, url: target.href, external: true } : { ok: false, reason: 'external' };
}

export interface NavigationWindow {
  location: Pick<Location, 'origin' | 'assign'>;
}

/** Navigates (full page load) only when the URL is safe; returns the check either way. */
export function safeNavigate(win: NavigationWindow, url: string, options: Partial<NavigationOptions> = {}): NavigationCheck {
  const check = isSafeNavigation(url, { ...options, origin: options.origin ?? win.location.origin });
  if (check.ok) win.location.assign(check.url);
  return check;
}
