// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { useBilling } from '../../../src/app/account/use-billing.ts';
import { useChangeCardActor } from '../../../src/app/account/use-billing-card.ts';
import { useSubscriptionActor } from '../../../src/app/account/use-subscription-actor.ts';
import { useWithdrawalActor } from '../../../src/app/account/use-withdrawal-actor.ts';
import { useAccountPrivacy } from '../../../src/app/privacy/use-account-privacy.ts';
import type { Billing } from '../../../src/domain/billing.ts';
import type { Subscription } from '../../../src/domain/subscription.ts';
import type { WithdrawalQuote } from '../../../src/domain/withdrawal.ts';
import { privacyPages } from '../../../src/i18n/fr/privacy-pages.ts';
import { MEMBER, tokenFor } from '../../support/auth-fixtures.ts';
import { eventually, failure, json, pending, renderHook, send, snackbarShown, until, type RenderedHook } from './hook-harness.tsx';

/**
 * The account hooks (/account, /account/subscription, /account/card) with the app's real actors and
 * HTTP client over a transport answering as the API does (docs/api.md): what the page reads, what
 * reaches the server (bearer, Idempotency-Key), the snackbar and the sign-out, cancel on leaving.
 */

const FUTURE = Math.floor(Date.now() / 1000) + 3600;
const token = tokenFor(MEMBER, FUTURE);
const BEARER = `Bearer ${token}`;
let rendered: RenderedHook<unknown> | undefined;

afterEach(async () => {
  await rendered?.unmount();
  rendered = undefined;
});

const active: Subscription = {
  uid: 'sub-1',
  formula: 'vip-mensuel',
  state: 'active',
  failedRenewals: 0,
  amount: 2990,
  trialAmount: 100,
  credits: 1000,
  startedDateTime: '2026-11-01T10:00:00.000Z',
  expirationDateTime: '2026-12-08T10:00:00.000Z',
  cancelledDateTime: null,
  endedDateTime: null,
  nextPaymentDateTime: '2026-12-08T10:00:00.000Z',
  nextPaymentAmount: 2990,
  cashbackDateTime: '2026-11-22T10:00:00.000Z',
  cashbackRefundedDateTime: null,
};
const cancelled: Subscription = {
  ...active,
  state: 'cancellationRequested',
  cancelledDateTime: '2026-11-25T10:00:00.000Z',
  nextPaymentDateTime: null,
  nextPaymentAmount: null,
};

describe('useSubscriptionActor (/account/subscription)', () => {
  it('reads the subscription with the bearer, then stops renewal once the box is ticked and shows what the server answered', async () => {
    const hook = await renderHook(() => useSubscriptionActor(null), {
      path: '/account/subscription',
      token,
      server: ({ method }) =>
        method === 'GET' ? json(200, active) : json(200, { changed: true, message: 'Résiliation enregistrée', subscription: cancelled }),
    });
    rendered = hook;
    const actor = hook.current();
    await until(actor, (snapshot) => snapshot.matches({ shown: 'idle' }));
    expect(actor.getSnapshot().context.subscription).toEqual(active);

    await send(actor, { type: 'subscriptionPage.stopRenewal' });
    // Not ticked: the confirmation sends nothing.
    await send(actor, { type: 'subscriptionPage.confirm' });
    expect(hook.requests).toHaveLength(1);
    await send(actor, { type: 'subscriptionPage.check', checked: true });
    await send(actor, { type: 'subscriptionPage.confirm' });
    const done = await until(actor, (snapshot) => snapshot.context.outcome !== null);

    expect(hook.requests).toEqual([
      { method: 'GET', path: '/subscriptions', body: undefined, authorization: BEARER },
      { method: 'POST', path: '/subscriptions/unsubscribe', body: undefined, authorization: BEARER },
    ]);
    expect(done.context.outcome).toBe('cancelled');
    expect(done.context.subscription?.state).toBe('cancellationRequested');
    expect(done.hasTag('dialogOpen')).toBe(false);
  });

  it('takes what the page loader read (no request) and says "no subscription" on a 404', async () => {
    const fromLoader = await renderHook(() => useSubscriptionActor({ subscription: active }), { token, server: () => json(500) });
    expect(fromLoader.current().getSnapshot().matches({ shown: 'idle' })).toBe(true);
    expect(fromLoader.requests).toEqual([]);
    await fromLoader.unmount();

    const hook = await renderHook(() => useSubscriptionActor(null), { token, server: () => failure(404, 'Not found') });
    rendered = hook;
    await until(hook.current(), (snapshot) => snapshot.hasTag('none'));
  });

  it('shows the failure in the dialog when the server refuses (409), and leaving cancels a call under way', async () => {
    const hook = await renderHook(() => useSubscriptionActor({ subscription: active }), {
      token,
      server: () => failure(409, 'Conflict'),
    });
    rendered = hook;
    const actor = hook.current();
    await send(actor, { type: 'subscriptionPage.stopRenewal' });
    await send(actor, { type: 'subscriptionPage.check', checked: true });
    await send(actor, { type: 'subscriptionPage.confirm' });
    const failed = await until(actor, (snapshot) => snapshot.hasTag('cancelFailed'));
    expect(failed.context.subscription).toEqual(active);

    const slow = await renderHook(() => useSubscriptionActor(null), { token, server: pending });
    await slow.requested(1);
    await slow.unmount();
    expect(slow.signals[0]?.aborted).toBe(true);
  });
});

