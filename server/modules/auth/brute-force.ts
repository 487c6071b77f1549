import { EventEmitter } from 'node:events';
import { and, desc, eq, gte, lt, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import { fr } from '../../../src/i18n/fr/index.ts';
import { keyedDigest } from './opaque-tokens.ts';
import type { Database } from '../../db/database.ts';
import { authAttempts } from '../../db/schema/index.ts';
import { HttpError, unavailable } from '../../http/errors.ts';
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

/**
 * How long a pending attempt holds its place: a password check takes well under a second (plus its
 * wait in the hashing queue, a few seconds at worst); a pending row older than this belongs to a
 * process that died mid-check, and counts as a failure.
 */
export const PENDING_LEASE_MS = 60 * 1000;
/**
 * How long an attempt waits for a place held only by attempts in flight (they resolve within the
 * hashing queue's few seconds); past it the answer is 503 + Retry-After (busy, not a failure).
 */
export const PLACE_WAIT_MS = 15 * 1000;
// Another process may settle an attempt: with no local signal, look again this often.
const PLACE_POLL_MS = 250;

/** Rows that count as failures: checked and wrong, or pending past the lease. */
const isFailure = (leaseCutoff: Date): SQL => or(eq(authAttempts.outcome, 'failed'), lt(authAttempts.createdAt, leaseCutoff)) as SQL;

interface Window {
  since: Date;
  leaseCutoff: Date;
}

const windowAt = (nowMs: number): Window => ({
  since: new Date(nowMs - FAILURE_WINDOW_MS),
  leaseCutoff: new Date(nowMs - PENDING_LEASE_MS),
});

/** Seconds until a new attempt is allowed, or null when failures do not lock it now. */
export async function lockedFor(db: Database, keys: AttemptKeys, nowMs: number): Promise<number | null> {
  const window = windowAt(nowMs);
  const [byAccount, byAddress] = await Promise.all([
    nthNewestFailure(db, eq(authAttempts.accountKey, keys.account), window, MAX_ACCOUNT_FAILURES),
    nthNewestFailure(db, eq(authAttempts.addressKey, keys.address), window, MAX_ADDRESS_FAILURES),
  ]);
  if (byAccount === null && byAddress === null) return null;
  const unlockAt = Math.max(byAccount?.getTime() ?? 0, byAddress?.getTime() ?? 0) + FAILURE_WINDOW_MS;
  return Math.max(1, Math.ceil((unlockAt - nowMs) / 1000));
}

/**
 * The n-th newest failure inside the window: when it exists the limit is reached, and the lock
 * lasts until it leaves the window (then only n - 1 remain).
 */
async function nthNewestFailure(db: Database, key: SQL, window: Window, n: number): Promise<Date | null> {
  const [row] = await db
    .select({ createdAt: authAttempts.createdAt })
    .from(authAttempts)
    .where(and(key, gte(authAttempts.createdAt, window.since), isFailure(window.leaseCutoff)))
    .orderBy(desc(authAttempts.createdAt))
    .limit(1)
    .offset(n - 1);
  return row?.createdAt ?? null;
}

/** Places taken under one limit: failures, and attempts still being checked. */
async function placesTaken(db: Database, key: SQL, window: Window): Promise<{ failures: number; held: number }> {
  const [row] = await db
    .select({
      failures: sql<number>`count(*) filter (where ${isFailure(window.leaseCutoff)})`.mapWith(Number),
      held: sql<number>`count(*)`.mapWith(Number),
    })
    .from(authAttempts)
    .where(and(key, gte(authAttempts.createdAt, window.since)));
  return { failures: row?.failures ?? 0, held: row?.held ?? 0 };
}

type Booking = { kind: 'booked'; id: number } | { kind: 'locked' } | { kind: 'full' };

/**
 * One try at booking: 'booked' when a place is free (the row is 'pending'), 'locked' when failures
 * alone fill the limit, 'full' when attempts still in flight fill it (they may yet succeed).
 */
async function tryBooking(db: Database, keys: AttemptKeys, nowMs: number): Promise<Booking> {
  const window = windowAt(nowMs);
  return db.transaction(async (tx) => {
    // One booking at a time per account and per address, across processes: each sees every
    // booking before it. Always in the same order, so two bookings never wait on each other.
    for (const key of [keys.account, keys.address].sort()) {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
    }
    await tx.delete(authAttempts).where(lt(authAttempts.createdAt, window.since));
    const [account, address] = [
      await placesTaken(tx, eq(authAttempts.accountKey, keys.account), window),
      await placesTaken(tx, eq(authAttempts.addressKey, keys.address), window),
    ];
    if (account.failures >= MAX_ACCOUNT_FAILURES || address.failures >= MAX_ADDRESS_FAILURES) return { kind: 'locked' };
    if (account.held >= MAX_ACCOUNT_FAILURES || address.held >= MAX_ADDRESS_FAILURES) return { kind: 'full' };
    const [booked] = await tx
      .insert(authAttempts)
      .values({ accountKey: keys.account, addressKey: keys.address, outcome: 'pending', createdAt: new Date(nowMs) })
      .returning({ id: authAttempts.id });
    if (!booked) throw new Error('auth attempt not recorded');
    return { kind: 'booked', id: booked.id };
  });
}

// Attempts settled by this process wake the bookings waiting here at once (others poll).
const settled = new EventEmitter().setMaxListeners(0);

function settledOrPoll(keys: AttemptKeys, deadline: number): Promise<void> {
  return new Promise((resolve) => {
    const done = (): void => {
      clearTimeout(timer);
      settled.off(keys.account, done);
      settled.off(keys.address, done);
      resolve();
    };
    const timer = setTimeout(done, Math.max(0, Math.min(PLACE_POLL_MS, deadline - Date.now())));
    settled.on(keys.account, done);
    settled.on(keys.address, done);
  });
}

export type BookedAttempt = { lockedSeconds: null; attemptId: number } | { lockedSeconds: number; attemptId: null };

/**
 * Books an attempt BEFORE the password is checked, so that parallel guesses cannot all pass a
 * count taken before any of them is recorded. The attempt is 'pending' (it holds a place under the
 * limit, it is no failure) until settleAttempt says how the check went. Over the limit by failures:
 * the seconds to wait. Full only of attempts in flight: waits for them to settle (bounded by
 * PLACE_WAIT_MS, then 503), so concurrent correct sign-ins are never refused.
 */
export async function bookAttempt(db: Database, keys: AttemptKeys, nowMs: number, reply?: FastifyReply): Promise<BookedAttempt> {
  const deadline = Date.now() + PLACE_WAIT_MS;
  for (;;) {
    const booking = await tryBooking(db, keys, nowMs);
    if (booking.kind === 'booked') return { lockedSeconds: null, attemptId: booking.id };
    if (booking.kind === 'locked') return { lockedSeconds: (await lockedFor(db, keys, nowMs)) ?? 1, attemptId: null };
    if (Date.now() >= deadline) throw reply ? unavailable(reply) : new HttpError(503, { message: fr.server.unavailable });
    await settledOrPoll(keys, deadline);
  }
}

/**
 * How the check of a booked attempt ended. 'failed': the row stays and counts. 'succeeded': the
 * caller's own row goes, with the account's failures (not the address's: others may be guessing;
 * not other attempts still in flight). 'withdrawn': the password was never checked (the hashing
 * queue was full, the database failed), so the row goes and counts for nothing.
 */
export async function settleAttempt(
  db: Database,
  keys: AttemptKeys,
  attemptId: number,
  outcome: 'failed' | 'succeeded' | 'withdrawn',
  nowMs: number,
): Promise<void> {
  try {
    if (outcome === 'failed') {
      await db.update(authAttempts).set({ outcome: 'failed' }).where(eq(authAttempts.id, attemptId));
    } else if (outcome === 'withdrawn') {
      await db.delete(authAttempts).where(eq(authAttempts.id, attemptId));
    } else {
      await db
        .delete(authAttempts)
        .where(or(eq(authAttempts.id, attemptId), and(eq(authAttempts.accountKey, keys.account), isFailure(windowAt(nowMs).leaseCutoff))));
    }
  } finally {
    settled.emit(keys.account);
    settled.emit(keys.address);
  }
}

/**
 * The whole guarded check, for every route that takes a password (sign-in, change password):
 * books the attempt (429 + Retry-After when failures lock it), runs `check`, and settles the attempt
 * by its result. An error in `check` (hashing queue full → 503, database down → 503) withdraws it.
 */
export async function checkPasswordAttempt(
  db: Database,
  keys: AttemptKeys,
  nowMs: number,
  reply: FastifyReply,
  check: () => Promise<boolean>,
): Promise<boolean> {
  const booking = await bookAttempt(db, keys, nowMs, reply);
  if (booking.attemptId === null) throw tooManyAttempts(reply, booking.lockedSeconds);
  let matches: boolean;
  try {
    matches = await check();
  } catch (error) {
    await settleAttempt(db, keys, booking.attemptId, 'withdrawn', nowMs).catch(() => {});
    throw error;
  }
  await settleAttempt(db, keys, booking.attemptId, matches ? 'succeeded' : 'failed', nowMs);
  return matches;
}

/** A good password clears the account's failures (not the address's: others may be guessing). */
export async function clearAccountFailures(db: Database, keys: Pick<AttemptKeys, 'account'>, nowMs = Date.now()): Promise<void> {
  await db.delete(authAttempts).where(and(eq(authAttempts.accountKey, keys.account), isFailure(windowAt(nowMs).leaseCutoff)));
}

/** The 429 answer: Retry-After in seconds and the French message in the docs/product.md#errors shape (sign-in, change password). */
export function tooManyAttempts(reply: FastifyReply, retryAfterSeconds: number): HttpError {
  reply.header('retry-after', String(retryAfterSeconds));
  return new HttpError(429, { message: fr.authServer.tooManyAttempts, violations: [] });
}
