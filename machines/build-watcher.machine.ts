import { assign, setup, stateIn } from 'xstate';
import { notProvidedAction, notProvidedActor } from './shared/not-provided.ts';

/**
 * Build watcher (docs/product.md#states, docs/product.md#calls, docs/product.md#limits): polls the build manifest `builds/latest.json` and reloads the page
 * when another build is deployed; reloads to the target path when a lazy chunk fails to load.
 * Never reloads twice within the reload guard (docs/product.md#limits: 10 s), so a stale cache cannot cause a loop.
 *
 * No clock inside: the app passes the time it read `lastReloadAt` (from sessionStorage) as
 * `input.now`, and the guard window is an `after` delay, so time flows through XState's clock
 * (real in the app, simulated in tests).
 *
 * Provided by the app: actor `fetchLatestBuild` (GET the manifest, validate it), action
 * `reloadPage` ({ path }: null reloads the current URL; it also stores the reload time).
 */

/** Default polling interval of the manifest. */
export const BUILD_POLL_INTERVAL_MS = 60_000;
/** Page reload guard (docs/product.md#limits). */
export const RELOAD_GUARD_MS = 10_000;

/** `builds/latest.json` */
export interface BuildManifest {
  buildId: string;
}

export interface BuildWatcherInput {
  /** Build the page runs (PublicConfig.buildId). */
  currentBuildId: string;
  /** Time (ms since epoch) of the last reload the app did, or null. */
  lastReloadAt: number | null;
  /** Time (ms since epoch) when the actor is created: the machine reads no clock itself. */
  now: number;
  pollInterval?: number;
  reloadGuard?: number;
}

/** Params of the `reloadPage` action: null path reloads the current URL. */
export interface ReloadRequest {
  path: string | null;
}

export type BuildWatcherEvent = { type: 'chunk.loadFailed'; targetPath: string };

export interface BuildWatcherContext {
  currentBuildId: string;
  latestBuildId: string | null;
  pollInterval: number;
  /** Time left in the reload guard window when the actor started (0: none). */
  reloadGuardRemaining: number;
  /** Path to load when reloading; null reloads the current URL. */
  reloadPath: string | null;
  /** Target of the last chunk failure whose reload the guard refused. */
  refusedPath: string | null;
}

function guardRemaining(input: BuildWatcherInput): number {
  const guardMs = input.reloadGuard ?? RELOAD_GUARD_MS;
  if (input.lastReloadAt === null) return 0;
  // A reload "in the future" (clock skew) counts as just now.
  return Math.min(guardMs, Math.max(0, input.lastReloadAt + guardMs - input.now));
}

export const buildWatcherMachine = setup({
  types: {
    context: {} as BuildWatcherContext,
    events: {} as BuildWatcherEvent,
    input: {} as BuildWatcherInput,
    tags: {} as 'busy' | 'updateAvailable' | 'error',
  },
  actors: {
    fetchLatestBuild: notProvidedActor<BuildManifest>('fetchLatestBuild'),
  },
  actions: {
    reloadPage: notProvidedAction<ReloadRequest>('reloadPage'),
    rememberLatestBuild: assign((_, params: BuildManifest) => ({ latestBuildId: params.buildId })),
    reloadToTargetPath: assign({ reloadPath: ({ event }) => event.targetPath }),
    rememberRefusedPath: assign({ refusedPath: ({ event }) => event.targetPath }),
  },
  guards: {
    reloadedRecently: ({ context }) => context.reloadGuardRemaining > 0,
    reloadAllowed: stateIn({ watching: { reloadGuard: 'released' } }),
    isRunningBuild: ({ context }, params: BuildManifest) => params.buildId === context.currentBuildId,
  },
  delays: {
    pollInterval: ({ context }) => context.pollInterval,
    reloadGuardRemaining: ({ context }) => context.reloadGuardRemaining,
  },
}).createMachine({
  id: 'buildWatcher',
  description:
    'Keeps the open page on the deployed build (docs/product.md#states): polls builds/latest.json and reloads ' +
    'when another build is out; reloads to the target page when a part of the app fails to ' +
    'load. Never reloads twice within 10 s (docs/product.md#limits).',
  context: ({ input }) => ({
    currentBuildId: input.currentBuildId,
    latestBuildId: null,
    pollInterval: input.pollInterval ?? BUILD_POLL_INTERVAL_MS,
    reloadGuardRemaining: guardRemaining(input),
    reloadPath: null,
    refusedPath: null,
  }),
  initial: 'watching',
  states: {
    watching: {
      description: 'Three things at once: the reload guard, manifest polling, chunk failures.',
      type: 'parallel',
      states: {
        reloadGuard: {
          description: 'The 10 s window after the last reload (docs/product.md#limits), measured from input.now.',
          initial: 'starting',
          states: {
            starting: {
              description: 'Was the page itself loaded by a reload less than 10 s ago?',
              always: [{ guard: 'reloadedRecently', target: 'armed' }, { target: 'released' }],
            },
            armed: {
              description: 'Within 10 s of the last reload: no reload allowed.',
              after: { reloadGuardRemaining: 'released' },
            },
            released: { description: 'Reloads are allowed.' },
          },
        },
        polling: {
          description: 'Checks builds/latest.json every poll interval; failures are ignored.',
          initial: 'idle',
          states: {
            idle: {
              description: 'Waits for the next check (60 s by default).',
              after: { pollInterval: 'checking' },
            },
            checking: {
              description: 'Fetches builds/latest.json.',
              tags: ['busy'],
              invoke: {
                id: 'fetchLatestBuild',
                src: 'fetchLatestBuild',
                onDone: [
                  {
                    guard: { type: 'isRunningBuild', params: ({ event }) => event.output },
                    target: 'idle',
                  },
                  {
                    target: 'updatePending',
                    actions: { type: 'rememberLatestBuild', params: ({ event }) => event.output },
                  },
                ],
                // An unreachable manifest is not an update: try again next interval.
                onError: { target: 'idle' },
              },
            },
            // A new build is out but the guard holds: reload as soon as it lets go.
            updatePending: {
              description: 'A new build is out; reloads as soon as the 10 s guard ends.',
              tags: ['updateAvailable'],
              always: { guard: 'reloadAllowed', target: '#buildWatcher.reloading' },
            },
          },
        },
        chunks: {
          description: 'Lazy-loaded parts of the app that failed to load (chunk.loadFailed).',
          initial: 'loaded',
          states: {
            loaded: { description: 'No loading failure.' },
            // Reloading again so soon would loop on a stale cache: let the app show its error.
            reloadRefused: {
              description: 'A part of the app failed to load and a reload now could loop.',
              tags: ['error'],
            },
          },
          on: {
            'chunk.loadFailed': [
              {
                guard: 'reloadAllowed',
                target: '#buildWatcher.reloading',
                actions: 'reloadToTargetPath',
              },
              { target: '.reloadRefused', actions: 'rememberRefusedPath' },
            ],
          },
        },
      },
    },
    // The page unloads: nothing follows.
    reloading: {
      description: 'Reloads the page (to the target page after a loading failure).',
      type: 'final',
      tags: ['busy'],
      entry: {
        type: 'reloadPage',
        params: ({ context }): ReloadRequest => ({ path: context.reloadPath }),
      },
    },
  },
});
