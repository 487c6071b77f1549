import { availableParallelism } from 'node:os';

/**
 * A bound on password hashing (docs/decisions/0017-password-hashing-budget.md). scrypt runs on
 * libuv's thread pool, which also serves file reads and compression: unbounded, a burst of sign-ins
 * takes every core and starves the event loop and the database. At most `slots` hashes run at
 * once (one core stays for the event loop and the database); more wait their turn while the wait
 * stays under MAX_WAIT_MS; past that the caller is told at once (HashingPoolFull → 503 +
 * Retry-After), never left waiting for a time-out.
 */
export class HashingPoolFull extends Error {
  override readonly name = 'HashingPoolFull';
  constructor() {
    super('password hashing queue is full');
  }
}

export interface HashingPool {
  run<T>(task: () => Promise<T>): Promise<T>;
  /** Hashes running and waiting (tests and logs). */
  readonly load: { running: number; waiting: number };
}

/** Hashes running at once: one per core but one, at least one. */
export const DEFAULT_HASHING_SLOTS = Math.max(1, availableParallelism() - 1);
/**
 * The queue is bounded by the wait it promises, not by a count: a hash is queued only while the
 * expected wait (hashes ahead × the recent time of one hash ÷ slots) stays under this, well inside
 * the client's own 20 s time-out (docs/product.md#limits) — so a queued sign-in is answered, never timed out, and one
 * that would wait longer is told at once (503 + Retry-After). On this machine's budget (~150 ms a
 * hash) that is about 100 sign-ins waiting on one slot: every connection of a busy morning.
 */
export const MAX_WAIT_MS = 15_000;
/** A hard cap on waiting callers per slot, whatever the estimate says (memory). */
export const QUEUE_PER_SLOT = 256;
/** The first estimate of one hash, until measured (decision 0017's budget). */
const INITIAL_HASH_MS = 150;
/** Weight of the latest hash in the running estimate. */
const SMOOTHING = 0.2;

export function createHashingPool(
  slots = DEFAULT_HASHING_SLOTS,
  queueLength = slots * QUEUE_PER_SLOT,
  maxWaitMs = MAX_WAIT_MS,
): HashingPool {
  let running = 0;
  let hashMs = INITIAL_HASH_MS;
  const waiting: (() => void)[] = [];

  const release = (): void => {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  };
  const expectedWaitMs = (): number => ((waiting.length + 1) * hashMs) / slots;

  return {
    async run<T>(task: () => Promise<T>): Promise<T> {
      if (running < slots) {
        running += 1;
      } else {
        if (waiting.length >= queueLength || expectedWaitMs() > maxWaitMs) throw new HashingPoolFull();
        // The slot is handed over by release(): `running` stays the same.
        await new Promise<void>((resolve) => waiting.push(resolve));
      }
      const started = performance.now();
      try {
        return await task();
      } finally {
        hashMs += SMOOTHING * (performance.now() - started - hashMs);
        release();
      }
    },
    get load() {
      return { running, waiting: waiting.length };
    },
  };
}
