/**
 * A small in-process cache of shared answers (JSON text; server-rendered pages use it too, through
 * server/http/page-cache.ts), keyed by route and query.
 * Why: on the embedded database every query costs milliseconds of the one thread that also serves
 * HTTP, so many readers paging through the same lists would queue behind each other
 * (docs/performance.md). Content is the same for every reader of a kind (anonymous, member).
 * - An answer is fresh for `ttlMs`. After that, for `staleMs` more, it is still served while one
 *   background computation refreshes it (stale-while-revalidate): no reader waits for a refresh.
 * - Concurrent misses of one key share a single computation.
 * - The least recently used entry goes first when the cache is full (approximately: see `touch`);
 *   failures are never kept (a failed refresh leaves the stale answer until its stale window ends).
 * - With `revalidate`, a stale answer whose data has not changed since is kept rather than
 *   computed again (`Revalidation`).
 * Never used for an answer that depends on who the viewer is (one member's data); a member's
 * article, the same full text for every member, is kept under a key of its own and sent private.
 */

/**
 * How a stale answer is kept without computing it again, like an HTTP revalidation: each answer
 * is labelled with the data's revision read before it was computed (a number that grows with
 * every change: content-revision.ts), so the answer is at least that recent. Once stale, a read
 * that says the same revision proves the answer was still current when that read began: it is
 * fresh again for `ttlMs` from then, as if computed at that moment. One read serves every key for
 * `ttlMs`: a hundred keys going stale together cost one tiny query where each ran its own (the
 * content list bench's tour of pages 1–100).
 */
export interface Revalidation {
  revision: () => Promise<number>;
  /**
   * An answer is kept on its revision only while younger than this; past it, its next refresh
   * computes it again whatever the revision says (the bound on anything it depends on besides the
   * data the revision covers).
   */
  maxAgeMs: number;
}

export interface ResponseCacheOptions {
  ttlMs: number;
  staleMs: number;
  maxEntries: number;
  now?: () => number;
  revalidate?: Revalidation;
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
  /** When its computation began. */
  computedAt: number;
  /** The revision read before its computation began (Revalidation); undefined when none was. */
  revision: number | undefined;
}

