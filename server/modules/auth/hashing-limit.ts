import { availableParallelism } from 'node:os';

/**
 * How many password hashes run at once (docs/decisions/0041-hashing-on-libuv-behind-a-limit.md).
 * A hash runs on libuv's thread pool, which also reads files, resolves names and compresses
 * answers: unbounded, a burst of sign-ins would take every thread and every core. Past the limit a
 * hash waits its turn while the wait it is promised stays under `maxWaitMs`; one that would wait
 * longer is refused at once (HashingBusy → 503 + Retry-After, server/http/errors.ts), never left to
 * time out.
 */
export class HashingBusy extends Error {
  override readonly name = 'HashingBusy';
  constructor() {
    super('password hashing is busy');
  }
}

export interface HashingLimitOptions {
  /** Hashes running at once. */
  concurrency: number;
  /** The longest wait promised to a hash that queues (hashes ahead × one hash's recent time ÷ concurrency). */
  maxWaitMs: number;
  /** Hashes waiting at most, whatever the estimate says (memory). */
  maxWaiting: number;
}

export interface HashingLimit {
  run<T>(task: () => Promise<T>): Promise<T>;
  /** Hashes running and waiting (tests and logs). */
  readonly load: { running: number; waiting: number };
}

/** libuv's pool: UV_THREADPOOL_SIZE when the process was started with it, else libuv's 4. */
export function threadPoolSize(env: NodeJS.ProcessEnv = process.env): number {
  const size = Number(env['UV_THREADPOOL_SIZE']);
  return Number.isInteger(size) && size > 0 ? Math.min(size, 1024) : 4;
}

export const DEFAULT_HASHING_LIMIT: HashingLimitOptions = {
  // A core for the event loop and the database, and half of libuv's pool for files, names and compression.
  concurrency: Math.max(1, Math.min(availableParallelism() - 1, Math.floor(threadPoolSize() / 2))),
  // Inside the client's 20 s time-out (docs/product.md#limits): a queued sign-in is answered, not timed out.
  maxWaitMs: 15_000,
  maxWaiting: 256,
};

/** The estimate of one hash until measured: today's Argon2id costs ~30 ms (decision 0029), on the safe side. */
const INITIAL_HASH_MS = 50;
/** Weight of the latest hash in the running estimate. */
const SMOOTHING = 0.2;

export function createHashingLimit(options: Partial<HashingLimitOptions> = {}): HashingLimit {
  const { concurrency, maxWaitMs, maxWaiting } = { ...DEFAULT_HASHING_LIMIT, ...options };
  let running = 0;
  let hashMs = INITIAL_HASH_MS;
  const waiting: (() => void)[] = [];

  return {
    async run<T>(task: () => Promise<T>): Promise<T> {
      if (running < concurrency) {
        running += 1;
      } else {
        const promisedWaitMs = ((waiting.length + 1) * hashMs) / concurrency;
        if (waiting.length >= maxWaiting || promisedWaitMs > maxWaitMs) throw new HashingBusy();
        // The slot is handed over by the hash that ends (still counted as running).
        await new Promise<void>((resolve) => waiting.push(resolve));
      }
      const started = performance.now();
      try {
        return await task();
      } finally {
        hashMs += SMOOTHING * (performance.now() - started - hashMs);
        const next = waiting.shift();
        if (next === undefined) running -= 1;
        else next();
      }
    },
    get load() {
      return { running, waiting: waiting.length };
    },
  };
}
