import {
  accountDeletionRequestSchema,
  accountDeletionResponseSchema,
  exportFileName,
  memberDataExportSchema,
} from '../../../src/domain/privacy.ts';
import { fill } from '../../../src/i18n/fill.ts';
import { formatDate } from '../../../src/i18n/format.ts';
import { privacyServer as messages } from '../../../src/i18n/fr/privacy-server.ts';
import { dateOf } from '../../clock.ts';
import { HttpError } from '../../http/errors.ts';
import { serialize } from '../../http/serialize.ts';
import { parseInput } from '../../http/validate.ts';
import { clearSessionCookie, noStore } from '../auth/session.ts';
import { forgetViewer, requireViewer } from '../auth/viewer.ts';
import { deleteOwnAccount } from './deletion.ts';
import { memberDataExport } from './export.ts';
import type { FeaturePlugin } from '../../services.ts';

const gone = () => new HttpError(404, { message: messages.accountGone });

/**
 * GET /api/account/export → the signed-in member's data as a JSON file (attachment);
 * POST /api/account/delete {confirm: true} → deletes the account when nothing runs (deletion.ts),
 * else 409 with the reason's French message and `code`. Both need a bearer token of an active
 * account (401 otherwise) and are limited per address: the export reads every table of a member,
 * and neither is something a person does often.
 */
export const privacyRoutes: FeaturePlugin = async (app, { services }) => {
  const db = services.database.db;
  const deletionRequestSchema = accountDeletionRequestSchema(messages.confirmationRequired);

  app.get('/account/export', { config: { rateLimit: { max: 10, timeWindow: '10 minutes' } } }, async (request, reply) => {
    noStore(reply);
    const viewer = await requireViewer(services, request);
    const now = dateOf(services.clock);
    const data = await memberDataExport(db, viewer.uid, now);
    if (data === null) throw gone();
    request.log.info({ uid: viewer.uid }, 'member data exported');
    return reply
      .header('content-type', 'application/json; charset=utf-8')
      .header('content-disposition', `attachment; filename="${exportFileName(now)}"`)
      .header('x-content-type-options', 'nosniff')
      .send(JSON.stringify(serialize(memberDataExportSchema, data), null, 2));
  });

  app.post('/account/delete', { config: { rateLimit: { max: 10, timeWindow: '10 minutes' } } }, async (request, reply) => {
    noStore(reply);
    const viewer = await requireViewer(services, request);
    parseInput(deletionRequestSchema, request.body);
    const outcome = await deleteOwnAccount({ db, flows: services.flows }, viewer.uid, dateOf(services.clock));
    switch (outcome.kind) {
      case 'gone':
        throw gone();
      case 'refused': {
        const message = fill(messages.refusals[outcome.reason], { date: outcome.date === null ? '' : formatDate(outcome.date) });
        const status = outcome.reason === 'staff_account' ? 403 : 409;
        throw new HttpError(status, { message, code: outcome.reason, violations: [{ property: 'account', message, type: 'invalid' }] });
      }
      case 'deleted':
        // This browser forgets the session at once; every token already stopped with the account.
        clearSessionCookie(services, reply);
        forgetViewer(request);
        request.log.info({ uid: viewer.uid }, 'account deleted by its member');
        return serialize(accountDeletionResponseSchema, { deleted: true, message: messages.deleted });
    }
  });
};
