import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { alreadyPaidHref, paymentCancelledCallbackHref } from '../../../src/app/signup/paths.ts';
import { creditCardSchema } from '../../../src/domain/payment.ts';
import { splitExpiry } from '../../../src/domain/card-rules.ts';
import { classifyPaymentCode } from '../../../src/domain/payment-codes.ts';
import { fr } from '../../../src/i18n/fr/index.ts';
import { dateOf } from '../../clock.ts';
import type { CheckoutSessionRow, FormulaRow } from '../../db/schema/index.ts';
import { styleNonce } from '../../http/security-headers.ts';
import { renderCheckoutPage, renderExpiredPage, type CheckoutPageInput } from './sandbox/checkout-page.ts';
import { findFormula, firstChargeAmount } from '../formulas/repository.ts';
import { payOnHostedPage } from './charges.ts';
import { claimSession, findSession, reopenSession } from './checkout-sessions.ts';
import { findIntent, hasRunningSubscription, isTaken } from './intents.ts';
import { fill } from '../../../src/i18n/fill.ts';
import { expressStartTicked, recordExpressStart } from '../withdrawal/express-start.ts';
import type { FeaturePlugin } from '../../services.ts';

export const CHECKOUT_PATH = '/api/payments/sandbox/checkout';
const text = fr.billingServer.checkout;

const sessionQuerySchema = z.object({ session: z.string().max(64) });
const formSchema = z.object({
  session: z.string().max(64),
  intent: z.enum(['pay', 'cancel']).catch('pay'),
  holder: z.string().trim().min(1).max(49),
  number: z.string().max(23),
  // One "mm/aa" field on the page; month and year still accepted as posted before.
  expiry: z.string().max(7).optional(),
  month: z.string().max(2).optional(),
  year: z.string().max(4).optional(),
  code: z.string().max(4),
  // The express request's box (decision 0032): sent only when ticked.
  expressStart: z.string().max(8).optional(),
});
/**
 * What the member typed, shown again after a refusal (the page keeps its fields). Never the CVV:
 * a payment page does not write the security code back into a page, the member types it again.
 */
const typedSchema = z.object({
  holder: z.string().max(49).catch(''),
  number: z.string().max(23).catch(''),
  expiry: z.string().max(7).catch(''),
  expressStart: z.string().max(8).optional().catch(undefined).transform(expressStartTicked),
});

const callback = (success: boolean, cashback: boolean) => `/callback/payment?success=${success ? 1 : 0}&cashback=${cashback ? 1 : 0}`;
/** docs/product.md#routes: where a member whose registration is already paid (or subscribed) lands instead of paying twice. */
const ALREADY_PAID_PAGE = alreadyPaidHref();

/**
 * The sandbox provider's hosted payment page (GET shows it, POST pays), reached from the payment
 * link. It answers HTML, and sends the browser back to /callback/payment — whose parameters only
 * inform the page: access still waits for the signed notification. Once the session's payment
 * object is taken, the page (shown or submitted) sends the browser to the welcome page instead.
 */
