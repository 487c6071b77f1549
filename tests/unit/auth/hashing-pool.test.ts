import { describe, expect, it } from 'vitest';
import { createHashingPool, HashingPoolFull } from '../../../server/modules/auth/hashing-pool.ts';

/** A task the test finishes when it says so (no timers). */
function heldTask() {
  let finish: (value: string) => void = () => {};
  const done = new Promise<string>((resolve) => (finish = resolve));
  return { task: () => done, finish };
}

describe('password hashing pool', () => {
  it('queues a caller while the promised wait holds, refuses at once beyond it, and serves every queued caller', async () => {
    // One slot, a 450 ms promise: with the first estimate of 150 ms a hash, three callers may wait.
    const pool = createHashingPool({ slots: 1, burstSlots: 1, queueLength: 100, maxWaitMs: 450 });
    const first = heldTask();
    const running = pool.run(first.task);
    const queued = [1, 2, 3].map((n) => pool.run(async () => `queued ${n}`));
    expect(pool.load).toEqual({ running: 1, waiting: 3 });
    await expect(pool.run(async () => 'too late')).rejects.toBeInstanceOf(HashingPoolFull);

    first.finish('first');
    expect(await running).toBe('first');
    expect(await Promise.all(queued)).toEqual(['queued 1', 'queued 2', 'queued 3']);
    expect(pool.load).toEqual({ running: 0, waiting: 0 });
  });

  it('never lets more callers wait than its hard cap, whatever the estimate', async () => {
    const pool = createHashingPool({ slots: 1, burstSlots: 1, queueLength: 1, maxWaitMs: 60_000 });
    const first = heldTask();
    const running = pool.run(first.task);
    const queued = pool.run(async () => 'queued');
    await expect(pool.run(async () => 'refused')).rejects.toBeInstanceOf(HashingPoolFull);
    first.finish('first');
    expect([await running, await queued]).toEqual(['first', 'queued']);
  });

  it('takes its burst slot only while the queue is long, and gives it back once the queue is short again', async () => {
    // One usual slot, a second past 450 ms of queued work (the first estimate: 150 ms a hash).
    const pool = createHashingPool({ slots: 1, burstSlots: 2, burstAfterMs: 450, maxWaitMs: 60_000 });
    const tasks = Array.from({ length: 5 }, () => heldTask());
    const results = tasks.slice(0, 4).map((held) => pool.run(held.task));
    // Three waiting: 450 ms of work, not more: still one slot.
    expect(pool.load).toEqual({ running: 1, waiting: 3 });
    results.push(pool.run(tasks[4]!.task));
    // A fourth: the burst slot starts the first of them.
    expect(pool.load).toEqual({ running: 2, waiting: 3 });

    tasks[0]!.finish('0');
    expect(await results[0]).toBe('0');
    // Three waiting again, one hash fewer: back to the usual slot.
    expect(pool.load).toEqual({ running: 1, waiting: 3 });
    for (const [index, held] of tasks.entries()) held.finish(String(index));
    expect(await Promise.all(results)).toEqual(['0', '1', '2', '3', '4']);
    expect(pool.load).toEqual({ running: 0, waiting: 0 });
  });

  it('tells a hash whether it took a burst slot (it then runs at the usual priority: decision 0027)', async () => {
    const pool = createHashingPool({ slots: 1, burstSlots: 2, burstAfterMs: 450, maxWaitMs: 60_000 });
    const tasks = Array.from({ length: 5 }, () => heldTask());
    const slots: { task: number; burst: boolean }[] = [];
    const results = tasks.map((held, index) =>
      pool.run(({ burst }) => {
        slots.push({ task: index, burst });
        return held.task();
      }),
    );
    // The first on the usual slot; with four waiting (600 ms of work), the next on the burst slot
    // (it starts once its turn's promise settles: every pending callback runs before setImmediate).
    await new Promise(setImmediate);
    expect(slots).toEqual([
      { task: 0, burst: false },
      { task: 1, burst: true },
    ]);
    for (const [index, held] of tasks.entries()) held.finish(String(index));
    expect(await Promise.all(results)).toEqual(['0', '1', '2', '3', '4']);
    // Once the queue was short again, the rest ran on the usual slot.
    expect(slots.slice(2).every((slot) => !slot.burst)).toBe(true);
  });
});