const quote: WithdrawalQuote = {
  available: true,
  refusal: null,
  message: null,
  deadlineDateTime: '2026-12-09T12:00:00.000Z',
  expressRequest: true,
  paidAmount: 100,
  refundAmount: 58,
};

describe('useWithdrawalActor (withdrawal section)', () => {
  it('reads what would be refunded today, then withdraws on confirmation and shows what was refunded', async () => {
    const hook = await renderHook(() => useWithdrawalActor(), {
      token,
      server: ({ method }) =>
        method === 'GET'
          ? json(200, quote)
          : json(200, {
              message: 'Votre rétractation est enregistrée',
              withdrawal: { requestedDateTime: '2026-11-28T10:00:00.000Z', refundAmount: 58, completed: true },
            }),
    });
    rendered = hook;
    const actor = hook.current();
    await until(actor, (snapshot) => snapshot.hasTag('offered'));
    await send(actor, { type: 'withdrawal.open' });
    expect(hook.requests).toHaveLength(1);
    await send(actor, { type: 'withdrawal.confirm' });
    await until(actor, (snapshot) => snapshot.hasTag('done'));
    expect(hook.requests).toEqual([
      { method: 'GET', path: '/subscriptions/withdrawal', body: undefined, authorization: BEARER },
      { method: 'POST', path: '/subscriptions/withdrawal', body: {}, authorization: BEARER },
    ]);
  });

  it('shows the server’s French reason when it refuses (409)', async () => {
    const reason = 'Le délai de rétractation de 14 jours a pris fin le 9 décembre 2026';
    const hook = await renderHook(() => useWithdrawalActor(), {
      token,
      server: ({ method }) =>
        method === 'GET'
          ? json(200, quote)
          : failure(409, 'Conflict', { violations: [{ property: 'subscription', message: reason, type: 'invalid' }] }),
    });
    rendered = hook;
    const actor = hook.current();
    await until(actor, (snapshot) => snapshot.hasTag('offered'));
    await send(actor, { type: 'withdrawal.open' });
    await send(actor, { type: 'withdrawal.confirm' });
    await until(actor, (snapshot) => snapshot.hasTag('closed'));
    expect(JSON.stringify(actor.getSnapshot().context)).toContain(reason);
  });
});

const billing: Billing = {
  card: { brand: 'visa', last4: '4242', expMonth: 11, expYear: 2027 },
  history: [
    {
      uid: 'p-1',
      date: '2026-11-01T10:00:00.000Z',
      kind: 'charge',
      reason: null,
      amount: 100,
      status: 'succeeded',
      cardLast4: '4242',
      document: { number: 'GAL-000001', kind: 'receipt', href: '/api/billing/receipts/GAL-000001.pdf' },
    },
  ],
};

