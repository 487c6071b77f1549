import {
  initialTransition,
  transition,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type EventFromLogic,
  type InputFrom,
  type Snapshot,
} from 'xstate';

/** How a machine's first call ended when the server already made it for the page (a route loader). */
export type FirstCall = { output: unknown } | { error: unknown };

/**
 * The snapshot `machine` is in once the call it invokes on start (`actorId`) has answered `call`,
 * computed by the machine itself and pure (no action runs, no call is made), for useActorRef's
 * `snapshot` option. The server renders that state and the browser hydrates from the same one, so
 * what a loader read is on the page before any script has run (issue 13: content ≤ 1 s). Undefined
 * when the machine does not start with that call: the actor then starts as usual and makes it.
 */
export function snapshotAfterFirstCall<TMachine extends AnyStateMachine>(
  machine: TMachine,
  input: InputFrom<TMachine>,
  actorId: string,
  call: FirstCall,
): Snapshot<unknown> | undefined {
  const [initial] = initialTransition(machine, input);
  if (!(actorId in (initial as AnyMachineSnapshot).children)) return undefined;
  // The events XState itself sends when an invoked promise settles.
  const event =
    'output' in call
      ? { type: `xstate.done.actor.${actorId}`, output: call.output, actorId }
      : { type: `xstate.error.actor.${actorId}`, error: call.error, actorId };
  const [next] = transition(machine, initial, event as EventFromLogic<TMachine>);
  return machine.getPersistedSnapshot(next) as Snapshot<unknown>;
}

/** True while rendering on the server: the loaders below read there only (the browser's machines read for themselves). */
export const onServer = (): boolean => typeof window === 'undefined';
