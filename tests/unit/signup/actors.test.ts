import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { paymentMachine, type CardForm } from '../../../machines/signup/payment.machine.ts';
import { createHttpClient } from '../../../src/api/http-client.ts';
import { createIdempotencyKeys, paymentActors, registrationActors } from '../../../src/app/signup/actors.ts';
import { isSafeNavigation } from '../../../src/app/navigation-guard.ts';
import { startTestServer, type TestServer } from '../api/test-server.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server.close();
});

const form: CardForm = {
  firstname: 'Paul',
  lastname: 'Martin',
  cardholder: 'Paul Martin',
  number: '4111 1111 1111 1111',
  month: '11',
  year: '30',
  code: '737',
  expressStart: true,
};

describe('idempotency keys', () => {
  it('keeps the key until asked to renew it', () => {
    let counter = 0;
    const keys = createIdempotencyKeys(() => `cle-${++counter}`);
    expect(keys.key(false)).toBe('cle-1');
    expect(keys.key(false)).toBe('cle-1');
    expect(keys.key(true)).toBe('cle-2');
    expect(keys.key(false)).toBe('cle-2');
  });
});

describe('card payment through the real client', () => {
  it('replays the key after a lost answer, takes a new one after a decline, then goes on to the callback', async () => {
    // 1: connection dropped (outcome unknown); 2: declined, recoverable; 3: paid.
    server.route('/payments/card', (_, hit) => {
      if (hit === 1) return { destroy: true };
      if (hit === 2) return { status: 400, json: { status: 'Failure', error: { message: 'Invalid expiry month', code: '1100004PI3' } } };
      return { status: 200, json: { status: 'Success' } };
    });
    let counter = 0;
    const navigations: unknown[] = [];
    const reports: unknown[] = [];
    const machine = paymentMachine.provide({
      actors: paymentActors({
        api: async () => createHttpClient({ baseURL: server.baseURL }),
        getToken: () => 'jeton',
        newKey: () => `cle-essai-${++counter}`,
        reportPaymentError: (report) => reports.push(report),
      }),
      actions: {
        goToPaymentCallback: (_, params) => navigations.push(params),
        goToFailure: (_, params) => navigations.push(params),
      },
    });
    const actor = createActor(machine, {
      input: { uid: 'u-paul', formula: 'vip-mensuel', trafficToken: 'galant-essai', today: '2026-11-21' },
    }).start();

    actor.send({ type: 'payment.submit', ...form });
    let snapshot = await waitFor(actor, (s) => s.matches('editing'));
    expect(snapshot.context.failure).toEqual({ reason: 'unavailable' });

    actor.send({ type: 'payment.submit', ...form });
    snapshot = await waitFor(actor, (s) => s.matches('editing'));
    // The code 1100004PI3 points at the month.
    expect(snapshot.context.fieldIssues).toEqual({ month: { violation: 'invalid' } });
    expect(snapshot.context.failure).toEqual({ reason: 'recoverable', code: '1100004PI3' });

    actor.send({ type: 'payment.submit', ...form, month: '12' });
    snapshot = await waitFor(actor, (s) => s.status === 'done');
    expect(snapshot.matches('succeeded')).toBe(true);
    expect(navigations).toEqual([{ success: true, cashback: true }]);
    expect(reports).toEqual([{ code: '1100004PI3', kind: 'recoverable' }]);

    const sent = server.requests('/payments/card');
    expect(sent.map((request) => request.headers['idempotency-key'])).toEqual(['cle-essai-1', 'cle-essai-1', 'cle-essai-2']);
    expect(sent.map((request) => request.headers.authorization)).toEqual(['Bearer jeton', 'Bearer jeton', 'Bearer jeton']);
    expect(sent[2]?.body).toEqual({
      uid: 'u-paul',
      firstname: 'Paul',
      lastname: 'Martin',
      formula: 'vip-mensuel',
      creditCard: { number: '4111111111111111', month: 12, year: 2030, code: '737' },
      trafficToken: 'galant-essai',
      expressStart: true,
    });
  });
});

