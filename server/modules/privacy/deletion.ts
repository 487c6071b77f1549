import { and, eq, gt, isNotNull, or } from 'drizzle-orm';
import type { DeletionRefusal } from '../../../src/domain/privacy.ts';
import type { Database } from '../../db/database.ts';
import { paymentIntents, payments, subscriptions, users, type SubscriptionRow } from '../../db/schema/index.ts';
import type { FlowCounter } from '../flows/counter.ts';
import { lifecycleOf } from '../subscriptions/lifecycle.ts';
import { eraseProfile } from '../subscriptions/erasure.ts';

/** Roles whose accounts the team closes itself: their replies and inbox belong to the service. */
const STAFF_ROLES: readonly string[] = ['coach', 'admin', 'analyst', 'editor'];

export type DeletionOutcome =
  | { kind: 'deleted' }
  /** The account was already gone (a second request, or the erasure job, came first). */
  | { kind: 'gone' }
  | { kind: 'refused'; reason: DeletionRefusal; date: Date | null };

/**
 * When a member may delete his own account (docs/decisions/0022): only when nothing runs that the
 * deletion would break, by the subscription machine's states (machines/subscription.machine.ts):
 * - no subscription, or only `ended` ones with no cashback still owed → deleted now;
 * - trial, active, retrying → refused: cancel first (the end of the period then erases the profile);
 * - cancellationRequested → refused: the paid period runs to its date, then the erasure job
 *   deletes the account by itself (deleting now would forfeit days already paid for; decision
 *   0038: the pages promise this automatic deletion, never a deletion by hand after the stop);
 *   with a cashback owed after that date, refused until its refund (refund_owed);
 * - pending, or a payment being confirmed → refused: money is moving;
 * - ended with a cashback refund still due → refused until it is refunded (the refund needs the
 *   subscription row), after which the erasure job deletes the account.
 * Staff accounts (coach, admin, analyst, editor) are closed by an administrator.
 */
export function refusalOf(rows: readonly SubscriptionRow[], paymentMoving: boolean): { reason: DeletionRefusal; date: Date | null } | null {
  for (const row of rows) {
    const { state } = lifecycleOf(row);
    if (state === 'pending') return { reason: 'payment_pending', date: null };
    if (state === 'trial' || state === 'active' || state === 'retrying') return { reason: 'subscription_running', date: null };
    if (state === 'cancellationRequested') {
      // A cashback still owed after the last day of access keeps the account until it is refunded
      // (the erasure job waits for it): the refusal gives that later date (decision 0038).
      const owedAfter = row.cashbackDueAt !== null && row.cashbackRefundedAt === null && row.credits > 0;
      if (owedAfter && row.expirationAt !== null && row.cashbackDueAt !== null && row.cashbackDueAt > row.expirationAt)
        return { reason: 'refund_owed', date: row.cashbackDueAt };
      return { reason: 'subscription_ending', date: row.expirationAt };
    }
  }
  if (paymentMoving) return { reason: 'payment_pending', date: null };
  const owed = rows.find((row) => row.cashbackDueAt !== null && row.cashbackRefundedAt === null);
  if (owed !== undefined) return { reason: 'refund_owed', date: owed.cashbackDueAt };
  return null;
}

/**
 * Deletes the account `uid` now if refusalOf allows it, in one transaction. Locks in the order the
 * lifecycle jobs use (the member's subscriptions, then the user row: endMembership), so a job
 * ending this membership at the same moment cannot deadlock with us. Once the user row is held, a
 * payment inserting a subscription or payment waits (its foreign key locks the row) and the checks
 * read what it committed; two deletions queue on the row and the second finds it gone.
 */
export async function deleteOwnAccount(
  { db, flows }: { db: Database; flows: FlowCounter },
  uid: string,
  now: Date,
): Promise<DeletionOutcome> {
  return flows.transaction(db, async (tx, moves): Promise<DeletionOutcome> => {
    await tx.select({ uid: subscriptions.uid }).from(subscriptions).where(eq(subscriptions.userUid, uid)).for('update');
    const [user] = await tx
      .select({ uid: users.uid, email: users.email, roles: users.roles })
      .from(users)
      .where(eq(users.uid, uid))
      .for('update');
    if (user === undefined) return { kind: 'gone' };
    if (user.roles.some((role) => STAFF_ROLES.includes(role))) return { kind: 'refused', reason: 'staff_account', date: null };
    // Read again under the user lock: what a concurrent payment committed meanwhile is seen.
    const rows = await tx.select().from(subscriptions).where(eq(subscriptions.userUid, uid));
    const [moving] = await tx
      .select({ uid: payments.uid })
      .from(payments)
      .where(and(eq(payments.userUid, uid), eq(payments.status, 'pending')))
      .limit(1);
    const [attempt] = await tx
      .select({ uid: paymentIntents.uid })
      .from(paymentIntents)
      .where(
        and(
          eq(paymentIntents.userUid, uid),
          or(eq(paymentIntents.status, 'pending'), and(isNotNull(paymentIntents.attemptUid), gt(paymentIntents.attemptLeaseUntil, now))),
        ),
      )
      .limit(1);
    const refusal = refusalOf(rows, moving !== undefined || attempt !== undefined);
    if (refusal !== null) return { kind: 'refused', ...refusal };
    await eraseProfile(tx, moves, user, now);
    return { kind: 'deleted' };
  });
}
