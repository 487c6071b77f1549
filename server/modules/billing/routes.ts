import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  billingSchema,
  cardLinkSchema,
  changeCardRequestSchema,
  changeCardResponseSchema,
  parseReceiptNumber,
} from '../../../src/domain/billing.ts';
import { violationsBodySchema } from '../../../src/domain/violation.ts';
import { fill } from '../../../src/i18n/fill.ts';
import { billingPages } from '../../../src/i18n/fr/billing-pages.ts';
import { dateOf } from '../../clock.ts';
import { receipts, subscriptions, users, type UserRow } from '../../db/schema/index.ts';
import { HttpError } from '../../http/errors.ts';
import { serialize } from '../../http/serialize.ts';
import { parseInput } from '../../http/validate.ts';
import { noStore } from '../auth/session.ts';
import { requireViewer } from '../auth/viewer.ts';
import { idempotencyKeyOf, requestFingerprint, runIdempotent, type StoredAnswer } from '../payments/idempotency.ts';
import { namedUuid } from '../subscriptions/references.ts';
import { findUserByUid } from '../users/repository.ts';
import { verifyCardLink } from './card-link.ts';
import { receiptPdf } from './receipt-pdf.ts';
import { billingOf, cardOnFile, keepCardOnFile } from './repository.ts';
import type { FeaturePlugin } from '../../services.ts';

const messages = billingPages.server;
const notFoundReceipt = () => new HttpError(404, { message: messages.notFound });
const linkInvalid = () => new HttpError(401, { message: messages.cardLinkInvalid });

const receiptFileSchema = z.object({ file: z.string().max(40) });
const cardLinkQuerySchema = z.object({ token: z.string().min(1).max(2000) });

/**
 * The billing space (docs/api.md §Billing): GET /api/billing (card on file, history
 * with receipts), GET /api/billing/receipts/GAL-000001.pdf (owner only), POST /api/billing/card
 * (change card: Idempotency-Key, bearer or the signed link of a failed-renewal e-mail), GET
 * /api/billing/card-link?token=… (whose card a link changes).
 */
export const billingSpaceRoutes: FeaturePlugin = async (app, { services }) => {
  const db = services.database.db;

  /** The member whose card a signed link changes: still active, not revoked since (token version). */
  async function linkMember(token: string): Promise<UserRow> {
    const claims = await verifyCardLink(services.config.jwtSecret, token, services.clock.now());
    if (claims === null) throw linkInvalid();
    const user = await findUserByUid(db, claims.sub);
    if (user === null || user.status !== 'active' || user.tokenVersion !== claims.ver) throw linkInvalid();
    return user;
  }

  async function cardOwner(request: FastifyRequest, token: string | undefined): Promise<UserRow> {
    if (token !== undefined && token !== '') return linkMember(token);
    const viewer = await requireViewer(services, request);
    const user = await findUserByUid(db, viewer.uid);
    if (user === null) throw linkInvalid();
    return user;
  }

  app.get('/billing', async (request, reply) => {
    noStore(reply);
    const viewer = await requireViewer(services, request);
    return serialize(billingSchema, await billingOf(db, viewer.uid));
  });

  app.get('/billing/receipts/:file', async (request, reply) => {
    noStore(reply);
    const viewer = await requireViewer(services, request);
    const { file } = parseInput(receiptFileSchema, request.params, 'params');
    const number = file.endsWith('.pdf') ? parseReceiptNumber(file.slice(0, -4)) : null;
    if (number === null) throw notFoundReceipt();
    // Someone else's document answers exactly like a missing one: its existence is not told.
    const [row] = await db
      .select({ receipt: receipts, email: users.email })
      .from(receipts)
      .leftJoin(users, eq(users.uid, receipts.userUid))
      .where(and(eq(receipts.number, number), eq(receipts.userUid, viewer.uid)))
      .limit(1);
    if (row === undefined) throw notFoundReceipt();
    const pdf = await receiptPdf(row.receipt, { email: row.email });
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="${file}"`)
      .header('x-content-type-options', 'nosniff')
      .send(pdf);
  });

  app.get('/billing/card-link', async (request, reply) => {
    noStore(reply);
    const { token } = parseInput(cardLinkQuerySchema, request.query, 'query');
    const user = await linkMember(token);
    return serialize(cardLinkSchema, { email: user.email, card: await cardOnFile(db, user.uid) });
  });

  // Each new key asks the provider to check a card: limited, so the route cannot test stolen numbers.
  app.post('/billing/card', { config: { rateLimit: { max: 30, timeWindow: '1 hour' } } }, async (request, reply) => {
    noStore(reply);
    const body = parseInput(changeCardRequestSchema, request.body);
    const user = await cardOwner(request, body.token);
    const key = idempotencyKeyOf(request);
    const [running] = await db
      .select({ uid: subscriptions.uid })
      .from(subscriptions)
      .where(and(eq(subscriptions.userUid, user.uid), eq(subscriptions.status, 'active')))
      .limit(1);
    if (running === undefined) throw new HttpError(409, { message: messages.noSubscription });
    const { provider } = services.payments;
    const answer = await runIdempotent(
      services,
      { userUid: user.uid, scope: 'billing/card', key, fingerprint: requestFingerprint(services.config.jwtSecret, body.creditCard) },
      async (keyed): Promise<StoredAnswer> => {
        // A 0 € verification, as real providers check a card they will charge later (Stripe's
        // SetupIntent): the card rules, the bank's refusal codes, and a reusable token. Its
        // reference is the key's: a retry gets the provider's first answer, never a second check.
        const reference = keyed.reference ?? namedUuid('card-verification', user.uid, key);
        await keyed.reserve(reference);
        const card = body.creditCard;
        const result = await provider.chargeCard(
          { number: card.number, month: card.month, year: card.year, code: card.code, holder: user.email },
          { amount: 0, reference, description: 'card verification' },
        );
        if (result.outcome === 'succeeded' && result.card !== null) {
          await keepCardOnFile(db, user.uid, result.card, { month: card.month, year: card.year }, dateOf(services.clock));
          request.log.info({ uid: user.uid, brand: result.card.brand, last4: result.card.last4 }, 'card on file changed');
          const saved = { brand: result.card.brand, last4: result.card.last4, expMonth: card.month, expYear: card.year };
          return { status: 200, body: serialize(changeCardResponseSchema, { card: saved }) };
        }
        const code = result.outcome === 'failed' ? result.code : 'pending';
        const message = result.outcome === 'failed' ? fill(messages.cardDeclined, { code }) : messages.cardPending;
        return {
          status: 400,
          body: violationsBodySchema.parse({ message, code, violations: [{ property: 'creditCard', message, type: 'invalid' }] }),
        };
      },
    );
    return reply.code(answer.status).send(answer.body);
  });
};
