import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import type { PipeableStream } from 'react-dom/server';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AuthInfo } from '../src/domain/auth.ts';
import type { PublicConfig } from '../src/domain/public-config.ts';
import type * as EntryServer from '../src/app/entry-server.tsx';
import { languageCookieHeader, LANGUAGE_COOKIE } from '../src/app/language-cookie.ts';
import { fr } from '../src/i18n/fr/index.ts';
import { routeChunksSchema, type RouteChunks } from '../src/domain/route-chunks.ts';
import { startupChunksElement } from '../src/app/startup-chunks.ts';
import { EncodedBody, sendEncoded } from './http/encoded-body.ts';
import {
  cachedPage,
  createPageCache,
  isSharedPageRequest,
  NONCE_SLOT,
  pageWithNonce,
  PRIVATE_PAGE_CACHE_CONTROL,
  SHARED_PAGE_CACHE_CONTROL,
  UncachablePage,
  type CachedPage,
} from './http/page-cache.ts';
import { isNotModified, sendNotModified } from './http/validators.ts';

export interface SsrOptions {
  /** dist/client: built assets and the index.html template. */
  clientDir: string;
  /** dist/server/entry-server.js built by `vite build --ssr`. */
  serverEntry: string;
  publicConfig: PublicConfig;
  /** The CSP nonce of this reply, if the server issues one. */
  nonceOf?: (reply: FastifyReply) => string | undefined;
  /** The signed-in state of a page request (session cookie), so the first render shows it. */
  sessionOf?: (request: FastifyRequest) => Promise<PageSession | null>;
  /** Pages whose address carries a token (path without query): sent with `Referrer-Policy: no-referrer`. */
  noReferrer?: (path: string) => boolean;
  /** The content's revision (content-revision.ts observeContentRevision): shared pages are kept under it. */
  contentRevision?: () => Promise<number>;
}

export interface PageSession {
  auth: AuthInfo;
  accessToken: string;
}

interface Template {
  beforeHead: string;
  afterHeadBeforeHtml: string;
  afterHtmlBeforePayload: string;
  afterPayload: string;
}

/** True when a client build and its server entry exist (the API can run without them). */
export function hasClientBuild(clientDir: string, serverEntry: string): boolean {
  return existsSync(join(clientDir, 'index.html')) && existsSync(serverEntry);
}

/**
 * Server-renders every GET that is neither an API call nor a static file: anonymous public pages
 * from a shared cache (page-cache.ts), the others rendered for each request.
 */
