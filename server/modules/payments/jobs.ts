import type { RecurringJob } from '../../jobs/job.ts';
import { refundPendingDuplicates } from './duplicates.ts';
import { sweepExpiredKeys } from './idempotency.ts';

const BATCH = 100;

/**
 * The payments' housekeeping (every 15 minutes): Idempotency-Keys past their 24 h are deleted (an
 * expired key already reads as absent), and duplicate charges whose automatic refund was refused
 * or cut short by a crash are refunded (same reference: never twice).
 */
export const paymentJobs: readonly RecurringJob[] = [
  {
    name: 'payments.housekeeping',
    cron: '4-59/15 * * * *',
    run: async (context) => {
      const swept = await sweepExpiredKeys(context.db, context.now());
      const refunded = await refundPendingDuplicates(
        { db: context.db, provider: context.payments.provider, log: context.log, config: context.config },
        BATCH,
      );
      if (swept > 0 || refunded > 0) context.log.info({ swept, refunded }, 'payments housekeeping');
    },
  },
];
