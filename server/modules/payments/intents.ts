import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import { fr } from '../../../src/i18n/fr/index.ts';
import { dateOf } from '../../clock.ts';
import type { Database } from '../../db/database.ts';
import {
  checkoutSessions,
  paymentIntents,
  payments,
  subscriptions,
  type FormulaRow,
  type PaymentIntentRow,
} from '../../db/schema/index.ts';
import { HttpError } from '../../http/errors.ts';
import { firstChargeAmount } from '../formulas/repository.ts';
import { namedUuid } from '../subscriptions/references.ts';
import type { ServerServices } from '../../services.ts';

/**
 * The payment object of a registration (payment_intents, one per member; docs/decisions/0015):
 * every attempt to pay the first period belongs to it. An attempt is started under a lease, in a
 * transaction holding the object; the provider is called after the commit (never inside a
 * transaction: a network call must not hold a row or a connection), and the outcome is recorded
 * in a second transaction (charges.ts). Once an attempt succeeded or is pending, the object is
 * taken: any other attempt is refused before the provider is called.
 */

export const ALREADY_PAID = 'already_paid';
export const PAYMENT_IN_PROGRESS = 'payment_in_progress';

const paymentConflict = (message: string, code: string) =>
  new HttpError(409, { message: 'Conflict in request', violations: [{ property: 'payment', message, type: 'duplicate' }], code });

/** 409 already_paid: this registration's payment was received; the client goes to the welcome page. */
export const alreadyPaid = (): HttpError => paymentConflict(fr.billingServer.alreadyPaid, ALREADY_PAID);
/** 409 payment_in_progress: another attempt holds the object (its lease has not lapsed). */
export const paymentInProgress = (): HttpError => paymentConflict(fr.billingServer.paymentInProgress, PAYMENT_IN_PROGRESS);

/** Taken: an attempt succeeded, or is pending (the provider still confirms it). */
export const isTaken = (intent: Pick<PaymentIntentRow, 'status'>): boolean => intent.status !== 'open';

/** An attempt under way: what it charges, under which reference (also the payment uid). */
export interface Attempt {
  userUid: string;
  intentUid: string;
  formula: string;
  amount: number;
  reference: string;
}

/** A member whose subscription runs (trial, active, cancellation requested): nothing to pay. */
export async function hasRunningSubscription(db: Database, userUid: string): Promise<boolean> {
  const [running] = await db
    .select({ uid: subscriptions.uid })
    .from(subscriptions)
    .where(and(eq(subscriptions.userUid, userUid), inArray(subscriptions.status, ['active', 'cancellation_requested'])))
    .limit(1);
  return running !== undefined;
}

/**
 * 409 already_paid before any charge for a member already subscribed (the text of decision 0011):
 * for the client it is the same outcome as a payment already received — on to the welcome page.
 */
export async function assertNotSubscribed(db: Database, userUid: string): Promise<void> {
  if (await hasRunningSubscription(db, userUid)) throw paymentConflict(fr.billingServer.alreadySubscribed, ALREADY_PAID);
}

/**
 * The member's payment object, held FOR UPDATE until the transaction ends; made on first use. A
 * member who paid before payment objects existed gets one already taken by that payment.
 */
export async function lockIntent(tx: Database, userUid: string, formula: FormulaRow): Promise<PaymentIntentRow> {
  const locked = async () => (await tx.select().from(paymentIntents).where(eq(paymentIntents.userUid, userUid)).for('update'))[0];
  const existing = await locked();
  if (existing !== undefined) return existing;
  const [earlier] = await tx
    .select({ uid: payments.uid, status: payments.status })
    .from(payments)
    .where(and(eq(payments.userUid, userUid), eq(payments.kind, 'charge'), inArray(payments.status, ['succeeded', 'pending'])))
    .orderBy(asc(payments.createdAt))
    .limit(1);
  await tx
    .insert(paymentIntents)
    .values({
      userUid,
      formula: formula.uid,
      amount: firstChargeAmount(formula),
      ...(earlier === undefined ? {} : { status: earlier.status === 'succeeded' ? 'succeeded' : 'pending', paymentUid: earlier.uid }),
    })
    .onConflictDoNothing({ target: paymentIntents.userUid });
  const made = await locked();
  if (made === undefined) throw new Error('payment intent insert returned no row');
  return made;
}

