import { readFileSync } from 'node:fs';

/**
 * How the serving thread spent a phase of a load test, from the kernel's own accounting (Linux:
 * /proc/thread-self/schedstat): on a CPU, or ready to run but waiting for one. A server whose
 * event loop is ready but not running is slowed by the machine — other processes, its own helper
 * threads, the load client — not by its own code: the mixed load prints both (issue 13).
 */
export interface ServingThreadTime {
  /** Share of the phase's wall time on a CPU (0–1). */
  running: number;
  /** Share of the phase's wall time ready to run, waiting for a CPU (0–1). */
  waiting: number;
}

interface Reading {
  runNs: number;
  waitNs: number;
  atMs: number;
}

/** Call from the thread to measure (the server's); null where the kernel does not tell (not Linux). */
export function readServingThread(): Reading | null {
  try {
    const [runNs, waitNs] = readFileSync('/proc/thread-self/schedstat', 'utf8').trim().split(/\s+/).map(Number);
    if (runNs === undefined || waitNs === undefined || Number.isNaN(runNs) || Number.isNaN(waitNs)) return null;
    return { runNs, waitNs, atMs: performance.now() };
  } catch {
    return null;
  }
}

/** What happened between two readings, or null when either is missing. */
export function servingThreadTime(before: Reading | null, after: Reading | null): ServingThreadTime | null {
  if (before === null || after === null) return null;
  const wallNs = (after.atMs - before.atMs) * 1e6;
  if (wallNs <= 0) return null;
  return { running: (after.runNs - before.runNs) / wallNs, waiting: (after.waitNs - before.waitNs) / wallNs };
}

export function describeServingThread(time: ServingThreadTime | null): string {
  if (time === null) return 'serving thread: not measured here';
  return `serving thread on a CPU ${(100 * time.running).toFixed(0)} %, waiting for one ${(100 * time.waiting).toFixed(0)} % of the time`;
}
