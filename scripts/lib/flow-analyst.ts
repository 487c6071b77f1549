/**
 * The analyst view of a flow (docs/flows/<id>.analyst.svg): French labels, top to bottom, drawn
 * from the catalog's moves so that every edge is a set of catalog transitions — each edge group
 * carries `data-transition` (their keys, joined by '|') and each state `data-state` (its path), for
 * the staff flows page to scale them by count. Technical names stay in the SVG <title>s.
 *
 * What is folded: transient states (eventless hops) never rest, so no move starts or ends there;
 * a compound state with a single resting leaf, or listed in `foldedStates`, is one box.
 */
import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';
import { guardLabel, triggerLabel } from './diagrams.ts';
import { catalogFlow, flowTitle, moveLabel, stateLabel, type CatalogFlow } from './flow-catalog.ts';
import { flowMoves, nodePath } from './flow-moves.ts';

/** Compound states whose sub-states are a technical detail for analysts (flow id → paths). */
export const foldedStates: Readonly<Record<string, readonly string[]>> = {
  auth: ['connected'],
  // Clean, dirty or refused, and the conflict's loading and choosing: one box each for analysts.
  'article-editor': ['open.editing', 'open.conflict'],
};

export type Actor = 'contact' | 'staff' | 'system';

/** Flows whose moves are drawn by who makes them (a ticket's status and who moves it). */
export const actorOf: Readonly<Record<string, (event: string) => Actor | undefined>> = {
  ticket: (event) => {
    const actor = /^ticket\.(contact|staff|system)\./.exec(event)?.[1];
    return actor as Actor | undefined;
  },
};

export interface AnalystNode {
  /** Path of the state in its machine. */
  state: string;
  label: string;
  final: boolean;
  /** Path of the enclosing drawn compound state, if any. */
  parent: string | undefined;
  /** Drawn as a box around its sub-states. */
  cluster: boolean;
}

export interface AnalystEdge {
  from: string;
  to: string;
  label: string;
  /** Catalog keys of the moves drawn by this edge. */
  keys: string[];
  /** Technical names, for the tooltip. */
  technical: string;
  event: string;
  actor: Actor | undefined;
}

export interface AnalystGraph {
  flowId: string;
  title: string;
  nodes: AnalystNode[];
  edges: AnalystEdge[];
  /** Where a started actor first rests, with the conditions that lead there. */
  starts: { to: string; label: string; config: string }[];
  catalog: CatalogFlow;
}

function lowestCommon(paths: readonly string[]): string {
  const split = paths.map((path) => path.split('.'));
  const first = split[0] ?? [];
  let depth = 0;
  while (depth < first.length && split.every((parts) => parts[depth] === first[depth])) depth++;
  return first.slice(0, depth).join('.');
}

