import type { FastifyInstance } from 'fastify';
import type { PublicConfig } from '../src/domain/public-config.ts';

export interface SsrOptions {
  /** dist/client: built assets and index.html template. */
  clientDir: string;
  /** dist/server/entry-server.js built by `vite build --ssr`. */
  serverEntry: string;
  publicConfig: PublicConfig;
}

/**
 * Server-renders every non-API GET (React 19 streaming). Placeholder until the app shell lands:
 * answers a minimal page so the server can be exercised.
 */
export async function registerSsr(app: FastifyInstance, _options: SsrOptions): Promise<void> {
  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api/')) {
      return reply.code(404).send({ message: 'Not found' });
    }
    return reply.code(200).type('text/html; charset=utf-8').send('<!doctype html><title>Galant</title>');
  });
}
