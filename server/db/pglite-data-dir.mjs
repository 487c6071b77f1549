// Plain JavaScript: scripts/start.mjs runs it before the server bundle exists (a first start
// builds that bundle), and server/db/prepare.ts uses the same code.
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, renameSync, rmdirSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

// Creates a PGlite cluster and closes it.
const INIT_DB_SCRIPT = `
import { PGlite } from '@electric-sql/pglite';
const db = await PGlite.create({ dataDir: process.argv[1] });
await db.close();
`;

// The project root: the child resolves @electric-sql/pglite from there, whether this module runs
// from its source or from the server bundle (dist/runtime).
const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/**
 * The PGlite folder the server will open, read from the environment as server/config.ts reads it
 * (no DATABASE_URL: DATA_DIR, default ./data, then db), or null (PostgreSQL, PGlite in memory).
 */
export function pgliteDataDirFromEnv(env) {
  const given = (name) => (env[name] === undefined || env[name].trim() === '' ? undefined : env[name].trim());
  if (given('DATABASE_URL') !== undefined) return null;
  return join(resolve(given('DATA_DIR') ?? './data'), 'db');
}

/** True when `dataDir` holds nothing yet: createPgliteDataDir would run initdb. */
export function pgliteDataDirIsNew(dataDir) {
  return !existsSync(dataDir) || readdirSync(dataDir).length === 0;
}

/**
 * Creates the PGlite data folder in a short-lived child process when it does not exist yet.
 * Why: initdb inside the server's process leaves ~450 MB of WebAssembly memory behind for the
 * life of the process (757 MB resident after a first start against 304 MB after a restart,
 * docs/performance.md); in a child, that memory goes away with it. The cluster is made in a
 * sibling folder and renamed into place, so two starts racing on a new folder never share a
 * half-made one (the loser's copy is thrown away). Answers true when this call made it.
 */
export async function createPgliteDataDir(dataDir) {
  // An existing cluster, or a folder holding something else: PGlite opens it as before.
  if (!pgliteDataDirIsNew(dataDir)) return false;
  mkdirSync(dirname(dataDir), { recursive: true });
  const scratch = `${dataDir}.init-${process.pid}-${randomUUID().slice(0, 8)}`;
  try {
    await promisify(execFile)(process.execPath, ['--input-type=module', '-e', INIT_DB_SCRIPT, scratch], { cwd: ROOT });
    if (existsSync(join(dataDir, 'PG_VERSION'))) return false;
    // An empty folder (made by hand, or by a lock) would refuse the rename; never a full one.
    if (existsSync(dataDir)) rmdirSync(dataDir);
    renameSync(scratch, dataDir);
    return true;
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}
