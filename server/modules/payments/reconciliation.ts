import { and, asc, desc, eq, gt, isNotNull, isNull, lt } from 'drizzle-orm';
import { checkoutSessions, paymentIntents, payments } from '../../db/schema/index.ts';
import type { RecurringJob } from '../../jobs/job.ts';
import type { ServerServices } from '../../services.ts';
import { settleLapsedAttempt, settleLostHostedCharges } from './charges.ts';
import { followUpDeps, sweepFollowUps } from './follow-ups.ts';

export const RECONCILIATION_JOB = 'payments.reconcile';
const BATCH = 100;
const DAY_MS = 86_400_000;

export interface ReconciliationReport {
  /** Charges the provider made that had no record here, now recorded. */
  recovered: number;
  /** Lapsed attempts the provider never received, released. */
  released: number;
  /** Rows that could not be settled now (logged; the next run tries again). */
  failed: number;
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
  const report: ReconciliationReport = { recovered: 0, released: 0, failed: 0 };
  // One row that cannot be settled now (the provider down, a row gone) never stops the others.
  const each = async (what: Record<string, unknown>, work: () => Promise<void>) => {
    try {
      await work();
    } catch (error) {
      report.failed += 1;
      services.log.error({ err: error, ...what }, 'lost charge not reconciled: tried again at the next run');
    }
  };
  const lapsed = await db
    .select()
    .from(paymentIntents)
    .where(and(isNotNull(paymentIntents.attemptUid), lt(paymentIntents.attemptLeaseUntil, now)))
    .orderBy(asc(paymentIntents.attemptLeaseUntil))
    .limit(BATCH);
  for (const intent of lapsed) {
    const reference = intent.attemptUid;
    if (reference === null) continue;
    await each({ uid: intent.userUid, payment: reference }, async () => {
      const attempt = { userUid: intent.userUid, intentUid: intent.uid, formula: intent.formula, amount: intent.amount, reference };
      if (await settleLapsedAttempt(services, attempt)) report.recovered += 1;
      else report.released += 1;
    });
  }
  // Hosted pages claimed in the last day (older ones were settled by then), newest first.
  const hosted = await db
    .selectDistinct({ userUid: checkoutSessions.userUid, createdAt: checkoutSessions.createdAt })
    .from(checkoutSessions)
    .leftJoin(payments, eq(payments.uid, checkoutSessions.attemptReference))
    .where(
      and(
        isNotNull(checkoutSessions.attemptReference),
        isNull(payments.uid),
        lt(checkoutSessions.createdAt, new Date(now.getTime() - services.config.paymentLeaseMs)),
        gt(checkoutSessions.createdAt, new Date(now.getTime() - DAY_MS)),
      ),
    )
    .orderBy(desc(checkoutSessions.createdAt))
    .limit(BATCH);
  for (const userUid of new Set(hosted.map((row) => row.userUid))) {
    await each({ uid: userUid }, async () => {
      report.recovered += await settleLostHostedCharges(services, userUid);
    });
  }
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
      if (Object.values(charges).some(Boolean) || Object.values(followUps).some(Boolean)) {
        context.log.info({ charges, followUps }, 'payments reconciled');
      }
    },
  };
}
