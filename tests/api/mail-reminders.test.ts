import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDate, formatMoney } from '../../src/i18n/format.ts';
import { openDatabase, type DatabaseHandle } from '../../server/db/database.ts';
import { outbox, subscriptions } from '../../server/db/schema/index.ts';
import { recurringJobs } from '../../server/jobs/registry.ts';
import { openedOutbox } from '../../server/mail/outbox-repository.ts';
import { mailSealer } from '../../server/mail/sealing.ts';
import { SUBSCRIPTION_JOB_NAMES } from '../../server/modules/subscriptions/jobs.ts';
import { chargeDueRenewals } from '../../server/modules/subscriptions/renewals.ts';
import { remindTrialEnds, TRIAL_REMINDER_DAYS } from '../../server/modules/subscriptions/trial-reminder.ts';
import { bearer } from '../support/server/accounts.ts';
import { manualScheduler } from '../support/server/billing.ts';
import { createTestApp, type TestApp } from '../support/server/test-app.ts';
import {
  activeMember,
  at,
  DAY_MS,
  jobContext,
  MINUTE_MS,
  RENEWALS_FAIL_CARD,
  subscriptionRow,
  unsubscribe,
  type Member,
} from '../support/server/subscriptions.ts';

/**
 * The lifecycle's reminders by e-mail (docs/decisions/0023-html-mails.md): the trial-end
 * reminder (once, right date and amount, never to a cancelled or ended subscription, once however
 * many runs or workers) and the failed renewal's next retry date. Jobs run with a moved clock.
 */
