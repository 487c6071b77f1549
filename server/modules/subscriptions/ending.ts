import { and, asc, eq, lte } from 'drizzle-orm';
import { subscriptions } from '../../db/schema/index.ts';
import type { JobContext } from '../../jobs/job.ts';
import { requireStep } from './lifecycle.ts';
import { enqueueLifecycleMail } from './mails.ts';
import { endMembership } from './membership.ts';
import { JOB_BATCH } from './repository.ts';
import { recordSubscriptionStep } from '../flows/lifecycles.ts';

const due = (now: Date) => and(eq(subscriptions.status, 'cancellation_requested'), lte(subscriptions.expirationAt, now));

/**
 * The end-of-period job: a subscription whose cancellation was requested ends when its paid period
 * is over (docs/product.md#states): the member keeps VIP access until then, and after it can no longer sign in.
 * One transaction per row, held with `FOR UPDATE SKIP LOCKED` (see renewals.ts).
 */
export async function endDueSubscriptions(context: JobContext): Promise<{ ended: number; skipped: number }> {
  const now = context.now();
  const candidates = await context.db
    .select({ uid: subscriptions.uid })
    .from(subscriptions)
    .where(due(now))
    .orderBy(asc(subscriptions.expirationAt))
    .limit(JOB_BATCH);
  const report = { ended: 0, skipped: 0 };
  for (const { uid } of candidates) {
    try {
      const ended = await context.flows.transaction(context.db, async (tx, moves) => {
        const [row] = await tx
          .select()
          .from(subscriptions)
          .where(and(eq(subscriptions.uid, uid), due(now)))
          .for('update', { skipLocked: true });
        if (row === undefined || row.expirationAt === null) return undefined;
        const step = requireStep(row, { type: 'subscription.periodEnded' });
        recordSubscriptionStep(moves, row, 'subscription.periodEnded', step, now);
        // The end of the paid period, unless it was already over when the member cancelled (retrying).
        const endedAt = row.cancelledAt !== null && row.cancelledAt > row.expirationAt ? row.cancelledAt : row.expirationAt;
        const to = await endMembership(tx, row, step, endedAt);
        if (to !== null) await enqueueLifecycleMail(tx, context, { kind: 'ended', event: row.uid, to, endedAt });
        return true;
      });
      if (ended === undefined) {
        report.skipped += 1;
        continue;
      }
      report.ended += 1;
      context.mailOutbox.kick();
    } catch (error) {
      context.log.error({ err: error, subscription: uid }, 'ending a subscription failed');
    }
  }
  if (candidates.length > 0) context.log.info(report, 'subscriptions ended');
  return report;
}
