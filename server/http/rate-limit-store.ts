import type { FastifyBaseLogger } from 'fastify';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { rateLimitCounters } from '../db/schema/index.ts';

/**
 * @fastify/rate-limit's store over the `rate_limit_counters` table (docs/decisions/0018-proxies-and-shared-limits.md):
 * every server process counts in the same rows, so two instances on one database allow a route's
 * limit once in total, not once each. A fixed window per key (route + client address), counted
 * and reset by one atomic upsert on the database's clock (instances' clocks never disagree).
 *
 * If the database cannot count (down, pool exhausted), the request is counted in this process's
 * memory instead, with a warning: limits keep holding per instance (what they were before), the
 * route itself answers 503 if it needs the database, and a limiter never turns into a 500.
 */

/** How often a process deletes expired rows (one indexed delete; rows are reused in between anyway). */
const SWEEP_EVERY_MS = 60_000;
const SWEEP_BATCH = 1000;
/** A database failure is logged at most this often (a down database fails every request). */
const WARN_EVERY_MS = 10_000;
/** The fallback map's size past which expired entries are dropped (and all of them past twice that). */
const FALLBACK_MAX_KEYS = 10_000;

type Result = { current: number; ttl: number };
type Callback = (error: Error | null, result?: Result) => void;

export interface SharedRateLimitStoreOptions {
  log: FastifyBaseLogger;
  /** Default Date.now: only the in-memory fallback and the sweep pacing use it. */
  now?: () => number;
}

/** The store class to give @fastify/rate-limit (`store:`); it instantiates it itself. */
export function sharedRateLimitStore(db: Database, options: SharedRateLimitStoreOptions): FastifyRateLimitStoreCtor {
  const now = options.now ?? Date.now;
  const fallback = new Map<string, { count: number; resetAt: number }>();
  let lastSweep = now();
  let lastWarning = -Infinity;

  async function increment(key: string, windowMs: number): Promise<Result> {
    const [row] = await db
      .insert(rateLimitCounters)
      .values({ key, count: 1, resetAt: sql`now() + ${windowMs} * interval '1 millisecond'` })
      .onConflictDoUpdate({
        target: rateLimitCounters.key,
        set: {
          count: sql`case when ${rateLimitCounters.resetAt} <= now() then 1 else least(${rateLimitCounters.count} + 1, 2147483647) end`,
          resetAt: sql`case when ${rateLimitCounters.resetAt} <= now() then excluded.reset_at else ${rateLimitCounters.resetAt} end`,
        },
      })
      .returning({
        current: rateLimitCounters.count,
        ttl: sql<number>`greatest(0, ceil(extract(epoch from (${rateLimitCounters.resetAt} - now())) * 1000))`.mapWith(Number),
      });
    if (row === undefined) throw new Error('rate-limit upsert returned no row');
    return row;
  }

  /** Expired rows are dead weight only: deleted in one bounded, indexed statement now and then. */
  async function sweepNowAndThen(): Promise<void> {
    if (now() - lastSweep < SWEEP_EVERY_MS) return;
    lastSweep = now();
    const expired = db
      .select({ key: rateLimitCounters.key })
      .from(rateLimitCounters)
      .where(lt(rateLimitCounters.resetAt, sql`now()`))
      .limit(SWEEP_BATCH);
    await db.delete(rateLimitCounters).where(inArray(rateLimitCounters.key, expired));
  }

  function countLocally(key: string, windowMs: number): Result {
    const at = now();
    if (fallback.size > FALLBACK_MAX_KEYS) {
      for (const [old, entry] of fallback) if (entry.resetAt <= at) fallback.delete(old);
      if (fallback.size > 2 * FALLBACK_MAX_KEYS) fallback.clear();
    }
    let entry = fallback.get(key);
    if (entry === undefined || entry.resetAt <= at) {
      entry = { count: 0, resetAt: at + windowMs };
      fallback.set(key, entry);
    }
    entry.count += 1;
    return { current: entry.count, ttl: entry.resetAt - at };
  }

  function warn(error: unknown): void {
    if (now() - lastWarning < WARN_EVERY_MS) return;
    lastWarning = now();
    options.log.warn({ err: error }, 'rate limits: the database could not count, counting in this process meanwhile');
  }

  class SharedStore implements FastifyRateLimitStore {
    /** The route's part of every key (the plugin constructs the root store with its options: no prefix). */
    private prefix = '';

    incr(key: string, callback: Callback, timeWindow: number): void {
      const fullKey = this.prefix + key;
      increment(fullKey, timeWindow)
        .then(
          (result) => callback(null, result),
          (error: unknown) => {
            warn(error);
            callback(null, countLocally(fullKey, timeWindow));
          },
        )
        .then(() => sweepNowAndThen())
        .catch((error: unknown) => options.log.debug({ err: error }, 'rate limits: expired counters not swept'));
    }

    child(routeOptions: unknown): FastifyRateLimitStore {
      // The plugin passes the merged route settings, the route itself under `routeInfo`.
      const route = (routeOptions as { routeInfo?: { method?: unknown; url?: unknown } }).routeInfo;
      const method = Array.isArray(route?.method) ? route.method.join(',') : String(route?.method ?? '');
      const child = new SharedStore();
      child.prefix = `${this.prefix}${method} ${String(route?.url ?? '')}|`;
      return child;
    }
  }

  return SharedStore as unknown as FastifyRateLimitStoreCtor;
}
