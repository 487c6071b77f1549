import type { PaymentProviderName, ServerConfig } from '../../config.ts';
import type { DatabaseHandle } from '../../db/database.ts';
import type { PaymentProvider } from './provider.ts';
import { openSandboxLedger } from './sandbox/ledger.ts';
import { createSandboxProvider } from './sandbox/sandbox-provider.ts';
import { createTimerScheduler, type Scheduler } from './scheduler.ts';

/** What the payment routes and the subscription jobs use (ServerServices.payments). */
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

interface MadeProvider {
  provider: PaymentProvider;
  flush(): Promise<void>;
}

/**
 * The one place a provider is chosen (config.payments.provider). The sandbox keeps its records in
 * `database` (sandbox_ledger), which is why it is made with the app and not on first use.
 */
const providers: Record<PaymentProviderName, (database: DatabaseHandle, log: RuntimeLog) => MadeProvider> = {
  sandbox(database, log) {
    const ledger = openSandboxLedger(database.db, database.driver, log);
    return { provider: createSandboxProvider({ ledger, log }), flush: () => ledger.flush() };
  },
};

/** Made once by buildApp (server/services.ts) and handed to every room that pays or refunds. */
export function createPaymentsRuntime(config: ServerConfig, database: DatabaseHandle, log: RuntimeLog): PaymentsRuntime {
  const { provider, flush } = providers[config.payments.provider](database, log);
  return {
    provider,
    scheduler: config.jobs.enabled ? 'queue' : createTimerScheduler((error) => log.error({ err: error }, 'scheduled payment task failed')),
    activationDelayMs: config.paymentActivationDelayMs,
    flush,
  };
}
