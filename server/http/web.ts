import { relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { RESET_PASSWORD_PAGE } from '../../src/domain/password-reset.ts';
import type { WebBuild } from '../build-info.ts';
import { toPublicConfig } from '../config.ts';
import { pageSession } from '../modules/auth/cookie-session.ts';
import { observeContentRevision } from '../modules/content/content-revision.ts';
import type { ServerServices } from '../services.ts';
import { registerSsr } from '../ssr.ts';
import { scriptNonce } from './security-headers.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * The built client: static files (pre-compressed .br/.gz when the browser accepts them) and the
 * server-rendered pages for every other GET. Vite's hashed files under /assets/ are cached
 * forever; everything else (builds/latest.json, favicon…) is revalidated every time.
 */
export async function registerWeb(app: FastifyInstance, build: WebBuild, services: ServerServices): Promise<void> {
  await app.register(fastifyStatic, {
    root: build.clientDir,
    prefix: '/',
    // One route per file found at start (no catch-all): unknown paths fall through to SSR.
    wildcard: false,
    // index.html is the SSR template, never a page of its own.
    index: false,
    globIgnore: ['index.html', '**/*.br', '**/*.gz'],
    preCompressed: true,
    cacheControl: false,
    setHeaders(reply, filePath) {
      const isHashedAsset = relative(build.clientDir, filePath).startsWith(`assets${sep}`);
      reply.header('cache-control', isHashedAsset ? IMMUTABLE : 'no-cache');
    },
  });
  // Reset pages, the support ticket pages and the card-change link (e-mailed links, docs/product.md#routes t) carry their token in the URL:
  // no Referer may take it anywhere, not even to our own API logs.
  const tokenPages = [RESET_PASSWORD_PAGE.slice(0, RESET_PASSWORD_PAGE.lastIndexOf('/')), '/contact/tickets', '/account/card'];
  await registerSsr(app, {
    clientDir: build.clientDir,
    serverEntry: build.serverEntry,
    publicConfig: toPublicConfig(services.config, services.buildInfo.buildId),
    nonceOf: scriptNonce,
    sessionOf: (request) => pageSession(services, request),
    contentRevision: () => observeContentRevision(services.database.db),
    // Lower-cased: the router matches paths whatever their case.
    noReferrer: (path) => {
      const lower = path.toLowerCase();
      return tokenPages.some((pages) => lower === pages || lower.startsWith(`${pages}/`));
    },
  });
}