export async function registerSsr(app: FastifyInstance, options: SsrOptions): Promise<void> {
  const template = splitTemplate(await readFile(join(options.clientDir, 'index.html'), 'utf8'));
  const entry = (await import(pathToFileURL(options.serverEntry).href)) as typeof EntryServer;
  const startupChunks = await readStartupChunks(options.clientDir, template);

  // A catch-all route rather than the not-found handler: route hooks (compression) apply to it.
  // Static files and /api/* are more specific routes, so they win.
  app.get('/*', renderPage);
  app.setNotFoundHandler(async (_request, reply) => reply.code(404).send({ message: fr.server.notFound }));

  const pageCache = createPageCache(options.contentRevision);
  app.addHook('onClose', async () => pageCache.close());

  async function renderPage(request: FastifyRequest, reply: FastifyReply) {
    const nonce = options.nonceOf?.(reply);
    reply.type('text/html; charset=utf-8');
    // The page differs with the session cookie: a shared cache must keep signed-in copies apart.
    reply.header('Vary', 'Cookie');
    // Here, not in an onSend hook for every answer: only pages carry a token in their address.
    if (options.noReferrer?.(request.url.split('?', 1)[0] ?? '')) reply.header('Referrer-Policy', 'no-referrer');
    // A shared answer carries no Set-Cookie (a CDN would keep it or refuse the page): the browser
    // writes the language cookie itself at start (ensureLanguageCookie).
    if (isSharedPageRequest(request)) return sendSharedPage(request, reply, nonce);
    if (!request.cookies?.[LANGUAGE_COOKIE]) reply.header('Set-Cookie', languageCookieHeader());

    reply.header('Cache-Control', 'no-cache');
    const session = (await options.sessionOf?.(request)) ?? null;
    // A signed-in page must never be stored by a shared cache.
    if (session) reply.header('Cache-Control', PRIVATE_PAGE_CACHE_CONTROL);

    let result: EntryServer.RenderResult;
    try {
      result = await entry.render(pageRequest(request.url, request.headers.accept), {
        config: options.publicConfig,
        nonce,
        auth: session?.auth ?? null,
        accessToken: session?.accessToken ?? null,
        apiFetch: injectFetch(app),
        onError: (error) => request.log.error({ err: error }, 'error while rendering a page'),
      });
    } catch (error) {
      // The shell itself failed: send the empty shell so the browser mounts the app alone (docs/product.md#states).
      request.log.error({ err: error }, 'server rendering failed, the client will mount alone');
      return reply.code(200).send(clientOnlyPage(session?.auth ?? null));
    }
    if (result.kind === 'redirect') return reply.redirect(result.location, result.status);

    // A page opened from a link's token shows that visitor's data, like a signed-in one.
    if (result.personal) reply.header('Cache-Control', PRIVATE_PAGE_CACHE_CONTROL);
    // Read to the end, then sent in one piece: no part of the app suspends, so React's stream had
    // the whole page at once anyway, and piping it cut a signed-in page into ~30 writes, each a job
    // of its own for the compressor on libuv's pool (a tenth of that page's main-thread time).
    let html: string;
    try {
      html = await readWhole(result.stream, (error) => request.log.error({ err: error }, 'error while rendering a page'));
    } catch (error) {
      // The render failed after its shell: as when the shell fails, the browser mounts the app alone
      // (with the status the render found: a missing page stays a 404).
      request.log.error({ err: error }, 'server rendering failed, the client will mount alone');
      return reply.code(result.status).send(clientOnlyPage(session?.auth ?? null));
    }
    // A signed-in visitor's start-up makes the live actors at once (src/app/entry-client.tsx): their chunks too.
    const page = new EncodedBody(Buffer.from(filledTemplate(result, html, session?.auth != null)), 'once');
    // Compressed in one job, as a kept page is (@fastify/compress's stream cost a signed-in page
    // ~15 % of its serving-thread time in stream plumbing and per-chunk callbacks).
    reply.code(result.status);
    return sendEncoded(request, reply, page);
  }

  /** index.html with the render in it: the app's head tags, the start-up chunks, the page, the payload. */
  function filledTemplate(result: RenderedPage, html: string, member: boolean): string {
    return (
      template.beforeHead +
      result.head +
      withStartupChunks(template, startupChunks(result.routes, member)) +
      html +
      template.afterHtmlBeforePayload +
      result.payload +
      template.afterPayload
    );
  }

  /** An anonymous public page, from the shared cache (page-cache.ts) or rendered whole into it. */
  async function sendSharedPage(request: FastifyRequest, reply: FastifyReply, nonce: string | undefined) {
    let page: CachedPage;
    try {
      page = await pageCache.get(request, () => renderWhole(request));
    } catch (error) {
      if (!(error instanceof UncachablePage)) throw error;
      const answer = error.answer as WholeRender;
      if (answer.kind === 'redirect') return reply.header('Cache-Control', 'no-cache').redirect(answer.location, answer.status);
      page = answer.page;
      reply.header('Cache-Control', answer.personal ? PRIVATE_PAGE_CACHE_CONTROL : 'no-cache');
      return reply.code(page.status).send(pageWithNonce(page, nonce));
    }
    reply.header('Cache-Control', SHARED_PAGE_CACHE_CONTROL).code(page.status);
    if (page.whole === null || page.etag === null) return reply.send(pageWithNonce(page, nonce));
    // A browser or CDN holding this very page revalidates it for a 304 (page-cache.ts, decision 0040).
    if (isNotModified(request, reply, page.etag)) return sendNotModified(reply);
    // Encoded here, once per render: @fastify/compress lets an answer with Content-Encoding pass.
    return sendEncoded(request, reply, page.whole);
  }

  /**
   * Renders an anonymous page to the end, with NONCE_SLOT for its nonce. Resolves with a 200 worth
   * keeping; anything else (redirect, other status, a failed or cut render, a personal page, a page
   * one of whose API calls failed) rejects with UncachablePage.
   */
  async function renderWhole(request: FastifyRequest): Promise<CachedPage> {
    let failed = false;
    const onError = (error: unknown) => {
      failed = true;
      request.log.error({ err: error }, 'error while rendering a page');
    };
    // A loader may do without what failed (the home page without its latest articles): a 200 all
    // the same, but not the page to keep.
    const fetchApi = injectFetch(app);
    const apiFetch: typeof fetchApi = async (input, init) => {
      const answer = await fetchApi(input, init).catch((error: unknown) => {
        failed = true;
        throw error;
      });
      if (answer.status >= 500) failed = true;
      return answer;
    };
    let result: EntryServer.RenderResult;
    try {
      result = await entry.render(pageRequest(request.url, 'text/html'), {
        config: options.publicConfig,
        nonce: options.nonceOf === undefined ? undefined : NONCE_SLOT,
        auth: null,
        accessToken: null,
        apiFetch,
        onError,
      });
    } catch (error) {
      request.log.error({ err: error }, 'server rendering failed, the client will mount alone');
      throw new UncachablePage({ kind: 'page', page: cachedPage(200, clientOnlyPage(null)), personal: false } satisfies WholeRender);
    }
    if (result.kind === 'redirect') throw new UncachablePage(result satisfies WholeRender);
    let html: string;
    try {
      html = await readWhole(result.stream, onError);
    } catch (error) {
      // Failed after its shell: the page for the browser to render alone, never kept (as renderPage does).
      request.log.error({ err: error }, 'server rendering failed, the client will mount alone');
      const page = cachedPage(result.status, clientOnlyPage(null));
      throw new UncachablePage({ kind: 'page', page, personal: result.personal } satisfies WholeRender);
    }
    const page = cachedPage(result.status, filledTemplate(result, html, false));
    // A page that read one visitor's data (a token in its address) is theirs alone, whatever its path:
    // SHARED_PAGES keeps such routes out today, this keeps a new one out tomorrow.
    if (failed || result.status !== 200 || result.personal) {
      throw new UncachablePage({ kind: 'page', page, personal: result.personal } satisfies WholeRender);
    }
    return page;
  }

  function clientOnlyPage(auth: AuthInfo | null): string {
    return (
      template.beforeHead +
      withStartupChunks(template, startupChunks([], auth !== null)) +
      template.afterHtmlBeforePayload +
      entry.clientOnlyPayload(options.publicConfig, auth) +
      template.afterPayload
    );
  }
}

