import type { FastifyPluginAsync } from 'fastify';
import { apiModules } from '../modules/index.ts';
import type { FeaturePlugin, ServicesOption } from '../services.ts';
import { applyBodyLimits } from './body-limits.ts';
import { sendApiNotFound } from './errors.ts';

export interface ApiOptions extends ServicesOption {
  /** Extra plugins mounted like modules (tests register throw-away routes this way). */
  extraPlugins?: readonly FeaturePlugin[];
}

/** Everything under /api: the modules, then a docs/product.md#errors JSON 404 for any other /api path and method. */
export const api: FastifyPluginAsync<ApiOptions> = async (app, options) => {
  // Before any route: each takes its body limit from the table, JSON is depth-checked.
  applyBodyLimits(app, options.services.config.bodyLimit);
  const { services } = options;
  for (const plugin of [...apiModules, ...(options.extraPlugins ?? [])]) {
    await app.register(plugin, { services });
  }
  // An explicit wildcard beats any catch-all page route, so /api/* never renders HTML.
  app.all('/*', sendApiNotFound);
  app.setNotFoundHandler(sendApiNotFound);
};
