import type { RecurringJob } from '../../jobs/job.ts';
import { refundDueCashbacks } from './cashback.ts';
import { endDueSubscriptions } from './ending.ts';
import { eraseEndedProfiles } from './erasure.ts';
import { chargeDueRenewals } from './renewals.ts';
import { remindTrialEnds } from './trial-reminder.ts';

/**
 * The subscription lifecycle's jobs (docs/decisions/0011-subscription-lifecycle.md). Each run
 * handles what is due at `now`: a run that comes late (a restart, a queue backlog) catches up.
 */
export const SUBSCRIPTION_JOB_NAMES = {
  renewals: 'subscriptions.charge-renewals',
  ending: 'subscriptions.end-at-period-end',
  cashback: 'subscriptions.refund-cashback',
  erasure: 'subscriptions.erase-ended-profiles',
  trialReminder: 'subscriptions.remind-trial-end',
} as const;

export const subscriptionJobs: readonly RecurringJob[] = [
  {
    name: SUBSCRIPTION_JOB_NAMES.renewals,
    cron: '0-59/5 * * * *',
    run: async (context) => void (await chargeDueRenewals(context)),
  },
  {
    name: SUBSCRIPTION_JOB_NAMES.ending,
    cron: '1-59/5 * * * *',
    run: async (context) => void (await endDueSubscriptions(context)),
  },
  {
    name: SUBSCRIPTION_JOB_NAMES.cashback,
    cron: '2-59/15 * * * *',
    run: async (context) => void (await refundDueCashbacks(context)),
  },
  {
    name: SUBSCRIPTION_JOB_NAMES.erasure,
    cron: '7 * * * *',
    run: async (context) => void (await eraseEndedProfiles(context)),
  },
  {
    // Hourly: each member is told about TRIAL_REMINDER_DAYS before the charge, to the hour.
    name: SUBSCRIPTION_JOB_NAMES.trialReminder,
    cron: '23 * * * *',
    run: async (context) => void (await remindTrialEnds(context)),
  },
];
