import type { FastifyPluginAsync } from 'fastify';
import { apiModules } from '../modules/index.ts';
import { sendNotFound } from './errors.ts';

export interface ApiOptions {
  /** Extra plugins mounted like modules (tests register throw-away routes this way). */
  extraPlugins?: readonly FastifyPluginAsync[];
}

/** Everything under /api: the modules, then a JSON 404 for any other /api path and method. */
export const api: FastifyPluginAsync<ApiOptions> = async (app, options) => {
  for (const plugin of [...apiModules, ...(options.extraPlugins ?? [])]) {
    await app.register(plugin);
  }
  // An explicit wildcard beats any catch-all page route, so /api/* never renders HTML.
  app.all('/*', sendNotFound);
  app.setNotFoundHandler(sendNotFound);
};
