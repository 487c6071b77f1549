import { flowJobs } from '../modules/flows/jobs.ts';
import { paymentJobs } from '../modules/payments/jobs.ts';
import { registrationJobs } from '../modules/registrations/jobs.ts';
import { mailJobs } from '../mail/jobs.ts';
import { subscriptionJobs } from '../modules/subscriptions/jobs.ts';
import { supportJobs } from '../modules/support/jobs.ts';
import { withdrawalJobs } from '../modules/withdrawal/module.ts';
import type { RecurringJob } from './job.ts';

/**
 * Every recurring job the queue schedules (server/jobs/queue.ts): one list per area. A feature
 * appends its list here: ONE entry.
 */
export const recurringJobs: readonly RecurringJob[] = [
  ...subscriptionJobs,
  ...supportJobs,
  ...paymentJobs,
  ...mailJobs,
  ...flowJobs,
  ...withdrawalJobs,
  ...registrationJobs,
];
