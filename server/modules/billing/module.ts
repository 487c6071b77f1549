import { billingSpaceRoutes } from './routes.ts';
import type { FeaturePlugin } from '../../services.ts';

/**
 * The member's billing space: card on file, history, receipts and credit notes, change of card.
 * The receipts themselves are issued by the money paths (receipts.ts `issueReceipt`) and, for any
 * a failure left behind, by the payments' follow-up job (payments/follow-ups.ts).
 */
export const billingSpaceModule: FeaturePlugin = async (app, { services }) => {
  await app.register(billingSpaceRoutes, { services });
};
