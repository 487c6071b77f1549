import { describe, expect, it } from 'vitest';
import { contentChanged } from '../../../server/modules/content/content-changes.ts';
import { createAnswerCache } from '../../../server/modules/content/response-cache.ts';

/**
 * What the cache of shared answers promises its callers (decision 0040): one computation per key
 * however many ask, stale answers served while one refresh runs, nothing kept across a content
 * change, a bounded number of answers.
 */

interface Answer {
  text: string;
}

function clockedCache(maxEntries = 3) {
  let now = 1_000;
  let revision = 7;
  const cache = createAnswerCache<Answer>({
    ttlMs: 10_000,
    maxEntries,
    now: () => now,
    revision: { known: () => revision, read: async () => revision },
  });
  let calls = 0;
  const compute = (text: string) => async () => (calls++, { text });
  return {
    cache,
    compute,
    calls: () => calls,
    advance: (ms: number) => (now += ms),
    /** What another process's store does: the revision moves, nothing is said here. */
    storeElsewhere: () => (revision += 1),
  };
}

/** A computation the test finishes when it wants. */
function pending() {
  let release: (text: string) => void = () => {};
  let calls = 0;
  const compute = () => {
    calls += 1;
    return new Promise<Answer>((resolve) => (release = (text) => resolve({ text })));
  };
  return { compute, release: (text: string) => release(text), calls: () => calls };
}

/** Lets pending promise callbacks run (a background refresh settling). */
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('cache of shared answers', () => {
  it('computes an answer once while fresh, and peek gives it at once', async () => {
    const { cache, compute, calls, advance } = clockedCache();
    expect(cache.peek('a')).toBeUndefined();
    expect((await cache.get('a', compute('v1'))).text).toBe('v1');
    advance(9_999);
    expect((await cache.get('a', compute('v2'))).text).toBe('v1');
    expect(cache.peek('a')?.text).toBe('v1');
    expect(calls()).toBe(1);
  });

  it('shares one computation between concurrent misses of a key', async () => {
    const { cache } = clockedCache();
    const slow = pending();
    const answers = Promise.all([cache.get('k', slow.compute), cache.get('k', slow.compute), cache.get('k', slow.compute)]);
    await settle();
    slow.release('done');
    expect((await answers).map((answer) => answer.text)).toEqual(['done', 'done', 'done']);
    expect(slow.calls()).toBe(1);
  });

  it('once stale, answers at once with the old answer while one refresh computes the new one', async () => {
    const { cache, compute, advance } = clockedCache();
    await cache.get('a', compute('v1'));
    advance(10_001);
    expect(cache.peek('a')).toBeUndefined();
    const refresh = pending();
    expect((await cache.get('a', refresh.compute)).text).toBe('v1');
    expect((await cache.get('a', refresh.compute)).text).toBe('v1');
    expect(refresh.calls()).toBe(1);
    refresh.release('v2');
    await settle();
    expect(cache.peek('a')?.text).toBe('v2');
  });

  it('keeps no failure: the next request computes again', async () => {
    const { cache, compute } = clockedCache();
    await expect(cache.get('k', () => Promise.reject(new Error('database down')))).rejects.toThrow('database down');
    expect(cache.size).toBe(0);
    expect((await cache.get('k', compute('ok'))).text).toBe('ok');
  });

  it('computes every answer again once the content revision moved (another process stored content)', async () => {
    const { cache, compute, calls, storeElsewhere } = clockedCache();
    await cache.get('a', compute('v1'));
    storeElsewhere();
    expect(cache.peek('a')).toBeUndefined();
    expect((await cache.get('a', compute('v2'))).text).toBe('v2');
    expect(calls()).toBe(2);
  });

  it('forgets everything when content changes here; a computation under way answers its callers but is not kept', async () => {
    const { cache, compute } = clockedCache();
    await cache.get('a', compute('a1'));
    const slow = pending();
    const during = cache.get('b', slow.compute);
    await settle();
    contentChanged();
    expect(cache.size).toBe(0);
    slow.release('b1 (read before the change)');
    expect((await during).text).toBe('b1 (read before the change)');
    await settle();
    expect(cache.peek('b')).toBeUndefined();
    expect((await cache.get('b', compute('b2'))).text).toBe('b2');
    expect((await cache.get('a', compute('a2'))).text).toBe('a2');
  });

  it('keeps at most maxEntries answers, dropping the least recently used first', async () => {
    const { cache, compute, calls } = clockedCache(2);
    await cache.get('a', compute('a'));
    await cache.get('b', compute('b'));
    await cache.get('a', compute('a')); // a is now the most recent
    await cache.get('c', compute('c')); // drops b
    expect(cache.size).toBe(2);
    await cache.get('a', compute('a'));
    expect(calls()).toBe(3);
    await cache.get('b', compute('b'));
    expect(calls()).toBe(4);
  });
});
