/**
 * Runs a task later, in this process. The provider's notification is delivered through it; the
 * subscription issue replaces it with a pg-boss queue (docs/decisions/0009-payments-sandbox.md).
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
