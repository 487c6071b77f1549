import {
  withdrawalQuoteSchema,
  withdrawalRequestSchema,
  withdrawalResponseSchema,
  type WithdrawalRefusal,
} from '../../../src/domain/withdrawal.ts';
import { fill } from '../../../src/i18n/fill.ts';
import { formatDate } from '../../../src/i18n/format.ts';
import { fr } from '../../../src/i18n/fr/index.ts';
import { withdrawal as texts } from '../../../src/i18n/fr/withdrawal.ts';
import { withdrawalDoneMessage } from '../../../src/i18n/withdrawal-texts.ts';
import { dateOf } from '../../clock.ts';
import type { WithdrawalRow } from '../../db/schema/index.ts';
import { conflict, HttpError } from '../../http/errors.ts';
import { serialize } from '../../http/serialize.ts';
import { parseInput } from '../../http/validate.ts';
import { noStore } from '../auth/session.ts';
import { requireViewer } from '../auth/viewer.ts';
import { currentSubscription } from '../subscriptions/repository.ts';
import { quoteWithdrawal } from './quote.ts';
import { totalPaid, totalRefund } from './refund-rule.ts';
import { requestWithdrawal, WithdrawalRefundFailed, WithdrawalRefused, type WithdrawalDeps } from './service.ts';
import type { FeaturePlugin } from '../../services.ts';

const noSubscription = () => new HttpError(404, { message: fr.subscriptionServer.noSubscription });

function refusalMessage(refusal: WithdrawalRefusal, deadline: Date | null): string {
  switch (refusal) {
    case 'windowClosed':
      return fill(texts.server.windowClosed, { date: deadline === null ? '' : formatDate(deadline) });
    case 'cashbackRefunded':
      return texts.server.cashbackRefunded;
    case 'notRunning':
      return texts.server.notRunning;
  }
}

const answer = (row: WithdrawalRow) => ({
  message: withdrawalDoneMessage(row.refundAmount),
  withdrawal: { requestedDateTime: row.requestedAt.toISOString(), refundAmount: row.refundAmount, completed: row.status === 'completed' },
});

/**
 * GET /api/subscriptions/withdrawal → whether the signed-in member may withdraw, until when, and
 * the refund of a withdrawal today; POST /api/subscriptions/withdrawal → withdraws
 * (docs/decisions/0021-withdrawal.md): 200 with the withdrawal (the same one for a repeated or
 * concurrent request), 409 with a French message when refused, 404 without a subscription, 503
 * when the provider cannot refund now (the withdrawal is kept and completed by the job).
 */
export const withdrawalRoutes: FeaturePlugin = async (app, { services }) => {
  const db = services.database.db;
  const deps = (): WithdrawalDeps => ({
    db,
    flows: services.flows,
    provider: services.payments.provider,
    mailOutbox: services.mailOutbox,
    config: services.config,
    log: app.log,
  });

  app.get('/subscriptions/withdrawal', async (request, reply) => {
    noStore(reply);
    const viewer = await requireViewer(services, request);
    const subscription = await currentSubscription(db, viewer.uid);
    if (subscription === null) throw noSubscription();
    const quote = await quoteWithdrawal(db, subscription, dateOf(services.clock));
    return serialize(withdrawalQuoteSchema, {
      available: quote.refusal === null,
      refusal: quote.refusal,
      message: quote.refusal === null ? null : refusalMessage(quote.refusal, quote.deadline),
      deadlineDateTime: quote.deadline.toISOString(),
      expressRequest: quote.expressRequest,
      paidAmount: totalPaid(quote.lines),
      refundAmount: totalRefund(quote.lines),
    });
  });

  app.post('/subscriptions/withdrawal', async (request, reply) => {
    noStore(reply);
    const viewer = await requireViewer(services, request);
    parseInput(withdrawalRequestSchema, request.body ?? {});
    try {
      const row = await requestWithdrawal(deps(), viewer.uid, dateOf(services.clock));
      return serialize(withdrawalResponseSchema, answer(row));
    } catch (error) {
      if (error instanceof WithdrawalRefused) {
        if (error.refusal === 'noSubscription') throw noSubscription();
        const message = refusalMessage(error.refusal, error.deadline);
        throw conflict([{ property: 'withdrawal', message, type: 'invalid' }], message);
      }
      if (error instanceof WithdrawalRefundFailed) {
        reply.header('retry-after', '60');
        throw new HttpError(503, { message: texts.server.refundUnavailable });
      }
      throw error;
    }
  });
};
