import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../../config.ts';
import type { DatabaseHandle } from '../../db/database.ts';
import type { PaymentProvider } from './provider.ts';
import { openSandboxLedger } from './sandbox/ledger.ts';
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
  /** Delay between a successful charge and the provider's notification (docs/product.md#states: account creation takes a while). */
  activationDelayMs: number;
  /** Waits for what the provider still writes (the sandbox's ledger on PGlite): before the database closes. */
  flush(): Promise<void>;
}

interface RuntimeLog {
  info(details: Record<string, unknown>, message: string): void;
  error(details: Record<string, unknown>, message: string): void;
}

// Keyed by the app's config object, as server/clock.ts: shared by every context of one app,
// and reachable from a job, which gets the config but not the app.
const runtimes = new WeakMap<object, PaymentsRuntime>();

/**
 * Makes the app's runtime (the billing module does, once, when registered): the sandbox provider keeps
 * its records in `database` (sandbox_ledger), which is why it is made here and not on first use.
 */
export function createPaymentsRuntime(config: ServerConfig, database: DatabaseHandle, log: RuntimeLog): PaymentsRuntime {
  const ledger = openSandboxLedger(database.db, database.driver, log);
  const runtime: PaymentsRuntime = {
    provider: createSandboxProvider({ ledger, log }),
    scheduler: config.jobs.enabled ? 'queue' : createTimerScheduler((error) => log.error({ err: error }, 'scheduled payment task failed')),
    activationDelayMs: config.paymentActivationDelayMs,
    flush: () => ledger.flush(),
  };
  runtimes.set(config, runtime);
  return runtime;
}

/** The runtime made by createPaymentsRuntime for this config (jobs get the config, not the app). */
export function paymentsRuntimeFor(config: ServerConfig, _log?: unknown): PaymentsRuntime {
  const runtime = runtimes.get(config);
  if (runtime === undefined) throw new Error('payments runtime not created (createPaymentsRuntime at start)');
  return runtime;
}

export function paymentsRuntimeOf(app: FastifyInstance): PaymentsRuntime {
  return paymentsRuntimeFor(app.config);
}

/** Tests: another delay, scheduler or provider for this app. */
export function setPaymentsRuntime(app: FastifyInstance, overrides: Partial<PaymentsRuntime>): PaymentsRuntime {
  const runtime = { ...paymentsRuntimeOf(app), ...overrides };
  runtimes.set(app.config, runtime);
  return runtime;
}