type RenderedPage = Extract<EntryServer.RenderResult, { kind: 'html' }>;
type WholeRender = { kind: 'page'; page: CachedPage; personal: boolean } | { kind: 'redirect'; status: number; location: string };

/** Past this, a whole render is cut short: React sends what it has and the client finishes. */
const WHOLE_RENDER_LIMIT_MS = 10_000;

/** The rest of React's stream as text (the shell is ready; suspended parts follow). */
function readWhole(stream: PipeableStream, onError: (error: unknown) => void): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer | string, _encoding, callback) {
        chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
        callback();
      },
    });
    const limit = setTimeout(() => {
      onError(new Error(`page render took more than ${WHOLE_RENDER_LIMIT_MS} ms`));
      stream.abort();
    }, WHOLE_RENDER_LIMIT_MS);
    sink.on('finish', () => {
      clearTimeout(limit);
      resolve(Buffer.concat(chunks).toString('utf8'));
    });
    sink.on('error', (error) => {
      clearTimeout(limit);
      reject(error);
    });
    stream.pipe(sink);
  });
}

/** What the entry renders: the URL (and accepted types) only; never the client's cookies. */
function pageRequest(url: string, accept: string | undefined): Request {
  return new Request(new URL(url, 'http://localhost'), { method: 'GET', headers: { accept: accept ?? 'text/html' } });
}

