import { describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_TTL_SECONDS } from '../../../src/domain/auth.ts';
import {
  signAccessToken,
  signSessionToken,
  verifyAccessToken,
  verifySessionToken,
  type SessionFacts,
} from '../../../server/modules/auth/tokens.ts';

// tokens.ts keeps the tokens that passed verification, so that the next use checks only the time
// (decision 0003): these are the checks that must hold all the same, on a token's second use as on its first.
const SECRET = 'un-secret-de-test-d-au-moins-32-caracteres';
const OTHER_SECRET = 'un-autre-secret-de-test-d-au-moins-32-car';
const NOW = Date.UTC(2026, 10, 28, 10, 0, 0);
const facts = (uid: string): SessionFacts => ({
  uid,
  identifier: `${uid}@galant.test`,
  roles: ['vip'],
  sid: `session-${uid}`,
  sat: Math.floor(NOW / 1000),
  ver: 0,
});

/** The same token with one character of its signature changed. */
const tampered = (token: string): string => `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;

describe('server tokens, used more than once', () => {
  it('refuses an access token once it expired, though it passed before', async () => {
    const { token, exp } = await signAccessToken(SECRET, facts('u1'), NOW);
    expect(exp).toBe(Math.floor(NOW / 1000) + ACCESS_TOKEN_TTL_SECONDS);
    expect(await verifyAccessToken(SECRET, token, NOW)).toMatchObject({ uid: 'u1', acl: { vip: true } });
    expect(await verifyAccessToken(SECRET, token, exp * 1000 - 1000)).toMatchObject({ uid: 'u1' });
    expect(await verifyAccessToken(SECRET, token, exp * 1000)).toBeNull();
    expect(await verifyAccessToken(SECRET, token, exp * 1000 + 3_600_000)).toBeNull();
  });

  it('refuses a session token once it expired, though it passed before', async () => {
    const { token, exp } = await signSessionToken(SECRET, facts('u2'), NOW);
    expect(await verifySessionToken(SECRET, token, NOW)).toMatchObject({ uid: 'u2', typ: 'session' });
    expect(await verifySessionToken(SECRET, token, exp * 1000)).toBeNull();
  });

  it('never lets a token that passed under one secret pass under another', async () => {
    const access = await signAccessToken(SECRET, facts('u3'), NOW);
    const session = await signSessionToken(SECRET, facts('u3'), NOW);
    expect(await verifyAccessToken(SECRET, access.token, NOW)).not.toBeNull();
    expect(await verifySessionToken(SECRET, session.token, NOW)).not.toBeNull();
    expect(await verifyAccessToken(OTHER_SECRET, access.token, NOW)).toBeNull();
    expect(await verifySessionToken(OTHER_SECRET, session.token, NOW)).toBeNull();
  });

  it('never lets a token that passed as one kind pass as the other', async () => {
    const access = await signAccessToken(SECRET, facts('u4'), NOW);
    const session = await signSessionToken(SECRET, facts('u4'), NOW);
    expect(await verifyAccessToken(SECRET, access.token, NOW)).not.toBeNull();
    expect(await verifySessionToken(SECRET, session.token, NOW)).not.toBeNull();
    expect(await verifySessionToken(SECRET, access.token, NOW)).toBeNull();
    expect(await verifyAccessToken(SECRET, session.token, NOW)).toBeNull();
  });

  it('refuses a tampered copy of a token that passed', async () => {
    const { token } = await signAccessToken(SECRET, facts('u5'), NOW);
    expect(await verifyAccessToken(SECRET, token, NOW)).not.toBeNull();
    expect(await verifyAccessToken(SECRET, tampered(token), NOW)).toBeNull();
  });

  it('refuses a token issued in the future after the clock went back, though it passed before', async () => {
    // Signed by an instance whose clock runs 10 minutes ahead, accepted once this clock caught up.
    const { token } = await signAccessToken(SECRET, facts('u6'), NOW + 10 * 60_000);
    expect(await verifyAccessToken(SECRET, token, NOW + 10 * 60_000)).not.toBeNull();
    // The clock stepped back (NTP): that token is from the future again, as on a first verification.
    expect(await verifyAccessToken(SECRET, token, NOW)).toBeNull();
    expect(await verifyAccessToken(SECRET, token, NOW + 10 * 60_000 - 30_000)).not.toBeNull();
  });

  it('hands every request the same claims, which none can change for the next one', async () => {
    const { token } = await signAccessToken(SECRET, facts('u7'), NOW);
    const first = await verifyAccessToken(SECRET, token, NOW);
    expect(first).not.toBeNull();
    expect(() => Object.assign(first?.acl ?? {}, { admin: true })).toThrow(TypeError);
    expect(() => Object.assign(first ?? {}, { uid: 'quelqu-un-d-autre' })).toThrow(TypeError);
    expect(await verifyAccessToken(SECRET, token, NOW)).toMatchObject({ uid: 'u7', acl: { vip: true } });
    expect((await verifyAccessToken(SECRET, token, NOW))?.acl).not.toHaveProperty('admin');
  });

  it('still verifies the first of many tokens, kept or not', async () => {
    const first = await signAccessToken(SECRET, facts('first'), NOW);
    for (let index = 0; index < 2_100; index += 1) await signAccessToken(SECRET, facts(`u${index}`), NOW);
    expect(await verifyAccessToken(SECRET, first.token, NOW)).toMatchObject({ uid: 'first' });
    expect(await verifyAccessToken(SECRET, tampered(first.token), NOW)).toBeNull();
  });
});
