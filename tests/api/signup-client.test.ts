import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { paymentMachine, type CardForm } from '../../machines/signup/payment.machine.ts';
import { registrationMachine } from '../../machines/signup/registration.machine.ts';
import { createHttpClient, type HttpClient } from '../../src/api/http-client.ts';
import { paymentActors, registrationActors } from '../../src/app/signup/actors.ts';
import { manualScheduler, uniqueEmail } from '../support/server/billing.ts';
import { createTestApp, type TestApp } from '../support/server/test-app.ts';

/**
 * The client side of the funnel (machines + actors + HTTP client) against the real server: the
 * contract of docs/api.md, end to end, without a browser.
 */

let testApp: TestApp;
let baseURL: string;

beforeAll(async () => {
  testApp = await createTestApp();
  manualScheduler(testApp);
  const address = await testApp.app.listen({ host: '127.0.0.1', port: 0 });
  baseURL = `${address}/api`;
});

afterAll(() => testApp.close());

const today = new Date().toISOString().slice(0, 10);
const nextYear = String((new Date().getFullYear() + 1) % 100).padStart(2, '0');
const card = (number: string): CardForm => ({
  firstname: 'Paul',
  lastname: 'Martin',
  cardholder: 'Paul Martin',
  number,
  month: '12',
  year: nextYear,
  code: '737',
  expressStart: true,
});

let keyCounter = 0;
const newKey = () => `cle-client-${Date.now()}-${(keyCounter += 1)}`;

/** Runs /registration with the demo token up to the payment choice; returns the member's uid and client. */
async function registerMember(utk: string, redirects: string[] = []) {
  let token: string | null = null;
  const client: HttpClient = createHttpClient({ baseURL, getToken: () => token });
  const machine = registrationMachine.provide({
    actors: {
      ...registrationActors({ api: async () => client, getToken: () => token, newKey }),
      readStoredToken: fromPromise<string | null, void>(async () => null),
    },
    actions: {
      storeToken: () => undefined,
      storeFormula: () => undefined,
      storeAffiliation: () => undefined,
      storeUser: () => undefined,
      connect: (_, params) => {
        token = params.token;
      },
      pushSignUp: () => undefined,
      goToCardPayment: () => undefined,
      redirectToPayment: (_, params) => void redirects.push(params.href),
      goToPaymentCallback: () => undefined,
    },
  });
  const actor = createActor(machine, { input: { utk, affiliate: { token: null, platform: null } } }).start();
  const loaded = await waitFor(actor, (s) => !s.hasTag('busy'));
  return { actor, loaded, client, getToken: () => token };
}

describe('signup funnel client against the real server', () => {
  it('says so when the unique token is expired', async () => {
    const { loaded } = await registerMember('galant-expire');
    expect(loaded.matches('invalidToken')).toBe(true);
    expect(loaded.context.failure).toBe('invalidToken');
  });

  it('registers with the demo token, refuses the same address with another password, and pays after a recoverable decline', async () => {
    const email = uniqueEmail('client');
    const first = await registerMember('galant-essai');
    expect(first.loaded.matches('editing')).toBe(true);
    expect(first.loaded.context.formula).toMatchObject({ uid: 'vip-mensuel', amount: 2990, creditAmount: 1000, trialAmount: 100 });
    first.actor.send({ type: 'registration.submit', email, password: 'Mot-de-passe-1', acceptTerms: true, acceptPrivacy: true });
    const registered = await waitFor(first.actor, (s) => s.hasTag('paymentChoice') || s.matches('editing'));
    expect(registered.matches('paymentRequired')).toBe(true);
    expect(first.getToken()).not.toBeNull();

    // docs/product.md#errors: a used address is the invalid-argument message with a duplicate error on the e-mail
    // (with its own password, an account that never paid is resumed instead: decision 0034).
    const second = await registerMember('galant-essai');
    second.actor.send({ type: 'registration.submit', email, password: 'Autre-mot-de-passe-2', acceptTerms: true, acceptPrivacy: true });
    const refused = await waitFor(second.actor, (s) => s.matches('editing') && s.context.failure !== null);
    expect(refused.context.failure).toBe('invalid');
    expect(refused.context.fieldIssues).toEqual({ email: { violation: 'duplicate' } });

    const payment = createActor(
      paymentMachine.provide({
        actors: paymentActors({ api: async () => first.client, getToken: first.getToken, newKey }),
        actions: { goToPaymentCallback: () => undefined, goToFailure: () => undefined },
      }),
      { input: { uid: registered.context.uid ?? '', formula: 'vip-mensuel', trafficToken: 'galant-essai', today } },
    ).start();
    // Sandbox card answering 1100004PI3: a field error on the month, then another card pays.
    payment.send({ type: 'payment.submit', ...card('4000 0000 0010 0067') });
    const declined = await waitFor(payment, (s) => s.matches('editing') && s.context.failure !== null);
    expect(declined.context.failure).toEqual({ reason: 'recoverable', code: '1100004PI3' });
    expect(declined.context.fieldIssues).toEqual({ month: { violation: 'invalid' } });
    payment.send({ type: 'payment.submit', ...card('4242 4242 4242 4242') });
    const paid = await waitFor(payment, (s) => s.status === 'done');
    expect(paid.matches('succeeded')).toBe(true);
  });

  it('ends an unrecoverable decline on the failure path with its code', async () => {
    const member = await registerMember('galant-essai');
    member.actor.send({
      type: 'registration.submit',
      email: uniqueEmail('client'),
      password: 'Mot-de-passe-1',
      acceptTerms: true,
      acceptPrivacy: true,
    });
    const registered = await waitFor(member.actor, (s) => s.matches('paymentRequired'));
    const failures: unknown[] = [];
    const payment = createActor(
      paymentMachine.provide({
        actors: paymentActors({ api: async () => member.client, getToken: member.getToken, newKey }),
        actions: { goToPaymentCallback: () => undefined, goToFailure: (_, params) => failures.push(params) },
      }),
      { input: { uid: registered.context.uid ?? '', formula: 'vip-mensuel', trafficToken: 'galant-essai', today } },
    ).start();
    payment.send({ type: 'payment.submit', ...card('4000 0000 0020 0164') });
    const failed = await waitFor(payment, (s) => s.status === 'done');
    expect(failed.matches('failed')).toBe(true);
    expect(failed.context.failure).toEqual({ reason: 'unrecoverable', code: 'R200' });
    expect(failures).toEqual([{ code: 'R200' }]);
  });

  it('gets the hosted payment page link after registering', async () => {
    const hrefs: string[] = [];
    const member = await registerMember('galant-essai', hrefs);
    member.actor.send({
      type: 'registration.submit',
      email: uniqueEmail('client'),
      password: 'Mot-de-passe-1',
      acceptTerms: true,
      acceptPrivacy: true,
    });
    await waitFor(member.actor, (s) => s.matches('paymentRequired'));
    member.actor.send({ type: 'registration.payByLink' });
    const done = await waitFor(member.actor, (s) => s.status === 'done' || s.context.failure !== null);
    expect(done.matches('redirecting')).toBe(true);
    // The sandbox hosted page, on our host.
    expect(hrefs).toHaveLength(1);
    expect(hrefs[0]).toMatch(/^\/(api\/)?payments\/sandbox\/checkout\?session=/);
  });
});
