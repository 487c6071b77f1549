import { randomBytes } from 'node:crypto';
import { and, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import { paymentResponseSchema, type PaymentResponse } from '../../../src/domain/payment.ts';
import { violationsBodySchema } from '../../../src/domain/violation.ts';
import { fr } from '../../../src/i18n/fr/index.ts';
import type { Database } from '../../db/database.ts';
import {
  checkoutSessions,
  paymentIntents,
  payments,
  subscriptions,
  type CheckoutSessionRow,
  type FormulaRow,
  type PaymentRow,
  type UserRow,
} from '../../db/schema/index.ts';
import { notificationKey, signNotification, SIGNATURE_HEADER, type PaymentNotification } from './notifications.ts';
import type { CardInput, ChargeResult } from './provider.ts';
import { createTimerScheduler } from './scheduler.ts';
import { dateOf } from '../../clock.ts';
import { findFormula, firstChargeAmount } from '../formulas/repository.ts';
import { followUpDeps, followUpReceipt } from './follow-ups.ts';
import { rememberCardExpiry } from '../billing/repository.ts';
import { refundDuplicate } from './duplicates.ts';
import type { StoredAnswer } from './attempt-types.ts';
import {
  alreadyPaid,
  expireOpenSessions,
  findIntent,
  hasRunningSubscription,
  isTaken,
  lockIntent,
  releaseLapsedAttempt,
  startAttempt,
  type Attempt,
} from './intents.ts';
import { fill } from '../../../src/i18n/fill.ts';
import { recordPaymentIntentStep } from '../flows/lifecycles.ts';
import type { ServerServices } from '../../services.ts';

export const NOTIFICATIONS_PATH = '/api/payments/notifications';
/** Queue name of the delayed notification delivery (notification-job.ts). */
export const NOTIFICATION_JOB = 'payments.deliver-notification';

/** What a charging call ends with: the provider's answer, or "already paid" (refused, or a duplicate refunded). */
export type ChargeOutcome = { kind: 'answered'; response: PaymentResponse } | { kind: 'already-paid' };

/** The Idempotency-Key's side of a charge (idempotency.ts): the reference it holds, and how to store one. */
export interface KeyedAttempt {
  /** The reference a lapsed holder of the same key started, to recover; null on a first run. */
  reference: string | null;
  reserve(reference: string): Promise<void>;
}

type Charge = (reference: string, amount: number) => Promise<ChargeResult>;

/** The stored and sent answer of a charging call: 200 Success | Pending, 400 Failure, 409 already_paid. */
export function chargeAnswer(outcome: ChargeOutcome): StoredAnswer {
  if (outcome.kind === 'already-paid') return { status: 409, body: alreadyPaid().body };
  return { status: outcome.response.status === 'Failure' ? 400 : 200, body: outcome.response };
}

export function sendChargeAnswer(reply: FastifyReply, answer: StoredAnswer): FastifyReply {
  const body = answer.status === 409 ? violationsBodySchema.parse(answer.body) : paymentResponseSchema.parse(answer.body);
  return reply.code(answer.status).send(body);
}

/** A charge of the first period (trial) of `formula`, by card. */
export function payByCard(
  services: ServerServices,
  user: UserRow,
  formula: FormulaRow,
  card: CardInput,
  key?: KeyedAttempt,
): Promise<ChargeOutcome> {
  const { provider } = services.payments;
  return payAttempt(services, user, formula, key, async (reference, amount) =>
    rememberCardExpiry(
      services.database.db,
      services.log,
      user.uid,
      card,
      await provider.chargeCard(card, { amount, reference, description: formula.name }),
    ),
  );
}

/** A charge without card form (docs/product.md#states subscription without redirect): the saved card, if any. */
export async function payWithSavedCard(
  services: ServerServices,
  user: UserRow,
  formula: FormulaRow,
  key?: KeyedAttempt,
): Promise<ChargeOutcome> {
  const { provider } = services.payments;
  const [saved] = await services.database.db
    .select({ cardToken: payments.cardToken })
    .from(payments)
    .where(and(eq(payments.userUid, user.uid), eq(payments.status, 'succeeded'), isNotNull(payments.cardToken)))
    .orderBy(desc(payments.createdAt))
    .limit(1);
  return payAttempt(services, user, formula, key, (reference, amount) =>
    provider.chargeSavedCard(saved?.cardToken ?? null, { amount, reference, description: formula.name }),
  );
}

/**
 * The attempt protocol (intents.ts): recover what a lapsed holder of the same key started, else
 * start an attempt under a lease, charge with its reference, record the outcome.
 */
async function payAttempt(
  services: ServerServices,
  user: UserRow,
  formula: FormulaRow,
  key: KeyedAttempt | undefined,
  charge: Charge,
): Promise<ChargeOutcome> {
  const { provider } = services.payments;
  await settleLostHostedCharges(services, user.uid);
  const recovering = key?.reference ?? null;
  if (recovering !== null) {
    const known = await provider.retrieveCharge(recovering);
    if (known !== null) {
      services.log.info({ uid: user.uid, payment: recovering }, 'payment attempt recovered from the provider');
      return settleCharge(services, await attemptOf(services, user.uid, recovering), known);
    }
  }
  const attempt = await startAttempt(services, user.uid, formula, recovering, async (lapsed) => {
    await settleLapsedAttempt(services, lapsed);
  });
  await key?.reserve(attempt.reference);
  services.log.info({ uid: user.uid, payment: attempt.reference, intent: attempt.intentUid }, 'payment attempt started');
  return settleCharge(services, attempt, await charge(attempt.reference, attempt.amount));
}

/**
 * An attempt whose lease lapsed without an outcome (its process died, or its recording failed):
 * what the provider charged under its reference is recorded; nothing charged frees the object.
 * Answers whether a charge was found.
 */
export async function settleLapsedAttempt(services: ServerServices, lapsed: Attempt): Promise<boolean> {
  const known = await services.payments.provider.retrieveCharge(lapsed.reference);
  services.log.info({ uid: lapsed.userUid, payment: lapsed.reference, found: known !== null }, 'lapsed payment attempt settled');
  if (known === null) await releaseLapsedAttempt(services, lapsed);
  else await settleCharge(services, lapsed, known);
  return known !== null;
}

async function attemptOf(services: ServerServices, userUid: string, reference: string): Promise<Attempt> {
  const [intent] = await services.database.db.select().from(paymentIntents).where(eq(paymentIntents.userUid, userUid)).limit(1);
  if (intent === undefined) throw new Error(`no payment object for the recovered attempt ${reference}`);
  return { userUid, intentUid: intent.uid, formula: intent.formula, amount: intent.amount, reference };
}

/**
 * The hosted page is the provider's side: it charges without our lease (a real provider's page
 * does not know it), after checking the payment object is not taken. Racing with the card form,
 * the second success is detected when recorded, and refunded.
 */
export async function payOnHostedPage(
  services: ServerServices,
  session: CheckoutSessionRow,
  formula: FormulaRow,
  card: CardInput,
  reference: string,
): Promise<ChargeOutcome> {
  const db = services.database.db;
  const { provider } = services.payments;
  await settleLostHostedCharges(services, session.userUid);
  const intent =
    session.intentUid === null
      ? await db.transaction((tx) => lockIntent(tx, session.userUid, formula))
      : await findIntent(db, session.intentUid);
  if (intent === null || isTaken(intent) || (await hasRunningSubscription(db, session.userUid))) return { kind: 'already-paid' };
  const attempt: Attempt = {
    userUid: session.userUid,
    intentUid: intent.uid,
    formula: formula.uid,
    amount: firstChargeAmount(formula),
    reference,
  };
  services.log.info(
    { uid: attempt.userUid, payment: attempt.reference, intent: intent.uid, session: session.uid },
    'payment attempt started',
  );
  return settleCharge(
    services,
    attempt,
    await provider.chargeCard(card, { amount: attempt.amount, reference: attempt.reference, description: formula.name }),
  );
}

/**
 * Hosted-page charges the provider may have made without our record (the process died between the
 * charge and its recording): each claimed session's reference is looked up at the provider, and
 * what it charged is recorded now — taking the payment object, or refunded as a duplicate. Run at
 * the member's next payment step (card, subscribe, hosted page, payment link), before anything is
 * charged, so a lost charge is never followed by a second one, and by the reconciliation job
 * (reconciliation.ts). Answers how many it recorded.
 */
export async function settleLostHostedCharges(services: ServerServices, userUid: string): Promise<number> {
  const db = services.database.db;
  const { provider } = services.payments;
  const unrecorded = await db
    .select({ reference: checkoutSessions.attemptReference, intentUid: checkoutSessions.intentUid, formula: checkoutSessions.formula })
    .from(checkoutSessions)
    .leftJoin(payments, eq(payments.uid, checkoutSessions.attemptReference))
    .where(and(eq(checkoutSessions.userUid, userUid), isNotNull(checkoutSessions.attemptReference), isNull(payments.uid)));
  let recovered = 0;
  for (const session of unrecorded) {
    if (session.reference === null || session.intentUid === null) continue;
    const known = await provider.retrieveCharge(session.reference);
    // Nothing at the provider: never charged (or still on its way: then its own request records it).
    if (known === null) continue;
    const [intent] = await db.select().from(paymentIntents).where(eq(paymentIntents.uid, session.intentUid)).limit(1);
    if (intent === undefined) continue;
    services.log.warn({ uid: userUid, payment: session.reference }, 'hosted-page charge recovered from the provider');
    await settleCharge(
      services,
      { userUid, intentUid: intent.uid, formula: session.formula, amount: intent.amount, reference: session.reference },
      known,
    );
    recovered += 1;
  }
  return recovered;
}

type Recorded = 'failed' | 'took' | 'kept' | 'duplicate';

/**
 * Records what the provider answered for `attempt`, in one transaction holding the payment object:
 * the payment row (token, brand, last four — never the card); a success or pending takes the object
 * and opens the pending subscription (access waits for the notification); a failure frees it; a
 * success of an object already taken is a duplicate, refunded at once (duplicates.ts). Nothing but
 * the money is in that transaction (decision 0033): the receipt and its mail follow it.
 */
export async function settleCharge(services: ServerServices, attempt: Attempt, result: ChargeResult): Promise<ChargeOutcome> {
  const db = services.database.db;
  const now = dateOf(services.clock);
  const recorded = await services.flows.transaction(db, async (tx, moves): Promise<{ kind: Recorded; payment: PaymentRow }> => {
    const [intent] = await tx.select().from(paymentIntents).where(eq(paymentIntents.uid, attempt.intentUid)).for('update');
    if (intent === undefined) throw new Error(`payment object ${attempt.intentUid} is gone`);
    await tx
      .insert(payments)
      .values({
        uid: attempt.reference,
        userUid: attempt.userUid,
        intentUid: attempt.intentUid,
        amount: attempt.amount,
        formula: attempt.formula,
        status: result.outcome,
        providerReference: result.providerReference,
        cardToken: result.card?.token ?? null,
        cardBrand: result.card?.brand ?? null,
        cardLast4: result.card?.last4 ?? null,
        failureCode: result.outcome === 'failed' ? result.code : null,
      })
      .onConflictDoNothing();
    // Recorded before (a recovery): its status may have moved on since (notification).
    const [payment] = await tx.select().from(payments).where(eq(payments.uid, attempt.reference));
    if (payment === undefined) throw new Error(`payment ${attempt.reference} not recorded`);
    const lease = intent.attemptUid === attempt.reference ? { attemptUid: null, attemptLeaseUntil: null } : {};
    const release = async () => {
      if (intent.attemptUid === attempt.reference) {
        await tx
          .update(paymentIntents)
          .set({ ...lease, updatedAt: now })
          .where(eq(paymentIntents.uid, intent.uid));
      }
    };
    if (payment.status === 'failed') {
      await release();
      recordPaymentIntentStep(moves, intent, 'charge.failed', intent.status, now);
      return { kind: 'failed', payment };
    }
    if (intent.paymentUid === payment.uid) return { kind: 'kept', payment };
    if (intent.status === 'open') {
      await tx
        .update(paymentIntents)
        .set({ ...lease, status: payment.status, paymentUid: payment.uid, updatedAt: now })
        .where(eq(paymentIntents.uid, intent.uid));
      const formula = await findFormula(tx, attempt.formula);
      if (formula === null) throw new Error(`formula ${attempt.formula} is gone`);
      await openPendingSubscription(tx, attempt.userUid, formula);
      await expireOpenSessions(tx, intent.uid, now);
      recordPaymentIntentStep(moves, intent, `charge.${payment.status}`, payment.status, now);
      return { kind: 'took', payment };
    }
    await release();
    return { kind: 'duplicate', payment };
  });
  const { payment } = recorded;
  // The charge is recorded; its receipt follows in a transaction of its own (a duplicate's without
  // mail, before the refund's credit note). A failure there is the follow-up job's to mend.
  if (recorded.kind !== 'failed') await followUpReceipt(followUpDeps(services), payment.uid, now);
  services.log.info(
    {
      uid: attempt.userUid,
      payment: payment.uid,
      outcome: payment.status,
      recorded: recorded.kind,
      brand: payment.cardBrand,
      last4: payment.cardLast4,
    },
    'payment charged',
  );
  switch (recorded.kind) {
    case 'failed': {
      const code = payment.failureCode ?? (result.outcome === 'failed' ? result.code : '');
      return {
        kind: 'answered',
        response: { status: 'Failure', error: { message: fill(fr.billingServer.paymentFailed, { code }), code } },
      };
    }
    case 'duplicate':
      await refundDuplicate({ db, provider: services.payments.provider, log: services.log, config: services.config }, payment).catch(
        (error: unknown) => {
          services.log.error({ err: error, payment: payment.uid }, 'duplicate payment refund failed: tried again by the job');
        },
      );
      return { kind: 'already-paid' };
    case 'took':
    case 'kept':
      await notifyLater(services, { paymentUid: payment.uid, providerReference: payment.providerReference });
      return { kind: 'answered', response: { status: payment.status === 'succeeded' ? 'Success' : 'Pending' } };
  }
}

/**
 * The charge is recorded and answered whatever happens to the notification: failing the request
 * now would let a retry try again. If the queue refuses it, the notification still comes, from this
 * process (lost only if it stops within the delay; activation is idempotent, so a recovered attempt
 * schedules it again).
 */
async function notifyLater(services: ServerServices, data: PaymentNotification['data']): Promise<void> {
  await scheduleNotification(services, data).catch((error: unknown) => {
    services.log.error({ err: error, payment: data.paymentUid }, 'payment notification not queued: delivered from this process');
    scheduleInProcess(services, data);
  });
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
      // A running subscription keeps its formula and price (startAttempt refused before).
      setWhere: eq(subscriptions.status, 'pending'),
    });
}

