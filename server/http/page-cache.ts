import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { SESSION_COOKIE, sessionCookieName } from '../../src/domain/auth.ts';
import { createAnswerCache } from '../modules/content/response-cache.ts';
import { EncodedBody } from './encoded-body.ts';
import { weakEtag } from './validators.ts';

/**
 * The shared cache of anonymous server-rendered pages: the public pages everyone sees
 * alike are rendered once in a while instead of once per visit.
 * - Only the pages listed in SHARED_PAGES, only for a request without any credential (no session
 *   cookie, valid or not, no Authorization header): a signed-in render is never read from nor
 *   written to it. Their render depends on the URL alone (ssr.ts gives it nothing else).
 * - Keyed by path + query on the content's revision (response-cache.ts, decision 0040): rendered
 *   again once content changes, here or on another process; fresh for PAGE_CACHE.ttlMs (the bound
 *   on anything else it shows: the footer's year), then served while one render refreshes it.
 * - The body is kept without its CSP nonce: it is rendered with NONCE_SLOT, a random per-process
 *   marker, and each answer puts its own nonce there (pageWithNonce). A body with no slot at all
 *   (no inline script: the public pages today) is the same bytes for every reader, so it is sent
 *   like a static site's pre-compressed file: each encoding made once per render (`whole`), where
 *   @fastify/compress would brotli-encode the whole page on the main thread for every visit; it
 *   alone has an ETag (a 304 would pair a page's old nonce with a new policy).
 * - Only a 200 is kept (not a redirect, a 404 or the client-only fallback), and never a render
 *   that read one visitor's data (`personal`: a token in its address) nor one that an API call
 *   failed (a 200 all the same: the home page without its latest articles).
 */

export const PAGE_CACHE = { ttlMs: 30_000, maxEntries: 500 } as const;

/** A page for one reader only (signed in, or opened from a link's token): no cache keeps it. */
export const PRIVATE_PAGE_CACHE_CONTROL = 'private, no-store';

/**
 * For a CDN in front: browsers revalidate every time (max-age=0: a member who just signed in never
 * gets the anonymous copy back; the ETag makes that a 304), shared caches keep it 5 s and serve it
 * 25 s more while they revalidate. Vary: Cookie (set by ssr.ts) keeps signed-in requests apart.
 */
export const SHARED_PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=5, stale-while-revalidate=25';

/** The public pages (route table: index, about, terms-of-service, privacy-policy, articles, article). */
const SHARED_PAGES: readonly RegExp[] = [
  /^\/$/,
  /^\/about$/,
  /^\/terms-of-service$/,
  /^\/privacy-policy$/,
  /^\/articles$/,
  /^\/article\/[^/]+$/,
];

const SESSION_COOKIES = [sessionCookieName(false), sessionCookieName(true), SESSION_COOKIE];

/** Stands for the nonce in a cached body; 24 random hex digits nobody outside this process sees. */
export const NONCE_SLOT = `n${randomBytes(12).toString('hex')}`;

export interface CachedPage {
  status: number;
  /** The body cut at each NONCE_SLOT, encoded once (UTF-8): an answer only copies bytes. */
  parts: readonly Buffer[];
  /** The body when it has no NONCE_SLOT: one copy for every reader, each encoding made once. */
  whole: EncodedBody | null;
  /** The validator of `whole` (none for a body with a nonce). */
  etag: string | null;
}

/** True when `request` may be answered from, and stored in, the shared page cache. */
export function isSharedPageRequest(request: FastifyRequest): boolean {
  if (request.headers.authorization !== undefined) return false;
  const cookies = request.cookies ?? {};
  if (SESSION_COOKIES.some((name) => cookies[name] !== undefined)) return false;
  const path = request.url.split('?', 1)[0] ?? '';
  return SHARED_PAGES.some((page) => page.test(path));
}

export function cachedPage(status: number, body: string): CachedPage {
  const parts = body.split(NONCE_SLOT).map((part) => Buffer.from(part));
  const [only] = parts;
  if (parts.length !== 1 || only === undefined) return { status, parts, whole: null, etag: null };
  return { status, parts, whole: new EncodedBody(only), etag: weakEtag(only) };
}

export function pageWithNonce(page: CachedPage, nonce: string | undefined): Buffer {
  const [first, ...rest] = page.parts;
  if (first === undefined) return Buffer.alloc(0);
  if (rest.length === 0) return first;
  const slot = Buffer.from(nonce ?? '');
  const pieces: Buffer[] = [first];
  for (const part of rest) pieces.push(slot, part);
  return Buffer.concat(pieces);
}

/** A render that must not be kept (not a 200, personal, or an API call failed): handed to every request that waited for it. */
export class UncachablePage extends Error {
  constructor(readonly answer: unknown) {
    super('page not cachable');
  }
}

export interface PageCache {
  get(request: FastifyRequest, render: () => Promise<CachedPage>): Promise<CachedPage>;
  readonly size: number;
  /** Stops listening to content changes, and forgets every page. */
  close(): void;
}

/** `contentRevision`: the content's revision as the API's cache reads it (content-revision.ts observeContentRevision). */
export function createPageCache(contentRevision: () => Promise<number> = async () => 0): PageCache {
  const cache = createAnswerCache<CachedPage>({ ...PAGE_CACHE, revision: { known: () => undefined, read: contentRevision } });
  return {
    // GET and HEAD alike (only they reach the page route).
    get: (request, render) => cache.get(request.url, render),
    get size() {
      return cache.size;
    },
    close: () => cache.close(),
  };
}
