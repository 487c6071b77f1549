import { DUPLICATES_LIMIT, duplicatePaymentListSchema } from '../../../src/domain/staff-payments.ts';
import { serialize } from '../../http/serialize.ts';
import { noStore } from '../auth/session.ts';
import { requireRole } from '../auth/viewer.ts';
import { listDuplicates } from './duplicates.ts';
import type { FeaturePlugin } from '../../services.ts';

/** GET /api/staff/payments/duplicates (role coach): duplicate charges and their automatic refunds. */
export const staffPaymentRoutes: FeaturePlugin = async (app, { services }) => {
  const db = services.database.db;
  app.get('/staff/payments/duplicates', async (request, reply) => {
    await requireRole(services, request, 'coach');
    noStore(reply);
    const rows = await listDuplicates(db, { limit: DUPLICATES_LIMIT });
    return serialize(duplicatePaymentListSchema, {
      items: rows.map(({ payment, refundUid, refundAmount, refundedAt, email, keptPaymentUid }) => ({
        paymentUid: payment.uid,
        intentUid: payment.intentUid ?? '',
        keptPaymentUid: keptPaymentUid ?? '',
        userUid: payment.userUid,
        email,
        amount: payment.amount,
        cardBrand: payment.cardBrand,
        cardLast4: payment.cardLast4,
        chargedAt: payment.createdAt.toISOString(),
        refund:
          refundUid === null || refundAmount === null || refundedAt === null
            ? null
            : { uid: refundUid, amount: refundAmount, refundedAt: refundedAt.toISOString() },
      })),
    });
  });
};
