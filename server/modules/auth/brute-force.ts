import { and, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import { fr } from '../../../src/i18n/fr/index.ts';
import { keyedDigest } from '../../auth/opaque-tokens.ts';
import type { Database } from '../../db/database.ts';
import { authAttempts } from '../../db/schema/index.ts';
import { HttpError } from '../../http/errors.ts';
import { normalizeEmail } from '../users/repository.ts';

/**
 * Failure counting against password guessing (ASVS 6.3): per account, and per address for one
 * machine spraying many accounts. Unknown accounts are counted exactly like real ones, so the
 * 429 tells nothing about existence. Stored in the database: every process sees the same counts.
 */

export const FAILURE_WINDOW_MS = 15 * 60 * 1000;
/** 10 failures for one account within the window → 429 until the oldest of them leaves it. */
export const MAX_ACCOUNT_FAILURES = 10;
/** Generous: an office or a mobile carrier puts many people behind one address. */
export const MAX_ADDRESS_FAILURES = 50;

export interface AttemptKeys {
  account: string;
  address: string;
}

export function attemptKeys(secret: string, identifier: string, address: string): AttemptKeys {
  return { account: accountKeyOf(secret, identifier), address: keyedDigest(secret, 'login-address', address) };
}

/** The counter key of an account (any case, surrounding spaces ignored), known or not. */
export function accountKeyOf(secret: string, identifier: string): string {
  return keyedDigest(secret, 'login-account', normalizeEmail(identifier));
}

/** Seconds until a new attempt is allowed, or null when it is allowed now. */
export async function lockedFor(db: Database, keys: AttemptKeys, nowMs: number): Promise<number | null> {
  const since = new Date(nowMs - FAILURE_WINDOW_MS);
  const [byAccount, byAddress] = await Promise.all([
    nthNewestFailure(db, eq(authAttempts.accountKey, keys.account), since, MAX_ACCOUNT_FAILURES),
    nthNewestFailure(db, eq(authAttempts.addressKey, keys.address), since, MAX_ADDRESS_FAILURES),
  ]);
  const unlockAt = Math.max(byAccount?.getTime() ?? 0, byAddress?.getTime() ?? 0) + FAILURE_WINDOW_MS;
  if (byAccount === null && byAddress === null) return null;
  return Math.max(1, Math.ceil((unlockAt - nowMs) / 1000));
}

/**
 * The n-th newest failure inside the window: when it exists the limit is reached, and the lock
 * lasts until it leaves the window (then only n - 1 remain).
 */
async function nthNewestFailure(
  db: Database,
  key: SQL,
  since: Date,
  n: number,
): Promise<Date | null> {
  const [row] = await db
    .select({ createdAt: authAttempts.createdAt })
    .from(authAttempts)
    .where(and(key, gte(authAttempts.createdAt, since)))
    .orderBy(desc(authAttempts.createdAt))
    .limit(1)
    .offset(n - 1);
  return row?.createdAt ?? null;
}

/**
 * Books an attempt BEFORE the password is checked, so that parallel guesses cannot all pass a
 * count taken before any of them is recorded: the attempt counts as a failure unless the password
 * turns out right (clearAccountFailures). Over the limit, the booking is withdrawn and the answer
 * is the number of seconds to wait.
 */
export async function bookAttempt(db: Database, keys: AttemptKeys, nowMs: number): Promise<{ lockedSeconds: number | null }> {
  const since = new Date(nowMs - FAILURE_WINDOW_MS);
  const over = await db.transaction(async (tx) => {
    // One booking at a time per account, across processes: each sees every booking before it.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${keys.account}))`);
    await tx.delete(authAttempts).where(lt(authAttempts.createdAt, since));
    const [booked] = await tx
      .insert(authAttempts)
      .values({ accountKey: keys.account, addressKey: keys.address, createdAt: new Date(nowMs) })
      .returning({ id: authAttempts.id });
    const [overAccount, overAddress] = await Promise.all([
      nthNewestFailure(tx, eq(authAttempts.accountKey, keys.account), since, MAX_ACCOUNT_FAILURES + 1),
      nthNewestFailure(tx, eq(authAttempts.addressKey, keys.address), since, MAX_ADDRESS_FAILURES + 1),
    ]);
    if (overAccount === null && overAddress === null) return false;
    if (booked) await tx.delete(authAttempts).where(eq(authAttempts.id, booked.id));
    return true;
  });
  return { lockedSeconds: over ? ((await lockedFor(db, keys, nowMs)) ?? 1) : null };
}

/** A good password clears the account's failures (not the address's: others may be guessing). */
export async function clearAccountFailures(db: Database, keys: Pick<AttemptKeys, 'account'>): Promise<void> {
  await db.delete(authAttempts).where(eq(authAttempts.accountKey, keys.account));
}

/** The 429 answer: Retry-After in seconds and the French message (sign-in, change password). */
export function tooManyAttempts(reply: FastifyReply, retryAfterSeconds: number): HttpError {
  reply.header('retry-after', String(retryAfterSeconds));
  return new HttpError(429, { message: fr.authServer.tooManyAttempts });
}
