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
    const pool = createHashingPool(1, 100, 450);
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
    const pool = createHashingPool(1, 1, 60_000);
    const first = heldTask();
    const running = pool.run(first.task);
    const queued = pool.run(async () => 'queued');
    await expect(pool.run(async () => 'refused')).rejects.toBeInstanceOf(HashingPoolFull);
    first.finish('first');
    expect([await running, await queued]).toEqual(['first', 'queued']);
  });
});
