import { hkdfSync } from 'node:crypto';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';
import { TOKEN_AUDIENCE, TOKEN_ISSUER } from '../auth/tokens.ts';

/**
 * The change-card link of a failed-renewal e-mail (/account/card?token=…): a JWT (jose, HS256)
 * that lets its holder change the card of ONE member without signing in, for a week. Its own key
 * (HKDF of JWT_SECRET, own label) and header type: it never passes for an access or session
 * token, and they never pass for it. It carries the member's token version: a password change or
 * a sign-out everywhere revokes it with the sessions.
 */

export const CARD_LINK_TTL_SECONDS = 7 * 24 * 3600;
const HEADER_TYPE = 'card-link+jwt';
const ALGORITHM = 'HS256';

const keyOf = (secret: string): Uint8Array => new Uint8Array(hkdfSync('sha256', secret, 'galant', 'billing/card-link/v1', 32));

const claimsSchema = z.object({ sub: z.uuid(), typ: z.literal('card-link'), ver: z.number().int().min(0) });
export type CardLinkClaims = z.infer<typeof claimsSchema>;

export async function signCardLink(secret: string, member: { uid: string; tokenVersion: number }, nowMs: number): Promise<string> {
  const now = Math.floor(nowMs / 1000);
  return new SignJWT({ typ: 'card-link', ver: member.tokenVersion })
    .setProtectedHeader({ alg: ALGORITHM, typ: HEADER_TYPE })
    .setSubject(member.uid)
    .setAudience(TOKEN_AUDIENCE)
    .setIssuer(TOKEN_ISSUER)
    .setIssuedAt(now)
    .setExpirationTime(now + CARD_LINK_TTL_SECONDS)
    .sign(keyOf(secret));
}

/** The claims of a valid link, or null (tampered, expired, another kind of token, malformed). */
export async function verifyCardLink(secret: string, token: string, nowMs: number): Promise<CardLinkClaims | null> {
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), {
      algorithms: [ALGORITHM],
      audience: TOKEN_AUDIENCE,
      issuer: TOKEN_ISSUER,
      typ: HEADER_TYPE,
      currentDate: new Date(nowMs),
      requiredClaims: ['exp', 'iat', 'sub'],
      maxTokenAge: CARD_LINK_TTL_SECONDS,
    });
    const claims = claimsSchema.safeParse(payload);
    return claims.success ? claims.data : null;
  } catch (error) {
    if (error instanceof joseErrors.JOSEError) return null;
    throw error;
  }
}

/** The absolute link mailed to the member. */
export const cardLinkUrl = (siteUrl: string, token: string): string =>
  `${siteUrl.replace(/\/$/, '')}/account/card?token=${encodeURIComponent(token)}`;
