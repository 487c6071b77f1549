import type { AppConfig } from '../config.ts';
import type { DatabaseHandle } from './database.ts';
import { runSeeders, type SeedLog, type SeedReport } from './seed/index.ts';

/** What every start does before listening: migrate, then seed. Both are idempotent. */
export async function prepareDatabase(handle: DatabaseHandle, config: AppConfig, log: SeedLog): Promise<SeedReport> {
  await handle.migrate();
  return runSeeders(handle.db, config, log);
}

// Plain JavaScript, shared with scripts/start.mjs (which begins a first start's initdb at once).
export { createPgliteDataDir } from './pglite-data-dir.mjs';