describe('useBilling (billing section)', () => {
  it('reads the card and history with the bearer; a reload keeps them shown until the new answer', async () => {
    let answer: (value: Response) => void = () => undefined;
    let calls = 0;
    const hook = await renderHook(() => useBilling(), {
      token,
      server: () => {
        calls += 1;
        return calls === 1 ? json(200, billing) : new Promise<Response>((resolve) => (answer = resolve));
      },
    });
    rendered = hook;
    await eventually(() => hook.current().state.status === 'loaded');
    expect(hook.requests).toEqual([{ method: 'GET', path: '/billing', body: undefined, authorization: BEARER }]);

    await act(async () => hook.current().reload());
    await hook.requested(2);
    expect(hook.current().state).toEqual({ status: 'loaded', billing });
    const changed: Billing = { ...billing, card: { brand: 'mastercard', last4: '4444', expMonth: 3, expYear: 2029 } };
    answer(json(200, changed));
    await eventually(() => JSON.stringify(hook.current().state).includes('4444'));
    expect(hook.current().state).toEqual({ status: 'loaded', billing: changed });
  });

  it('says it failed when the server cannot answer, and cancels the read when the page goes', async () => {
    const hook = await renderHook(() => useBilling(), { token, server: () => failure(503, 'Service unavailable') });
    rendered = hook;
    await eventually(() => hook.current().state.status === 'failed');

    const slow = await renderHook(() => useBilling(), { token, server: pending });
    await slow.requested(1);
    await slow.unmount();
    expect(slow.signals[0]?.aborted).toBe(true);
  });
});

const card = { number: '4242 4242 4242 4242', expiry: '11/30', code: '123' };

async function typeCard(actor: ReturnType<typeof useChangeCardActor>): Promise<void> {
  for (const [field, value] of Object.entries(card) as Array<['number' | 'expiry' | 'code', string]>) {
    await send(actor, { type: 'changeCard.edit', field, value });
  }
}

describe('useChangeCardActor (change of card)', () => {
  it('sends the card with the bearer and the submission’s Idempotency-Key, then shows the card on file', async () => {
    const saved = { brand: 'visa', last4: '4242', expMonth: 11, expYear: 2030 };
    const hook = await renderHook(() => useChangeCardActor(), { token, server: () => json(200, { card: saved }) });
    rendered = hook;
    const actor = hook.current();
    await typeCard(actor);
    await send(actor, { type: 'changeCard.submit', key: 'cle-1' });
    const done = await until(actor, (snapshot) => snapshot.hasTag('saved'));

    expect(hook.requests).toEqual([
      {
        method: 'POST',
        path: '/billing/card',
        body: { creditCard: { number: '4242424242424242', month: 11, year: 2030, code: '123' } },
        authorization: BEARER,
      },
    ]);
    expect(hook.requests[0]?.idempotencyKey).toBe('cle-1');
    expect(done.context.saved).toEqual(saved);
  });

  it('retries an unanswered attempt with the same key (the card is never verified twice)', async () => {
    let calls = 0;
    const hook = await renderHook(() => useChangeCardActor(), {
      token,
      server: () => {
        calls += 1;
        return calls === 1
          ? failure(503, 'Service unavailable')
          : json(200, { card: { brand: 'visa', last4: '4242', expMonth: 11, expYear: 2030 } });
      },
    });
    rendered = hook;
    const actor = hook.current();
    await typeCard(actor);
    await send(actor, { type: 'changeCard.submit', key: 'cle-2' });
    await until(actor, (snapshot) => snapshot.hasTag('failed'));
    await send(actor, { type: 'changeCard.retry' });
    await until(actor, (snapshot) => snapshot.hasTag('saved'));
    expect(hook.requests.map((request) => request.idempotencyKey)).toEqual(['cle-2', 'cle-2']);
  });

  it('with an e-mailed link: no bearer, the link’s token in the body; a bank refusal shows its code, an expired link ends the form', async () => {
    let calls = 0;
    const hook = await renderHook(() => useChangeCardActor('jeton-du-lien'), {
      path: '/account/card?token=jeton-du-lien',
      server: () => {
        calls += 1;
        if (calls === 1)
          return failure(400, 'Validation failed', {
            code: '1100004PI5',
            violations: [{ property: 'creditCard', message: 'Carte refusée', type: 'invalid' }],
          });
        return failure(401, 'Invalid token');
      },
    });
    rendered = hook;
    const actor = hook.current();
    await typeCard(actor);
    await send(actor, { type: 'changeCard.submit', key: 'cle-3' });
    const declined = await until(actor, (snapshot) => snapshot.context.declined !== null);
    expect(declined.context.declined).toBe('1100004PI5');
    // The fields stay as typed after a refusal.
    expect(declined.context.values).toEqual(card);
    expect(hook.requests[0]).toMatchObject({ authorization: null, body: { token: 'jeton-du-lien' } });

    await send(actor, { type: 'changeCard.submit', key: 'cle-4' });
    await until(actor, (snapshot) => snapshot.hasTag('linkInvalid'));
    expect(hook.requests.map((request) => request.idempotencyKey)).toEqual(['cle-3', 'cle-4']);
  });
});

