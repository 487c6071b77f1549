import type { AppConfig } from '../../config.ts';
import { contentChanged } from '../../modules/content/content-changes.ts';
import type { Database } from '../database.ts';
import { seedRuns } from '../schema/index.ts';
import { demoContentSeeder } from './content-seeder.ts';
import { demoBillingSeeder } from './demo-billing.ts';
import { demoPendingPaymentSeeder } from './demo-pending-payment.ts';
import { demoSubscriptionSeeder } from './demo-subscription.ts';
import { demoUsersSeeder } from './demo-users.ts';
import { welcomeMailSeeder } from './welcome-mail.ts';

export interface SeedLog {
  info(details: Record<string, unknown>, message: string): void;
}

export interface SeedContext {
  /** The seeder's own transaction: its rows and its seed_runs mark commit together. */
  db: Database;
  config: AppConfig;
  /** For what a person must read on first start (demo credentials). */
  log: SeedLog;
}

export interface Seeder {
  /** Stable name, recorded in seed_runs: renaming a seeder runs it again. */
  name: string;
  /** Demo data (fake articles, demo accounts): skipped unless config.seedDemo. */
  demo: boolean;
  run(context: SeedContext): Promise<void>;
}

/** Every seeder, in order. A feature appends its own (reference data before demo data). */
export const seeders: readonly Seeder[] = [
  welcomeMailSeeder,
  demoUsersSeeder,
  demoContentSeeder,
  demoBillingSeeder,
  demoSubscriptionSeeder,
  demoPendingPaymentSeeder,
];

export interface SeedReport {
  ran: string[];
  skipped: string[];
}

/**
 * Runs each seeder at most once per database. The seed_runs row is claimed with
 * INSERT … ON CONFLICT DO NOTHING inside the seeder's transaction, so a second start adds nothing
 * and two processes starting together cannot both run it (the second waits on the row, then skips).
 */
export async function runSeeders(db: Database, config: AppConfig, log: SeedLog, list: readonly Seeder[] = seeders): Promise<SeedReport> {
  const report: SeedReport = { ran: [], skipped: [] };
  // One read instead of one transaction per seeder: a restart finds them all done.
  const done = new Set((await db.select({ name: seedRuns.name }).from(seedRuns)).map((row) => row.name));
  for (const seeder of list) {
    if ((seeder.demo && !config.seedDemo) || done.has(seeder.name)) {
      // A demo seeder skipped is not marked as run: enabling SEED_DEMO later still seeds it.
      report.skipped.push(seeder.name);
      continue;
    }
    const ran = await db.transaction(async (tx) => {
      const claimed = await tx.insert(seedRuns).values({ name: seeder.name }).onConflictDoNothing().returning();
      if (claimed.length === 0) return false;
      await seeder.run({ db: tx, config, log });
      return true;
    });
    (ran ? report.ran : report.skipped).push(seeder.name);
  }
  if (report.ran.length > 0) {
    // After the commits: a page cached while a seeder's transaction was open shows the old content.
    contentChanged();
    log.info({ seeders: report.ran }, 'database seeded');
  }
  return report;
}
