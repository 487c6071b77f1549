import type { AppDeps } from '../../../server/app.ts';
import { systemClock, type Clock } from '../../../server/clock.ts';
import type { PaymentsRuntime } from '../../../server/modules/payments/runtime.ts';

/** The clock a test app is built with: the system clock until a test moves it (manualClock). */
export interface TestClock extends Clock {
  /** Reads time from `source` from now on (null: the system clock again). */
  use(source: Clock | null): void;
}

export function testClock(): TestClock {
  let source: Clock = systemClock;
  return {
    now: () => source.now(),
    use(next) {
      source = next ?? systemClock;
    },
  };
}

/**
 * The payments a test app is built with: what buildApp made from the config, with parts a test
 * replaces for a while (a manual scheduler, a provider that counts or holds a charge).
 */
export interface TestPayments {
  /** What buildApp made (the sandbox provider of the config). */
  readonly made: PaymentsRuntime;
  /** Replaces these parts from now on (on top of earlier replacements). */
  use(overrides: Partial<PaymentsRuntime>): void;
  /** Back to what buildApp made. */
  reset(): void;
}

export function testPayments(): TestPayments & { deps: NonNullable<AppDeps['payments']> } {
  let made: PaymentsRuntime | null = null;
  let overrides: Partial<PaymentsRuntime> = {};
  const current = (): PaymentsRuntime => {
    if (made === null) throw new Error('the test app is not built yet');
    return { ...made, ...overrides };
  };
  // Read at each use: the app keeps this object, the test changes what it answers.
  const runtime: PaymentsRuntime = {
    get provider() {
      return current().provider;
    },
    get scheduler() {
      return current().scheduler;
    },
    get activationDelayMs() {
      return current().activationDelayMs;
    },
    flush: () => current().flush(),
  };
  return {
    get made() {
      if (made === null) throw new Error('the test app is not built yet');
      return made;
    },
    use(next) {
      overrides = { ...overrides, ...next };
    },
    reset() {
      overrides = {};
    },
    deps(built) {
      made = built;
      return runtime;
    },
  };
}

/** A clock and payments a test controls, and the AppDeps that hand them to buildApp. */
export function testControls() {
  const clock = testClock();
  const payments = testPayments();
  const deps: Pick<AppDeps, 'clock' | 'payments'> = { clock, payments: payments.deps };
  return { clock, payments: payments as TestPayments, deps };
}
