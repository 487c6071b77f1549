import type { FastifyPluginAsync } from 'fastify';
import type { RecurringJob } from '../../jobs/job.ts';
import { paymentsRuntimeFor } from '../payments/runtime.ts';
import { withdrawalRoutes } from './routes.ts';
import { completeRequestedWithdrawals } from './service.ts';

/**
 * Withdrawal (droit de rétractation, docs/decisions/0021-withdrawal.md): the member's routes and
 * the job that completes a withdrawal left `requested` by a process killed mid-way or a refund the
 * provider refused (same references: never refunded twice).
 */
export const withdrawalModule: FastifyPluginAsync = async (app) => {
  await app.register(withdrawalRoutes);
};

export const WITHDRAWAL_JOB = 'withdrawals.complete-requested';

export const withdrawalJobs: readonly RecurringJob[] = [
  {
    name: WITHDRAWAL_JOB,
    cron: '* * * * *',
    run: async (context) => {
      const { provider } = paymentsRuntimeFor(context.config);
      // A withdrawal younger than a payment lease may still be completing in its own request.
      await completeRequestedWithdrawals({ ...context, provider }, context.now(), context.config.paymentLeaseMs);
    },
  },
];
