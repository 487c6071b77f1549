import { describe, expect, it, vi } from 'vitest';
import { isSafeNavigation, safeNavigate } from '../../../src/app/navigation-guard.ts';

const origin = 'https://galant.example';

describe('isSafeNavigation: refused schemes (docs/product.md#errors)', () => {
  it.each([
    'javascript:alert(1)',
    ' JaVaScRiPt:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    '\u0000javascript:alert(1)',
    'javascript\r:alert(1)',
    '\u200bjavascript:alert(1)',
    'vbscript:msgbox(1)',
    'VBSCRIPT:msgbox(1)',
    'data:text/html,<script>alert(1)</script>',
    ' DATA:text/html;base64,PHNjcmlwdD4=',
    'blob:https://galant.example/0b3c1d2e',
    'mailto:someone@example.com',
    'file:///etc/passwd',
  ])('refuses %j', (url) => {
    expect(isSafeNavigation(url, { origin, allowExternal: true })).toEqual({ ok: false, reason: 'scheme' });
  });
});

describe('isSafeNavigation: same origin', () => {
  it.each([
    ['/account/subscription', 'https://galant.example/account/subscription'],
    ['contact/tickets?t=abc#last', 'https://galant.example/contact/tickets?t=abc#last'],
    ['https://galant.example/articles', 'https://galant.example/articles'],
    ['/search?q=javascript:alert(1)', 'https://galant.example/search?q=javascript:alert(1)'],
  ])('allows %j', (url, resolved) => {
    expect(isSafeNavigation(url, { origin })).toEqual({ ok: true, url: resolved, external: false });
  });
});

describe('isSafeNavigation: external', () => {
  it.each([
    'https://evil.example/phish',
    '//evil.example/phish',
    '/\\evil.example/phish',
    'https://galant.example@evil.example/',
    'http://galant.example/downgraded',
    'https://galant.example:8443/other-port',
  ])('refuses %j by default', (url) => {
    expect(isSafeNavigation(url, { origin })).toEqual({ ok: false, reason: 'external' });
  });

  it('allows any http(s) host when allowExternal is true', () => {
    expect(isSafeNavigation('https://pay.example/checkout?id=1', { origin, allowExternal: true })).toEqual({
      ok: true,
      url: 'https://pay.example/checkout?id=1',
      external: true,
    });
  });

  it('allows only the listed hosts when given a list', () => {
    const allowExternal = ['pay.example', 'cdn.example:8443'];

    expect(isSafeNavigation('https://PAY.example/checkout', { origin, allowExternal })).toMatchObject({ ok: true });
    expect(isSafeNavigation('https://cdn.example:8443/x', { origin, allowExternal })).toMatchObject({ ok: true });
    expect(isSafeNavigation('https://pay.example.evil.example/', { origin, allowExternal })).toEqual({
      ok: false,
      reason: 'external',
    });
    expect(isSafeNavigation('https://pay.example@evil.example/', { origin, allowExternal })).toEqual({
      ok: false,
      reason: 'external',
    });
  });

  it('refuses external URLs when allowExternal is false or an empty list', () => {
    expect(isSafeNavigation('https://pay.example/', { origin, allowExternal: false })).toMatchObject({ ok: false });
    expect(isSafeNavigation('https://pay.example/', { origin, allowExternal: [] })).toMatchObject({ ok: false });
  });
});

describe('isSafeNavigation: malformed', () => {
  it.each(['', '   ', 'https://[broken', 'http://exa mple.com/'])('refuses %j', (url) => {
    expect(isSafeNavigation(url, { origin, allowExternal: true })).toEqual({ ok: false, reason: 'malformed' });
  });

  it('refuses everything when the site origin itself is unusable', () => {
    expect(isSafeNavigation('/articles', { origin: 'not an origin' })).toEqual({ ok: false, reason: 'malformed' });
  });
});

describe('safeNavigate', () => {
  function fakeWindow() {
    return { location: { origin, assign: vi.fn<(url: string) => void>() } };
  }

  it('assigns the resolved URL when it is safe', () => {
    const win = fakeWindow();

    expect(safeNavigate(win, '/registration?utk=abc')).toMatchObject({ ok: true });

    expect(win.location.assign).toHaveBeenCalledWith('https://galant.example/registration?utk=abc');
  });

  it('does not navigate to a refused URL and says why', () => {
    const win = fakeWindow();

    expect(safeNavigate(win, 'java\tscript:alert(1)')).toEqual({ ok: false, reason: 'scheme' });
    expect(safeNavigate(win, 'https://pay.example/')).toEqual({ ok: false, reason: 'external' });
    expect(win.location.assign).not.toHaveBeenCalled();
  });

  it('follows an external URL when the caller allows its host', () => {
    const win = fakeWindow();

    safeNavigate(win, 'https://pay.example/hosted?x=1', { allowExternal: ['pay.example'] });

    expect(win.location.assign).toHaveBeenCalledWith('https://pay.example/hosted?x=1');
  });
});