describe('useAccountPrivacy (Mes données)', () => {
  it('deletes the account after the tick: one POST, the success message, and this browser signs out', async () => {
    const hook = await renderHook(() => useAccountPrivacy(), {
      path: '/account',
      token,
      server: ({ path }) => (path === '/account/delete' ? json(200, { deleted: true, message: 'Compte supprimé' }) : json(200, {})),
    });
    rendered = hook;
    const actor = hook.current();
    await send(actor, { type: 'privacy.startDeletion' });
    await send(actor, { type: 'privacy.confirmDeletion' });
    expect(actor.getSnapshot().context.tickMissing).toBe(true);
    expect(hook.requests).toEqual([]);

    await send(actor, { type: 'privacy.tick', ticked: true });
    await send(actor, { type: 'privacy.confirmDeletion' });
    await until(actor, (snapshot) => snapshot.hasTag('deleted'));
    expect(hook.requests[0]).toEqual({ method: 'POST', path: '/account/delete', body: { confirm: true }, authorization: BEARER });
    expect(snackbarShown(hook.services)).toEqual({ message: privacyPages.deleted, type: 'success' });
    await until(hook.services.auth.default, (snapshot) => snapshot.matches('disconnected'));
  });

  it('shows the server’s reason when it refuses (409), and stays signed in', async () => {
    const reason = 'Votre abonnement est en cours\u202F: résiliez-le d’abord depuis la page Abonnement.';
    const hook = await renderHook(() => useAccountPrivacy(), {
      token,
      server: () => failure(409, 'Conflict', { violations: [{ property: 'account', message: reason, type: 'invalid' }] }),
    });
    rendered = hook;
    const actor = hook.current();
    await send(actor, { type: 'privacy.startDeletion' });
    await send(actor, { type: 'privacy.tick', ticked: true });
    await send(actor, { type: 'privacy.confirmDeletion' });
    const refused = await until(actor, (snapshot) => snapshot.hasTag('refused'));
    expect(refused.context.refusal).toBe(reason);
    expect(hook.services.auth.default.getSnapshot().context.token).toBe(token);
  });

  it('downloads the data with the bearer (a plain link would not carry it)', async () => {
    const hook = await renderHook(() => useAccountPrivacy(), { token, server: () => json(200, { account: { uid: MEMBER.uid } }) });
    rendered = hook;
    const actor = hook.current();
    await send(actor, { type: 'privacy.export' });
    await until(actor, (snapshot) => snapshot.hasTag('exported') || snapshot.hasTag('exportFailed'));
    expect(actor.getSnapshot().hasTag('exported')).toBe(true);
    expect(hook.requests).toEqual([{ method: 'GET', path: '/account/export', body: undefined, authorization: BEARER }]);
  });
});
