import { randomBytes, randomUUID } from 'node:crypto';
import { and, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { PaymentResponse } from '../../../src/domain/payment.ts';
import { fr } from '../../../src/i18n/fr/index.ts';
import type { Database } from '../../db/database.ts';
import { payments, subscriptions, type FormulaRow, type UserRow } from '../../db/schema/index.ts';
import { notificationKey, signNotification, SIGNATURE_HEADER, type PaymentNotification } from '../../payments/notifications.ts';
import type { CardInput, ChargeResult } from '../../payments/provider.ts';
import { paymentsRuntimeOf } from '../../payments/runtime.ts';
import { createTimerScheduler } from '../../payments/scheduler.ts';
import { HttpError } from '../../http/errors.ts';
import { firstChargeAmount } from '../formulas/repository.ts';
import { fill } from '../../../src/i18n/fill.ts';

export const NOTIFICATIONS_PATH = '/api/payments/notifications';
/** Queue name of the delayed notification delivery (notification-job.ts). */
export const NOTIFICATION_JOB = 'payments.deliver-notification';

/** A member whose subscription runs (trial, active, cancellation requested) has nothing to pay here. */
export async function isSubscribed(db: Database, userUid: string): Promise<boolean> {
  const [open] = await db
    .select({ uid: subscriptions.uid })
    .from(subscriptions)
    .where(and(eq(subscriptions.userUid, userUid), inArray(subscriptions.status, ['active', 'cancellation_requested'])))
    .limit(1);
  return open !== undefined;
}

/** 409 before any charge for a member already subscribed (a second payment would open nothing). */
async function assertNotSubscribed(db: Database, userUid: string): Promise<void> {
  if (await isSubscribed(db, userUid)) throw new HttpError(409, { message: fr.billingServer.alreadySubscribed });
}

/** A charge of the first period (trial) of `formula`, by card. */
export async function payByCard(app: FastifyInstance, user: UserRow, formula: FormulaRow, card: CardInput): Promise<PaymentResponse> {
  await assertNotSubscribed(app.database.db, user.uid);
  const { provider } = paymentsRuntimeOf(app);
  const paymentUid = randomUUID();
  const amount = firstChargeAmount(formula);
  const result = await provider.chargeCard(card, { amount, reference: paymentUid, description: formula.name });
  return recordCharge(app, user, formula, paymentUid, amount, result);
}

/** A charge without card form (§4 subscription without redirect): the saved card, if any. */
export async function payWithSavedCard(app: FastifyInstance, user: UserRow, formula: FormulaRow): Promise<PaymentResponse> {
  const { provider } = paymentsRuntimeOf(app);
  const db = app.database.db;
  await assertNotSubscribed(db, user.uid);
  const [saved] = await db
    .select({ cardToken: payments.cardToken })
    .from(payments)
    .where(and(eq(payments.userUid, user.uid), eq(payments.status, 'succeeded'), isNotNull(payments.cardToken)))
    .orderBy(desc(payments.createdAt))
    .limit(1);
  const paymentUid = randomUUID();
  const amount = firstChargeAmount(formula);
  const result = await provider.chargeSavedCard(saved?.cardToken ?? null, { amount, reference: paymentUid, description: formula.name });
  return recordCharge(app, user, formula, paymentUid, amount, result);
}

/**
 * Keeps what the provider answered (token, brand, last four — never the card), opens the pending
 * subscription, and lets the provider's notification grant access later. Nothing here activates.
 */
async function recordCharge(
  app: FastifyInstance,
  user: UserRow,
  formula: FormulaRow,
  paymentUid: string,
  amount: number,
  result: ChargeResult,
): Promise<PaymentResponse> {
  const db = app.database.db;
  await db.transaction(async (tx) => {
    await tx.insert(payments).values({
      uid: paymentUid,
      userUid: user.uid,
      amount,
      formula: formula.uid,
      status: result.outcome,
      providerReference: result.providerReference,
      cardToken: result.card?.token ?? null,
      cardBrand: result.card?.brand ?? null,
      cardLast4: result.card?.last4 ?? null,
      failureCode: result.outcome === 'failed' ? result.code : null,
    });
    if (result.outcome !== 'failed') await openPendingSubscription(tx, user.uid, formula);
  });
  app.log.info(
    { uid: user.uid, payment: paymentUid, outcome: result.outcome, brand: result.card?.brand, last4: result.card?.last4 },
    'payment charged',
  );
  if (result.outcome === 'failed') {
    return { status: 'Failure', error: { message: fill(fr.billingServer.paymentFailed, { code: result.code }), code: result.code } };
  }
  // The charge is recorded and answered whatever happens to the notification: failing the request
  // now would release the idempotency key and let a retry charge again. If the queue refuses it,
  // the notification still comes, from this process (lost only if it stops within the delay).
  const data = { paymentUid, providerReference: result.providerReference };
  await scheduleNotification(app, data).catch((error: unknown) => {
    app.log.error({ err: error, payment: paymentUid }, 'payment notification not queued: delivered from this process');
    scheduleInProcess(app, data);
  });
  return { status: result.outcome === 'succeeded' ? 'Success' : 'Pending' };
}

/**
 * One subscription not yet ended per user (a unique index says so): a second attempt updates the
 * pending one to the latest formula, even when two attempts race.
 */
async function openPendingSubscription(db: Database, userUid: string, formula: FormulaRow): Promise<void> {
  const values = { formula: formula.uid, amount: formula.amount, trialAmount: formula.trialAmount };
  await db
    .insert(subscriptions)
    .values({ userUid, ...values })
    .onConflictDoUpdate({
      target: subscriptions.userUid,
      targetWhere: sql`${subscriptions.status} <> 'ended'`,
      set: values,
      // A running subscription keeps its formula and price (assertNotSubscribed refused before).
      setWhere: eq(subscriptions.status, 'pending'),
    });
}

/**
 * The sandbox provider's side: after the activation delay it POSTs a signed notification to our
 * webhook, through the same HTTP route a real provider would call. By default a delayed job on
 * the queue (notification-job.ts); in process when jobs are off or a test schedules by hand.
 */
export async function scheduleNotification(app: FastifyInstance, data: PaymentNotification['data']): Promise<void> {
  const { scheduler, activationDelayMs } = paymentsRuntimeOf(app);
  if (scheduler === 'queue') {
    await app.jobs.sendLater(NOTIFICATION_JOB, data, activationDelayMs);
    return;
  }
  scheduleInProcess(app, data);
}

function scheduleInProcess(app: FastifyInstance, data: PaymentNotification['data']): void {
  const { scheduler, activationDelayMs } = paymentsRuntimeOf(app);
  const timers = scheduler === 'queue' ? createTimerScheduler((error) => app.log.error({ err: error }, 'payment notification failed')) : scheduler;
  timers.schedule(activationDelayMs, async () => {
    await deliverNotification(app, succeededEvent(`evt_${randomBytes(12).toString('hex')}`, data));
  });
}

export function succeededEvent(id: string, data: PaymentNotification['data']): PaymentNotification {
  return { id, type: 'payment.succeeded', created: Math.floor(Date.now() / 1000), data };
}

export async function deliverNotification(app: FastifyInstance, event: PaymentNotification): Promise<number> {
  const body = JSON.stringify(event);
  const signature = signNotification(notificationKey(app.config.jwtSecret), body, Math.floor(Date.now() / 1000));
  const response = await app.inject({
    method: 'POST',
    url: NOTIFICATIONS_PATH,
    headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signature },
    payload: body,
  });
  if (response.statusCode !== 200) app.log.error({ event: event.id, status: response.statusCode }, 'payment notification refused');
  return response.statusCode;
}
