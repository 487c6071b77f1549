import type { RecurringJob } from '../jobs/job.ts';
import { deliverDueMails } from './delivery.ts';
import { sealPlainBodies } from './outbox-repository.ts';
import { mailSealer } from './sealing.ts';

export const MAIL_JOB_NAMES = { deliver: 'mail.deliver-outbox' } as const;

const SEAL_BATCH = 200;

/**
 * Every minute, the mails a kick did not deliver: written by a process that crashed before its
 * kick ran, leased by one that died mid-send, or waiting for a retry after a failure. First, any
 * body still stored in plain text (written before decision 0016) is sealed.
 */
export const mailJobs: readonly RecurringJob[] = [
  {
    name: MAIL_JOB_NAMES.deliver,
    cron: '* * * * *',
    // A mail waiting for its retry (a reset link, a receipt) goes at its minute, not up to 30 s later.
    pollingSeconds: 2,
    run: async (context) => {
      const sealer = mailSealer(context.config.jwtSecret);
      // Bounded: a huge legacy table is sealed over several runs.
      for (let batch = 0; batch < 50; batch += 1) {
        if ((await sealPlainBodies(context.db, sealer, SEAL_BATCH)) < SEAL_BATCH) break;
      }
      await deliverDueMails(context);
    },
  },
];
