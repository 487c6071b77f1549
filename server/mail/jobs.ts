import type { RecurringJob } from '../jobs/job.ts';
import { deliverDueMails } from './delivery.ts';

export const MAIL_JOB_NAMES = { deliver: 'mail.deliver-outbox' } as const;

/**
 * Every minute, the mails a kick did not deliver: written by a process that crashed before its
 * kick ran, leased by one that died mid-send, or waiting for a retry after a failure.
 */
export const mailJobs: readonly RecurringJob[] = [
  {
    name: MAIL_JOB_NAMES.deliver,
    cron: '* * * * *',
    run: async (context) => void (await deliverDueMails(context)),
  },
];
