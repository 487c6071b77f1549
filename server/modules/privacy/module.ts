import { privacyRoutes } from './routes.ts';
import type { FeaturePlugin } from '../../services.ts';

/** The member's own data: export as a file, deletion of the account. */
export const privacyModule: FeaturePlugin = async (app, { services }) => {
  await app.register(privacyRoutes, { services });
};