/** The payment object a checkout session pays, without lock. */
export async function findIntent(db: Database, uid: string): Promise<PaymentIntentRow | null> {
  const [row] = await db.select().from(paymentIntents).where(eq(paymentIntents.uid, uid)).limit(1);
  return row ?? null;
}

type StartStep = { kind: 'started'; attempt: Attempt } | { kind: 'lapsed'; attempt: Attempt };

/**
 * Starts an attempt (commits before returning): refused with 409 if the member is subscribed, the
 * object taken, or another attempt's lease still holds. `reference` given: the same attempt again
 * (a recovered Idempotency-Key). An attempt whose lease lapsed without an outcome (its process
 * died) is settled first, from what the provider says about its reference.
 */
export async function startAttempt(
  services: ServerServices,
  userUid: string,
  formula: FormulaRow,
  reference: string | null,
  settleLapsed: (attempt: Attempt) => Promise<void>,
): Promise<Attempt> {
  const db = services.database.db;
  for (let round = 0; round < 3; round += 1) {
    const now = dateOf(services.clock);
    const step = await db.transaction(async (tx): Promise<StartStep> => {
      await assertNotSubscribed(tx, userUid);
      const intent = await lockIntent(tx, userUid, formula);
      if (isTaken(intent)) throw alreadyPaid();
      const other = intent.attemptUid !== null && intent.attemptUid !== reference ? intent.attemptUid : null;
      if (other !== null) {
        if (intent.attemptLeaseUntil !== null && intent.attemptLeaseUntil > now) throw paymentInProgress();
        return {
          kind: 'lapsed',
          attempt: { userUid, intentUid: intent.uid, formula: intent.formula, amount: intent.amount, reference: other },
        };
      }
      const attempts = reference === null ? intent.attempts + 1 : intent.attempts;
      const started = reference ?? namedUuid('intent', intent.uid, String(attempts));
      const amount = firstChargeAmount(formula);
      await tx
        .update(paymentIntents)
        .set({
          attempts,
          attemptUid: started,
          attemptLeaseUntil: new Date(now.getTime() + services.config.paymentLeaseMs),
          formula: formula.uid,
          amount,
          updatedAt: now,
        })
        .where(eq(paymentIntents.uid, intent.uid));
      return { kind: 'started', attempt: { userUid, intentUid: intent.uid, formula: formula.uid, amount, reference: started } };
    });
    if (step.kind === 'started') return step.attempt;
    await settleLapsed(step.attempt);
  }
  throw paymentInProgress();
}

/** A lapsed attempt the provider never received: the object is free again (if still the same attempt). */
export async function releaseLapsedAttempt(services: ServerServices, attempt: Attempt): Promise<void> {
  const now = dateOf(services.clock);
  await services.database.db
    .update(paymentIntents)
    .set({ attemptUid: null, attemptLeaseUntil: null, updatedAt: now })
    .where(and(eq(paymentIntents.uid, attempt.intentUid), eq(paymentIntents.attemptUid, attempt.reference)));
}

/**
 * The object is taken: its open hosted-page sessions expire (as Stripe expires the Checkout
 * Sessions of a paid PaymentIntent), so their pages send the browser to the welcome page.
 */
export async function expireOpenSessions(tx: Database, intentUid: string, now: Date): Promise<void> {
  await tx
    .update(checkoutSessions)
    .set({ expiresAt: now })
    .where(and(eq(checkoutSessions.intentUid, intentUid), eq(checkoutSessions.status, 'open'), gt(checkoutSessions.expiresAt, now)));
}
