import { availableParallelism } from 'node:os';

/**
 * A bound on password hashing (docs/decisions/0017-password-hashing-budget.md). Each hash takes a
 * core (on a thread of lower priority, hashing-threads.ts, decision 0027): unbounded, a burst of
 * sign-ins takes every core and starves the event loop and the database. At most `slots` hashes run at
 * once (DEFAULT_HASHING_SLOTS), `burstSlots` while the queue is long (DEFAULT_BURST_SLOTS); more
 * wait their turn while the wait stays under MAX_WAIT_MS; past that the caller is told at once
 * (HashingPoolFull → 503 + Retry-After), never left waiting for a time-out.
 */
export class HashingPoolFull extends Error {
  override readonly name = 'HashingPoolFull';
  constructor() {
    super('password hashing queue is full');
  }
}

/** Where a hash runs: `burst` when it took a burst slot (the queue is long: it should not yield). */
export interface HashingSlot {
  burst: boolean;
}

export interface HashingPool {
  run<T>(task: (slot: HashingSlot) => Promise<T>): Promise<T>;
  /** Hashes running and waiting (tests and logs). */
  readonly load: { running: number; waiting: number };
}

/** Hashes running at once: one per core but one, at least one (a core stays for the event loop and the database). */
export const DEFAULT_HASHING_SLOTS = Math.max(1, availableParallelism() - 1);
/**
 * Hashes running at once during a burst of sign-ins: at least two. On two cores one slot was half
 * the machine's hashing: at ~300 ms a hash (decision 0017, re-measured 2026-11-27) 50 connections
 * signing in at once waited past MAX_WAIT_MS and were refused. The second slot is taken only while
 * the queue is long (BURST_AFTER_MS), so that the event loop keeps its core the rest of the time.
 */
export const DEFAULT_BURST_SLOTS = Math.max(2, DEFAULT_HASHING_SLOTS);
/** The burst slots are used while the queue holds more than this much work for the usual slots. */
export const BURST_AFTER_MS = 3_000;
/**
 * The queue is bounded by the wait it promises, not by a count: a hash is queued only while the
 * expected wait (hashes ahead × the recent time of one hash ÷ burst slots) stays under this, well
 * inside the client's own 20 s time-out (docs/product.md#limits) — so a queued sign-in is
 * answered, never timed out, and one that would wait longer is told at once (503 + Retry-After).
 * At ~300 ms a scrypt hash on the two slots of a burst (this machine, 2026-11-27) that was about
 * 100 sign-ins waiting; at ~30 ms an Argon2id hash (decision 0029) QUEUE_PER_SLOT binds first.
 */
export const MAX_WAIT_MS = 15_000;
/** A hard cap on waiting callers per (burst) slot, whatever the estimate says (memory). */
export const QUEUE_PER_SLOT = 256;
/**
 * The first estimate of one hash, until measured: decision 0017's budget, on the safe side of
 * today's ~30 ms Argon2id (decision 0029); the running estimate follows within a few hashes.
 */
const INITIAL_HASH_MS = 150;
/** Weight of the latest hash in the running estimate. */
const SMOOTHING = 0.2;

export interface HashingPoolOptions {
  slots: number;
  burstSlots: number;
  burstAfterMs: number;
  queueLength: number;
  maxWaitMs: number;
}

export function createHashingPool(options: Partial<HashingPoolOptions> = {}): HashingPool {
  const slots = options.slots ?? DEFAULT_HASHING_SLOTS;
  const burstSlots = Math.max(slots, options.burstSlots ?? DEFAULT_BURST_SLOTS);
  const { burstAfterMs = BURST_AFTER_MS, queueLength = burstSlots * QUEUE_PER_SLOT, maxWaitMs = MAX_WAIT_MS } = options;
  let running = 0;
  let hashMs = INITIAL_HASH_MS;
  const waiting: (() => void)[] = [];

  const allowed = (): number => ((waiting.length * hashMs) / slots > burstAfterMs ? burstSlots : slots);
  const startWaiting = (): void => {
    while (running < allowed()) {
      const next = waiting.shift();
      if (next === undefined) return;
      running += 1;
      next();
    }
  };
  // The wait a newcomer is promised: a queue that long runs on the burst slots.
  const expectedWaitMs = (): number => ((waiting.length + 1) * hashMs) / burstSlots;

  return {
    async run<T>(task: (slot: HashingSlot) => Promise<T>): Promise<T> {
      let burst = false;
      if (running < slots) {
        running += 1;
      } else {
        if (waiting.length >= queueLength || expectedWaitMs() > maxWaitMs) throw new HashingPoolFull();
        // Started by startWaiting(), which counts it as running: beyond the usual slots, on a burst slot.
        burst = await new Promise<boolean>((resolve) => {
          waiting.push(() => resolve(running > slots));
          startWaiting();
        });
      }
      const started = performance.now();
      try {
        return await task({ burst });
      } finally {
        hashMs += SMOOTHING * (performance.now() - started - hashMs);
        running -= 1;
        startWaiting();
      }
    },
    get load() {
      return { running, waiting: waiting.length };
    },
  };
}
