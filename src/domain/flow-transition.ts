import { z } from 'zod';
import { lazySchema } from './lazy-schema.ts';

/**
 * One move of a flow, as analysts count it. The same shape names a transition in the
 * generated catalog (docs/flows/catalog.json, from the machines) and in the recorded counts (from the
 * running actors), so the two can be joined and a recorded move absent from the catalog shows as
 * retired.
 * - `flow`: the machine's key in scripts/machines-registry.ts ('payment', 'ticket', …).
 * - `from` / `to`: the leaf state reached, as its node path inside the machine, dot-joined, without the
 *   machine id ('editing.valid'); for parallel states, the leaves sorted and joined by ','.
 * - `event`: the event type the actor received ('payment.submit', 'xstate.done.actor.payCard');
 *   eventless hops are folded into the move that triggered them, so 'always' never appears.
 */
export const flowTransitionSchema = lazySchema(() =>
  z.object({
    flow: z.string().min(1).max(60),
    from: z.string().min(1).max(200),
    event: z.string().min(1).max(120),
    to: z.string().min(1).max(200),
  }),
);
export type FlowTransition = z.infer<typeof flowTransitionSchema>;

/**
 * A journey's start, counted as a move into the state it starts in (docs/decisions/0031-flow-counts-add-up.md):
 * from this pseudo-state, on XState's own start event. Without it the states a journey starts in
 * would show fewer entries than exits.
 */
export const START_STATE = '#start';
export const START_EVENT = 'xstate.init';

/** The stable key of a transition inside its flow: `from --event--> to`. */
export function transitionKey(transition: Pick<FlowTransition, 'from' | 'event' | 'to'>): string {
  return `${transition.from} --${transition.event}--> ${transition.to}`;
}