/** A fetch answered by the app itself (Fastify inject): loaders reach the API without a socket. */
function injectFetch(app: FastifyInstance) {
  return async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const body = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
    const answer = await app.inject({
      method: request.method as 'GET',
      url: url.pathname + url.search,
      headers: Object.fromEntries(request.headers),
      ...(body ? { payload: body } : {}),
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value === undefined) continue;
      for (const item of Array.isArray(value) ? value : [value]) headers.append(name, String(item));
    }
    return new Response(answer.statusCode === 204 ? null : new Uint8Array(answer.rawPayload), { status: answer.statusCode, headers });
  };
}

/**
 * The list of chunks the entry preloads after the first paint, then evaluates one per task
 * (src/app/startup-chunks.ts, decision 0026): what the entry imports, the matched routes' pages
 * and, for a signed-in visitor, the live actors (route-chunks.json,
 * scripts/vite/route-chunks-plugin.ts), fetched together once the page is painted. Without
 * the file (an older build) or with one of another shape, none: the imports fetch what they need.
 */
async function readStartupChunks(clientDir: string, template: Template): Promise<(routes: readonly string[], member: boolean) => string> {
  let chunks: RouteChunks;
  try {
    chunks = routeChunksSchema.parse(JSON.parse(await readFile(join(clientDir, 'route-chunks.json'), 'utf8')));
  } catch {
    // Missing (an older build) or of another shape: pages are served without the list, never refused.
    return () => '';
  }
  const inTemplate = template.beforeHead + template.afterHeadBeforeHtml;
  const startup = chunks.startup.filter((file) => !inTemplate.includes(`/${file}"`));
  const cache = new Map<string, string>();
  return (routes, member) => {
    const key = `${routes.join(' ')}${member ? ' +member' : ''}`;
    let tags = cache.get(key);
    if (tags === undefined) {
      const files = new Set(startup);
      // The page's chunks, then a member's live actors' (never in a shared page), each after those it imports.
      for (const route of routes) for (const file of chunks.routes[route] ?? []) if (!inTemplate.includes(`/${file}"`)) files.add(file);
      if (member) for (const file of chunks.member) if (!inTemplate.includes(`/${file}"`)) files.add(file);
      tags = files.size > 0 ? startupChunksElement([...files]) : '';
      cache.set(key, tags);
    }
    return tags;
  };
}

/** The template's head after the app's tags, with the list of start-up chunks last in it. */
function withStartupChunks(template: Template, tags: string): string {
  const end = template.afterHeadBeforeHtml.lastIndexOf('</head>');
  if (end < 0 || tags === '') return template.afterHeadBeforeHtml;
  return `${template.afterHeadBeforeHtml.slice(0, end)}  ${tags.trimStart()}\n  ${template.afterHeadBeforeHtml.slice(end)}`;
}

function splitTemplate(html: string): Template {
  const [beforeHead, rest1] = cut(html, '<!--app-head-->');
  const [afterHeadBeforeHtml, rest2] = cut(rest1, '<!--app-html-->');
  const [afterHtmlBeforePayload, afterPayload] = cut(rest2, '<!--app-payload-->');
  return { beforeHead, afterHeadBeforeHtml, afterHtmlBeforePayload, afterPayload };
}

function cut(text: string, marker: string): [string, string] {
  const index = text.indexOf(marker);
  if (index < 0) throw new Error(`index.html lacks the ${marker} marker`);
  return [text.slice(0, index), text.slice(index + marker.length)];
}
