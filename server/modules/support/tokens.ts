import { and, count, eq, gte, lt } from 'drizzle-orm';
import { SUPPORT_TOKEN_TTL_SECONDS, type SupportType } from '../../../src/domain/support.ts';
import { randomToken, sha256 } from '../auth/opaque-tokens.ts';
import type { Database } from '../../db/database.ts';
import { supportTokens } from '../../db/schema/index.ts';

/**
 * Support tokens: the `t` of an e-mailed follow-up link and of the `support-auth` header. 256
 * random bits (base64url); the database keeps their sha256 only. A token belongs to one contact
 * and one support type and opens that contact's tickets of that type, as many times as needed,
 * until it expires (SUPPORT_TOKEN_TTL_SECONDS): mail scanners open links before people do, so a
 * single-use link would be spent before its owner clicks.
 */

/** Creates a token for the contact and returns it in clear (to be mailed, never stored or logged). */
export async function issueSupportToken(db: Database, contactUid: string, type: SupportType, now: Date): Promise<string> {
  const token = randomToken();
  await db.insert(supportTokens).values({
    tokenHash: sha256(token),
    contactUid,
    type,
    createdAt: now,
    expiresAt: new Date(now.getTime() + SUPPORT_TOKEN_TTL_SECONDS * 1000),
  });
  return token;
}

/** `issuedAt`: when the link was mailed; using it proves the address of what existed by then. */
export type TokenCheck = { kind: 'valid'; contactUid: string; issuedAt: Date } | { kind: 'invalid' };

/** Whom a token stands for now: unknown, expired or of another support type is just invalid. */
export async function checkSupportToken(db: Database, token: string, type: SupportType, now: Date): Promise<TokenCheck> {
  const [row] = await db
    .select()
    .from(supportTokens)
    .where(eq(supportTokens.tokenHash, sha256(token)))
    .limit(1);
  if (row === undefined || row.type !== type || row.expiresAt.getTime() <= now.getTime()) return { kind: 'invalid' };
  return { kind: 'valid', contactUid: row.contactUid, issuedAt: row.createdAt };
}

/** Tokens issued to the contact since `since` (the refresh route caps the mails one address gets). */
export async function tokensSince(db: Database, contactUid: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(supportTokens)
    .where(and(eq(supportTokens.contactUid, contactUid), gte(supportTokens.createdAt, since)));
  return row?.value ?? 0;
}

/** Forgets expired tokens (run by the inactivity job); returns how many. */
export async function deleteExpiredTokens(db: Database, now: Date): Promise<number> {
  const rows = await db.delete(supportTokens).where(lt(supportTokens.expiresAt, now)).returning({ id: supportTokens.id });
  return rows.length;
}
