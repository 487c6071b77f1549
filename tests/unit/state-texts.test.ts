import { describe, expect, it } from 'vitest';
import type { Subscription } from '../../src/domain/subscription.ts';
import { brandName, cardLabel } from '../../src/i18n/card-brand.ts';
import { formatMoney } from '../../src/i18n/format.ts';
import { billingPages } from '../../src/i18n/fr/billing-pages.ts';
import { privacyPages } from '../../src/i18n/fr/privacy-pages.ts';
import { privacyServer } from '../../src/i18n/fr/privacy-server.ts';
import { subscriptionPages } from '../../src/i18n/fr/subscription-pages.ts';
import { withdrawal } from '../../src/i18n/fr/withdrawal.ts';
import { cancellationText, cashbackText, stopConsequences, stopForfeitsCashback } from '../../src/i18n/subscription-texts.ts';
import { refundText, withdrawalDialogText, withdrawalDoneMessage, withdrawalDoneText } from '../../src/i18n/withdrawal-texts.ts';
import { refusalOf } from '../../server/modules/privacy/deletion.ts';
import type { SubscriptionRow } from '../../server/db/schema/index.ts';
import { amountText, operationText, statusText } from '../../views/components/billing/history-texts.ts';

/**
 * Each sentence whose words depend on a state, checked against that state (decision 0038): card
 * brands, the withdrawal's refund, the payment history's refused attempts, the subscription page's
 * cashback and cancellation lines, the deletion's refusals.
 */

const eur = (cents: number) => formatMoney(cents);

describe('card brands are written as their owners write them', () => {
  it.each([
    ['visa', 'Visa'],
    ['VISA', 'Visa'],
    ['mastercard', 'Mastercard'],
    ['amex', 'American Express'],
    ['american_express', 'American Express'],
    ['cb', 'CB'],
    ['elo', 'Elo'],
    ['union pay', 'UnionPay'],
  ])('%s → %s', (code, name) => {
    expect(brandName(code)).toBe(name);
  });

  it('a card label: brand and last four, the last four alone for the generic code, nothing without them', () => {
    expect(cardLabel('visa', '4242')).toBe('Visa •••• 4242');
    expect(cardLabel('card', '4242')).toBe('•••• 4242');
    expect(cardLabel(null, '4242')).toBe('•••• 4242');
    expect(cardLabel('visa', null)).toBe('');
  });
});

describe('the withdrawal says what it refunds, from the quote', () => {
  it('all of it on the day of payment: a whole refund, not "1,00 € sur les 1,00 € payés"', () => {
    const text = refundText({ expressRequest: true, paidAmount: 100, refundAmount: 100 });
    expect(text).toContain(`la totalité de vos paiements, ${eur(100)}, sur votre carte`);
    expect(text).not.toContain('sur les');
  });
  it('a part, with what was paid', () => {
    const text = refundText({ expressRequest: true, paidAmount: 3090, refundAmount: 2100 });
    expect(text).toContain(`nous vous remboursons ${eur(2100)} sur votre carte (vous avez payé ${eur(3090)} en tout)`);
  });
  it('nothing once every paid day is over: no amount promised', () => {
    const text = refundText({ expressRequest: true, paidAmount: 100, refundAmount: 0 });
    expect(text).toContain('aucun remboursement');
    expect(text).not.toContain(eur(0));
    expect(withdrawalDialogText(0)).toEqual({ text: withdrawal.page.dialog.textNoRefund, confirm: 'Me rétracter sans remboursement' });
    expect(withdrawalDoneText('2026-12-02T10:00:00Z', 0)).toContain('aucun montant n’était à rembourser');
    expect(withdrawalDoneMessage(0)).toContain('aucun montant n’était à rembourser');
  });
  it('without the express request: everything', () => {
    expect(refundText({ expressRequest: false, paidAmount: 3090, refundAmount: 3090 })).toContain(
      `la totalité de vos paiements, ${eur(3090)}`,
    );
  });
  it('the answer and the dialog name the amount refunded', () => {
    expect(withdrawalDoneMessage(100)).toBe(`Votre rétractation est enregistrée\u202F: nous vous remboursons ${eur(100)}.`);
    expect(withdrawalDialogText(100).confirm).toBe(`Me rétracter et être remboursé de ${eur(100)}`);
    expect(withdrawalDoneText('2026-12-02T10:00:00Z', 100)).toContain(`nous vous remboursons ${eur(100)} sur votre carte`);
  });
});

describe('the payment history never shows a refused attempt as a payment', () => {
  const renewal = { kind: 'renewal', reason: null, amount: 2990 } as const;
  it('a refused renewal: its title says refused, its amount is "not taken"', () => {
    const entry = { ...renewal, status: 'failed' } as const;
    expect(operationText(entry)).toBe(billingPages.section.kinds.renewalFailed);
    expect(statusText(entry)).toBe('Refusé');
    expect(amountText(entry)).toEqual({ text: `Non prélevé\u202F: ${eur(2990)}`, taken: false });
  });
  it('a refused first payment too', () => {
    expect(operationText({ kind: 'charge', reason: null, status: 'failed' })).toBe('Paiement refusé par la banque');
  });
  it('a paid renewal and a refund read as money taken and given back', () => {
    expect(operationText({ ...renewal, status: 'succeeded' })).toBe('Renouvellement');
    expect(amountText({ ...renewal, status: 'succeeded' })).toEqual({ text: eur(2990), taken: true });
    expect(amountText({ kind: 'refund', status: 'succeeded', amount: 1000 })).toEqual({ text: `−${eur(1000)}`, taken: true });
  });
});

