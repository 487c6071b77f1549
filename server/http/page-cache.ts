import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { SESSION_COOKIE, sessionCookieName } from '../../src/domain/auth.ts';
import { onContentChanged } from '../modules/content/content-changes.ts';
import { createResponseCache, type ResponseCacheOptions } from '../modules/content/response-cache.ts';
import { EncodedBody } from './encoded-body.ts';

/**
 * The shared cache of anonymous server-rendered pages: the public pages everyone sees
 * alike are rendered once every few seconds instead of once per visit.
 * - Only the pages listed in SHARED_PAGES, only for a request without any credential (no session
 *   cookie, valid or not, no Authorization header): a signed-in render is never read from nor
 *   written to it. Their render depends on the URL alone (ssr.ts gives it nothing else).
 * - Keyed by path + query; fresh for a few seconds, then served while one background render
 *   refreshes it (response-cache.ts); forgotten at once when content changes. Past its freshness,
 *   a page whose content's revision did not move is kept without rendering it again
 *   (observeContentRevision: a move seen by either cache empties both first), and rendered again
 *   at least every 30 s whatever it says (the most a page was kept before: 5 s fresh, 25 s stale),
 *   the bound on anything else it shows (the footer's year).
 * - The body is kept without its CSP nonce: it is rendered with NONCE_SLOT, a random per-process
 *   marker, and each answer puts its own nonce there (pageWithNonce). A body with no slot at all
 *   (no inline script: the public pages today) is the same bytes for every reader, so it is sent
 *   like a static site's pre-compressed file: each encoding made once per render (`whole`), where
 *   @fastify/compress would brotli-encode the whole page on the main thread for every visit.
 * - Only a 200 is kept (not a redirect, a 404 or the client-only fallback), and never a render
 *   that read one visitor's data (`personal`: a token in its address) nor one that an API call
 *   failed (a 200 all the same: the home page without its latest articles).
 */

export const PAGE_CACHE = { ttlMs: 5_000, staleMs: 25_000, maxEntries: 500 } as const;
/** A page kept on its content's revision is rendered again at least this often (ttl + stale). */
const PAGE_MAX_AGE_MS = PAGE_CACHE.ttlMs + PAGE_CACHE.staleMs;

/** A page for one reader only (signed in, or opened from a link's token): no cache keeps it. */
export const PRIVATE_PAGE_CACHE_CONTROL = 'private, no-store';

/**
 * For a CDN in front: browsers revalidate every time (max-age=0: a member who just signed in never
 * gets the anonymous copy back), shared caches keep it as long as this process does. Vary: Cookie
 * (set by ssr.ts) keeps signed-in requests apart.
 */
export const SHARED_PAGE_CACHE_CONTROL = `public, max-age=0, s-maxage=${PAGE_CACHE.ttlMs / 1000}, stale-while-revalidate=${PAGE_CACHE.staleMs / 1000}`;

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
  return { status, parts, whole: parts.length === 1 && only !== undefined ? new EncodedBody(only) : null };
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
  clear(): void;
  /** Stops listening to content changes, and forgets every page. */
  close(): void;
}

/** `contentRevision`: observeContentRevision for the app's database (kept on it past freshness). */
export function createPageCache(contentRevision?: () => Promise<number>, options: ResponseCacheOptions = PAGE_CACHE): PageCache {
  const revalidate = contentRevision === undefined ? undefined : { revision: contentRevision, maxAgeMs: PAGE_MAX_AGE_MS };
  const cache = createResponseCache<CachedPage>(revalidate === undefined ? options : { ...options, revalidate });
  const stop = onContentChanged(() => cache.clear());
  return {
    // GET and HEAD alike (only they reach the page route).
    get: (request, render) => cache.get(request.url, render),
    get size() {
      return cache.size;
    },
    clear: () => cache.clear(),
    // Cleared too: no refresh queued for later renders against a closed app.
    close: () => (stop(), cache.clear()),
  };
}
