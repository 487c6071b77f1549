import { describe, expect, it, vi } from 'vitest';
import { createResponseCache, REFRESH_TURN_MS } from '../../server/modules/content/response-cache.ts';

describe('response cache of public content answers', () => {
  function clockedCache(maxEntries = 3) {
    let now = 1_000;
    const cache = createResponseCache({ ttlMs: 10_000, staleMs: 50_000, maxEntries, now: () => now });
    return { cache, advance: (ms: number) => (now += ms) };
  }
  function source() {
    let calls = 0;
    return {
      compute: (value: string) => async () => {
        calls += 1;
        return value;
      },
      calls: () => calls,
    };
  }
  /** Lets pending promise callbacks run (a background refresh settling). */
  const settle = () => new Promise((resolve) => setImmediate(resolve));

  it('peek answers a fresh value at once, and nothing while it is being computed or once stale', async () => {
    const { cache, advance } = clockedCache();
    let release: (value: string) => void = () => {};
    const pending = cache.get('a', () => new Promise<string>((resolve) => (release = resolve)));
    expect(cache.peek('a')).toBeUndefined();
    release('v1');
    await pending;
    expect(cache.peek('a')).toBe('v1');
    advance(9_999);
    expect(cache.peek('a')).toBe('v1');
    advance(1);
    // Stale: `get` answers it and refreshes it in the background; peek leaves that to get.
    expect(cache.peek('a')).toBeUndefined();
    expect(await cache.get('a', async () => 'v2')).toBe('v1');
    await settle();
    expect(cache.peek('a')).toBe('v2');
    expect(cache.peek('b')).toBeUndefined();
  });

  it('computes an answer once while it is fresh', async () => {
    const { cache, advance } = clockedCache();
    const answers = source();
    expect(await cache.get('a', answers.compute('v1'))).toBe('v1');
    advance(9_999);
    expect(await cache.get('a', answers.compute('v2'))).toBe('v1');
    expect(answers.calls()).toBe(1);
  });

  it('once stale, answers at once with the old value and refreshes it in the background, once', async () => {
    const { cache, advance } = clockedCache();
    await cache.get('a', async () => 'v1');
    advance(10_000);
    let release: (value: string) => void = () => {};
    let refreshes = 0;
    const slowRefresh = () => {
      refreshes += 1;
      return new Promise<string>((resolve) => (release = resolve));
    };
    expect(await cache.get('a', slowRefresh)).toBe('v1');
    await settle();
    expect(await cache.get('a', slowRefresh)).toBe('v1');
    await settle();
    expect(refreshes).toBe(1);
    release('v2');
    await settle();
    expect(await cache.get('a', slowRefresh)).toBe('v2');
    expect(refreshes).toBe(1);
  });

  it('computes again, and waits, past the stale window (60 s in all: never older than max-age)', async () => {
    const { cache, advance } = clockedCache();
    const answers = source();
    await cache.get('a', answers.compute('v1'));
    advance(60_000);
    expect(await cache.get('a', answers.compute('v2'))).toBe('v2');
  });

  it('keeps serving the stale answer when a refresh fails, and tries again on the next request', async () => {
    const { cache, advance } = clockedCache();
    await cache.get('a', async () => 'v1');
    advance(10_000);
    let attempts = 0;
    const failing = async () => {
      attempts += 1;
      throw new Error('database down');
    };
    expect(await cache.get('a', failing)).toBe('v1');
    await settle();
    expect(await cache.get('a', failing)).toBe('v1');
    await settle();
    expect(attempts).toBe(2);
  });

  it('refreshes stale keys one at a time, each after the requests waiting meanwhile', async () => {
    const { cache, advance } = clockedCache(10);
    const keys = ['a', 'b', 'c', 'd'];
    for (const key of keys) await cache.get(key, async () => `${key}1`);
    advance(10_000);
    let running = 0;
    let most = 0;
    const refreshed: string[] = [];
    const refreshOf = (key: string) => async () => {
      running += 1;
      most = Math.max(most, running);
      // A query of the embedded database: a turn of the event loop.
      await settle();
      running -= 1;
      refreshed.push(key);
      return `${key}2`;
    };
    // Every key stale at once: each answered at once with its old value.
    expect(await Promise.all(keys.map((key) => cache.get(key, refreshOf(key))))).toEqual(['a1', 'b1', 'c1', 'd1']);
    while (refreshed.length < keys.length) await settle();
    expect(most).toBe(1);
    expect(refreshed).toEqual(keys);
    expect(keys.map((key) => cache.peek(key))).toEqual(['a2', 'b2', 'c2', 'd2']);
  });

  it('lets a refresh that hangs hold up the others for a while only', async () => {
    const { cache, advance } = clockedCache();
    await cache.get('a', async () => 'a1');
    await cache.get('b', async () => 'b1');
    advance(10_000);
    vi.useFakeTimers({ toFake: ['setImmediate', 'setTimeout', 'clearTimeout'] });
    try {
      expect(await cache.get('a', () => new Promise<string>(() => {}))).toBe('a1');
      expect(await cache.get('b', async () => 'b2')).toBe('b1');
      await vi.advanceTimersByTimeAsync(REFRESH_TURN_MS - 1);
      expect(await cache.get('b', async () => 'b3')).toBe('b1');
      // The turn ends; b's refresh starts from its own macrotask.
      await vi.advanceTimersByTimeAsync(1);
      await vi.advanceTimersByTimeAsync(1);
      expect(cache.peek('b')).toBe('b2');
      expect(await cache.get('a', async () => 'a2')).toBe('a1');
    } finally {
      vi.useRealTimers();
    }
  });

  it('refreshes nothing for a key forgotten while its refresh waited its turn', async () => {
    const { cache, advance } = clockedCache();
    await cache.get('a', async () => 'a1');
    await cache.get('b', async () => 'b1');
    advance(10_000);
    let release: (value: string) => void = () => {};
    const calls: string[] = [];
    expect(await cache.get('a', () => (calls.push('a'), new Promise<string>((resolve) => (release = resolve))))).toBe('a1');
    expect(await cache.get('b', async () => (calls.push('b'), 'b2'))).toBe('b1');
    await settle();
    cache.clear();
    release('a2');
    await settle();
    await settle();
    // b's refresh was dropped with the cache; a's, already running, kept nothing.
    expect(calls).toEqual(['a']);
    expect(cache.size).toBe(0);
  });

  it('shares one computation between concurrent requests of the same key', async () => {
    const { cache } = clockedCache();
    let release: (value: string) => void = () => {};
    let calls = 0;
    const slow = () => {
      calls += 1;
      return new Promise<string>((resolve) => (release = resolve));
    };
    const answers = Promise.all([cache.get('k', slow), cache.get('k', slow), cache.get('k', slow)]);
    release('done');
    expect(await answers).toEqual(['done', 'done', 'done']);
    expect(calls).toBe(1);
  });

  it('keeps no failure: the next request computes again', async () => {
    const { cache } = clockedCache();
    await expect(cache.get('k', () => Promise.reject(new Error('database down')))).rejects.toThrow('database down');
    await settle();
    expect(cache.size).toBe(0);
    expect(await cache.get('k', async () => 'ok')).toBe('ok');
  });

  it('drops the least recently used entry when full', async () => {
    const { cache } = clockedCache(2);
    const answers = source();
    await cache.get('a', answers.compute('a'));
    await cache.get('b', answers.compute('b'));
    await cache.get('a', answers.compute('a')); // a is now the most recent
    await cache.get('c', answers.compute('c')); // evicts b
    expect(cache.size).toBe(2);
    await cache.get('a', answers.compute('a'));
    expect(answers.calls()).toBe(3);
    await cache.get('b', answers.compute('b'));
    expect(answers.calls()).toBe(4);
  });

  it('never evicts an answer read at least once every half a cache of new ones, and evicts the unread oldest first', async () => {
    const { cache } = clockedCache(4);
    const answers = source();
    await cache.get('hot', answers.compute('hot'));
    for (let index = 0; index < 20; index++) {
      await cache.get(`cold-${index}`, answers.compute('cold'));
      // Read after every second new answer: half of the four entries.
      if (index % 2 === 1) expect(cache.peek('hot')).toBe('hot');
    }
    expect(answers.calls()).toBe(21);
    expect(cache.size).toBe(4);
    // The cold ones went oldest first: the three newest remain.
    await cache.get('cold-19', answers.compute('cold'));
    await cache.get('cold-17', answers.compute('cold'));
    expect(answers.calls()).toBe(21);
    await cache.get('cold-16', answers.compute('cold'));
    expect(answers.calls()).toBe(22);
  });
});

