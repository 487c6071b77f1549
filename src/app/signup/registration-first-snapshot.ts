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
import type { RegistrationInput, registrationMachine } from '../../../machines/signup/registration.machine.ts';
import type { FirstCall } from '../first-call-snapshot.ts';
import type { RegistrationLookupData } from './registration-loader.ts';

/**
 * Where a machine is once the calls it makes one after the other have answered: snapshotAfterFirstCall
 * (first-call-snapshot.ts) for a chain of calls, computed by the machine itself and pure. It also
 * keeps the machine's own actions those answers trigger (`effects`, e.g. writing browser storage),
 * which the browser runs once the page runs: the server made the calls, the browser keeps what the
 * machine would have kept. XState's built-in actions (spawning, stopping the calls) are left out.
 * Undefined when the machine does not start with the first call.
 */
export function snapshotAfterCalls<TMachine extends AnyStateMachine>(
  machine: TMachine,
  input: InputFrom<TMachine>,
  calls: ReadonlyArray<readonly [actorId: string, call: FirstCall]>,
): { snapshot: Snapshot<unknown>; effects: readonly ExecutableActionObject[] } | undefined {
  let [current, actions] = initialTransition(machine, input) as [AnyMachineSnapshot, ExecutableActionObject[]];
  const effects = [...actions];
  let answered = 0;
  for (const [actorId, call] of calls) {
    if (!(actorId in current.children)) break;
    // The events XState itself sends when an invoked promise settles.
    const event =
      'output' in call
        ? { type: `xstate.done.actor.${actorId}`, output: call.output, actorId }
        : { type: `xstate.error.actor.${actorId}`, error: call.error, actorId };
    [current, actions] = transition(machine, current as SnapshotFrom<TMachine>, event as EventFromLogic<TMachine>) as [
      AnyMachineSnapshot,
      ExecutableActionObject[],
    ];
    effects.push(...actions);
    answered += 1;
  }
  if (answered === 0) return undefined;
  return {
    snapshot: machine.getPersistedSnapshot(current) as Snapshot<unknown>,
    effects: effects.filter((action) => !action.type.startsWith('xstate.')),
  };
}

/**
 * The registration machine's first snapshot from what the route loader read on the server
 * (registration-loader.ts), for the page's `utk` only: token → formula → account, as far as the
 * server could tell. The server renders that state and the browser hydrates from the same one.
 */
export function registrationFirstSnapshot(
  machine: typeof registrationMachine,
  input: RegistrationInput,
  loaded: RegistrationLookupData | null | undefined,
): ReturnType<typeof snapshotAfterCalls> {
  if (!loaded || loaded.utk !== input.utk || loaded.token === null) return undefined;
  const calls: Array<readonly [string, FirstCall]> = [['validateToken', loaded.token]];
  if (loaded.formula !== null) {
    calls.push(['loadFormula', { output: loaded.formula }]);
    if (loaded.account !== null) calls.push(['readAccount', { output: loaded.account }]);
  }
  return snapshotAfterCalls(machine, input, calls);
}
