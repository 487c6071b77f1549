import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config.ts';
import type { PaymentProvider } from './provider.ts';
import { createSandboxProvider } from './sandbox/sandbox-provider.ts';
import { createTimerScheduler, type Scheduler } from './scheduler.ts';

/** What the payment routes and the subscription jobs use. */
export interface PaymentsRuntime {
  provider: PaymentProvider;
  /**
   * How the provider's notification is delivered after the activation delay: 'queue' = a delayed
   * job on the Postgres queue (default when jobs run: survives restarts, one delivery across
   * processes); a Scheduler = in this process (JOBS_ENABLED=false, tests' manual scheduler).
   */
  scheduler: Scheduler | 'queue';
  /** Delay between a successful charge and the provider's notification (§4: account creation takes a while). */
  activationDelayMs: number;
}

interface ErrorLog {
  error(details: Record<string, unknown>, message: string): void;
}

// Keyed by the app's config object, as server/auth/clock.ts: shared by every context of one app,
// and reachable from a job, which gets the config but not the app.
const runtimes = new WeakMap<object, PaymentsRuntime>();

export function paymentsRuntimeFor(config: ServerConfig, log: ErrorLog): PaymentsRuntime {
  let runtime = runtimes.get(config);
  if (runtime === undefined) {
    runtime = {
      provider: createSandboxProvider(),
      scheduler: config.jobs.enabled
        ? 'queue'
        : createTimerScheduler((error) => log.error({ err: error }, 'scheduled payment task failed')),
      activationDelayMs: config.paymentActivationDelayMs,
    };
    runtimes.set(config, runtime);
  }
  return runtime;
}

export function paymentsRuntimeOf(app: FastifyInstance): PaymentsRuntime {
  return paymentsRuntimeFor(app.config, app.log);
}

/** Tests: another delay, scheduler or provider for this app. */
export function setPaymentsRuntime(app: FastifyInstance, overrides: Partial<PaymentsRuntime>): PaymentsRuntime {
  const runtime = { ...paymentsRuntimeOf(app), ...overrides };
  runtimes.set(app.config, runtime);
  return runtime;
}
