import { createActor, fromPromise } from 'xstate';
import { buildWatcherMachine, type BuildManifest } from '../../machines/build-watcher.machine.ts';
import { readLastReload, recordReload } from './reload-memory.ts';

/** builds/latest.json is ours, on our origin: a shape check is enough (and keeps zod out of the entry). */
function parseBuildManifest(value: unknown): BuildManifest {
  const buildId = (value as { buildId?: unknown } | null)?.buildId;
  if (typeof buildId !== 'string') throw new Error('builds/latest.json has no buildId');
  return { buildId };
}

/** Build watcher (docs/product.md#states): polls builds/latest.json and reloads on a new build (10 s guard). */
function createBuildWatcher(currentBuildId: string, win: Window) {
  const storage = safeSessionStorage(win);
  const machine = buildWatcherMachine.provide({
    actors: {
      fetchLatestBuild: fromPromise<BuildManifest, void>(async ({ signal }) => {
        const response = await win.fetch('/builds/latest.json', { cache: 'no-store', signal });
        if (!response.ok) throw new Error(`builds/latest.json answered ${response.status}`);
        return parseBuildManifest(await response.json());
      }),
    },
    actions: {
      reloadPage: (_, params) => {
        recordReload(storage, Date.now());
        if (params.path) win.location.assign(params.path);
        else win.location.reload();
      },
    },
  });
  return createActor(machine, { input: { currentBuildId, lastReloadAt: readLastReload(storage), now: Date.now() } });
}

function safeSessionStorage(win: Window): Storage | null {
  try {
    return win.sessionStorage;
  } catch {
    return null;
  }
}

export type BuildWatcher = ReturnType<typeof createBuildWatcher>;

/**
 * Loaded by the browser services right after start-up, not in the entry (the entry's
 * budget). Imported at once rather than on a failed chunk, since after a deploy the old build's
 * chunks, this one included, may be gone.
 */
export function startBuildWatcher(currentBuildId: string, win: Window): BuildWatcher {
  return createBuildWatcher(currentBuildId, win).start();
}
