import { describe, expect, it } from 'vitest';
import { routeTable } from '../../../src/app/route-table.ts';
import { defaultAfterLoginPath, resolveRedirectAfterLogin } from '../../../src/app/auth/redirect-after-login.ts';

/** Analysts land on their page after signing in (docs/decisions/0031-flow-counts-add-up.md). */
describe('where an analyst lands after signing in', () => {
  const origin = 'https://galant.example';

  it('is /staff/flows when no page was asked for, or the one asked for was refused', () => {
    expect(defaultAfterLoginPath({ analyst: true })).toBe('/staff/flows');
    expect(resolveRedirectAfterLogin(null, origin, routeTable, { analyst: true })).toBe('/staff/flows');
    expect(resolveRedirectAfterLogin('https://ailleurs.example/', origin, routeTable, { analyst: true })).toBe('/staff/flows');
    expect(resolveRedirectAfterLogin('/login', origin, routeTable, { analyst: true })).toBe('/staff/flows');
  });

  it('keeps the page an analyst asked for', () => {
    expect(resolveRedirectAfterLogin('/articles', origin, routeTable, { analyst: true })).toBe('/articles');
  });

  it('changes nothing for anyone else', () => {
    for (const acl of [undefined, {}, { vip: true }, { coach: true }, { analyst: false }]) {
      expect(resolveRedirectAfterLogin(null, origin, routeTable, acl)).toBe('/');
    }
  });
});
