// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { CONSENT_COOKIE, CONSENT_DAYS, CONSENT_REVISION, readConsent } from '../../src/app/consent/consent-cookie.ts';
import { applyConsent, configuredCategories, startThirdParties } from '../../src/app/consent/third-parties.ts';
import { scriptsWithKey, serveScripts, type ScriptServer } from './app/script-fixture.ts';

/**
 * Consent before third parties (docs/decisions/0022-privacy-and-consent.md): the choice as the
 * banner library keeps it, read without the library; only what was accepted loads.
 */

const NOW = Date.UTC(2026, 10, 24, 12);
const cookieOf = (value: unknown): string => `${CONSENT_COOKIE}=${encodeURIComponent(JSON.stringify(value))}`;
const kept = (categories: string[], overrides: Record<string, unknown> = {}) =>
  cookieOf({
    categories,
    revision: CONSENT_REVISION,
    data: null,
    consentId: 'x',
    expirationTime: Math.max(NOW, Date.now()) + 86_400_000,
    ...overrides,
  });

const CONFIG = { gtmId: 'GTM-ABC123', translationScriptUrl: 'https://translate.example/element.js' };

let server: ScriptServer | undefined;

afterEach(() => {
  server?.restore();
  server = undefined;
  document.head.innerHTML = '';
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
});

describe('readConsent: the choice kept in the first-party cookie', () => {
  it.each([
    ['everything accepted', kept(['necessary', 'audience', 'translation']), { audience: true, translation: true }],
    ['everything refused (only what the site needs)', kept(['necessary']), { audience: false, translation: false }],
    ['the translation only', kept(['necessary', 'translation']), { audience: false, translation: true }],
    ['among other cookies', `lang=fr; ${kept(['necessary', 'audience'])}; galant_session=abc`, { audience: true, translation: false }],
  ])('%s', (_, cookies, choice) => {
    expect(readConsent(cookies, NOW)).toEqual(choice);
  });

  it.each([
    ['no cookie', 'lang=fr'],
    ['an empty value', `${CONSENT_COOKIE}=`],
    ['not JSON', `${CONSENT_COOKIE}=%7Bnope`],
    ['no categories', cookieOf({ revision: CONSENT_REVISION })],
    ['an earlier revision (the services asked about changed)', kept(['necessary', 'audience'], { revision: CONSENT_REVISION - 1 })],
    ['past its expiry', kept(['necessary', 'audience'], { expirationTime: NOW - 1 })],
    ['a cookie whose name only ends like ours', `x${kept(['necessary', 'audience'])}`],
  ])('no choice with %s: the banner asks', (_, cookies) => {
    expect(readConsent(cookies, NOW)).toBeNull();
  });

  it('keeps a choice about six months', () => {
    expect(CONSENT_DAYS).toBeGreaterThanOrEqual(180);
    expect(CONSENT_DAYS).toBeLessThanOrEqual(183);
  });
});

describe('what loads', () => {
  it('asks only about the configured third parties', () => {
    expect(configuredCategories(CONFIG)).toEqual(['audience', 'translation']);
    expect(configuredCategories({ gtmId: null, translationScriptUrl: CONFIG.translationScriptUrl })).toEqual(['translation']);
    expect(configuredCategories({ gtmId: ' ', translationScriptUrl: null })).toEqual([]);
  });

  it('loads nothing when everything was refused, each accepted script once', () => {
    server = serveScripts(() => 'pending');
    applyConsent(document, window, CONFIG, { audience: false, translation: false });
    expect(scriptsWithKey('gtm')).toHaveLength(0);
    expect(scriptsWithKey('translate')).toHaveLength(0);
    applyConsent(document, window, CONFIG, { audience: true, translation: false });
    expect(scriptsWithKey('gtm').map((script) => script.src)).toEqual(['https://www.googletagmanager.com/gtm.js?id=GTM-ABC123']);
    expect(scriptsWithKey('translate')).toHaveLength(0);
    applyConsent(document, window, CONFIG, { audience: true, translation: true });
    expect(scriptsWithKey('gtm')).toHaveLength(1);
    expect(scriptsWithKey('translate')).toHaveLength(1);
  });

  it('at start: a kept refusal loads nothing, and nothing is asked when no third party is configured', async () => {
    server = serveScripts(() => 'pending');
    document.cookie = kept(['necessary']);
    delete document.documentElement.dataset['thirdParties'];
    const starting = startThirdParties(document, window, CONFIG);
    // Marked once the choice took effect, not before: a test reading "nothing requested" waits for it.
    expect(document.documentElement.dataset['thirdParties']).toBeUndefined();
    await starting;
    expect(document.documentElement.dataset['thirdParties']).toBe('started');
    expect(document.head.querySelectorAll('script')).toHaveLength(0);
    document.cookie = kept(['necessary', 'audience', 'translation']);
    await startThirdParties(document, window, { gtmId: null, translationScriptUrl: null });
    expect(document.head.querySelectorAll('script')).toHaveLength(0);
    await startThirdParties(document, window, CONFIG);
    expect(scriptsWithKey('gtm')).toHaveLength(1);
    expect(scriptsWithKey('translate')).toHaveLength(1);
    expect(server.requests).toHaveLength(2);
  });
});
