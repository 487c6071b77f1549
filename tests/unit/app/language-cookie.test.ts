// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { ensureLanguageCookie, languageCookieHeader, readLanguageCookie } from '../../../src/app/language-cookie.ts';

function clearLanguageCookie(): void {
  document.cookie = 'lang=; Max-Age=0; Path=/';
}

afterEach(clearLanguageCookie);

describe('languageCookieHeader', () => {
  it('keeps fr for 365 days on the whole site, first-party navigations only', () => {
    expect(languageCookieHeader()).toBe('lang=fr; Max-Age=31536000; Path=/; SameSite=Lax');
  });

  it('adds Secure for HTTPS', () => {
    expect(languageCookieHeader({ secure: true })).toBe('lang=fr; Max-Age=31536000; Path=/; SameSite=Lax; Secure');
  });
});

describe('readLanguageCookie', () => {
  it('finds the lang cookie among others', () => {
    expect(readLanguageCookie('theme=light; lang=fr; x=1')).toBe('fr');
  });

  it('is null when absent, and does not mistake a longer name for it', () => {
    expect(readLanguageCookie('language=en; xlang=de')).toBeNull();
    expect(readLanguageCookie('')).toBeNull();
  });
});

describe('ensureLanguageCookie', () => {
  it('sets lang=fr in the browser and leaves the URL alone', () => {
    const urlBefore = window.location.href;

    expect(ensureLanguageCookie(document)).toBe(true);

    expect(readLanguageCookie(document.cookie)).toBe('fr');
    expect(window.location.href).toBe(urlBefore);
  });

  it('writes nothing when the cookie already holds fr', () => {
    const writes: string[] = [];
    const doc = {
      get cookie() {
        return 'lang=fr';
      },
      set cookie(value: string) {
        writes.push(value);
      },
    };

    expect(ensureLanguageCookie(doc)).toBe(false);
    expect(writes).toEqual([]);
  });

  it('replaces another language and marks the cookie Secure on an HTTPS page', () => {
    const writes: string[] = [];
    const doc = {
      location: { protocol: 'https:' },
      get cookie() {
        return 'lang=en';
      },
      set cookie(value: string) {
        writes.push(value);
      },
    };

    expect(ensureLanguageCookie(doc)).toBe(true);
    expect(writes).toEqual(['lang=fr; Max-Age=31536000; Path=/; SameSite=Lax; Secure']);
  });
});
