import { and, asc, eq, isNotNull, isNull, lt } from 'drizzle-orm';
import { checkoutSessions, paymentIntents, payments } from '../../db/schema/index.ts';
import type { RecurringJob } from '../../jobs/job.ts';
import type { ServerServices } from '../../services.ts';
import { settleCharge, settleLostHostedCharges } from './charges.ts';
import { followUpDeps, sweepFollowUps } from './follow-ups.ts';
import { releaseLapsedAttempt } from './intents.ts';

export const RECONCILIATION_JOB = 'payments.reconcile';
const BATCH = 100;

export interface ReconciliationReport {
  /** Charges the provider made that had no record here, now recorded. */
  recovered: number;
  /** Lapsed attempts the provider never received, released. */
  released: number;
}

/**
 * Provider charges without their record here (decision 0033): a card or saved-card attempt whose
 * lease lapsed without an outcome (the process died, or its recording failed, after the provider
 * answered), and hosted-page charges claimed without a payment row. Each is asked of the provider
 * by its reference and recorded as the request would have (settleCharge is idempotent: a request
 * still recording it meanwhile finds it kept). Without waiting for the member's next step.
 */
export async function reconcileLostCharges(services: ServerServices, now: Date): Promise<ReconciliationReport> {
  const db = services.database.db;
  const { provider } = services.payments;
  const report: ReconciliationReport = { recovered: 0, released: 0 };
  const lapsed = await db
    .select()
    .from(paymentIntents)
    .where(and(isNotNull(paymentIntents.attemptUid), lt(paymentIntents.attemptLeaseUntil, now)))
    .orderBy(asc(paymentIntents.attemptLeaseUntil))
    .limit(BATCH);
  for (const intent of lapsed) {
    if (intent.attemptUid === null) continue;
    const attempt = {
      userUid: intent.userUid,
      intentUid: intent.uid,
      formula: intent.formula,
      amount: intent.amount,
      reference: intent.attemptUid,
    };
    const known = await provider.retrieveCharge(attempt.reference);
    if (known === null) {
      await releaseLapsedAttempt(services, attempt);
      report.released += 1;
    } else {
      services.log.warn({ uid: attempt.userUid, payment: attempt.reference }, 'unrecorded charge recovered from the provider');
      await settleCharge(services, attempt, known);
      report.recovered += 1;
    }
  }
  const hosted = await db
    .selectDistinct({ userUid: checkoutSessions.userUid })
    .from(checkoutSessions)
    .leftJoin(payments, eq(payments.uid, checkoutSessions.attemptReference))
    .where(
      and(
        isNotNull(checkoutSessions.attemptReference),
        isNull(payments.uid),
        lt(checkoutSessions.createdAt, new Date(now.getTime() - services.config.paymentLeaseMs)),
      ),
    )
    .limit(BATCH);
  for (const { userUid } of hosted) report.recovered += await settleLostHostedCharges(services, userUid);
  return report;
}

/**
 * At start and every minute: lost charges recorded first, then what follows recorded money (receipts and their
 * mails, « compte vérifié » mails) where a failure left it undone.
 */
export function reconciliationJob(services: ServerServices): RecurringJob {
  return {
    name: RECONCILIATION_JOB,
    cron: '* * * * *',
    runAtStart: true,
    run: async (context) => {
      const now = context.now();
      const charges = await reconcileLostCharges(services, now);
      const followUps = await sweepFollowUps(followUpDeps(services), now, BATCH);
      if (charges.recovered + charges.released + followUps.receipts + followUps.verified + followUps.failed > 0) {
        context.log.info({ ...charges, ...followUps }, 'payments reconciled');
      }
    },
  };
}
