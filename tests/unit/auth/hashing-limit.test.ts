import { describe, expect, it } from 'vitest';
import { createHashingLimit, DEFAULT_HASHING_LIMIT, HashingBusy, threadPoolSize } from '../../../server/modules/auth/hashing-limit.ts';
import { hashPassword, verifyPassword } from '../../../server/modules/auth/passwords.ts';

/** A task the test finishes when it says so (no timers). */
function heldTask() {
  let finish: (value: string) => void = () => {};
  const done = new Promise<string>((resolve) => (finish = resolve));
  return { task: () => done, finish };
}

describe('password hashing limit', () => {
  it('queues a caller while the promised wait holds, refuses at once beyond it, and serves every queued caller in turn', async () => {
    // One at once, a 150 ms promise: with the first estimate of 50 ms a hash, three callers may wait.
    const limit = createHashingLimit({ concurrency: 1, maxWaiting: 100, maxWaitMs: 150 });
    const first = heldTask();
    const running = limit.run(first.task);
    const order: number[] = [];
    const queued = [1, 2, 3].map((n) =>
      limit.run(async () => {
        order.push(n);
        return `queued ${n}`;
      }),
    );
    expect(limit.load).toEqual({ running: 1, waiting: 3 });
    await expect(limit.run(async () => 'too late')).rejects.toBeInstanceOf(HashingBusy);

    first.finish('first');
    expect(await running).toBe('first');
    expect(await Promise.all(queued)).toEqual(['queued 1', 'queued 2', 'queued 3']);
    expect(order).toEqual([1, 2, 3]);
    expect(limit.load).toEqual({ running: 0, waiting: 0 });
  });

  it('never lets more callers wait than its hard cap, whatever the estimate', async () => {
    const limit = createHashingLimit({ concurrency: 1, maxWaiting: 1, maxWaitMs: 60_000 });
    const first = heldTask();
    const running = limit.run(first.task);
    const queued = limit.run(async () => 'queued');
    await expect(limit.run(async () => 'refused')).rejects.toBeInstanceOf(HashingBusy);
    first.finish('first');
    expect([await running, await queued]).toEqual(['first', 'queued']);
  });

  it('runs as many at once as its concurrency, and a failed hash gives its place back', async () => {
    const limit = createHashingLimit({ concurrency: 2, maxWaiting: 0 });
    const tasks = [heldTask(), heldTask()];
    const running = tasks.map((held) => limit.run(held.task));
    expect(limit.load).toEqual({ running: 2, waiting: 0 });
    await expect(limit.run(async () => 'third')).rejects.toBeInstanceOf(HashingBusy);
    for (const held of tasks) held.finish('done');
    await Promise.all(running);
    await expect(limit.run(() => Promise.reject(new Error('broken')))).rejects.toThrow('broken');
    expect(limit.load).toEqual({ running: 0, waiting: 0 });
    expect(await limit.run(async () => 'next')).toBe('next');
  });

  it("leaves half of libuv's pool, and a core, to the rest of the server", () => {
    expect(threadPoolSize({})).toBe(4);
    expect(threadPoolSize({ UV_THREADPOOL_SIZE: '16' })).toBe(16);
    expect(threadPoolSize({ UV_THREADPOOL_SIZE: 'many' })).toBe(4);
    expect(DEFAULT_HASHING_LIMIT.concurrency).toBeGreaterThanOrEqual(1);
    expect(DEFAULT_HASHING_LIMIT.concurrency).toBeLessThanOrEqual(Math.max(1, threadPoolSize() / 2));
    expect(DEFAULT_HASHING_LIMIT.maxWaitMs).toBeLessThan(20_000);
  });

  it('hashes off the event loop: it keeps turning while a hash is computed', async () => {
    let turns = 0;
    let stop = false;
    const spin = (): void => {
      turns += 1;
      if (!stop) setImmediate(spin);
    };
    setImmediate(spin);
    const stored = await hashPassword('Mot-de-passe-2026');
    stop = true;
    // A synchronous hash would leave no turn to the loop before its promise settled.
    expect(turns).toBeGreaterThan(1);
    expect(await verifyPassword('Mot-de-passe-2026', stored)).toBe(true);
  });
});