export const checkoutRoutes: FeaturePlugin = async (app, { services }) => {
  const db = services.database.db;
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4096 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(typeof body === 'string' ? body : body.toString('utf8'))));
  });

  const html = (reply: FastifyReply, status: number, page: string) =>
    reply.code(status).header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-store').send(page);
  const expired = (reply: FastifyReply) => html(reply, 404, renderExpiredPage(services.config.siteName, styleNonce(reply)));
  const page = (
    reply: FastifyReply,
    status: number,
    formula: FormulaRow,
    session: string,
    error?: CheckoutPageInput['error'],
    typed?: CheckoutPageInput['typed'],
  ) =>
    html(
      reply,
      status,
      renderCheckoutPage({
        siteName: services.config.siteName,
        bankName: services.config.bank.name,
        formula,
        amount: firstChargeAmount(formula),
        session,
        action: CHECKOUT_PATH,
        styleNonce: styleNonce(reply),
        ...(error === undefined ? {} : { error }),
        ...(typed === undefined ? {} : { typed }),
      }),
    );

  const now = () => dateOf(services.clock);
  /** The session's payment object is taken (paid in another tab, by the card form…), or the member subscribed. */
  const paid = async (session: CheckoutSessionRow): Promise<boolean> => {
    const intent = session.intentUid === null ? null : await findIntent(db, session.intentUid);
    return (intent !== null && isTaken(intent)) || (await hasRunningSubscription(db, session.userUid));
  };
  const isOpen = (session: CheckoutSessionRow) => session.status === 'open' && session.expiresAt > now();

  app.get('/payments/sandbox/checkout', async (request, reply) => {
    const query = sessionQuerySchema.safeParse(request.query);
    const session = query.success ? await findSession(db, query.data.session) : null;
    if (session !== null && (await paid(session))) return reply.redirect(ALREADY_PAID_PAGE, 303);
    const formula = session === null || !isOpen(session) ? null : await findFormula(db, session.formula);
    if (session === null || formula === null) return expired(reply);
    return page(reply, 200, formula, session.uid);
  });

  app.post('/payments/sandbox/checkout', async (request, reply) => {
    const raw: unknown = request.body;
    const sessionUid = z.object({ session: z.string().max(64) }).safeParse(raw);
    const session = sessionUid.success ? await findSession(db, sessionUid.data.session) : null;
    // Paid meanwhile (another tab, the card form, Back and submit again): nothing to charge.
    if (session !== null && (await paid(session))) return reply.redirect(ALREADY_PAID_PAGE, 303);
    const formula = session === null || !isOpen(session) ? null : await findFormula(db, session.formula);
    if (session === null || formula === null) return expired(reply);
    const cashback = formula.creditAmount > 0;
    const intent = z.object({ intent: z.string() }).safeParse(raw);
    // A cancel is not a decline: the callback says so, and the member goes back to the payment step.
    if (intent.success && intent.data.intent === 'cancel') return reply.redirect(paymentCancelledCallbackHref(cashback), 303);

    const typed = typedSchema.parse(typeof raw === 'object' && raw !== null ? raw : {});
    const form = formSchema.safeParse(raw);
    const expiry = form.success && form.data.expiry !== undefined ? splitExpiry(form.data.expiry) : null;
    const fields = form.success
      ? { ...form.data, month: expiry?.month ?? form.data.month ?? '', year: expiry?.year ?? form.data.year ?? '' }
      : null;
    const card = fields === null ? null : creditCardSchema.safeParse(fields);
    if (fields === null || card === null || !card.success) {
      const field = card?.success === false ? card.error.issues[0]?.path[0] : undefined;
      const named = field === 'number' || field === 'month' || field === 'year' || field === 'code' ? field : null;
      return page(reply, 200, formula, session.uid, { message: text.invalidCard, field: named }, typed);
    }
    // The same rule as the card form (decisions 0021, 0032): no charge without the express
    // request, asked with the same words and the same field message; recorded before the charge.
    if (!typed.expressStart) {
      return page(reply, 200, formula, session.uid, { message: fr.validation.expressStartRequired, field: 'expressStart' }, typed);
    }
    await recordExpressStart(services, session.userUid);
    // Claimed before charging: a second submit of the same page cannot charge again.
    const reference = await claimSession(db, session.uid, now());
    if (reference === null) return expired(reply);

    const outcome = await payOnHostedPage(services, session, formula, { ...card.data, holder: fields.holder }, reference);
    if (outcome.kind === 'already-paid') return reply.redirect(ALREADY_PAID_PAGE, 303);
    const response = outcome.response;
    if (response.status !== 'Failure') return reply.redirect(callback(true, cashback), 303);
    const kind = classifyPaymentCode(response.error.code);
    if (kind.kind === 'unrecoverable') return reply.redirect(callback(false, cashback), 303);
    await reopenSession(db, session.uid);
    const message = fill(text.recoverable, { code: response.error.code, field: text.fields[kind.field] });
    return page(reply, 200, formula, session.uid, { message, field: kind.field }, typed);
  });
};