interface RevisionRead {
  value: number;
  /** When the read began: the data was at least this revision from then on. */
  at: number;
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

export function createResponseCache<T = string>({
  ttlMs,
  staleMs,
  maxEntries,
  now = Date.now,
  revalidate,
}: ResponseCacheOptions): ResponseCache<T> {
  // A Map iterates in insertion order: re-inserting an entry on use keeps the least recent first.
  const entries = new Map<string, Entry<T>>();
  let moves = 0;
  /** The latest revision read, and the one under way (shared by every key that asks meanwhile). */
  let lastRead: RevisionRead | undefined;
  let reading: { promise: Promise<RevisionRead>; at: number } | undefined;

  /** `entry` goes last in the Map's order: the most recently used. */
  function moveToEnd(key: string, entry: Entry<T>): void {
    entries.delete(key);
    entries.set(key, entry);
    entry.movedAt = ++moves;
  }

  /**
   * A hit. Moving the entry costs a delete and an insert (and the Map's rehashing as deleted slots
   * pile up), a visible share of a cached read of the list, the same key read over and over. So an
   * entry moves only once half the cache moved since it did: until then it is in the newer half anyway, and an entry read that often is never evicted.
   */
  function touch(key: string, entry: Entry<T>): void {
    if (moves - entry.movedAt >= maxEntries / 2) moveToEnd(key, entry);
  }

  /** `computedAt`: when the computation of `value` began. */
  function store(key: string, value: Promise<T>, revision: number | undefined, computedAt = now()): Entry<T> {
    const time = now();
    const entry: Entry<T> = {
      value,
      freshUntil: time + ttlMs,
      staleUntil: time + ttlMs + staleMs,
      ready: false,
      refreshing: false,
      movedAt: 0,
      computedAt,
      revision,
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
    // Labelled with the last revision read, which began before this computation: the answer is at
    // least that recent (an older label only costs a computation more, never a stale answer kept).
    // The first computations wait for a first read: unlabelled, each would be computed again when
    // it goes stale. A read that fails leaves them unlabelled.
    const first = revalidate !== undefined && lastRead === undefined ? revisionSince(now(), revalidate).catch(() => undefined) : undefined;
    const value = first === undefined ? run() : first.then(run);
    const entry = store(key, value, lastRead?.value);
    void first?.then((read) => (entry.revision ??= read?.value));
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

  /** A revision read that began no earlier than `since`: the last one, or a new one (shared by all who ask meanwhile). */
  function revisionSince(since: number, source: Revalidation): Promise<RevisionRead> {
    if (lastRead !== undefined && lastRead.at >= since) return Promise.resolve(lastRead);
    if (reading === undefined || reading.at < since) {
      const at = now();
      // Bounded like a refresh's turn: a read that hangs would hold up every key waiting on it.
      const promise = new Promise<number>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('the revision read took too long')), REFRESH_TURN_MS).unref();
        source.revision().then(
          (value) => (clearTimeout(timer), resolve(value)),
          (error: unknown) => (clearTimeout(timer), reject(error)),
        );
      }).then((value) => {
        if (lastRead === undefined || at >= lastRead.at) lastRead = { value, at };
        return { value, at };
      });
      const read = { promise, at };
      reading = read;
      const done = (): void => {
        if (reading === read) reading = undefined;
      };
      promise.then(done, done);
    }
    return reading.promise;
  }

  /**
   * True when `stale` was made fresh again without computing it (Revalidation): a revision read
   * vouching for at least the next moment says the data is still the one it was computed from.
   */
  async function renewed(key: string, stale: Entry<T>): Promise<boolean> {
    if (revalidate === undefined || stale.revision === undefined || entries.get(key) !== stale) return false;
    const oldest = stale.computedAt + revalidate.maxAgeMs;
    if (now() >= oldest) return false;
    // Any read that says the label will do (the answer was computed from that revision or a later
    // one); one that began within the last ttlMs keeps it fresh past now. One that fails: computed
    // again, as without revalidation.
    const read = await revisionSince(now() - ttlMs + 1, revalidate).catch(() => undefined);
    if (read === undefined || read.value !== stale.revision || entries.get(key) !== stale) return false;
    // Never fresh past its longest age: then its next refresh computes it.
    stale.freshUntil = Math.min(read.at + ttlMs, oldest);
    if (now() >= stale.freshUntil) return false;
    stale.staleUntil = stale.freshUntil + staleMs;
    stale.refreshing = false;
    return true;
  }

  /**
   * Computes `key` again in the background, labelled with a revision read before (one now if none
   * was; unlabelled if it fails). Not at all once the key was cleared or evicted meanwhile.
   */
  async function recompute(key: string, stale: Entry<T>, run: () => Promise<T>): Promise<void> {
    if (entries.get(key) !== stale) return;
    const revision =
      revalidate === undefined ? undefined : (lastRead ?? (await revisionSince(now(), revalidate).catch(() => undefined)))?.value;
    const computedAt = now();
    const value = await run();
    // Only if nothing newer took the key meanwhile (a clear, an eviction and a new miss).
    if (entries.get(key) === stale) {
      Object.assign(store(key, Promise.resolve(value), revision, computedAt), { ready: true, resolved: value });
    }
  }

  /**
   * Background refreshes run one after another, each from a macrotask of its own: on the embedded
   * database a refresh's queries run on the serving thread, and a hundred keys going stale
   * together (readers paging through a list) ran as one chain of promise callbacks ahead of every
   * waiting request (the content list bench's tour of pages 1–100 missed its p99). Between two refreshes,
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
      const settled = renewed(key, stale)
        .then((kept) => (kept ? undefined : recompute(key, stale, run)))
        .catch(() => {
          // Kept stale; the next request past its freshness tries again.
          stale.refreshing = false;
        });
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
