import { expect } from 'vitest';
import type { EventObject } from 'xstate';
import {
  BUILD_POLL_INTERVAL_MS,
  buildWatcherMachine,
  RELOAD_GUARD_MS,
  type BuildManifest,
  type BuildWatcherEvent,
  type BuildWatcherInput,
  type ReloadRequest,
} from '../../machines/build-watcher.machine.ts';
import {
  describeEventType,
  describeModel,
  doneActorEvent,
  errorActorEvent,
  isDoneActorEvent,
  type StepContext,
} from '../support/model-testing.ts';

const NOW = Date.UTC(2025, 0, 15, 10, 0, 0);
const RUNNING = 'build-2025-01-14';
const DEPLOYED = 'build-2025-01-15';
const TARGET = '/articles/premier-rendez-vous';

const scenarios: Array<{ name: string; input: BuildWatcherInput }> = [
  // Loaded by a reload 4 s ago: 6 s of guard left; polling every 5 s so a check can land inside.
  {
    name: 'reloaded 4 s ago',
    input: { currentBuildId: RUNNING, lastReloadAt: NOW - 4000, now: NOW, pollInterval: 5000 },
  },
  { name: 'first visit', input: { currentBuildId: RUNNING, lastReloadAt: null, now: NOW } },
];

type Step = StepContext<typeof buildWatcherMachine>;

function inputOf(step: Step): BuildWatcherInput {
  if (!step.scenario.input) throw new Error(`scenario '${step.scenario.name}' has no input`);
  return step.scenario.input;
}

function reloadsOf(step: Step): ReloadRequest[] {
  return step.effects.filter((effect) => effect.type === 'reloadPage').map((effect) => effect.params as ReloadRequest);
}

function isChunkFailure(event: EventObject): event is BuildWatcherEvent {
  return event.type === 'chunk.loadFailed';
}

function manifestOf(event: EventObject): BuildManifest | undefined {
  return isDoneActorEvent<BuildManifest>(event, 'fetchLatestBuild') ? event.output : undefined;
}

function isTimer(step: Step, delay: string): boolean {
  return step.firedTimer?.eventType.startsWith(`xstate.after.${delay}.`) ?? false;
}

/** What the tab does: watch (guard, polling, chunk failures), or reload once, to a path or in place. */
type Outcome =
  | { reloads: ReloadRequest[] }
  | { guard: 'holding' | 'released'; polling: 'waiting' | 'checking' | 'update waits for the guard'; chunks: 'loaded' | 'reload refused' };

/**
 * Build manifest polled (docs/product.md#states), chunk load error reloads to the target path; docs/product.md#limits reload guard 10 s.
 * Written from the rules: a new build or a failed chunk reloads unless a reload happened < 10 s ago;
 * a new build then waits for the guard, a failed chunk does not (a reload could loop).
 */
function nextOutcome(before: Outcome, event: EventObject): Outcome {
  if ('reloads' in before) return before;
  const key = describeEventType(event.type);
  const manifest = manifestOf(event);
  if (key === 'after reloadGuardRemaining') {
    return before.polling === 'update waits for the guard' ? { reloads: [{ path: null }] } : { ...before, guard: 'released' };
  }
  if (key === 'after pollInterval') return { ...before, polling: 'checking' };
  if (manifest) {
    if (manifest.buildId === RUNNING) return { ...before, polling: 'waiting' };
    return before.guard === 'released' ? { reloads: [{ path: null }] } : { ...before, polling: 'update waits for the guard' };
  }
  if (key === 'error: fetchLatestBuild') return { ...before, polling: 'waiting' };
  if (isChunkFailure(event))
    return before.guard === 'released' ? { reloads: [{ path: event.targetPath }] } : { ...before, chunks: 'reload refused' };
  return before;
}

function observe(step: Step): Outcome {
  const { snapshot } = step;
  if (snapshot.status === 'done') return { reloads: reloadsOf(step) };
  expect(reloadsOf(step)).toEqual([]);
  return {
    guard: snapshot.matches({ watching: { reloadGuard: 'released' } }) ? 'released' : 'holding',
    polling: snapshot.hasTag('updateAvailable') ? 'update waits for the guard' : snapshot.hasTag('busy') ? 'checking' : 'waiting',
    chunks: snapshot.hasTag('error') ? 'reload refused' : 'loaded',
  };
}

