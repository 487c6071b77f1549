/**
 * docs/flows/catalog.json: every state and every possible move of every machine, with its French
 * label (src/i18n/fr/flows.ts). The staff flows page joins the recorded counts on `key`
 * (`transitionKey` of src/domain/flow-transition.ts) and scales the analyst SVG's elements marked
 * `data-transition` / `data-state` (docs/flows/<id>.analyst.svg).
 */
import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';
import { transitionKey } from '../../src/domain/flow-transition.ts';
import { flows as flowWords, type FlowWords } from '../../src/i18n/fr/flows.ts';
import { guardLabel, triggerLabel } from './diagrams.ts';
import { flowMoves, nodePath, type FlowMoves } from './flow-moves.ts';

export interface CatalogState {
  /** Node path inside the machine, dot-joined, without the machine id. */
  id: string;
  label: string;
  final: boolean;
  /** Atomic or final: the ids `from` / `to` are made of. Compound and parallel states contain them. */
  leaf: boolean;
}

export interface CatalogTransition {
  key: string;
  from: string;
  event: string;
  to: string;
  label: string;
}

export interface CatalogFlow {
  id: string;
  title: string;
  /** File of the analyst diagram in docs/flows. */
  svg: string;
  /** Configurations a started actor first rests in (after its eventless steps). */
  initial: string[];
  states: CatalogState[];
  transitions: CatalogTransition[];
}

export interface FlowCatalog {
  flows: CatalogFlow[];
}

export function wordsOf(flowId: string): FlowWords | undefined {
  return (flowWords as Readonly<Record<string, FlowWords>>)[flowId];
}

export function stateLabel(flowId: string, path: string): string {
  return wordsOf(flowId)?.states[path] ?? path;
}

export function eventLabel(flowId: string, eventType: string): string {
  const trigger = triggerLabel(eventType);
  return wordsOf(flowId)?.events[trigger] ?? trigger;
}

export function conditionLabel(flowId: string, guard: unknown): string | undefined {
  const name = guardLabel(guard);
  if (name === undefined) return undefined;
  return wordsOf(flowId)?.guards[name] ?? name;
}

/** The branch taken when none of the conditions before it held, when the flow's words do not say it better. */
export const OTHERWISE = 'dans les autres cas';

/**
 * The condition of one step: its guard, or, after guarded branches of the same event, what it
 * means that none of them held — the flow's `otherwise` words for those guards ('sans essai'),
 * else OTHERWISE.
 */
function stepCondition(flowId: string, step: AnyTransitionDefinition): string | undefined {
  if (step.guard) return conditionLabel(flowId, step.guard);
  const source: AnyStateNode = step.source;
  const siblings: readonly AnyTransitionDefinition[] =
    step.eventType === '' ? (source.always ?? []) : (source.transitions.get(step.eventType) ?? []);
  const index = siblings.indexOf(step);
  const guards = siblings
    .slice(0, Math.max(index, 0))
    .map((sibling) => guardLabel(sibling.guard))
    .filter((name): name is string => name !== undefined);
  if (guards.length === 0) return undefined;
  const otherwise = wordsOf(flowId)?.otherwise ?? {};
  const negations = [...new Set(guards.map((name) => otherwise[name]))];
  return negations.every((negation): negation is string => negation !== undefined) ? negations.join(' et ') : OTHERWISE;
}

/** "Réponse du paiement (acceptée)": the event, then the conditions met on the way, per path. */
export function moveLabel(flowId: string, event: string, paths: readonly (readonly AnyTransitionDefinition[])[]): string {
  const conditions = paths.map((path) =>
    path
      .map((step) => stepCondition(flowId, step))
      .filter((label): label is string => label !== undefined)
      .join(', '),
  );
  const distinct = [...new Set(conditions)];
  // A path without conditions makes the others' moot for the reader: the move happens anyway.
  const shown = distinct.includes('') ? [] : distinct;
  const base = event === '' ? '' : eventLabel(flowId, event);
  if (shown.length === 0) return base;
  const condition = shown.join(' ou ');
  return base ? `${base} (${condition})` : condition;
}

export function flowTitle(flowId: string): string {
  return wordsOf(flowId)?.title ?? flowId;
}

const isLeaf = (node: AnyStateNode) => Object.keys(node.states).length === 0;

export function catalogFlow(flowId: string, machine: AnyStateMachine, moves: FlowMoves = flowMoves(machine)): CatalogFlow {
  return {
    id: flowId,
    title: flowTitle(flowId),
    svg: `${flowId}.analyst.svg`,
    initial: [...new Set(moves.initial.map((entry) => entry.to))],
    states: moves.nodes.map((node) => ({
      id: nodePath(node),
      label: stateLabel(flowId, nodePath(node)),
      final: node.type === 'final',
      leaf: isLeaf(node),
    })),
    transitions: moves.moves.map((move) => ({
      key: transitionKey(move),
      from: move.from,
      event: move.event,
      to: move.to,
      label: moveLabel(flowId, move.event, move.paths),
    })),
  };
}

export function flowCatalog(machines: Readonly<Record<string, AnyStateMachine>>): FlowCatalog {
  return { flows: Object.entries(machines).map(([flowId, machine]) => catalogFlow(flowId, machine)) };
}
