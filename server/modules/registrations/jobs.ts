import type { RecurringJob } from '../../jobs/job.ts';
import { purgeUnpaidAccounts } from './purge.ts';

/** The registrations' jobs (docs/decisions/0034-unpaid-accounts.md), beside the subscription lifecycle's. */
export const REGISTRATION_JOB_NAMES = {
  purgeUnpaid: 'registrations.purge-unpaid',
} as const;

export const registrationJobs: readonly RecurringJob[] = [
  {
    // Hourly: an unpaid account goes within the hour after its retention delay.
    name: REGISTRATION_JOB_NAMES.purgeUnpaid,
    cron: '37 * * * *',
    run: async (context) => void (await purgeUnpaidAccounts(context)),
  },
];
