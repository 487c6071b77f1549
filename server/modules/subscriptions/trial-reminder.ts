import { and, asc, eq, gt, lte, notExists, sql } from 'drizzle-orm';
import { formulas, outbox, subscriptions, users } from '../../db/schema/index.ts';
import type { JobContext } from '../../jobs/job.ts';
import { enqueueLifecycleMail, lifecycleMailKey } from './mails.ts';
import { JOB_BATCH } from './repository.ts';

/**
 * How long before the first full payment the member is told (docs/decisions/0023-html-mails.md):
 * three days leaves a weekend's worth of time to decide and cancel (three clicks, effective at
 * once), and is close enough to the charge to be remembered. The job runs hourly, so the mail
 * leaves between 72 and 71 hours before; a trial shorter than that is told at its first run.
 */
export const TRIAL_REMINDER_DAYS = 3;
const DAY_MS = 86_400_000;

export interface TrialReminderReport {
  reminded: number;
  /** Candidates another worker held, or whose mail was already written: nothing written here. */
  skipped: number;
}

const KIND = 'trialReminder';

/**
 * In the trial, still going on to a paid period (not cancelled, not ended, no failed charge yet),
 * with its first full payment due within the window.
 */
const remindable = (now: Date) =>
  and(
    eq(subscriptions.status, 'active'),
    eq(subscriptions.inTrial, true),
    eq(subscriptions.failedRenewals, 0),
    gt(subscriptions.nextRenewalAt, now),
    lte(subscriptions.nextRenewalAt, new Date(now.getTime() + TRIAL_REMINDER_DAYS * DAY_MS)),
    eq(users.status, 'active'),
  );

/** Not yet reminded: its mail's key is not in the outbox (the same key `enqueueLifecycleMail` writes). */
const notReminded = (db: JobContext['db']) =>
  notExists(
    db
      .select({ one: sql`1` })
      .from(outbox)
      .where(eq(outbox.dedupeKey, sql`${lifecycleMailKey(KIND, '')} || ${subscriptions.uid}::text`)),
  );

/**
 * The trial reminder job: one mail per subscription (key `subscription-trialReminder:<uid>`), with
 * the date and amount of the first full payment and the way to cancel. Any number of workers and
 * runs: each candidate is written in a transaction that holds its row (a concurrent cancellation
 * waits, or is seen), and the outbox writes one row per key.
 */
export async function remindTrialEnds(context: JobContext): Promise<TrialReminderReport> {
  const now = context.now();
  const report: TrialReminderReport = { reminded: 0, skipped: 0 };
  const candidates = await context.db
    .select({ uid: subscriptions.uid })
    .from(subscriptions)
    .innerJoin(users, eq(users.uid, subscriptions.userUid))
    .where(and(remindable(now), notReminded(context.db)))
    .orderBy(asc(subscriptions.nextRenewalAt))
    .limit(JOB_BATCH);
  for (const { uid } of candidates) {
    try {
      const written = await remindOne(context, uid, now);
      report[written ? 'reminded' : 'skipped'] += 1;
    } catch (error) {
      // One broken row must not stop the others; it is tried again at the next run.
      context.log.error({ err: error, subscription: uid }, 'trial reminder failed unexpectedly');
    }
  }
  if (report.reminded > 0) {
    context.mailOutbox.kick();
    context.log.info({ ...report }, 'trial reminders written');
  }
  return report;
}

async function remindOne(context: JobContext, uid: string, now: Date): Promise<boolean> {
  return context.db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ subscription: subscriptions, formula: formulas, email: users.email })
      .from(subscriptions)
      .innerJoin(formulas, eq(formulas.uid, subscriptions.formula))
      .innerJoin(users, eq(users.uid, subscriptions.userUid))
      .where(and(eq(subscriptions.uid, uid), remindable(now)))
      .for('update', { of: subscriptions, skipLocked: true });
    if (locked === undefined || locked.subscription.nextRenewalAt === null) return false;
    const { subscription, formula, email } = locked;
    return enqueueLifecycleMail(tx, context, {
      kind: KIND,
      event: subscription.uid,
      to: email,
      chargeAt: locked.subscription.nextRenewalAt,
      amount: subscription.amount,
      periodCount: formula.periodDuration,
      periodUnit: formula.periodDurationUnit,
    });
  });
}