describe('trial reminder and failed renewal e-mails, with a moved clock', () => {
  let testApp: TestApp;
  let scheduler: ReturnType<typeof manualScheduler>;
  beforeAll(async () => {
    testApp = await createTestApp();
    scheduler = manualScheduler(testApp);
    // The demo VIP's seeded subscription would take part in these moved-clock job runs.
    await testApp.db.delete(subscriptions);
  });
  afterAll(() => testApp.close());

  const remind = (now: Date) => remindTrialEnds(jobContext(testApp, now));
  /** The mails to `email` as the member reads them (opened), oldest first. */
  const mailsTo = async (email: string) => (await openedOutbox(testApp.db, mailSealer(testApp.config.jwtSecret), { to: email })).reverse();
  const remindersTo = async (member: Member) => {
    const { uid } = await subscriptionRow(testApp, member.uid);
    return (await mailsTo(member.email)).filter((mail) => mail.dedupeKey === `subscription-trialReminder:${uid}`);
  };
  const trialEndOf = async (member: Member) => at((await subscriptionRow(testApp, member.uid)).nextRenewalAt);
  const windowOpens = (trialEnd: Date) => at(trialEnd, -TRIAL_REMINDER_DAYS * DAY_MS);

  it('is a recurring job of the queue, hourly', () => {
    expect(recurringJobs.find((job) => job.name === SUBSCRIPTION_JOB_NAMES.trialReminder)?.cron).toBe('23 * * * *');
  });

  it('mails a member in trial once, three days before the first full payment, with its date, amount and the way to cancel', async () => {
    const member = await activeMember(testApp, scheduler);
    const row = await subscriptionRow(testApp, member.uid);
    expect(row).toMatchObject({ status: 'active', inTrial: true });
    const trialEnd = await trialEndOf(member);

    // Too early: nothing.
    expect(await remind(at(windowOpens(trialEnd), -MINUTE_MS))).toEqual({ reminded: 0, skipped: 0 });
    expect(await remindersTo(member)).toEqual([]);

    // The window opens: one mail.
    expect(await remind(at(windowOpens(trialEnd), MINUTE_MS))).toEqual({ reminded: 1, skipped: 0 });
    const [mail, ...others] = await remindersTo(member);
    expect(others).toEqual([]);
    expect(mail?.subject).toBe(`Votre période d’essai se termine le ${formatDate(trialEnd)}`);
    expect(mail?.text).toContain(`votre carte est débitée de ${formatMoney(row.amount)}, puis de ${formatMoney(row.amount)} par mois`);
    expect(mail?.text).toContain(`Premier paiement\u202F: ${formatDate(trialEnd)}`);
    expect(mail?.text).toContain(`Montant TTC\u202F: ${formatMoney(row.amount)}`);
    expect(mail?.text).toContain(`Résiliez avant le ${formatDate(trialEnd)}`);
    expect(mail?.text).toContain(`${testApp.config.siteUrl}/account/subscription`);
    expect(mail?.html).toContain(`href="${testApp.config.siteUrl}/account/subscription"`);
    expect(mail?.html).toContain(formatMoney(row.amount));

    // Later runs in the window, and the trial's last hour: still one.
    expect(await remind(at(trialEnd, -DAY_MS))).toEqual({ reminded: 0, skipped: 0 });
    expect(await remind(at(trialEnd, -MINUTE_MS))).toEqual({ reminded: 0, skipped: 0 });
    expect(await remindersTo(member)).toHaveLength(1);

    // Once charged, the member is out of the trial: nothing more.
    expect(await chargeDueRenewals(jobContext(testApp, at(trialEnd, MINUTE_MS)))).toMatchObject({ renewed: 1 });
    expect(await remind(at(trialEnd, 2 * MINUTE_MS))).toEqual({ reminded: 0, skipped: 0 });
    expect(await remindersTo(member)).toHaveLength(1);
  });

  it('is not sent to a member who cancelled, nor to one whose subscription ended (withdrawal)', async () => {
    const cancelled = await activeMember(testApp, scheduler);
    expect((await unsubscribe(testApp, cancelled.token)).statusCode).toBe(200);
    expect(await subscriptionRow(testApp, cancelled.uid)).toMatchObject({ status: 'cancellation_requested' });

    const withdrawn = await activeMember(testApp, scheduler);
    const trialEnd = at((await subscriptionRow(testApp, withdrawn.uid)).expirationAt);
    const withdrawal = await testApp.app.inject({
      method: 'POST',
      url: '/api/subscriptions/withdrawal',
      headers: bearer(withdrawn.token),
      payload: {},
    });
    expect(withdrawal.statusCode).toBeLessThan(300);
    expect(await subscriptionRow(testApp, withdrawn.uid)).toMatchObject({ status: 'ended' });

    // Both trials end together with the others of this file (same formula, same day): in the window now.
    expect(await remind(at(windowOpens(trialEnd), MINUTE_MS))).toEqual({ reminded: 0, skipped: 0 });
    expect(await remind(at(trialEnd, -MINUTE_MS))).toEqual({ reminded: 0, skipped: 0 });
    expect(await remindersTo(cancelled)).toEqual([]);
    expect(await remindersTo(withdrawn)).toEqual([]);
  });

  it('runs twice at once (two workers, a second connection on PostgreSQL) and twice in a row: one mail per member', async () => {
    const members = [
      await activeMember(testApp, scheduler),
      await activeMember(testApp, scheduler),
      await activeMember(testApp, scheduler),
    ];
    const latest = Math.max(...(await Promise.all(members.map(async (member) => (await trialEndOf(member)).getTime()))));
    const now = at(windowOpens(new Date(latest)), MINUTE_MS);
    let other: DatabaseHandle | null = null;
    if (testApp.config.database.driver !== 'pglite') other = await openDatabase(testApp.config);
    try {
      const contexts = [jobContext(testApp, now), { ...jobContext(testApp, now), db: (other ?? testApp.database).db }];
      const reports = await Promise.all(contexts.map((context) => remindTrialEnds(context)));
      expect(reports.reduce((sum, report) => sum + report.reminded, 0)).toBe(3);
      expect(await remind(now)).toEqual({ reminded: 0, skipped: 0 });
      expect(await remind(at(now, 60 * MINUTE_MS))).toEqual({ reminded: 0, skipped: 0 });
    } finally {
      await other?.close();
    }
    for (const member of members) expect(await remindersTo(member)).toHaveLength(1);
    // One outbox row per reminder key, whatever raced.
    const { uid } = await subscriptionRow(testApp, members[0]?.uid ?? '');
    expect(
      await testApp.db
        .select()
        .from(outbox)
        .where(eq(outbox.dedupeKey, `subscription-trialReminder:${uid}`)),
    ).toHaveLength(1);
  });

  it('the failed-renewal e-mail gives the next retry date (the one the job set) and the change-card link', async () => {
    const member = await activeMember(testApp, scheduler, RENEWALS_FAIL_CARD);
    const trialEnd = await trialEndOf(member);
    const failedMails = async () =>
      (await mailsTo(member.email)).filter((mail) => mail.dedupeKey?.startsWith('subscription-renewalFailed:'));

    expect(await chargeDueRenewals(jobContext(testApp, at(trialEnd, MINUTE_MS)))).toMatchObject({ failed: 1 });
    const firstRetry = at((await subscriptionRow(testApp, member.uid)).nextRenewalAt);
    expect(firstRetry.getTime()).toBeGreaterThan(trialEnd.getTime());
    const [first] = await failedMails();
    expect(first?.subject).toBe('Le renouvellement de votre abonnement a échoué');
    expect(first?.text).toContain(`nous réessaierons le ${formatDate(firstRetry)}`);
    expect(first?.text).toContain(`Prochaine tentative\u202F: ${formatDate(firstRetry)}`);
    expect(first?.html).toContain(formatDate(firstRetry));
    expect(first?.text).toMatch(new RegExp(`^${testApp.config.siteUrl.replace(/[.]/g, '\\.')}/account/card\\?token=`, 'm'));

    // The next attempt fails too: its mail gives the retry after it.
    expect(await chargeDueRenewals(jobContext(testApp, at(firstRetry, MINUTE_MS)))).toMatchObject({ failed: 1 });
    const secondRetry = at((await subscriptionRow(testApp, member.uid)).nextRenewalAt);
    expect(secondRetry.getTime()).toBeGreaterThan(firstRetry.getTime());
    const mails = await failedMails();
    expect(mails).toHaveLength(2);
    expect(mails[1]?.text).toContain(`nous réessaierons le ${formatDate(secondRetry)}`);
  });
});
