import { LRUCache } from 'lru-cache';
import { onContentChanged } from './content-changes.ts';
import type { RevisionSource } from './content-revision.ts';

/**
 * The one cache of shared server answers — the content API's public answers, the anonymous public
 * pages (server/http/page-cache.ts), the sitemap —, on lru-cache (decision 0040).
 * - Keyed on the content's revision read before computing (content-revision.ts): an answer is
 *   never kept under a revision older than what it was computed from, and once another process
 *   stores content every key is new. contentChanged() clears it at once (content-changes.ts).
 * - Fresh for `ttlMs`; past that, served while one refresh computes it again (stale-while-
 *   revalidate); concurrent misses of a key share one computation; a failure is never kept.
 * - At most `maxEntries` answers, the least recently used going first.
 * Never used for an answer that depends on who the viewer is (one member's data); a member's
 * article, the same full text for every member, is kept under a key of its own and sent private.
 */

export interface AnswerCacheOptions {
  ttlMs: number;
  maxEntries: number;
  revision: RevisionSource;
  /** A clock for tests (lru-cache's `perf`); the process's own by default. */
  now?: () => number;
}

export interface AnswerCache<T> {
  /** The fresh answer for `key` at the known revision, at once (the hottest reads need no promise); else undefined. */
  peek(key: string): T | undefined;
  /** The answer for `key`: kept, stale while refreshed, or `compute()`'s (kept when it succeeds). */
  get(key: string, compute: () => Promise<T>): Promise<T>;
  readonly size: number;
  /** Stops listening to content changes and forgets every answer (the app closes). */
  close(): void;
}

export function createAnswerCache<T extends object>({ ttlMs, maxEntries, revision, now }: AnswerCacheOptions): AnswerCache<T> {
  const cache = new LRUCache<string, T, () => Promise<T>>({
    max: maxEntries,
    ttl: ttlMs,
    allowStale: true,
    noDeleteOnStaleGet: true,
    // Cleared or evicted while computing: those waiting still get the answer; it is not kept.
    ignoreFetchAbort: true,
    fetchMethod: (_key, _stale, { context }) => context(),
    ...(now === undefined ? {} : { perf: { now }, ttlResolution: 0 }),
  });
  const stop = onContentChanged(() => cache.clear());
  const keyAt = (at: number, key: string): string => `${at} ${key}`;
  return {
    peek(key) {
      const at = revision.known();
      return at === undefined ? undefined : cache.get(keyAt(at, key), { allowStale: false });
    },
    async get(key, compute) {
      const at = revision.known() ?? (await revision.read());
      return cache.forceFetch(keyAt(at, key), { context: compute });
    },
    get size() {
      return cache.size;
    },
    close() {
      stop();
      cache.clear();
    },
  };
}
