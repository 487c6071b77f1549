import type { FastifyInstance } from 'fastify';
import type { PaymentProvider } from './provider.ts';
import { createSandboxProvider } from './sandbox/sandbox-provider.ts';
import { createTimerScheduler, type Scheduler } from './scheduler.ts';

/** What the payment routes use: the provider, the scheduler of notifications, the activation delay. */
export interface PaymentsRuntime {
  provider: PaymentProvider;
  scheduler: Scheduler;
  /** Delay between a successful charge and the provider's notification (§4: account creation takes a while). */
  activationDelayMs: number;
}

// Keyed by the app's config object, as server/auth/clock.ts: shared by every context of one app.
const runtimes = new WeakMap<object, PaymentsRuntime>();

export function paymentsRuntimeOf(app: FastifyInstance): PaymentsRuntime {
  let runtime = runtimes.get(app.config);
  if (runtime === undefined) {
    runtime = {
      provider: createSandboxProvider(),
      scheduler: createTimerScheduler((error) => app.log.error({ err: error }, 'scheduled payment task failed')),
      activationDelayMs: app.config.paymentActivationDelayMs,
    };
    runtimes.set(app.config, runtime);
  }
  return runtime;
}

/** Tests: another delay, scheduler or provider for this app. */
export function setPaymentsRuntime(app: FastifyInstance, overrides: Partial<PaymentsRuntime>): PaymentsRuntime {
  const runtime = { ...paymentsRuntimeOf(app), ...overrides };
  runtimes.set(app.config, runtime);
  return runtime;
}
