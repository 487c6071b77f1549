import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withdrawalResponseSchema } from '../../src/domain/withdrawal.ts';
import { formatDate } from '../../src/i18n/format.ts';
import { subscriptionPages } from '../../src/i18n/fr/subscription-pages.ts';
import { cashbackText, cancellationText } from '../../src/i18n/subscription-texts.ts';
import { subscriptions } from '../../server/db/schema/index.ts';
import { openedOutbox } from '../../server/mail/outbox-repository.ts';
import { mailSealer } from '../../server/mail/sealing.ts';
import { refundDueCashbacks } from '../../server/modules/subscriptions/cashback.ts';
import { endDueSubscriptions } from '../../server/modules/subscriptions/ending.ts';
import { eraseEndedProfiles } from '../../server/modules/subscriptions/erasure.ts';
import { chargeDueRenewals } from '../../server/modules/subscriptions/renewals.ts';
import { bearer } from '../support/server/accounts.ts';
import { manualScheduler } from '../support/server/billing.ts';
import { createTestApp, type TestApp } from '../support/server/test-app.ts';
import {
  activeMember,
  at,
  DAY_MS,
  getSubscription,
  jobContext,
  MINUTE_MS,
  RENEWALS_FAIL_CARD,
  subscriptionRow,
  unsubscribe,
  userRow,
} from '../support/server/subscriptions.ts';

/**
 * What the member reads against the state it describes (decision 0038): the cashback line after
 * the renewal is stopped, the account deletion's answer after the stop, the withdrawal's answer,
 * and the card's brand in the e-mails — each read from the API and the outbox, on the real
 * database, with the lifecycle jobs run at moved dates.
 */
