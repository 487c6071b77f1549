import { eq } from 'drizzle-orm';
import { subscriptionSchema, type Subscription } from '../../../src/domain/subscription.ts';
import { payments, subscriptions, users, type PaymentRow, type SubscriptionRow, type UserRow } from '../../../server/db/schema/index.ts';
import type { JobContext } from '../../../server/jobs/job.ts';
import { TEST_CARDS } from '../../../server/modules/payments/sandbox/test-cards.ts';
import { bearer } from './accounts.ts';
import { cardBody, payByCard, register, type manualScheduler } from './billing.ts';
import type { TestApp } from './test-app.ts';

/** Helpers of the subscription lifecycle's API tests. */

export const MINUTE_MS = 60_000;
export const DAY_MS = 86_400_000;
export const PASSWORD = 'Mot-de-passe-1';

/** The sandbox card whose first payment succeeds and whose renewals are refused. */
export const RENEWALS_FAIL_CARD = TEST_CARDS.find((card) => card.outcome.kind === 'renewalsFail')?.number ?? '';

/** What a job gets, with the clock set to `now` (tests call the job functions directly). */
export function jobContext(testApp: TestApp, now: Date): JobContext {
  return {
    db: testApp.db,
    mailer: testApp.services.mailer,
    mailOutbox: testApp.services.mailOutbox,
    payments: testApp.services.payments,
    flows: testApp.services.flows,
    config: testApp.config,
    log: testApp.app.log,
    now: () => now,
  };
}

export const at = (date: Date | null | undefined, offsetMs = 0): Date => {
  if (date === null || date === undefined) throw new Error('no date');
  return new Date(date.getTime() + offsetMs);
};

export interface Member {
  uid: string;
  email: string;
  /** The registration's token: still valid once the account is active (same token version). */
  token: string;
}

/** Registers, pays the trial with `card` and lets the provider's notification activate the account. */
export async function activeMember(
  testApp: TestApp,
  scheduler: ReturnType<typeof manualScheduler>,
  card = '4242 4242 4242 4242',
): Promise<Member> {
  const { uid, token } = await register(testApp.app);
  const paid = await payByCard(testApp.app, token, cardBody(uid, { number: card }));
  if (paid.statusCode !== 200) throw new Error(`payment answered ${paid.statusCode}: ${paid.body}`);
  await scheduler.runAll();
  const user = await userRow(testApp, uid);
  if (user?.status !== 'active') throw new Error('the member was not activated');
  return { uid, email: user.email, token };
}

export async function userRow(testApp: TestApp, uid: string): Promise<UserRow | undefined> {
  return (await testApp.db.select().from(users).where(eq(users.uid, uid)))[0];
}

export async function subscriptionRow(testApp: TestApp, uid: string): Promise<SubscriptionRow> {
  const [row] = await testApp.db.select().from(subscriptions).where(eq(subscriptions.userUid, uid));
  if (row === undefined) throw new Error(`no subscription for ${uid}`);
  return row;
}

export function paymentsOfSubscription(testApp: TestApp, subscriptionUid: string): Promise<PaymentRow[]> {
  return testApp.db.select().from(payments).where(eq(payments.subscriptionUid, subscriptionUid)).orderBy(payments.createdAt);
}

export async function getSubscription(testApp: TestApp, token: string): Promise<{ status: number; body: Subscription | null }> {
  const response = await testApp.app.inject({ method: 'GET', url: '/api/subscriptions', headers: bearer(token) });
  return { status: response.statusCode, body: response.statusCode === 200 ? subscriptionSchema.parse(response.json()) : null };
}

export function unsubscribe(testApp: TestApp, token: string) {
  return testApp.app.inject({ method: 'POST', url: '/api/subscriptions/unsubscribe', headers: bearer(token) });
}
