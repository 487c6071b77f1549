import { and, asc, desc, eq, lte, ne } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { WithdrawalRefusal } from '../../../src/domain/withdrawal.ts';
import type { ServerConfig } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { payments, serviceStartRequests, subscriptions, withdrawals, type WithdrawalRow } from '../../db/schema/index.ts';
import type { MailOutbox } from '../../mail/mail-outbox.ts';
import type { PaymentProvider } from '../payments/provider.ts';
import { issueReceipt } from '../billing/receipts.ts';
import type { FlowCounter } from '../flows/counter.ts';
import { recordSubscriptionStep } from '../flows/lifecycles.ts';
import { stepRow } from '../subscriptions/lifecycle.ts';
import { endMembership } from '../subscriptions/membership.ts';
import { namedUuid } from '../subscriptions/references.ts';
import { enqueueWithdrawalMail } from './mail.ts';
import { quoteWithdrawal } from './quote.ts';
import { totalRefund } from './refund-rule.ts';

/**
 * Withdrawal (docs/decisions/0021-withdrawal.md), exactly once whatever happens:
 *   1. `requestWithdrawal`: one transaction holding the subscription row decides and writes the
 *      withdrawal (`requested`, one per subscription: the natural key) and stops renewals and the
 *      cashback; a repeated request finds it and goes on with it;
 *   2. `completeWithdrawal`: each refund at the provider under a reference named after the payment
 *      (its idempotency key), outside any transaction; then one transaction holding the withdrawal
 *      records the refunds, their credit notes, the end of the membership and the mail.
 * A process killed between them leaves `requested`: the next request or the job completes it with
 * the same references, so the provider answers the first refunds again and nothing moves twice.
 */

export interface WithdrawalDeps {
  db: Database;
  flows: FlowCounter;
  provider: PaymentProvider;
  mailOutbox: MailOutbox;
  config: ServerConfig;
  log: FastifyBaseLogger;
}

/** The refusal of a withdrawal (409 with its French message), or no subscription at all (404). */
export class WithdrawalRefused extends Error {
  override readonly name = 'WithdrawalRefused';
  constructor(
    readonly refusal: WithdrawalRefusal | 'noSubscription',
    readonly deadline: Date | null,
  ) {
    super(`withdrawal refused: ${refusal}`);
  }
}

/** The provider refused a refund: the withdrawal stays requested and the job tries again. */
export class WithdrawalRefundFailed extends Error {
  override readonly name = 'WithdrawalRefundFailed';
}

/** The provider's reference (and our payment uid) of the withdrawal refund of one payment. */
export const withdrawalRefundUid = (paymentUid: string): string => namedUuid('withdrawal', paymentUid);

/** The member's subscription that a withdrawal is about: the latest one past payment. */
const memberSubscription = (db: Database, userUid: string) =>
  db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.userUid, userUid), ne(subscriptions.status, 'pending')))
    .orderBy(desc(subscriptions.startedAt), desc(subscriptions.createdAt))
    .limit(1);

/** Records, once per member, the express request to begin the service now (the card form's checkbox). */
export async function recordExpressRequest(db: Database, userUid: string, wording: string, at: Date): Promise<void> {
  await db.insert(serviceStartRequests).values({ userUid, requestedAt: at, wording }).onConflictDoNothing();
}

/** Step 1, then step 2: the withdrawal of the member's subscription, completed. */
export async function requestWithdrawal(deps: WithdrawalDeps, userUid: string, now: Date): Promise<WithdrawalRow> {
  const requested = await deps.db.transaction(async (tx) => {
    // Held until commit: a renewal or cashback job on this subscription ran before, or waits and
    // then finds nothing due.
    const [subscription] = await memberSubscription(tx, userUid).for('update');
    if (subscription === undefined) throw new WithdrawalRefused('noSubscription', null);
    const [existing] = await tx.select().from(withdrawals).where(eq(withdrawals.subscriptionUid, subscription.uid)).limit(1);
    if (existing !== undefined) return existing;
    const quote = await quoteWithdrawal(tx, subscription, now);
    if (quote.refusal !== null) throw new WithdrawalRefused(quote.refusal, quote.deadline);
    const [row] = await tx
      .insert(withdrawals)
      .values({
        subscriptionUid: subscription.uid,
        userUid,
        requestedAt: now,
        expressRequest: quote.expressRequest,
        lines: quote.lines,
        refundAmount: totalRefund(quote.lines),
      })
      .returning();
    // Nothing more is charged or refunded by the jobs: the withdrawal settles the subscription.
    await tx.update(subscriptions).set({ nextRenewalAt: null, cashbackDueAt: null }).where(eq(subscriptions.uid, subscription.uid));
    if (row === undefined) throw new Error('withdrawal not written');
    return row;
  });
  deps.log.info(
    { uid: userUid, withdrawal: requested.uid, refund: requested.refundAmount, status: requested.status },
    'withdrawal requested',
  );
  return completeWithdrawal(deps, requested.uid, now);
}