describe('response cache kept on the data revision (revalidation)', () => {
  /** A cache on a revision another process may move (a content import elsewhere), counting its reads. */
  function revalidatedCache({ maxAgeMs = 60_000 } = {}) {
    let now = 1_000;
    let revision = 7;
    let reads = 0;
    let failing = false;
    const cache = createResponseCache({
      ttlMs: 10_000,
      staleMs: 50_000,
      maxEntries: 200,
      now: () => now,
      revalidate: {
        revision: async () => {
          reads += 1;
          if (failing) throw new Error('database down');
          return revision;
        },
        maxAgeMs,
      },
    });
    return {
      cache,
      advance: (ms: number) => (now += ms),
      store: () => (revision += 1),
      reads: () => reads,
      fail: (down: boolean) => (failing = down),
    };
  }
  function counted() {
    let calls = 0;
    return { of: (value: string) => async () => (calls++, value), calls: () => calls };
  }
  const settle = () => new Promise((resolve) => setImmediate(resolve));
  /** Every queued background refresh run (each takes a macrotask or two). */
  const refreshesDone = async () => {
    for (let turn = 0; turn < 400; turn++) await settle();
  };

  it('keeps a hundred stale answers whose data did not change without computing one again, on one revision read', async () => {
    const { cache, advance, reads } = revalidatedCache();
    const answers = counted();
    const keys = Array.from({ length: 100 }, (_, page) => `articles?page=${page}`);
    for (const key of keys) await cache.get(key, answers.of(`${key} v1`));
    expect(answers.calls()).toBe(100);
    const readsAfterFirstComputations = reads();
    advance(10_000);
    // Stale: each answered at once with what it holds.
    for (const key of keys) expect(await cache.get(key, answers.of(`${key} v2`))).toBe(`${key} v1`);
    await refreshesDone();
    expect(answers.calls()).toBe(100);
    expect(reads() - readsAfterFirstComputations).toBe(1);
    // Fresh again for a full ttl: peek answers them at once.
    for (const key of keys) expect(cache.peek(key)).toBe(`${key} v1`);
  });

  it('computes an answer again once the data changed (another process stored content)', async () => {
    const { cache, advance, store } = revalidatedCache();
    const answers = counted();
    await cache.get('articles', answers.of('v1'));
    store();
    advance(10_000);
    expect(await cache.get('articles', answers.of('v2'))).toBe('v1');
    await refreshesDone();
    expect(cache.peek('articles')).toBe('v2');
    expect(answers.calls()).toBe(2);
  });

  it('computes again an answer whose data changed while it was computed (its label is the revision before)', async () => {
    const { cache, advance, store } = revalidatedCache();
    const answers = counted();
    // The first read labels it 7; the data moves to 8 during its computation.
    await cache.get('articles', async () => (store(), answers.of('v1 (already at 8)')()));
    advance(10_000);
    await cache.get('articles', answers.of('v2'));
    await refreshesDone();
    // 7 ≠ 8: not kept, computed again, and now labelled 8 it is kept from then on.
    expect(answers.calls()).toBe(2);
    advance(10_000);
    await cache.get('articles', answers.of('v3'));
    await refreshesDone();
    expect(answers.calls()).toBe(2);
    expect(cache.peek('articles')).toBe('v2');
  });

  it('computes an answer again past its longest age, whatever the revision says', async () => {
    const { cache, advance } = revalidatedCache({ maxAgeMs: 30_000 });
    const answers = counted();
    await cache.get('page', answers.of('v1'));
    for (let step = 0; step < 3; step++) {
      advance(10_000);
      await cache.get('page', answers.of(`v${step + 2}`));
      await refreshesDone();
    }
    // Kept at 10 s and 20 s; at 30 s it is as old as it may be: computed again.
    expect(answers.calls()).toBe(2);
    expect(cache.peek('page')).toBe('v4');
  });

  it('never keeps an answer fresh past its longest age, even when renewed just before it', async () => {
    const { cache, advance } = revalidatedCache({ maxAgeMs: 15_000 });
    const answers = counted();
    await cache.get('page', answers.of('v1'));
    advance(10_000);
    await cache.get('page', answers.of('v2'));
    await refreshesDone();
    // Renewed, but only up to 15 s after it was computed, not for a whole ttl.
    expect(cache.peek('page')).toBe('v1');
    advance(4_999);
    expect(cache.peek('page')).toBe('v1');
    advance(1);
    expect(cache.peek('page')).toBeUndefined();
    await cache.get('page', answers.of('v2'));
    await refreshesDone();
    expect(cache.peek('page')).toBe('v2');
    expect(answers.calls()).toBe(2);
  });

  it('computes the answer again, as without revalidation, when the revision cannot be read', async () => {
    const { cache, advance, fail } = revalidatedCache();
    const answers = counted();
    await cache.get('articles', answers.of('v1'));
    advance(10_000);
    fail(true);
    expect(await cache.get('articles', answers.of('v2'))).toBe('v1');
    await refreshesDone();
    expect(cache.peek('articles')).toBe('v2');
    expect(answers.calls()).toBe(2);
  });

  it('answers a first request even when its first revision read fails, and keeps answers once reads work again', async () => {
    const { cache, advance, fail } = revalidatedCache();
    const answers = counted();
    fail(true);
    expect(await cache.get('articles', answers.of('v1'))).toBe('v1');
    fail(false);
    advance(10_000);
    // Unlabelled: computed again, labelled this time…
    await cache.get('articles', answers.of('v2'));
    await refreshesDone();
    advance(10_000);
    // …and from then on kept.
    await cache.get('articles', answers.of('v3'));
    await refreshesDone();
    expect(answers.calls()).toBe(2);
    expect(cache.peek('articles')).toBe('v2');
  });
});