/**
 * The sandbox provider's side: after the activation delay it POSTs a signed notification to our
 * webhook, through the same HTTP route a real provider would call. By default a delayed job on
 * the queue (notification-job.ts); in process when jobs are off or a test schedules by hand.
 */
export async function scheduleNotification(services: ServerServices, data: PaymentNotification['data']): Promise<void> {
  const { scheduler, activationDelayMs } = services.payments;
  if (scheduler === 'queue') {
    await services.jobs.sendLater(NOTIFICATION_JOB, data, activationDelayMs);
    return;
  }
  scheduleInProcess(services, data);
}

function scheduleInProcess(services: ServerServices, data: PaymentNotification['data']): void {
  const { scheduler, activationDelayMs } = services.payments;
  const timers =
    scheduler === 'queue' ? createTimerScheduler((error) => services.log.error({ err: error }, 'payment notification failed')) : scheduler;
  timers.schedule(activationDelayMs, async () => {
    await deliverNotification(services, succeededEvent(`evt_${randomBytes(12).toString('hex')}`, data));
  });
}

export function succeededEvent(id: string, data: PaymentNotification['data']): PaymentNotification {
  return { id, type: 'payment.succeeded', created: Math.floor(Date.now() / 1000), data };
}

export async function deliverNotification(services: ServerServices, event: PaymentNotification): Promise<number> {
  const body = JSON.stringify(event);
  const signature = signNotification(notificationKey(services.config.jwtSecret), body, Math.floor(Date.now() / 1000));
  const response = await services.loopback({
    method: 'POST',
    url: NOTIFICATIONS_PATH,
    headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signature },
    payload: body,
  });
  if (response.statusCode !== 200) services.log.error({ event: event.id, status: response.statusCode }, 'payment notification refused');
  return response.statusCode;
}
