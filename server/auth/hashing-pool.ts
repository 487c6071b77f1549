import { availableParallelism } from 'node:os';

/**
 * A bound on password hashing (docs/decisions/0017-password-hashing-budget.md). scrypt runs on
 * libuv's thread pool, which also serves file reads and compression: unbounded, a burst of sign-ins
 * takes every core and starves the event loop and the database. At most `slots` hashes run at
 * once (one core stays for the event loop and the database); up to `queueLength` more wait their
 * turn; past that the caller is told at once (HashingPoolFull → 503 + Retry-After), never left
 * waiting for a time-out.
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
 * Waiting hashes per slot. At the budget's ~150 ms per hash this is a wait of about 5 s at worst,
 * well inside the client's 20 s time-out (§9), and it holds a burst of sign-ins (15 at once for one
 * account, each with its re-hash) without refusing any.
 */
export const QUEUE_PER_SLOT = 32;

export function createHashingPool(slots = DEFAULT_HASHING_SLOTS, queueLength = slots * QUEUE_PER_SLOT): HashingPool {
  let running = 0;
  const waiting: (() => void)[] = [];

  const release = (): void => {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  };

  return {
    async run<T>(task: () => Promise<T>): Promise<T> {
      if (running < slots) {
        running += 1;
      } else {
        if (waiting.length >= queueLength) throw new HashingPoolFull();
        // The slot is handed over by release(): `running` stays the same.
        await new Promise<void>((resolve) => waiting.push(resolve));
      }
      try {
        return await task();
      } finally {
        release();
      }
    },
    get load() {
      return { running, waiting: waiting.length };
    },
  };
}