describe('one payment per registration', () => {
  it('sends the same request with the same key while another attempt runs, then goes to the welcome page once it is paid', async () => {
    // 1: another attempt holds the payment object; 2: that attempt was paid, nothing charged here.
    let calls = 0;
    server.route('/payments/card', () =>
      (calls += 1) === 1
        ? {
            status: 409,
            json: {
              message: 'Conflict in request',
              violations: [{ property: 'payment', message: 'Un paiement est en cours', type: 'duplicate' }],
              code: 'payment_in_progress',
            },
          }
        : {
            status: 409,
            json: {
              message: 'Conflict in request',
              violations: [{ property: 'payment', message: 'Paiement déjà reçu', type: 'duplicate' }],
              code: 'already_paid',
            },
          },
    );
    const navigations: string[] = [];
    const machine = paymentMachine.provide({
      actors: paymentActors({
        api: async () => createHttpClient({ baseURL: server.baseURL }),
        getToken: () => 'jeton',
        newKey: () => 'cle-unique-0001',
      }),
      actions: {
        goToPaymentCallback: () => navigations.push('callback'),
        goToFailure: () => navigations.push('failure'),
        goToAlreadyPaid: () => navigations.push('welcome'),
      },
      // The machine's pause between tries, shortened: the order of events is what is tested.
      delays: { busyRetryDelay: 0 },
    });
    const before = server.requests('/payments/card').length;
    const actor = createActor(machine, {
      input: { uid: 'u-paul', formula: 'vip-mensuel', trafficToken: null, today: '2026-11-21' },
    }).start();
    actor.send({ type: 'payment.submit', ...form });
    const snapshot = await waitFor(actor, (s) => s.status === 'done');
    expect(snapshot.matches('alreadyPaid')).toBe(true);
    expect(snapshot.context.failure).toBeNull();
    expect(navigations).toEqual(['welcome']);
    const sent = server.requests('/payments/card').slice(before);
    expect(sent.map((request) => request.headers['idempotency-key'])).toEqual(['cle-unique-0001', 'cle-unique-0001']);
    expect(sent[1]?.body).toEqual(sent[0]?.body);
  });
});

describe('a 409 without the already_paid code (an older "already subscribed" refusal)', () => {
  it('is "already paid" when the session says the member is VIP, else "another attempt is running"', async () => {
    server.route('/subscriptions/payment-link', () => ({
      status: 409,
      json: { message: 'Votre abonnement est déjà actif\u202F: aucun nouveau paiement n’est nécessaire.' },
    }));
    const client = createHttpClient({ baseURL: server.baseURL });
    const failureWith = async (isVip: () => Promise<boolean>) => {
      const actors = registrationActors({ api: async () => client, getToken: () => 'jeton', newKey: () => 'cle-lien-0002', isVip });
      const asked = createActor(actors.requestPaymentLink, { input: { formula: 'vip-mensuel' } });
      const failure = new Promise((resolve) => asked.subscribe({ error: resolve }));
      asked.start();
      return failure;
    };
    expect(await failureWith(async () => true)).toEqual({ reason: 'alreadyPaid' });
    expect(await failureWith(async () => false)).toEqual({ reason: 'inProgress' });
    expect(await failureWith(() => Promise.reject(new Error('offline')))).toEqual({ reason: 'inProgress' });
  });
});

describe('payment link', () => {
  it('refuses, as docs/product.md#errors redirect failure, a link the navigation guard would not follow', async () => {
    server.route('/subscriptions/payment-link', () => ({ status: 200, json: { href: 'https://ailleurs.example/payer' } }));
    const client = createHttpClient({ baseURL: server.baseURL });
    const deps = { api: async () => client, getToken: () => 'jeton', newKey: () => 'cle-lien-0001' };
    const refused = registrationActors({
      ...deps,
      mayRedirectTo: (href) => isSafeNavigation(href, { origin: 'https://galant.example' }).ok,
    });
    const asked = createActor(refused.requestPaymentLink, { input: { formula: 'vip-mensuel' } });
    const failure = new Promise((resolve) => asked.subscribe({ error: resolve }));
    asked.start();
    expect(await failure).toEqual({ reason: 'redirect' });

    // The same href, when the site allows it, is followed.
    const allowed = registrationActors({ ...deps, mayRedirectTo: () => true });
    const followed = createActor(allowed.requestPaymentLink, { input: { formula: 'vip-mensuel' } }).start();
    expect((await waitFor(followed, (snapshot) => snapshot.status === 'done')).output).toEqual({ href: 'https://ailleurs.example/payer' });
  });
});
