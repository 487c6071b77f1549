import type { RecurringJob } from '../../jobs/job.ts';
import { withdrawalRoutes } from './routes.ts';
import { completeRequestedWithdrawals } from './service.ts';
import type { FeaturePlugin } from '../../services.ts';

/**
 * Withdrawal (droit de rétractation, docs/decisions/0021-withdrawal.md): the member's routes and
 * the job that completes a withdrawal left `requested` by a process killed mid-way or a refund the
 * provider refused (same references: never refunded twice).
 */
export const withdrawalModule: FeaturePlugin = async (app, { services }) => {
  await app.register(withdrawalRoutes, { services });
};

export const WITHDRAWAL_JOB = 'withdrawals.complete-requested';

export const withdrawalJobs: readonly RecurringJob[] = [
  {
    name: WITHDRAWAL_JOB,
    cron: '* * * * *',
    run: async (context) => {
      // A withdrawal younger than a payment lease may still be completing in its own request.
      await completeRequestedWithdrawals({ ...context, provider: context.payments.provider }, context.now(), context.config.paymentLeaseMs);
    },
  },
];
