import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { z } from 'zod';
import { creditCardSchema } from '../../../src/domain/payment.ts';
import { classifyPaymentCode, type CardField } from '../../../src/domain/payment-codes.ts';
import { fr } from '../../../src/i18n/fr/index.ts';
import type { FormulaRow } from '../../db/schema/index.ts';
import { styleNonce } from '../../http/security-headers.ts';
import { renderCheckoutPage, renderExpiredPage } from '../../payments/sandbox/checkout-page.ts';
import { findFormula, firstChargeAmount } from '../formulas/repository.ts';
import { findUserByUid } from '../users/repository.ts';
import { isSubscribed, payByCard } from './charges.ts';
import { claimSession, findOpenSession, reopenSession } from './checkout-sessions.ts';
import { fill } from '../../../src/i18n/fill.ts';

export const CHECKOUT_PATH = '/api/payments/sandbox/checkout';
const text = fr.billingServer.checkout;

const sessionQuerySchema = z.object({ session: z.string().max(64) });
const formSchema = z.object({
  session: z.string().max(64),
  intent: z.enum(['pay', 'cancel']).catch('pay'),
  holder: z.string().trim().min(1).max(49),
  number: z.string().max(23),
  month: z.string().max(2),
  year: z.string().max(4),
  code: z.string().max(4),
});

const callback = (success: boolean, cashback: boolean) =>
  `/callback/payment?success=${success ? 1 : 0}&cashback=${cashback ? 1 : 0}`;
/** §2: where a member already subscribed lands instead of paying twice. */
const ALREADY_SUBSCRIBED_PAGE = '/registration/welcome';

/**
 * The sandbox provider's hosted payment page (GET shows it, POST pays), reached from the payment
 * link. It answers HTML, and sends the browser back to /callback/payment — whose parameters only
 * inform the page: access still waits for the signed notification.
 */
export const checkoutRoutes: FastifyPluginAsync = async (app) => {
  const db = app.database.db;
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4096 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(typeof body === 'string' ? body : body.toString('utf8'))));
  });

  const html = (reply: FastifyReply, status: number, page: string) =>
    reply.code(status).header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-store').send(page);
  const expired = (reply: FastifyReply) => html(reply, 404, renderExpiredPage(app.config.siteName, styleNonce(reply)));
  const page = (reply: FastifyReply, status: number, formula: FormulaRow, session: string, error?: { message: string; field: CardField | null }) =>
    html(
      reply,
      status,
      renderCheckoutPage({
        siteName: app.config.siteName,
        bankName: app.config.bank.name,
        formula,
        amount: firstChargeAmount(formula),
        session,
        action: CHECKOUT_PATH,
        styleNonce: styleNonce(reply),
        ...(error === undefined ? {} : { error }),
      }),
    );

  app.get('/payments/sandbox/checkout', async (request, reply) => {
    const query = sessionQuerySchema.safeParse(request.query);
    const session = query.success ? await findOpenSession(db, query.data.session, new Date()) : null;
    const formula = session === null ? null : await findFormula(db, session.formula);
    if (session === null || formula === null) return expired(reply);
    return page(reply, 200, formula, session.uid);
  });

  app.post('/payments/sandbox/checkout', async (request, reply) => {
    const raw: unknown = request.body;
    const sessionUid = z.object({ session: z.string().max(64) }).safeParse(raw);
    const session = sessionUid.success ? await findOpenSession(db, sessionUid.data.session, new Date()) : null;
    const formula = session === null ? null : await findFormula(db, session.formula);
    if (session === null || formula === null) return expired(reply);
    const cashback = formula.creditAmount > 0;
    const intent = z.object({ intent: z.string() }).safeParse(raw);
    if (intent.success && intent.data.intent === 'cancel') return reply.redirect(callback(false, cashback), 303);

    const form = formSchema.safeParse(raw);
    const card = form.success ? creditCardSchema.safeParse(form.data) : null;
    if (!form.success || card === null || !card.success) {
      const field = card?.success === false ? card.error.issues[0]?.path[0] : undefined;
      const named = field === 'number' || field === 'month' || field === 'year' || field === 'code' ? field : null;
      return page(reply, 200, formula, session.uid, { message: text.invalidCard, field: named });
    }
    const user = await findUserByUid(db, session.userUid);
    // Already subscribed (paid in another tab): nothing to charge, back to the welcome page.
    if (user !== null && (await isSubscribed(db, user.uid))) return reply.redirect(ALREADY_SUBSCRIBED_PAGE, 303);
    // Claimed before charging: a second submit of the same page cannot charge again.
    if (user === null || !(await claimSession(db, session.uid, new Date()))) return expired(reply);

    const response = await payByCard(app, user, formula, { ...card.data, holder: form.data.holder });
    if (response.status !== 'Failure') return reply.redirect(callback(true, cashback), 303);
    const kind = classifyPaymentCode(response.error.code);
    if (kind.kind === 'unrecoverable') return reply.redirect(callback(false, cashback), 303);
    await reopenSession(db, session.uid);
    const message = fill(text.recoverable, { code: response.error.code, field: text.fields[kind.field] });
    return page(reply, 200, formula, session.uid, { message, field: kind.field });
  });
};
