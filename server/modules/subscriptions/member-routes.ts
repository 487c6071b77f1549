import { and, desc, eq, ne } from 'drizzle-orm';
import { subscriptionSchema, unsubscribeResponseSchema } from '../../../src/domain/subscription.ts';
import { fr } from '../../../src/i18n/fr/index.ts';
import { formatDate } from '../../../src/i18n/format.ts';
import { dateOf } from '../../clock.ts';
import { subscriptions, users, type SubscriptionRow } from '../../db/schema/index.ts';
import { conflict, HttpError } from '../../http/errors.ts';
import { serialize } from '../../http/serialize.ts';
import { noStore } from '../auth/session.ts';
import { requireViewer } from '../auth/viewer.ts';
import { stepRow, toSubscription } from './lifecycle.ts';
import { cashbackForfeitedOnStop } from './cashback.ts';
import { enqueueLifecycleMail } from './mails.ts';
import { currentSubscription } from './repository.ts';
import { fill } from '../../../src/i18n/fill.ts';
import { recordSubscriptionStep } from '../flows/lifecycles.ts';
import type { FeaturePlugin } from '../../services.ts';

const messages = fr.subscriptionServer;
const noSubscription = () => new HttpError(404, { message: messages.noSubscription });

/** A retrying subscription is already past its paid period: it ends now, not in the past. */
const endOfService = (row: SubscriptionRow, now: Date): Date => (row.expirationAt && row.expirationAt > now ? row.expirationAt : now);

/**
 * GET /api/subscriptions → the signed-in member's subscription (404 without one);
 * POST /api/subscriptions/unsubscribe → stops renewal at the end of the paid period (docs/product.md#states). Both need
 * an active account's bearer token: an ended member's tokens are revoked (401).
 */
export const memberSubscriptionRoutes: FeaturePlugin = async (app, { services }) => {
  const db = services.database.db;

  app.get('/subscriptions', async (request, reply) => {
    noStore(reply);
    const viewer = await requireViewer(services, request);
    const row = await currentSubscription(db, viewer.uid);
    if (row === null) throw noSubscription();
    return serialize(subscriptionSchema, toSubscription(row));
  });

  app.post('/subscriptions/unsubscribe', async (request, reply) => {
    noStore(reply);
    const viewer = await requireViewer(services, request);
    const now = dateOf(services.clock);
    const outcome = await services.flows.transaction(db, async (tx, moves) => {
      // Held until commit: a renewal job handling this subscription now either ran before (and
      // the cancellation applies to the new period) or waits for us (and finds nothing due).
      const [row] = await tx
        .select()
        .from(subscriptions)
        .where(and(eq(subscriptions.userUid, viewer.uid), ne(subscriptions.status, 'pending')))
        .orderBy(desc(subscriptions.startedAt), desc(subscriptions.createdAt))
        .limit(1)
        .for('update');
      if (row === undefined) return null;
      const step = stepRow(row, { type: 'subscription.unsubscribe' });
      if (step === null) return { row, step: null };
      recordSubscriptionStep(moves, row, 'subscription.unsubscribe', step, now);
      if (!step.changed || step.columns === null) return { row, step };
      // No payment can carry the cashback any more: forfeited now, not at its date (decision 0038).
      const forfeited = await cashbackForfeitedOnStop(tx, row);
      const [updated] = await tx
        .update(subscriptions)
        .set({ ...step.columns, cancelledAt: now, nextRenewalAt: null, ...(forfeited ? { cashbackDueAt: null } : {}) })
        .where(eq(subscriptions.uid, row.uid))
        .returning();
      const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.uid, viewer.uid)).limit(1);
      if (user !== undefined) {
        const cancelled = updated ?? row;
        await enqueueLifecycleMail(tx, services, {
          kind: 'cancelled',
          event: `${cancelled.uid}:${now.toISOString()}`,
          to: user.email,
          cancelledAt: now,
          endsAt: endOfService(cancelled, now),
        });
      }
      return { row: updated ?? row, step };
    });
    if (outcome === null) throw noSubscription();
    const { row, step } = outcome;
    // Pending (not paid yet) or already ended: nothing to stop (docs/product.md#errors unsubscribe failure).
    if (step === null) {
      throw conflict([{ property: 'subscription', message: messages.unsubscribeFailed, type: 'invalid' }], messages.unsubscribeFailed);
    }
    const endsAt = endOfService(row, now);
    if (step.changed) {
      request.log.info({ uid: viewer.uid, subscription: row.uid }, 'subscription cancellation requested');
      services.mailOutbox.kick();
    }
    const message = fill(step.changed ? messages.unsubscribed : messages.alreadyUnsubscribed, { date: formatDate(endsAt) });
    return serialize(unsubscribeResponseSchema, { changed: step.changed, message, subscription: toSubscription(row) });
  });
};
