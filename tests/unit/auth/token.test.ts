import { describe, expect, it } from 'vitest';
import { authInfoFromToken, decodeToken, hasSomeRole, isTokenValid, TOKEN_DECODE_ERROR } from '../../../machines/auth/token.ts';
import { fakeToken } from '../../support/auth-fixtures.ts';

describe('decodeToken (docs/product.md#entities auth info from the claims, docs/product.md#errors "Failed to decode token")', () => {
  it('reads uid, identifier, exp and the acl of a JWT', () => {
    const token = fakeToken({ uid: 'u1', identifier: 'vip@galant.test', exp: 1_900_000_000, iat: 1_800_000_000, acl: { vip: true } });
    expect(decodeToken(token)).toEqual({ uid: 'u1', identifier: 'vip@galant.test', exp: 1_900_000_000, acl: { vip: true } });
  });

  it('decodes UTF-8 claims (accented addresses) and ignores unknown roles', () => {
    const token = fakeToken({ uid: 'u2', identifier: 'hélène@galant.test', acl: { vip: false, superuser: true, coach: true } });
    expect(decodeToken(token)).toEqual({ uid: 'u2', identifier: 'hélène@galant.test', exp: null, acl: { vip: false, coach: true } });
  });

  it.each([
    ['an empty string', ''],
    ['an opaque reset token', 'Zx8c1L0n2b-Q7w3e5r7t9y'],
    ['two segments', 'abc.def'],
    ['a payload that is not base64url', 'a.b@d.c'],
    ['a payload that is not JSON', `a.${Buffer.from('pas du json').toString('base64url')}.c`],
    ['a JSON array', `a.${Buffer.from('[1,2]').toString('base64url')}.c`],
    ['claims without uid', fakeToken({ identifier: 'x@y.fr' })],
    ['a string exp', fakeToken({ uid: 'u', identifier: 'x@y.fr', exp: 'demain' })],
    ['an acl that is a list', fakeToken({ uid: 'u', identifier: 'x@y.fr', acl: ['vip'] })],
  ])('refuses %s with "Failed to decode token"', (_, token) => {
    expect(() => decodeToken(token)).toThrow(TOKEN_DECODE_ERROR);
  });
});

describe('isTokenValid (docs/product.md#states)', () => {
  const now = Date.UTC(2026, 0, 10);
  it('is valid while the expiration is in the future', () => {
    expect(isTokenValid(now / 1000 + 1, now)).toBe(true);
    expect(isTokenValid(now / 1000, now)).toBe(false);
    expect(isTokenValid(now / 1000 - 60, now)).toBe(false);
  });
  it('is valid when no expiration is set', () => {
    expect(isTokenValid(null, now)).toBe(true);
  });
});

describe('auth info and roles (docs/product.md#roles)', () => {
  it('builds the auth info from the claims', () => {
    expect(authInfoFromToken({ uid: 'u1', identifier: 'vip@galant.test', exp: 10, acl: { vip: true } })).toEqual({
      user: { uid: 'u1', email: 'vip@galant.test' },
      tokenExpiration: 10,
      acl: { vip: true },
    });
  });
  it('needs one matching role, none when the route asks for none', () => {
    expect(hasSomeRole({ coach: true }, ['vip', 'coach'])).toBe(true);
    expect(hasSomeRole({ vip: false }, ['vip'])).toBe(false);
    expect(hasSomeRole(undefined, ['vip'])).toBe(false);
    expect(hasSomeRole(undefined, [])).toBe(true);
    // Decision 0045: an admin holds every staff role, not vip.
    expect(hasSomeRole({ admin: true }, ['coach'])).toBe(true);
    expect(hasSomeRole({ admin: true }, ['editor'])).toBe(true);
    expect(hasSomeRole({ admin: true }, ['vip'])).toBe(false);
    expect(hasSomeRole({ editor: true }, ['coach'])).toBe(false);
  });
});
