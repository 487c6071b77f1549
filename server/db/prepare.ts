import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import type { AppConfig } from '../config.ts';
import type { DatabaseHandle } from './database.ts';
import { runSeeders, type SeedLog, type SeedReport } from './seed/index.ts';

/** What every start does before listening: migrate, then seed. Both are idempotent. */
export async function prepareDatabase(handle: DatabaseHandle, config: AppConfig, log: SeedLog): Promise<SeedReport> {
  await handle.migrate();
  return runSeeders(handle.db, config, log);
}

// Creates a PGlite cluster and closes it: plain JavaScript, no transpiler needed.
const INIT_DB_SCRIPT = `
import { PGlite } from '@electric-sql/pglite';
const db = await PGlite.create({ dataDir: process.argv[1] });
await db.close();
`;

/**
 * Creates the PGlite data folder in a short-lived child process when it does not exist yet.
 * Why: initdb inside the server's process leaves ~450 MB of WebAssembly memory behind for the
 * life of the process (757 MB resident after a first start against 304 MB after a restart,
 * docs/performance.md); in a child, that memory goes away with it. The cluster is made in a
 * sibling folder and renamed into place, so two starts racing on a new folder never share a
 * half-made one (the loser's copy is thrown away).
 */
export async function createPgliteDataDir(dataDir: string): Promise<boolean> {
  if (existsSync(join(dataDir, 'PG_VERSION'))) return false;
  mkdirSync(dirname(dataDir), { recursive: true });
  const scratch = `${dataDir}.init-${process.pid}`;
  rmSync(scratch, { recursive: true, force: true });
  try {
    await promisify(execFile)(process.execPath, ['--input-type=module', '-e', INIT_DB_SCRIPT, scratch], { cwd: dirname(new URL(import.meta.url).pathname) });
    if (existsSync(join(dataDir, 'PG_VERSION'))) return false;
    // An empty folder left by someone (mkdir) would refuse the rename.
    if (existsSync(dataDir)) rmSync(dataDir, { recursive: true });
    renameSync(scratch, dataDir);
    return true;
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}
