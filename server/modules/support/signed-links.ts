import { hkdfSync } from 'node:crypto';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';
import { TOKEN_AUDIENCE, TOKEN_ISSUER } from '../auth/tokens.ts';

/**
 * The signed links of the helpdesk's e-mails that act without a sign-in: the rating of a resolved
 * ticket (docs/decisions/0055-satisfaction-and-metrics.md) and « garder ma demande ouverte » before
 * the automatic close (docs/decisions/0056-close-warning.md). A JWT (jose, HS256) naming one ticket
 * and its contact, under a key of its own (HKDF of JWT_SECRET, own label) and a header type per
 * purpose: it never passes for an access, session or card-change token, nor one purpose for the
 * other. Nothing is stored: the state it acts on is (the rating once, the waiting period).
 */

export type SignedLinkPurpose = 'rating' | 'keep-open';

/** Lifetimes: a rating a month after the resolution; keeping open until well past the close it announces. */
export const SIGNED_LINK_TTL_SECONDS: Record<SignedLinkPurpose, number> = { rating: 30 * 86_400, 'keep-open': 7 * 86_400 };

const ALGORITHM = 'HS256';
const headerType = (purpose: SignedLinkPurpose) => `support-${purpose}+jwt`;
const keyOf = (secret: string): Uint8Array => new Uint8Array(hkdfSync('sha256', secret, 'galant', 'support/signed-links/v1', 32));

const claimsSchema = z.object({ sub: z.uuid(), contact: z.uuid(), purpose: z.enum(['rating', 'keep-open']) });
export type SignedLinkClaims = z.infer<typeof claimsSchema>;

export function signTicketLink(
  secret: string,
  purpose: SignedLinkPurpose,
  ticket: { uid: string; contactUid: string },
  nowMs: number,
): Promise<string> {
  const now = Math.floor(nowMs / 1000);
  return new SignJWT({ contact: ticket.contactUid, purpose })
    .setProtectedHeader({ alg: ALGORITHM, typ: headerType(purpose) })
    .setSubject(ticket.uid)
    .setAudience(TOKEN_AUDIENCE)
    .setIssuer(TOKEN_ISSUER)
    .setIssuedAt(now)
    .setExpirationTime(now + SIGNED_LINK_TTL_SECONDS[purpose])
    .sign(keyOf(secret));
}

/** The claims of a valid link of `purpose`, or null (tampered, expired, another purpose or kind, malformed). */
export async function verifyTicketLink(
  secret: string,
  purpose: SignedLinkPurpose,
  token: string,
  nowMs: number,
): Promise<SignedLinkClaims | null> {
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), {
      algorithms: [ALGORITHM],
      audience: TOKEN_AUDIENCE,
      issuer: TOKEN_ISSUER,
      typ: headerType(purpose),
      currentDate: new Date(nowMs),
      requiredClaims: ['exp', 'iat', 'sub'],
      maxTokenAge: SIGNED_LINK_TTL_SECONDS[purpose],
    });
    const claims = claimsSchema.safeParse(payload);
    return claims.success && claims.data.purpose === purpose ? claims.data : null;
  } catch (error) {
    if (error instanceof joseErrors.JOSEError) return null;
    throw error;
  }
}
