import type { AuthInfo } from '../../src/domain/auth.ts';

/** Time the model tests live at (ms since epoch). */
export const NOW = Date.UTC(2026, 0, 10, 12, 0, 0);
export const NOW_SECONDS = Math.floor(NOW / 1000);

function base64url(value: unknown): string {
  return Buffer.from(JSON.stringify(value), 'utf8').toString('base64url');
}

/** A JWT-shaped token with these claims (the browser never checks signatures). */
export function fakeToken(claims: Record<string, unknown>): string {
  return `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url(claims)}.c2lnbmF0dXJl`;
}

export const VIP = { uid: 'u-vip', identifier: 'vip@galant.test', acl: { vip: true } } as const;
export const MEMBER = { uid: 'u-membre', identifier: 'membre@galant.test', acl: {} } as const;

export function tokenFor(user: { uid: string; identifier: string; acl: Record<string, boolean> }, exp: number | null): string {
  return fakeToken({ ...user, iat: NOW_SECONDS - 60, ...(exp === null ? {} : { exp }), aud: 'galant', typ: 'access' });
}

export function authInfoOf(user: { uid: string; identifier: string; acl: Record<string, boolean> }, exp: number | null): AuthInfo {
  return { user: { uid: user.uid, email: user.identifier }, tokenExpiration: exp, acl: { ...user.acl } };
}