describe('texts derived from the state they describe', () => {
  let testApp: TestApp;
  let scheduler: ReturnType<typeof manualScheduler>;
  beforeAll(async () => {
    testApp = await createTestApp();
    scheduler = manualScheduler(testApp);
    // The demo VIP's seeded subscription would take part in these moved-clock job runs.
    await testApp.db.delete(subscriptions);
  });
  afterAll(() => testApp.close());

  const mailsTo = async (email: string) => (await openedOutbox(testApp.db, mailSealer(testApp.config.jwtSecret), { to: email })).reverse();
  const deleteAccount = (token: string) =>
    testApp.app.inject({ method: 'POST', url: '/api/account/delete', headers: bearer(token), payload: { confirm: true } });

  it('renewal stopped in the trial: the cashback is forfeited at once (never promised after access ends), deletion is refused with the true date, the profile goes at the end', async () => {
    const member = await activeMember(testApp, scheduler);
    const before = (await getSubscription(testApp, member.token)).body;
    expect(before).toMatchObject({ state: 'trial', trialAmount: 100, credits: 1000 });
    // In the trial the cashback is planned after the first full-price payment, past the trial's end.
    expect(new Date(before?.cashbackDateTime ?? 0).getTime()).toBeGreaterThan(new Date(before?.expirationDateTime ?? 0).getTime());

    // Before the stop: deletion refused, and the message promises no deletion by hand afterwards.
    const running = await deleteAccount(member.token);
    expect(running.statusCode).toBe(409);
    expect(running.json()).toMatchObject({ code: 'subscription_running' });
    expect(running.json().message).toContain('supprimés automatiquement à la fin de la période payée');
    expect(running.json().message).not.toContain('Vous pourrez ensuite supprimer');

    expect((await unsubscribe(testApp, member.token)).statusCode).toBe(200);
    const stopped = (await getSubscription(testApp, member.token)).body;
    if (stopped === null) throw new Error('no subscription');
    // No payment can carry the cashback any more: no date is promised, and the page says why.
    expect(stopped).toMatchObject({ state: 'cancellationRequested', cashbackDateTime: null, cashbackRefundedDateTime: null });
    expect(cashbackText(stopped)).toBe(subscriptionPages.cashbackForfeited);
    expect(cancellationText(stopped)).toContain(`jusqu’au ${formatDate(stopped.expirationDateTime ?? 0)}`);
    expect(cancellationText(stopped)).toContain('À cette date, votre compte sera fermé et vos données personnelles supprimées.');

    // Deleting after the stop: refused, saying the account goes by itself on the access's last date.
    const ending = await deleteAccount(member.token);
    expect(ending.statusCode).toBe(409);
    expect(ending.json()).toMatchObject({ code: 'subscription_ending' });
    expect(ending.json().message).toContain(`jusqu’au ${formatDate(stopped.expirationDateTime ?? 0)}`);
    expect(ending.json().message).toContain('supprimés automatiquement à cette date');

    // And that is what happens: ended at the end of the trial, erased right after (not 14 days later).
    const end = (await subscriptionRow(testApp, member.uid)).expirationAt;
    expect(await endDueSubscriptions(jobContext(testApp, at(end, MINUTE_MS)))).toMatchObject({ ended: 1 });
    expect(await refundDueCashbacks(jobContext(testApp, at(end, 2 * MINUTE_MS)))).toMatchObject({ refunded: 0 });
    expect(await eraseEndedProfiles(jobContext(testApp, at(end, 3 * MINUTE_MS)))).toMatchObject({ erased: 1 });
    expect(await userRow(testApp, member.uid)).toBeUndefined();
  });

  it('renewal stopped after the first full-price payment: the cashback keeps its date (before access ends) and is paid; its mail names the card "Visa"', async () => {
    const member = await activeMember(testApp, scheduler);
    const trial = await subscriptionRow(testApp, member.uid);
    expect(await chargeDueRenewals(jobContext(testApp, at(trial.expirationAt, MINUTE_MS)))).toMatchObject({ renewed: 1 });
    expect((await unsubscribe(testApp, member.token)).statusCode).toBe(200);
    const stopped = (await getSubscription(testApp, member.token)).body;
    if (stopped === null) throw new Error('no subscription');
    expect(stopped.state).toBe('cancellationRequested');
    expect(stopped.cashbackDateTime).toBe(trial.cashbackDueAt?.toISOString());
    expect(new Date(stopped.cashbackDateTime ?? 0).getTime()).toBeLessThan(new Date(stopped.expirationDateTime ?? 0).getTime());
    expect(cashbackText(stopped)).toMatch(/^10,00\s€ remboursés sur votre carte le \d{1,2} \S+ \d{4}$/);

    expect(await refundDueCashbacks(jobContext(testApp, at(trial.cashbackDueAt, MINUTE_MS)))).toMatchObject({ refunded: 1 });
    const cashbackMail = (await mailsTo(member.email)).find((mail) => mail.subject.startsWith('Votre cashback'));
    expect(cashbackMail?.text).toContain('Visa •••• 4242');
    expect(cashbackMail?.text).not.toMatch(/\bvisa\b/);
  });

  it('a subscription ended by its last refused renewal: the mail says the card was refused, with the amount and code', async () => {
    const member = await activeMember(testApp, scheduler, RENEWALS_FAIL_CARD);
    const trial = await subscriptionRow(testApp, member.uid);
    let now = at(trial.expirationAt, MINUTE_MS);
    for (const days of [0, 1, 2]) {
      now = at(now, days * DAY_MS);
      expect(await chargeDueRenewals(jobContext(testApp, now))).toMatchObject({ failed: 1 });
    }
    expect(await chargeDueRenewals(jobContext(testApp, at(now, 4 * DAY_MS)))).toMatchObject({ ended: 1 });
    const ended = (await mailsTo(member.email)).find((mail) => mail.subject === 'Votre abonnement est terminé');
    expect(ended?.text).toMatch(/Votre carte a de nouveau été refusée par votre banque pour le renouvellement de 29,90\s€ \(code R100\)/);
  });

  it('a withdrawal on the day of payment answers a whole refund, never "1,00 € sur les 1,00 € payés"; its mail names the card "Visa"', async () => {
    const member = await activeMember(testApp, scheduler);
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/subscriptions/withdrawal',
      headers: bearer(member.token),
      payload: {},
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = withdrawalResponseSchema.parse(response.json());
    expect(body.withdrawal.refundAmount).toBe(100);
    expect(body.message).toMatch(/^Votre rétractation est enregistrée\u202F: nous vous remboursons 1,00\s€\.$/);
    const mail = (await mailsTo(member.email)).find((candidate) => candidate.subject === 'Votre demande de rétractation');
    expect(mail?.text).toContain('sur la carte Visa •••• 4242');
  });
});
