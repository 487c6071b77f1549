import { and, eq, exists, isNotNull, isNull, lte, ne, notExists, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { outbox, paymentIntents, payments, subscriptions, supportContacts, users } from '../../db/schema/index.ts';
import type { JobContext } from '../../jobs/job.ts';
import { requireStep } from './lifecycle.ts';
import { JOB_BATCH } from './repository.ts';
import type { TransactionMoves } from '../flows/counter.ts';
import { recordSubscriptionStep } from '../flows/lifecycles.ts';

/**
 * Ended members whose profile may go (docs/product.md#states "the profile is deleted"): their membership ended (an
 * ended subscription, none other), and no cashback is still owed to them (the refund needs the
 * subscription row).
 */
const erasable = (db: Database, now: Date) =>
  and(
    eq(users.status, 'ended'),
    exists(
      db
        .select({ one: sql`1` })
        .from(subscriptions)
        .where(and(eq(subscriptions.userUid, users.uid), eq(subscriptions.status, 'ended'), lte(subscriptions.endedAt, now))),
    ),
    notExists(
      db
        .select({ one: sql`1` })
        .from(subscriptions)
        .where(
          and(
            eq(subscriptions.userUid, users.uid),
            or(ne(subscriptions.status, 'ended'), and(isNotNull(subscriptions.cashbackDueAt), isNull(subscriptions.cashbackRefundedAt))),
          ),
        ),
    ),
  );

/** The erasure job: deletes the profile of each ended member (what goes and stays: eraseProfile). */
export async function eraseEndedProfiles(context: JobContext): Promise<{ erased: number }> {
  const now = context.now();
  const candidates = await context.db.select({ uid: users.uid }).from(users).where(erasable(context.db, now)).limit(JOB_BATCH);
  let erased = 0;
  for (const { uid } of candidates) {
    try {
      const done = await context.flows.transaction(context.db, async (tx, moves) => {
        const [user] = await tx
          .select({ uid: users.uid, email: users.email })
          .from(users)
          .where(and(eq(users.uid, uid), erasable(tx, now)))
          .for('update', { of: users, skipLocked: true });
        if (user === undefined) return false;
        await eraseProfile(tx, moves, user, now);
        return true;
      });
      if (done) erased += 1;
    } catch (error) {
      context.log.error({ err: error, user: uid }, 'profile erasure failed');
    }
  }
  if (candidates.length > 0) context.log.info({ erased }, 'ended profiles erased');
  return { erased };
}

/**
 * What erasing a profile removes, in the caller's transaction, once the caller has locked the user
 * row and checked that nothing still runs (every subscription ended, no refund owed). Used by the
 * erasure job below and by the member's own deletion (server/modules/privacy):
 * - the account row (e-mail, password hash, metadata) and, by cascade, its subscriptions, card on
 *   file, affiliation, payment objects, checkout sessions, reset links and idempotency keys;
 *   sessions are tokens signed with the account's version: they stop with the row;
 * - the e-mails still kept in the outbox for its address;
 * - the support contacts of the account or its address, with their tickets and coaching
 *   discussions and every message in them (the team's replies included);
 * - payments stay (accounting records, kept ten years: Code de commerce L123-22), anonymised: no
 *   user, no card token, no last four digits. Issued receipts stay as issued (0020).
 * A subscription the machine refuses to erase (not ended) throws: the transaction rolls back.
 * `byAddress: false` (an account whose address was never proven) keeps what is only linked by address.
 */
export async function eraseProfile(
  tx: Database,
  moves: TransactionMoves,
  user: { uid: string; email: string },
  now: Date,
  { byAddress = true }: { byAddress?: boolean } = {},
): Promise<void> {
  // The machine has the last word: only an ended subscription may be erased.
  for (const row of await tx.select().from(subscriptions).where(eq(subscriptions.userUid, user.uid))) {
    recordSubscriptionStep(moves, row, 'subscription.erase', requireStep(row, { type: 'subscription.erase' }), now);
  }
  await tx.update(payments).set({ cardToken: null, cardLast4: null }).where(eq(payments.userUid, user.uid));
  // The payment object before the account: left to the account's cascade, its payments would be set
  // null twice in one statement (their user and their object), which PostgreSQL refuses.
  await tx.delete(paymentIntents).where(eq(paymentIntents.userUid, user.uid));
  if (byAddress) await tx.delete(outbox).where(sql`lower(${outbox.to}) = lower(${user.email})`);
  const sameAddress = byAddress ? sql`lower(${supportContacts.email}) = lower(${user.email})` : sql`false`;
  await tx.delete(supportContacts).where(or(eq(supportContacts.userUid, user.uid), sameAddress));
  await tx.delete(users).where(eq(users.uid, user.uid));
}
