/**
 * Runs a task later, in this process: the provider's notification when jobs are off
 * (JOBS_ENABLED=false) and in tests. Otherwise it is a delayed job on the Postgres queue
 * (docs/decisions/0011-subscription-lifecycle.md), which survives a restart.
 */
export interface Scheduler {
  schedule(delayMs: number, task: () => Promise<void>): void;
  /** Drops what has not run yet (server shutdown). */
  cancelAll(): void;
}

export function createTimerScheduler(onError: (error: unknown) => void): Scheduler {
  const timers = new Set<NodeJS.Timeout>();
  return {
    schedule(delayMs, task) {
      const timer = setTimeout(() => {
        timers.delete(timer);
        task().catch(onError);
      }, delayMs);
      timers.add(timer);
    },
    cancelAll() {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
  };
}
