/**
 * A small in-process cache of public answers (JSON text; server-rendered pages use it too, through
 * server/http/page-cache.ts), keyed by route and query.
 * Why: on the embedded database every query costs milliseconds of the one thread that also serves
 * HTTP, so many readers paging through the same lists would queue behind each other
 * (docs/performance.md). Content is public and already sent with `max-age=60`.
 * - An answer is fresh for `ttlMs`. After that, for `staleMs` more, it is still served while one
 *   background computation refreshes it (stale-while-revalidate): no reader waits for a refresh.
 * - Concurrent misses of one key share a single computation.
 * - The least recently used entry goes first when the cache is full (approximately: see `touch`);
 *   failures are never kept (a failed refresh leaves the stale answer until its stale window ends).
 * Never used for an answer that depends on the viewer (a signed-in article read).
 */

export interface ResponseCacheOptions {
  ttlMs: number;
  staleMs: number;
  maxEntries: number;
  now?: () => number;
}

interface Entry<T> {
  value: Promise<T>;
  freshUntil: number;
  staleUntil: number;
  /** The value has resolved (only a resolved value may be served stale). */
  ready: boolean;
  /** The resolved value, for `peek` (set with `ready`). */
  resolved?: T;
  refreshing: boolean;
  /** The count of moves to the end of the order when this entry was last moved there. */
  movedAt: number;
}

export interface ResponseCache<T = string> {
  /** The cached answer for `key`, or `compute()`'s (stored when it succeeds). */
  get(key: string, compute: () => Promise<T>): Promise<T>;
  /**
   * The answer for `key` when it is resolved and fresh, at once (no promise to wait for: the
   * hottest reads answer synchronously); undefined otherwise — then `get` decides.
   */
  peek(key: string): T | undefined;
  readonly size: number;
  clear(): void;
}

/** The longest a background refresh holds up the next one (it may still land after). */
export const REFRESH_TURN_MS = 5_000;

export function createResponseCache<T = string>({ ttlMs, staleMs, maxEntries, now = Date.now }: ResponseCacheOptions): ResponseCache<T> {
  // A Map iterates in insertion order: re-inserting an entry on use keeps the least recent first.
  const entries = new Map<string, Entry<T>>();
  let moves = 0;

  /** `entry` goes last in the Map's order: the most recently used. */
  function moveToEnd(key: string, entry: Entry<T>): void {
    entries.delete(key);
    entries.set(key, entry);
    entry.movedAt = ++moves;
  }

  /**
   * A hit. Moving the entry costs a delete and an insert (and the Map's rehashing as deleted slots
   * pile up): ~2 µs of a ~110 µs cached read of the list, the same key read over and over (issue
   * 13). So an entry moves only once half the cache moved since it did: until then it is in the
   * newer half anyway, and an entry read that often is never evicted.
   */
  function touch(key: string, entry: Entry<T>): void {
    if (moves - entry.movedAt >= maxEntries / 2) moveToEnd(key, entry);
  }

  function store(key: string, value: Promise<T>): Entry<T> {
    const time = now();
    const entry: Entry<T> = {
      value,
      freshUntil: time + ttlMs,
      staleUntil: time + ttlMs + staleMs,
      ready: false,
      refreshing: false,
      movedAt: 0,
    };
    moveToEnd(key, entry);
    while (entries.size > maxEntries) {
      const oldest = entries.keys().next();
      if (oldest.done) break;
      entries.delete(oldest.value);
    }
    return entry;
  }

  function compute(key: string, run: () => Promise<T>): Promise<T> {
    const value = run();
    const entry = store(key, value);
    value.then(
      (resolved) => {
        entry.ready = true;
        entry.resolved = resolved;
      },
      () => {
        if (entries.get(key) === entry) entries.delete(key);
      },
    );
    return value;
  }

  /**
   * Background refreshes run one after another, each from a macrotask of its own: on the embedded
   * database a refresh's queries run on the serving thread, and a hundred keys going stale
   * together (readers paging through a list) ran as one chain of promise callbacks ahead of every
   * waiting request (issue 4's tour of pages 1–100: p99 29 ms against 20). Between two refreshes,
   * the requests waiting meanwhile are served.
   */
  const refreshes: { key: string; stale: Entry<T>; run: () => Promise<T> }[] = [];
  let refreshing = false;
  function nextRefresh(): void {
    let next = refreshes.shift();
    // One whose entry is gone (evicted, cleared) or past its stale window (computed again) is moot.
    while (next !== undefined && (entries.get(next.key) !== next.stale || now() >= next.stale.staleUntil)) next = refreshes.shift();
    refreshing = next !== undefined;
    if (next === undefined) return;
    const { key, stale, run } = next;
    setImmediate(() => {
      const settled = Promise.resolve()
        .then(run)
        .then(
          (value) => {
            // Only if nothing newer took the key meanwhile (a clear, an eviction and a new miss).
            if (entries.get(key) === stale) Object.assign(store(key, Promise.resolve(value)), { ready: true, resolved: value });
          },
          () => {
            stale.refreshing = false;
          },
        );
      // A refresh that hangs holds up only its own key: the others go on after REFRESH_TURN_MS.
      let timer: NodeJS.Timeout | undefined;
      const turn = new Promise<void>((resolve) => (timer = setTimeout(resolve, REFRESH_TURN_MS).unref()));
      const proceed = (): void => {
        clearTimeout(timer);
        nextRefresh();
      };
      void Promise.race([settled, turn]).then(proceed, proceed);
    });
  }

  function refresh(key: string, stale: Entry<T>, run: () => Promise<T>): void {
    stale.refreshing = true;
    refreshes.push({ key, stale, run });
    if (!refreshing) nextRefresh();
  }

  return {
    get(key, run) {
      const time = now();
      const entry = entries.get(key);
      if (entry !== undefined) {
        touch(key, entry);
        // Fresh, or still being computed for the first time: share it.
        if (time < entry.freshUntil || !entry.ready) return entry.value;
        if (time < entry.staleUntil) {
          if (!entry.refreshing) refresh(key, entry, run);
          return entry.value;
        }
      }
      return compute(key, run);
    },
    peek(key) {
      const entry = entries.get(key);
      if (entry === undefined || !entry.ready || now() >= entry.freshUntil) return undefined;
      touch(key, entry);
      return entry.resolved;
    },
    get size() {
      return entries.size;
    },
    clear() {
      entries.clear();
      // What they would refresh is gone (a running one finds its key gone and keeps nothing).
      refreshes.length = 0;
    },
  };
}
