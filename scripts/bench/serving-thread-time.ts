import { readFileSync } from 'node:fs';

/**
 * How the serving thread spent a phase of a load test, from the kernel's own accounting (Linux:
 * /proc/thread-self/schedstat): on a CPU, or ready to run but waiting for one. A server whose
 * event loop is ready but not running is slowed by the machine — other processes, its own helper
 * threads, the load client — not by its own code: the mixed load prints both.
 */
export interface ServingThreadTime {
  /** Share of the phase's wall time on a CPU (0–1; the load client's start and end count as idle). */
  running: number;
  /** Of the time the thread was ready to run (on a CPU or queued for one), the share spent queued (0–1). */
  waiting: number;
}

interface Reading {
  runNs: number;
  waitNs: number;
  atMs: number;
}

/**
 * Call from the thread to measure (the server's main thread): the read is synchronous on purpose,
 * an asynchronous one would read a libuv pool thread's figures. Null where the kernel does not tell.
 */
export function readServingThread(): Reading | null {
  try {
    const [runNs, waitNs] = readFileSync('/proc/thread-self/schedstat', 'utf8').trim().split(/\s+/).map(Number);
    if (runNs === undefined || waitNs === undefined || Number.isNaN(runNs) || Number.isNaN(waitNs)) return null;
    return { runNs, waitNs, atMs: performance.now() };
  } catch {
    return null;
  }
}

/** What happened between two readings, or null when either is missing or the kernel keeps no figures (all zero). */
export function servingThreadTime(before: Reading | null, after: Reading | null): ServingThreadTime | null {
  if (before === null || after === null) return null;
  const wallNs = (after.atMs - before.atMs) * 1e6;
  const runNs = after.runNs - before.runNs;
  const waitNs = after.waitNs - before.waitNs;
  if (wallNs <= 0 || runNs <= 0) return null;
  return { running: runNs / wallNs, waiting: waitNs / (runNs + waitNs) };
}

export function describeServingThread(time: ServingThreadTime | null): string {
  if (time === null) return 'serving thread: not measured here';
  return `serving thread on a CPU ${(100 * time.running).toFixed(0)} % of the phase; of the time it was ready to run, ${(100 * time.waiting).toFixed(0)} % waiting for a CPU`;
}