/** Step 2: refunds at the provider, then the record of it all; a completed withdrawal is answered as is. */
export async function completeWithdrawal(deps: WithdrawalDeps, withdrawalUid: string, now: Date): Promise<WithdrawalRow> {
  const [current] = await deps.db.select().from(withdrawals).where(eq(withdrawals.uid, withdrawalUid)).limit(1);
  if (current === undefined) throw new Error(`withdrawal ${withdrawalUid} is gone`);
  if (current.status === 'completed') return current;

  const refunded = new Map<string, string>();
  for (const line of current.lines) {
    if (line.refund <= 0) continue;
    const result = await deps.provider.refund({
      chargeReference: line.chargeReference,
      amount: line.refund,
      reference: withdrawalRefundUid(line.paymentUid),
    });
    if (result.outcome === 'failed') {
      deps.log.warn(
        { withdrawal: current.uid, payment: line.paymentUid, code: result.code },
        'withdrawal refund refused: tried again by the job',
      );
      throw new WithdrawalRefundFailed(result.code);
    }
    refunded.set(line.paymentUid, result.providerReference);
  }
  deps.log.info({ withdrawal: current.uid, refunds: refunded.size }, 'withdrawal refunded at the provider');

  const completed = await deps.flows.transaction(deps.db, async (tx, moves) => {
    const [row] = await tx.select().from(withdrawals).where(eq(withdrawals.uid, withdrawalUid)).for('update');
    if (row === undefined) throw new Error(`withdrawal ${withdrawalUid} is gone`);
    if (row.status === 'completed') return row;
    const [subscription] = await tx.select().from(subscriptions).where(eq(subscriptions.uid, row.subscriptionUid)).for('update');
    if (subscription === undefined) throw new Error(`subscription ${row.subscriptionUid} is gone`);
    const refundUids: string[] = [];
    for (const line of row.lines) {
      const providerReference = refunded.get(line.paymentUid);
      if (line.refund <= 0 || providerReference === undefined) continue;
      const uid = withdrawalRefundUid(line.paymentUid);
      await tx
        .insert(payments)
        .values({
          uid,
          userUid: row.userUid,
          subscriptionUid: row.subscriptionUid,
          kind: 'refund',
          amount: line.refund,
          formula: subscription.formula,
          status: 'succeeded',
          providerReference,
          cardBrand: line.cardBrand,
          cardLast4: line.cardLast4,
          refundOf: line.paymentUid,
          refundReason: 'withdrawal',
          createdAt: now,
        })
        .onConflictDoNothing();
      refundUids.push(uid);
    }
    // The machine has the last word; a subscription ended meanwhile (its last renewal refused) keeps its end.
    const step = stepRow(subscription, { type: 'subscription.withdraw' });
    let to: string | null = null;
    if (step !== null) {
      recordSubscriptionStep(moves, subscription, 'subscription.withdraw', step, now);
      to = await endMembership(tx, subscription, step, now);
    }
    await tx.update(withdrawals).set({ status: 'completed', completedAt: now }).where(eq(withdrawals.uid, row.uid));
    if (to !== null) {
      await enqueueWithdrawalMail(tx, deps, {
        to,
        subscriptionUid: row.subscriptionUid,
        requestedAt: row.requestedAt,
        amount: row.refundAmount,
        lines: row.lines,
      });
    }
    // Credit notes last: the receipt counter is the last lock taken (receipts.ts).
    for (const uid of refundUids) await issueReceipt(tx, { config: deps.config }, uid, now);
    const [done] = await tx.select().from(withdrawals).where(eq(withdrawals.uid, row.uid));
    return done ?? row;
  });
  deps.mailOutbox.kick();
  deps.log.info({ uid: completed.userUid, withdrawal: completed.uid, refund: completed.refundAmount }, 'withdrawal completed');
  return completed;
}

/** Withdrawals left `requested` (a process killed mid-way, a refund refused), older than `graceMs`. */
export async function completeRequestedWithdrawals(
  deps: WithdrawalDeps,
  now: Date,
  graceMs = 0,
): Promise<{ completed: number; failed: number }> {
  const stale = await deps.db
    .select({ uid: withdrawals.uid })
    .from(withdrawals)
    .where(and(eq(withdrawals.status, 'requested'), lte(withdrawals.requestedAt, new Date(now.getTime() - graceMs))))
    .orderBy(asc(withdrawals.requestedAt))
    .limit(100);
  const report = { completed: 0, failed: 0 };
  for (const { uid } of stale) {
    try {
      await completeWithdrawal(deps, uid, now);
      report.completed += 1;
    } catch (error) {
      report.failed += 1;
      deps.log.error({ err: error, withdrawal: uid }, 'completing a withdrawal failed: tried again next run');
    }
  }
  if (stale.length > 0) deps.log.info(report, 'requested withdrawals completed');
  return report;
}

/** The member's withdrawal, if he asked for one. */
export async function findWithdrawal(db: Database, userUid: string): Promise<WithdrawalRow | null> {
  const [row] = await db.select().from(withdrawals).where(eq(withdrawals.userUid, userUid)).orderBy(desc(withdrawals.requestedAt)).limit(1);
  return row ?? null;
}
