import { and, count, eq, gt, gte, inArray, isNull, ne } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { passwordResets, users, type PasswordResetRow } from '../../db/schema/index.ts';

/** Password reset links; the database only ever sees the sha256 of a link's token. */

/** Stores a link; returns its id (the key of its one mail). */
export async function createReset(
  db: Database,
  input: { userUid: string; tokenHash: string; createdAt: Date; expiresAt: Date },
): Promise<number> {
  const [row] = await db.insert(passwordResets).values(input).returning({ id: passwordResets.id });
  if (row === undefined) throw new Error('password reset insert returned no row');
  return row.id;
}

/** Links created for the user since `since` (the request route caps how many mails one account gets). */
export async function resetsSince(db: Database, userUid: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(passwordResets)
    .where(and(eq(passwordResets.userUid, userUid), gte(passwordResets.createdAt, since)));
  return row?.value ?? 0;
}

export type ResetState = 'valid' | 'used' | 'expired' | 'invalid';

/** What a link is worth now, without consuming it (opening a link must never use it up). */
export async function resetState(db: Database, tokenHash: string, now: Date): Promise<ResetState> {
  const [row] = await db
    .select({ reset: passwordResets, status: users.status })
    .from(passwordResets)
    .innerJoin(users, eq(users.uid, passwordResets.userUid))
    .where(eq(passwordResets.tokenHash, tokenHash))
    .limit(1);
  if (row === undefined || row.status === 'ended') return 'invalid';
  return stateOf(row.reset, now);
}

function stateOf(reset: PasswordResetRow, now: Date): ResetState {
  if (reset.usedAt !== null) return 'used';
  if (reset.expiresAt.getTime() <= now.getTime()) return 'expired';
  return 'valid';
}

/**
 * Uses the link up, atomically: of two concurrent updates with the same link only one gets the
 * user's uid back. Null when the link is unknown, used, expired or the membership ended.
 */
export async function consumeReset(db: Database, tokenHash: string, now: Date): Promise<string | null> {
  const [row] = await db
    .update(passwordResets)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordResets.tokenHash, tokenHash),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, now),
        inArray(passwordResets.userUid, db.select({ uid: users.uid }).from(users).where(ne(users.status, 'ended'))),
      ),
    )
    .returning({ userUid: passwordResets.userUid });
  return row?.userUid ?? null;
}

/** Every link of the user still unused stops working (the password was just changed). */
export async function cancelPendingResets(db: Database, userUid: string, now: Date): Promise<void> {
  await db
    .update(passwordResets)
    .set({ usedAt: now })
    .where(and(eq(passwordResets.userUid, userUid), isNull(passwordResets.usedAt)));
}
