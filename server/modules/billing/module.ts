import { issueMissingReceipts } from './receipts.ts';
import { billingSpaceRoutes } from './routes.ts';
import type { FeaturePlugin } from '../../services.ts';

/**
 * The member's billing space (issue 16): card on file, history, receipts and credit notes, change
 * of card. The receipts themselves are issued by the money paths (receipts.ts `issueReceipt`).
 */
export const billingSpaceModule: FeaturePlugin = async (app, { services }) => {
  // Payments recorded before receipts existed (migration 0009) get theirs, oldest first.
  app.addHook('onReady', async () => {
    const issued = await issueMissingReceipts(services.database.db, { config: services.config });
    if (issued > 0) app.log.info({ issued }, 'receipts issued for earlier payments');
  });
  await app.register(billingSpaceRoutes, { services });
};