export function analystGraph(flowId: string, machine: AnyStateMachine): AnalystGraph {
  const moves = flowMoves(machine);
  const catalog = catalogFlow(flowId, machine, moves);
  const byPath = new Map(moves.nodes.map((node) => [nodePath(node), node]));
  const resting = new Set<string>();
  for (const end of [...catalog.initial, ...catalog.transitions.flatMap((t) => [t.from, t.to])]) {
    for (const leaf of end.split(',')) resting.add(leaf);
  }
  const restingUnder = (node: AnyStateNode) =>
    [...resting].filter((leaf) => leaf === nodePath(node) || leaf.startsWith(`${nodePath(node)}.`));
  const folded = new Set<string>();
  for (const node of moves.nodes) {
    const path = nodePath(node);
    const isCompound = Object.keys(node.states).length > 0;
    if (isCompound && (restingUnder(node).length <= 1 || (foldedStates[flowId] ?? []).includes(path))) folded.add(path);
  }
  /** The drawn state standing for a state: its outermost folded ancestor, else itself. */
  const shown = (path: string): string => {
    const parts = path.split('.');
    for (let depth = 1; depth <= parts.length; depth++) {
      const prefix = parts.slice(0, depth).join('.');
      if (folded.has(prefix)) return prefix;
    }
    return path;
  };

  // Drawn states: every resting leaf's stand-in, and the compound states around them.
  const drawn = new Set<string>();
  for (const leaf of resting) {
    const path = shown(leaf);
    const parts = path.split('.');
    for (let depth = 1; depth <= parts.length; depth++) drawn.add(parts.slice(0, depth).join('.'));
  }
  const nodes: AnalystNode[] = moves.nodes
    .map(nodePath)
    .filter((path) => drawn.has(path))
    .map((path) => {
      const node = byPath.get(path) as AnyStateNode;
      const parentPath = path.includes('.') ? path.slice(0, path.lastIndexOf('.')) : undefined;
      return {
        state: path,
        label: stateLabel(flowId, path),
        final: node.type === 'final',
        parent: parentPath,
        cluster: !folded.has(path) && Object.keys(node.states).length > 0,
      };
    });

  /** The drawn state a set of changed leaves stands in. */
  const standIn = (leaves: readonly string[]): string => shown(lowestCommon(leaves.map(shown)) || leaves[0] || '');

  const edges: AnalystEdge[] = [];
  const byEnds = new Map<string, AnalystEdge>();
  catalog.transitions.forEach((transition, index) => {
    const move = moves.moves[index];
    if (!move) return;
    const from = transition.from.split(',');
    const to = transition.to.split(',');
    const left = from.filter((leaf) => !to.includes(leaf));
    const entered = to.filter((leaf) => !from.includes(leaf));
    let source: string;
    let target: string;
    if (left.length === 0 && entered.length === 0) {
      // Stays: drawn as a loop on the state the transition is defined on (or the leaf under it).
      const definedOn = nodePath(move.paths[0]?.[0]?.source as AnyStateNode);
      const under = from.filter((leaf) => leaf === definedOn || leaf.startsWith(`${definedOn}.`));
      source = standIn(under.length > 0 ? under : from);
      target = source;
    } else {
      // From the state the transition is defined on (a sub-state reacting draws from itself, not
      // from the whole box it leaves).
      const definedOn = nodePath(move.paths[0]?.[0]?.source as AnyStateNode);
      source = definedOn ? shown(definedOn) : standIn(left.length > 0 ? left : from);
      target = standIn(entered.length > 0 ? entered : to);
    }
    const actor = actorOf[flowId]?.(transition.event);
    // Several loops on one state are drawn as one (Graphviz draws each loop across the other's label).
    const id = `${source}\u0000${target}\u0000${source === target ? '' : (actor ?? '')}`;
    const existing = byEnds.get(id);
    const technical = move.paths.map((path) => path.map((step) => technicalStep(step)).join(' → '));
    // Into a box of sub-states, the conditions of the hops inside are the box's business: the
    // edge says only why the event led there.
    const intoBox = nodes.some((node) => node.cluster && node.state === target);
    const label = intoBox
      ? moveLabel(
          flowId,
          transition.event,
          move.paths.map((path) => path.slice(0, 1)),
        )
      : transition.label;
    if (existing) {
      if (existing.actor !== actor) existing.actor = undefined;
      existing.keys.push(transition.key);
      if (!existing.label.split('\n').includes(label)) existing.label += `\n${label}`;
      for (const line of technical) if (!existing.technical.split('\n').includes(line)) existing.technical += `\n${line}`;
      return;
    }
    const edge: AnalystEdge = {
      from: source,
      to: target,
      label,
      keys: [transition.key],
      technical: [...new Set(technical)].join('\n'),
      event: transition.event,
      actor,
    };
    byEnds.set(id, edge);
    edges.push(edge);
  });
  // Moves of one event that differ only by condition read better as one line, conditions listed.
  for (const edge of edges) edge.label = mergeConditions(edge.label);

  const starts = moves.initial
    .filter((entry, index, all) => all.findIndex((other) => other.to === entry.to) === index)
    .map((entry) => {
      // The last eventless step decides where the actor rests: its condition says why.
      const paths = moves.initial.filter((other) => other.to === entry.to).map((other) => other.steps.slice(-1));
      return {
        to: standIn(entry.to.split(',')),
        label: moves.initial.length > 1 ? moveLabel(flowId, '', paths) : '',
        config: entry.to,
      };
    });
  return { flowId, title: flowTitle(flowId), nodes, edges, starts, catalog };
}

function technicalStep(step: AnyTransitionDefinition): string {
  const guard = guardLabel(step.guard);
  return `${triggerLabel(step.eventType)}${guard ? ` [${guard}]` : ''}`;
}

/** "Paiement refusé (a)\nPaiement refusé (b)\nAutre" → "Paiement refusé (a ou b)\nAutre". */
export function mergeConditions(label: string): string {
  const groups = new Map<string, (string | undefined)[]>();
  for (const line of label.split('\n')) {
    const match = /^(.*?)(?: \((.*)\))?$/.exec(line) as RegExpExecArray;
    const base = match[1] ?? line;
    groups.set(base, [...(groups.get(base) ?? []), match[2]]);
  }
  return [...groups]
    .map(([base, conditions]) =>
      // Without condition on one of its moves, the event leads there anyway.
      conditions.includes(undefined) ? base : `${base} (${[...new Set(conditions)].join(' ou ')})`,
    )
    .join('\n');
}
