import {
  initialTransition,
  transition,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type EventFromLogic,
  type ExecutableActionObject,
  type InputFrom,
  type Snapshot,
  type SnapshotFrom,
} from 'xstate';

/** How a machine's call ended when the server already made it for the page (a route loader). */
export type FirstCall = { output: unknown } | { error: unknown };

/** One move the machine made on an answer: its state values before and after, and the event. */
export interface MachineMove {
  from: unknown;
  event: string;
  to: unknown;
}

/** Where a machine starts once the server's answers are in (snapshotAfterCalls). */
export interface StartAfterCalls {
  /** For useActorRef's `snapshot` option. */
  snapshot: Snapshot<unknown>;
  /** The machine's own actions those answers trigger (e.g. writing browser storage), for the browser to run once. */
  effects: readonly ExecutableActionObject[];
  /** The moves made meanwhile, for the funnel counts (src/app/flows/flow-reporter.ts `reportMovesMade`). */
  moves: readonly MachineMove[];
}

/**
 * Where `machine` is once the calls it makes one after the other (`[actorId, answer]`, in its own
 * order) have answered, computed by the machine itself and pure: no action runs, no call is made.
 * The server renders that state and the browser hydrates from the same one, so what a loader read
 * is on the page before any script has run (content ≤ 1 s). XState's built-in actions
 * (spawning, stopping the calls) are left out of `effects`. Undefined when the machine does not
 * start with the first call: the actor then starts as usual and makes it.
 */
export function snapshotAfterCalls<TMachine extends AnyStateMachine>(
  machine: TMachine,
  input: InputFrom<TMachine>,
  calls: ReadonlyArray<readonly [actorId: string, call: FirstCall]>,
): StartAfterCalls | undefined {
  let [current, actions] = initialTransition(machine, input) as [AnyMachineSnapshot, ExecutableActionObject[]];
  const effects = [...actions];
  const moves: MachineMove[] = [];
  for (const [actorId, call] of calls) {
    if (!(actorId in current.children)) break;
    // The events XState itself sends when an invoked promise settles.
    const event =
      'output' in call
        ? { type: `xstate.done.actor.${actorId}`, output: call.output, actorId }
        : { type: `xstate.error.actor.${actorId}`, error: call.error, actorId };
    const before = current;
    [current, actions] = transition(machine, current as SnapshotFrom<TMachine>, event as EventFromLogic<TMachine>) as [
      AnyMachineSnapshot,
      ExecutableActionObject[],
    ];
    effects.push(...actions);
    moves.push({ from: before.value, event: event.type, to: current.value });
  }
  if (moves.length === 0) return undefined;
  return {
    snapshot: machine.getPersistedSnapshot(current) as Snapshot<unknown>,
    effects: effects.filter((action) => !action.type.startsWith('xstate.')),
    moves,
  };
}

/** snapshotAfterCalls for a machine whose first call (`actorId`) the server made. */
export function snapshotAfterFirstCall<TMachine extends AnyStateMachine>(
  machine: TMachine,
  input: InputFrom<TMachine>,
  actorId: string,
  call: FirstCall,
): StartAfterCalls | undefined {
  return snapshotAfterCalls(machine, input, [[actorId, call]]);
}

/** True while rendering on the server: the loaders below read there only (the browser's machines read for themselves). */
export const onServer = (): boolean => typeof window === 'undefined';