describeModel(
  'build watcher',
  {
    machine: buildWatcherMachine,
    scenarios,
    expected: {
      initial: ({ input }): Outcome => ({
        guard: input?.lastReloadAt != null && input.now - input.lastReloadAt < RELOAD_GUARD_MS ? 'holding' : 'released',
        polling: 'waiting',
        chunks: 'loaded',
      }),
      next: nextOutcome,
      observe,
    },
    // The other fields are fixed by the scenario's input.
    contextKeys: ['latestBuildId', 'reloadPath', 'refusedPath'],
    events: {
      'chunk.loadFailed': [{ type: 'chunk.loadFailed', targetPath: TARGET }],
      'xstate.done.actor.fetchLatestBuild': [
        doneActorEvent('fetchLatestBuild', { buildId: RUNNING }),
        doneActorEvent('fetchLatestBuild', { buildId: DEPLOYED }),
      ],
      'xstate.error.actor.fetchLatestBuild': [errorActorEvent('fetchLatestBuild', new Error('offline'))],
    },
    describeEvent: (event) => {
      const manifest = manifestOf(event);
      if (manifest) return `manifest ${manifest.buildId === RUNNING ? 'unchanged' : 'new build'}`;
      return isChunkFailure(event) ? `chunk failed (${event.targetPath})` : describeEventType(event.type);
    },
  },
  (step) => {
    const { snapshot, previous, event } = step;
    const input = inputOf(step);
    const reloads = reloadsOf(step);
    const reloadedNow = reloads.length === 1 && previous !== undefined && previous.status === 'active';

    // At most one reload, and nothing happens after it (the page goes away).
    expect(reloads.length).toBeLessThanOrEqual(1);
    expect(snapshot.status).toBe(reloads.length === 1 ? 'done' : 'active');
    if (snapshot.status === 'done') expect(step.pendingTimers).toEqual([]);

    // docs/product.md#limits: never a reload within 10 s of the previous one.
    if (reloads.length === 1 && input.lastReloadAt !== null) {
      expect(input.now + step.elapsed - input.lastReloadAt).toBeGreaterThanOrEqual(RELOAD_GUARD_MS);
    }

    // A chunk failure reloads to its target path; a new build reloads the current page.
    if (reloadedNow) {
      expect(reloads[0]).toEqual(isChunkFailure(event) ? { path: event.targetPath } : { path: null });
      if (!isChunkFailure(event)) expect(snapshot.context.latestBuildId).toBe(DEPLOYED);
    }

    // A chunk failure that does not reload leaves the app in error (it shows its error screen).
    if (isChunkFailure(event) && !reloadedNow) {
      expect(snapshot.hasTag('error')).toBe(true);
      expect(snapshot.context.refusedPath).toBe(event.targetPath);
    }

    // "Busy" while the manifest is being fetched, and one fetch per elapsed poll interval.
    const checking = snapshot.matches({ watching: { polling: 'checking' } });
    expect(snapshot.hasTag('busy')).toBe(checking || snapshot.status === 'done');
    const polls = step.history.filter((e) => e.type.startsWith('xstate.after.pollInterval.')).length;
    expect(step.invocations.map((invocation) => invocation.src)).toEqual(Array.from({ length: polls }, () => 'fetchLatestBuild'));
    if (isTimer(step, 'pollInterval')) {
      expect(step.firedTimer?.delay).toBe(input.pollInterval ?? BUILD_POLL_INTERVAL_MS);
    }

    // The guard lasts exactly what is left of the 10 s window.
    if (isTimer(step, 'reloadGuardRemaining') && input.lastReloadAt !== null) {
      expect(step.firedTimer?.delay).toBe(input.lastReloadAt + RELOAD_GUARD_MS - input.now);
    }

    // The running build, or an unreachable manifest: nothing for the user, polling goes on.
    const manifest = manifestOf(event);
    if (event.type === 'xstate.error.actor.fetchLatestBuild' || manifest?.buildId === RUNNING) {
      expect(snapshot.matches({ watching: { polling: 'idle' } })).toBe(true);
      expect(snapshot.hasTag('updateAvailable')).toBe(false);
      expect(step.pendingTimers).toContain('after pollInterval');
    }

    // A new build found inside the guard window waits for the window to close.
    if (snapshot.hasTag('updateAvailable')) {
      expect(snapshot.matches({ watching: { reloadGuard: 'armed' } })).toBe(true);
      expect(snapshot.context.latestBuildId).toBe(DEPLOYED);
    }
  },
);