const subscription = (fields: Partial<Subscription>): Subscription => ({
  uid: 's',
  formula: 'f',
  state: 'active',
  failedRenewals: 0,
  amount: 2990,
  trialAmount: 100,
  credits: 1000,
  startedDateTime: '2026-11-01T10:00:00.000Z',
  expirationDateTime: '2026-12-08T10:00:00.000Z',
  cancelledDateTime: null,
  endedDateTime: null,
  nextPaymentDateTime: null,
  nextPaymentAmount: null,
  cashbackDateTime: '2026-11-22T10:00:00.000Z',
  cashbackRefundedDateTime: null,
  ...fields,
});

describe('the subscription page after the renewal is stopped', () => {
  it('a forfeited cashback (stopped in the trial: its date cleared) says it is not paid, and why', () => {
    const stopped = subscription({ state: 'cancellationRequested', cashbackDateTime: null });
    expect(cashbackText(stopped)).toBe(subscriptionPages.cashbackForfeited);
    expect(cashbackText(stopped)).not.toMatch(/remboursés sur votre carte le/);
  });
  it('a cashback due before access ends keeps its date', () => {
    expect(cashbackText(subscription({ state: 'cancellationRequested' }))).toBe(
      `${eur(1000)} remboursés sur votre carte le 22 novembre 2026`,
    );
  });
  it('a cashback still owed after access ends says so, and the data go after it', () => {
    const late = subscription({ state: 'cancellationRequested', cashbackDateTime: '2026-12-20T10:00:00.000Z' });
    expect(cashbackText(late)).toBe(`${eur(1000)} remboursés sur votre carte le 20 décembre 2026, après la fin de votre accès`);
    expect(cancellationText(late)).toContain('jusqu’au 8 décembre 2026');
    expect(cancellationText(late)).toContain('après le remboursement de votre cashback, le 20 décembre 2026');
  });
  it('a refunded cashback says when', () => {
    expect(cashbackText(subscription({ state: 'cancellationRequested', cashbackRefundedDateTime: '2026-11-22T10:05:00.000Z' }))).toMatch(
      /le 22 novembre 2026 ✓$/,
    );
  });
  it('no cashback in the formula: none', () => {
    expect(cashbackText(subscription({ credits: 0, cashbackDateTime: null }))).toBe(subscriptionPages.cashbackNone);
  });
  it('before the stop, in the trial, the forfeit is said among the consequences; not once the cashback is carried', () => {
    const trial = subscription({ state: 'trial', expirationDateTime: '2026-11-08T10:00:00.000Z' });
    expect(stopForfeitsCashback(trial)).toBe(true);
    expect(stopConsequences(trial)).toHaveLength(4);
    expect(stopConsequences(trial)[1]).toContain(`le cashback de ${eur(1000)}`);
    expect(stopConsequences(trial)[0]).toContain('jusqu’au 8 novembre 2026');
    expect(stopForfeitsCashback(subscription({ state: 'active' }))).toBe(false);
    expect(stopConsequences(subscription({ state: 'active' }))).toHaveLength(3);
    // A trial paid at least the cashback carries it.
    expect(stopForfeitsCashback(subscription({ state: 'trial', trialAmount: 1000 }))).toBe(false);
  });
});

describe('account deletion after the stop: the pages promise what the server does', () => {
  const row = (fields: Partial<SubscriptionRow>): SubscriptionRow =>
    ({
      uid: 's',
      status: 'cancellation_requested',
      inTrial: false,
      failedRenewals: 0,
      credits: 1000,
      expirationAt: new Date('2026-12-08T10:00:00Z'),
      cashbackDueAt: null,
      cashbackRefundedAt: null,
      ...fields,
    }) as SubscriptionRow;

  it('refused while the stopped period runs, with the date the account goes by itself', () => {
    expect(refusalOf([row({})], false)).toEqual({ reason: 'subscription_ending', date: new Date('2026-12-08T10:00:00Z') });
  });
  it('with a cashback owed after that date, the later date (the account goes once it is refunded)', () => {
    const due = new Date('2026-12-20T10:00:00Z');
    expect(refusalOf([row({ cashbackDueAt: due })], false)).toEqual({ reason: 'refund_owed', date: due });
  });
  it('no page promises a deletion by hand after the stop', () => {
    for (const text of [privacyServer.refusals.subscription_running, privacyPages.deleteSubscriptionNote]) {
      expect(text).toContain('supprimés automatiquement à la fin de la période payée');
      expect(text).not.toMatch(/pourrez ensuite supprimer/);
    }
    expect(privacyServer.refusals.subscription_ending).toContain('supprimés automatiquement à cette date');
  });
});
