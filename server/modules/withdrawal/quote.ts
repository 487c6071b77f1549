import { and, asc, eq, inArray } from 'drizzle-orm';
import type { WithdrawalRefusal } from '../../../src/domain/withdrawal.ts';
import type { Database } from '../../db/database.ts';
import { formulas, payments, serviceStartRequests, type SubscriptionRow, type WithdrawalLine } from '../../db/schema/index.ts';
import { addDuration } from '../payments/durations.ts';
import { stepRow } from '../subscriptions/lifecycle.ts';
import { isWithinWindow, refundLines, withdrawalDeadline, type PaidPeriod } from './refund-rule.ts';

/** What a withdrawal of `subscription` on a given day would be, and whether it is allowed. */
export interface WithdrawalQuote {
  refusal: WithdrawalRefusal | null;
  firstPaymentAt: Date;
  deadline: Date;
  expressRequest: boolean;
  lines: WithdrawalLine[];
}

/**
 * Reads the subscription's succeeded payments (first charge, renewals) and the periods they paid
 * for, the member's express request, and applies refund-rule.ts. Call it in the transaction that
 * holds the subscription row when acting on it.
 */
export async function quoteWithdrawal(db: Database, subscription: SubscriptionRow, now: Date): Promise<WithdrawalQuote> {
  const paid = await db
    .select()
    .from(payments)
    .where(
      and(eq(payments.subscriptionUid, subscription.uid), eq(payments.status, 'succeeded'), inArray(payments.kind, ['charge', 'renewal'])),
    )
    .orderBy(asc(payments.createdAt), asc(payments.uid));
  const [refunded] = await db
    .select({ uid: payments.uid })
    .from(payments)
    .where(and(eq(payments.subscriptionUid, subscription.uid), eq(payments.kind, 'refund')))
    .limit(1);
  const [formula] = await db.select().from(formulas).where(eq(formulas.uid, subscription.formula)).limit(1);
  const [express] = await db
    .select({ requestedAt: serviceStartRequests.requestedAt })
    .from(serviceStartRequests)
    .where(eq(serviceStartRequests.userUid, subscription.userUid))
    .limit(1);

  const first = paid.find((payment) => payment.kind === 'charge') ?? paid[0];
  const firstPaymentAt = first?.createdAt ?? subscription.startedAt ?? subscription.createdAt;
  // Each payment pays the next period: the first charge the trial (or the first period), each
  // renewal one period more, from the activation on (activation.ts, renewals.ts).
  const periods: PaidPeriod[] = [];
  let cursor = subscription.startedAt ?? firstPaymentAt;
  for (const payment of paid) {
    const trial = payment.kind === 'charge' && formula?.trialDuration != null && formula.trialDurationUnit != null;
    const end =
      formula === undefined
        ? addDuration(cursor, 1, 'month')
        : trial && formula.trialDuration != null && formula.trialDurationUnit != null
          ? addDuration(cursor, formula.trialDuration, formula.trialDurationUnit)
          : addDuration(cursor, formula.periodDuration, formula.periodDurationUnit);
    periods.push({
      paymentUid: payment.uid,
      chargeReference: payment.providerReference,
      amount: payment.amount,
      start: cursor,
      end,
      cardBrand: payment.cardBrand,
      cardLast4: payment.cardLast4,
    });
    cursor = end;
  }
  const expressRequest = express !== undefined;
  const refusal: WithdrawalRefusal | null =
    stepRow(subscription, { type: 'subscription.withdraw' }) === null
      ? 'notRunning'
      : !isWithinWindow(firstPaymentAt, now)
        ? 'windowClosed'
        : subscription.cashbackRefundedAt !== null || refunded !== undefined
          ? 'cashbackRefunded'
          : null;
  return {
    refusal,
    firstPaymentAt,
    deadline: withdrawalDeadline(firstPaymentAt),
    expressRequest,
    lines: refundLines(periods, now, expressRequest),
  };
}
