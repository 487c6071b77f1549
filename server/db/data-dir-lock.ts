import { readFileSync, rmSync, writeFileSync } from 'node:fs';

/**
 * PGlite is one PostgreSQL in one process: a second process opening the same folder (a second
 * `npm start`) would corrupt it. A pid lock file next to the folder refuses that with a clear
 * message; a lock left by a crashed process (pid no longer alive) is taken over.
 * Returns the release function.
 */
export function acquireDataDirLock(dataDir: string): () => void {
  const lockPath = `${dataDir}.lock`;
  const ownPid = String(process.pid);
  if (openedHere.has(lockPath)) throw new Error(`La base PGlite ${dataDir} est déjà ouverte par ce processus`);
  try {
    writeFileSync(lockPath, ownPid, { flag: 'wx' });
  } catch (error) {
    if (!(error instanceof Error && 'code' in error && error.code === 'EEXIST')) throw error;
    const holder = Number.parseInt(readFileSync(lockPath, 'utf8'), 10);
    // Our own pid in a lock we did not take: a previous run in a container (pid 1 again) crashed.
    if (Number.isInteger(holder) && holder !== process.pid && isAlive(holder)) {
      throw new Error(
        `La base PGlite ${dataDir} est déjà utilisée par le processus ${holder} : arrêtez-le, ou utilisez un autre DATA_DIR`,
        { cause: error },
      );
    }
    writeFileSync(lockPath, ownPid);
  }
  openedHere.add(lockPath);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    openedHere.delete(lockPath);
    try {
      if (readFileSync(lockPath, 'utf8') === ownPid) rmSync(lockPath);
    } catch {
      // Already gone: nothing to release.
    }
  };
}

const openedHere = new Set<string>();

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return error instanceof Error && 'code' in error && error.code === 'EPERM';
  }
}
