import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getFormula, getTrafficToken } from '../../../src/api/formulas.ts';
import {
  ConflictError,
  createHttpClient,
  NetworkError,
  NotFoundError,
  PaymentError,
  ProcessError,
  ResponseValidationError,
} from '../../../src/api/index.ts';
import { payByCard, requestPaymentLink, subscribe } from '../../../src/api/payments.ts';
import { register } from '../../../src/api/registration.ts';
import { startTestServer, type TestServer } from './test-server.ts';
import { PAID_TRIAL } from '../../support/signup-fixtures.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server.close();
});

// The demo formula as the server answers it.
const FORMULA = PAID_TRIAL;

const PAYMENT = {
  uid: 'u-paul',
  firstname: 'Paul',
  lastname: 'Martin',
  formula: 'vip-mensuel',
  creditCard: { number: '4111111111111111', month: 11, year: 2030, code: '737' },
  trafficToken: 'galant-essai',
  expressStart: true as const,
};

describe('signup API client', () => {
  it('validates a unique token, and reports an unknown one as not found', async () => {
    server.route('/traffic-tokens/galant-essai', () => ({
      status: 200,
      json: { value: 'galant-essai', isValid: true, formula: 'vip-mensuel' },
    }));
    server.route('/traffic-tokens/inconnu', () => ({ status: 404, json: { message: 'Not found' } }));
    const client = createHttpClient({ baseURL: server.baseURL });
    await expect(getTrafficToken(client, 'galant-essai')).resolves.toEqual({
      value: 'galant-essai',
      isValid: true,
      formula: 'vip-mensuel',
    });
    await expect(getTrafficToken(client, 'inconnu')).rejects.toBeInstanceOf(NotFoundError);
  });

  it('loads a formula, with or without trial fields, and refuses one outside the contract', async () => {
    const { trialDuration: _duration, trialDurationUnit: _unit, ...withoutTrial } = FORMULA;
    server.route('/formulas/vip-mensuel', () => ({ status: 200, json: FORMULA }));
    server.route('/formulas/sans-essai', () => ({ status: 200, json: { ...withoutTrial, uid: 'sans-essai' } }));
    server.route('/formulas/casse', () => ({ status: 200, json: { ...FORMULA, amount: 29.9 } }));
    const client = createHttpClient({ baseURL: server.baseURL });
    await expect(getFormula(client, 'vip-mensuel')).resolves.toEqual(FORMULA);
    await expect(getFormula(client, 'sans-essai')).resolves.not.toHaveProperty('trialDuration');
    const error = await getFormula(client, 'casse').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ResponseValidationError);
  });

  it('registers (201 → uid and token) and reports a used address as a duplicate violation', async () => {
    server.route('/registrations/register', (request, hit) =>
      hit === 1
        ? { status: 201, json: { uid: 'u-paul', token: 'jeton' } }
        : {
            status: 409,
            json: {
              message: 'Conflict in request',
              violations: [{ property: 'identifier', message: 'Ce champ a déjà été utilisé', type: 'duplicate' }],
            },
          },
    );
    const client = createHttpClient({ baseURL: server.baseURL });
    const body = {
      identifier: 'paul@exemple.fr',
      formula: 'vip-mensuel',
      password: 'Galant-2026!',
      affiliation: { token: 'aff', platform: 'p' },
    };
    await expect(register(client, body)).resolves.toEqual({ uid: 'u-paul', token: 'jeton' });
    expect(server.requests('/registrations/register')[0]).toMatchObject({ method: 'POST', body });
    const error = await register(client, body).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ConflictError);
    expect((error as ConflictError).violations).toEqual([
      { property: 'identifier', message: 'Ce champ a déjà été utilisé', type: 'duplicate' },
    ]);
    // A POST is never retried by the client (docs/product.md#calls).
    expect(server.hits('/registrations/register')).toBe(2);
  });

  it('asks for the hosted payment page with the bearer token', async () => {
    server.route('/subscriptions/payment-link', () => ({ status: 200, json: { href: '/payments/sandbox/checkout?session=s-1' } }));
    const client = createHttpClient({ baseURL: server.baseURL, getToken: () => 'jeton' });
    await expect(requestPaymentLink(client, 'vip-mensuel')).resolves.toEqual({ href: '/payments/sandbox/checkout?session=s-1' });
    const sent = server.requests('/subscriptions/payment-link').at(-1);
    expect(sent?.body).toEqual({ formula: 'vip-mensuel' });
    expect(sent?.headers.authorization).toBe('Bearer jeton');
  });

  it('pays by card with the idempotency key and the bearer token', async () => {
    server.route('/payments/card', () => ({ status: 200, json: { status: 'Pending' } }));
    const client = createHttpClient({ baseURL: server.baseURL });
    await expect(payByCard(client, PAYMENT, { idempotencyKey: 'cle-0001-abcd', token: 'jeton' })).resolves.toEqual({ status: 'Pending' });
    const sent = server.requests('/payments/card').at(-1);
    expect(sent).toMatchObject({ method: 'POST', body: PAYMENT });
    expect(sent?.headers['idempotency-key']).toBe('cle-0001-abcd');
    expect(sent?.headers.authorization).toBe('Bearer jeton');
  });

  it('turns a declined card into a PaymentError with its code (docs/product.md#errors), a reused key into a process error', async () => {
    // Route hits add up over the file: this test counts its own calls.
    let answered = 0;
    server.route('/payments/card', () =>
      ++answered === 1
        ? { status: 400, json: { status: 'Failure', error: { message: 'Invalid expiry month', code: '1100004PI3' } } }
        : { status: 422, json: { message: 'Idempotency key reused with another request' } },
    );
    const client = createHttpClient({ baseURL: server.baseURL });
    const declined = await payByCard(client, PAYMENT, { idempotencyKey: 'cle-0002-abcd', token: 'jeton' }).catch(
      (caught: unknown) => caught,
    );
    expect(declined).toBeInstanceOf(PaymentError);
    expect((declined as PaymentError).code).toBe('1100004PI3');
    const reused = await payByCard(client, PAYMENT, { idempotencyKey: 'cle-0002-abcd', token: 'jeton' }).catch((caught: unknown) => caught);
    expect(reused).toBeInstanceOf(ProcessError);
    expect((reused as ProcessError).status).toBe(422);
  });

  it('subscribes without redirect, and reports a dropped connection as a network error', async () => {
    server.route('/subscriptions/subscribe', (_, hit) => (hit === 1 ? { status: 200, json: { status: 'Success' } } : { destroy: true }));
    const client = createHttpClient({ baseURL: server.baseURL });
    const request = { uid: 'u-paul', trafficToken: 'galant-essai', formula: 'vip-essai' };
    await expect(subscribe(client, request, { idempotencyKey: 'cle-0003-abcd', token: 'jeton' })).resolves.toEqual({ status: 'Success' });
    expect(server.requests('/subscriptions/subscribe')[0]?.headers['idempotency-key']).toBe('cle-0003-abcd');
    await expect(subscribe(client, request, { idempotencyKey: 'cle-0003-abcd', token: 'jeton' })).rejects.toBeInstanceOf(NetworkError);
  });
});
