import { randomUUID } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { registrationResponseSchema } from '../../../src/domain/registration.ts';
import type { Scheduler } from '../../../server/modules/payments/scheduler.ts';
import { bearer } from './accounts.ts';
import type { TestPayments } from './test-services.ts';

/** Helpers of the signup funnel's API tests. */

export const FORMULA = 'vip-mensuel';
export const TOKEN = 'galant-essai';
export const SUCCESS_CARD = '4242 4242 4242 4242';

/** A scheduler the test runs by hand: notifications are delivered when the test says so. */
export function manualScheduler(testApp: { payments: TestPayments }) {
  const tasks: { delayMs: number; task: () => Promise<void> }[] = [];
  const scheduler: Scheduler = {
    schedule: (delayMs, task) => void tasks.push({ delayMs, task }),
    cancelAll: () => void tasks.splice(0),
  };
  testApp.payments.use({ scheduler, activationDelayMs: 5000 });
  return {
    pending: () => tasks.map(({ delayMs }) => delayMs),
    /** Forgets the scheduled tasks: those notifications are never delivered. */
    discard: () => void tasks.splice(0),
    /** Runs every scheduled task (the provider's notifications), in order. */
    async runAll() {
      for (const { task } of tasks.splice(0)) await task();
    },
  };
}

let counter = 0;
export const uniqueEmail = (label = 'inscrit') => `${label}-${Date.now()}-${(counter += 1)}@galant.test`;

export async function register(app: FastifyInstance, body: Record<string, unknown> = {}) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/registrations/register',
    payload: { identifier: uniqueEmail(), formula: FORMULA, password: 'Mot-de-passe-1', ...body },
  });
  if (response.statusCode !== 201) throw new Error(`register answered ${response.statusCode}: ${response.body}`);
  return registrationResponseSchema.parse(response.json());
}

export function cardBody(uid: string, card: Partial<{ number: string; month: number | string; year: number | string; code: string }> = {}) {
  return {
    uid,
    firstname: 'Jean',
    lastname: 'Dupont',
    formula: FORMULA,
    trafficToken: TOKEN,
    creditCard: { number: SUCCESS_CARD, month: 12, year: new Date().getFullYear() + 2, code: '123', ...card },
    expressStart: true,
  };
}

export function payByCard(
  app: FastifyInstance,
  token: string,
  body: unknown,
  key: string | null = randomUUID(),
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: '/api/payments/card',
    headers: { ...bearer(token), ...(key === null ? {} : { 'idempotency-key': key }) },
    payload: body as Record<string, unknown>,
  });
}

type Line = Record<string, unknown>;

/** Resolves with the first log line of `testApp` that `match` accepts (polls the captured log; no fixed sleep). */
export async function waitForLine(testApp: { logs(): unknown[] }, match: (line: Line) => boolean, timeoutMs = 15_000): Promise<Line> {
  const started = Date.now();
  for (;;) {
    const found = (testApp.logs() as Line[]).find(match);
    if (found !== undefined) return found;
    if (Date.now() - started > timeoutMs) throw new Error('log line not seen in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/**
 * Waits until the provider accepted the charge of `uid`'s attempt (the slow card then still keeps
 * the caller waiting): answers the attempt's reference.
 */
/** The member's `index`-th payment attempt holds its key (the provider may not have answered yet): its reference. */
export async function attemptStarted(testApp: { logs(): unknown[] }, uid: string, index = 0): Promise<string> {
  const started = (line: Line) => line['msg'] === 'payment attempt started' && line['uid'] === uid;
  await waitForLine(testApp, () => (testApp.logs() as Line[]).filter(started).length > index);
  return String((testApp.logs() as Line[]).filter(started)[index]?.['payment']);
}

export async function chargeAccepted(testApp: { logs(): unknown[] }, uid: string, index = 0): Promise<string> {
  const reference = await attemptStarted(testApp, uid, index);
  await waitForLine(testApp, (line) => line['msg'] === 'sandbox charge accepted' && line['reference'] === reference);
  return reference;
}
