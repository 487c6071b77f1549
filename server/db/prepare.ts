import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, renameSync, rmdirSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
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
  // An existing cluster, or a folder holding something else: PGlite opens it as before.
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0) return false;
  mkdirSync(dirname(dataDir), { recursive: true });
  const scratch = `${dataDir}.init-${process.pid}`;
  rmSync(scratch, { recursive: true, force: true });
  try {
    // From this folder, so that the child resolves @electric-sql/pglite from the project.
    await promisify(execFile)(process.execPath, ['--input-type=module', '-e', INIT_DB_SCRIPT, scratch], {
      cwd: fileURLToPath(new URL('.', import.meta.url)),
    });
    if (existsSync(join(dataDir, 'PG_VERSION'))) return false;
    // An empty folder (made by hand, or by a lock) would refuse the rename; never a full one.
    if (existsSync(dataDir)) rmdirSync(dataDir);
    renameSync(scratch, dataDir);
    return true;
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}
