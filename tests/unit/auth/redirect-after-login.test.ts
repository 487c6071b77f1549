import { describe, expect, it } from 'vitest';
import { DEFAULT_AFTER_LOGIN_PATH, resolveRedirectAfterLogin } from '../../../src/app/auth/redirect-after-login.ts';
import { loginPath, RETURN_PATH_MAX } from '../../../src/app/auth/route-guard.ts';
import type { RouteDefinition, RouteMeta } from '../../../src/app/route-table.ts';

const origin = 'https://galant.example';
const meta: RouteMeta = { secured: false, provider: 'default', breadcrumbs: true, title: 'app.titles.home', layout: 'default' };
const routes: RouteDefinition[] = [
  { name: 'index', path: '/', meta },
  { name: 'account', path: '/account', meta: { ...meta, secured: true } },
  { name: 'article', path: '/article/:uid', meta },
  { name: 'coaching', path: '/coaching', meta: { ...meta, roles: ['vip'] } },
  { name: 'login', path: '/login', meta },
  { name: 'reset-password-update', path: '/reset-password/update', meta },
  { name: 'registration-payment', path: '/registration/payment', meta },
  { name: 'callback-payment', path: '/callback/payment', meta },
];

describe('Redirect after login (docs/product.md#states)', () => {
  it.each([
    ['/account', '/account'],
    ['/coaching?tab=new#top', '/coaching?tab=new#top'],
    ['/article/premier-rendez-vous', '/article/premier-rendez-vous'],
    [`${origin}/account`, '/account'],
  ])('goes back to the page that was asked for: %s', (requested, expected) => {
    expect(resolveRedirectAfterLogin(requested, origin, routes)).toBe(expected);
  });

  it.each([
    ['nothing asked', null],
    ['an empty value', ''],
    ['another site', 'https://evil.example/account'],
    ['a protocol-relative URL', '//evil.example/account'],
    ['a backslash trick', '/\\evil.example'],
    ['a script URL', 'javascript:alert(1)'],
    ['a data URL', 'data:text/html,<p>'],
    ['the login page itself', '/login?redirect=/account'],
    ['the reset page', '/reset-password/update?token=abc'],
    ['a registration step', '/registration/payment'],
    ['the payment callback', '/callback/payment?success=1'],
    ['a path no route knows', '/admin'],
  ])('goes to the configured page for %s', (_, requested) => {
    expect(resolveRedirectAfterLogin(requested, origin, routes)).toBe(DEFAULT_AFTER_LOGIN_PATH);
  });

  it('builds /login?redirect= with the return path only, encoded and bounded', () => {
    expect(loginPath(new URL(`${origin}/account?onglet=profil`), routes)).toBe('/login?redirect=%2Faccount');
    expect(loginPath(new URL(`${origin}/account?x=${'%C3%A9'.repeat(3000)}`), routes)).toBe('/login?redirect=%2Faccount');
    expect(loginPath(new URL(`${origin}/`), routes)).toBe('/login');
    const longest = `/coaching/${'a'.repeat(RETURN_PATH_MAX - '%2Fcoaching%2F'.length)}`;
    expect(loginPath(new URL(`${origin}${longest}`), routes)).toBe(`/login?redirect=${encodeURIComponent(longest)}`);
    expect(loginPath(new URL(`${origin}${longest}a`), routes)).toBe('/login');
  });
});
