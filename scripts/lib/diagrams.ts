/**
 * Machine → flow model, Mermaid and Markdown pages for docs/flows (the Graphviz DOT of the
 * developer diagram: flow-dot.ts). Pure text generation, deterministic: definition order
 * everywhere, no timestamps.
 *
 * XState has no exporter. `toDirectedGraph` (xstate/graph) gives the state tree and the edges of
 * `on`, `after`, invoke done/error and state-done transitions, labelled with raw event types.
 * We add what it leaves out: `always` transitions, readable labels ("after messageTimeout",
 * "done: fetchLatestBuild"), guard and action names, final and parallel states, invokes, tags.
 */
import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';
import { toDirectedGraph, type DirectedGraphNode } from 'xstate/graph';

// ---------------------------------------------------------------------------------------------
// Flow model: what both renderers draw

export type FlowStateType = 'atomic' | 'compound' | 'parallel' | 'final' | 'history';

export interface FlowState {
  id: string;
  key: string;
  type: FlowStateType;
  description: string | undefined;
  /** Id of the initial child (compound states). */
  initial: string | undefined;
  children: FlowState[];
  tags: string[];
  invokes: string[];
  entry: string[];
  exit: string[];
}

export interface FlowEdge {
  source: string;
  target: string;
  /** "snackbar.show", "always", "after messageTimeout", "done: fetchLatestBuild"… */
  trigger: string;
  guard: string | undefined;
  actions: string[];
  /** No target: the state stays, only actions run (drawn as a loop). */
  internal: boolean;
}

export interface Flow {
  id: string;
  description: string | undefined;
  root: FlowState;
  edges: FlowEdge[];
}

const AFTER = 'xstate.after.';
const DONE_ACTOR = 'xstate.done.actor.';
const ERROR_ACTOR = 'xstate.error.actor.';
const DONE_STATE = 'xstate.done.state.';
const SNAPSHOT = 'xstate.snapshot.';

export function triggerLabel(eventType: string): string {
  if (eventType === '') return 'always';
  if (eventType === '*') return 'any event';
  if (eventType.startsWith(AFTER)) {
    const delay = eventType.slice(AFTER.length).split('.')[0] ?? '';
    return /^\d+$/.test(delay) ? `after ${delay} ms` : `after ${delay}`;
  }
  if (eventType.startsWith(DONE_ACTOR)) return `done: ${eventType.slice(DONE_ACTOR.length)}`;
  if (eventType.startsWith(ERROR_ACTOR)) return `error: ${eventType.slice(ERROR_ACTOR.length)}`;
  if (eventType.startsWith(DONE_STATE)) return 'done';
  if (eventType.startsWith(SNAPSHOT)) return `snapshot: ${eventType.slice(SNAPSHOT.length)}`;
  return eventType;
}

type GuardLike =
  string | { type: string } | (((...args: never[]) => unknown) & { check?: unknown; stateValue?: unknown; guards?: unknown[] });

export function guardLabel(guard: unknown): string | undefined {
  if (guard === undefined || guard === null) return undefined;
  const g = guard as GuardLike;
  if (typeof g === 'string') return g;
  if (typeof g === 'function') {
    // Built-in combinators carry `check`; their function name says which one.
    if (g.check !== undefined) {
      const inner = (g.guards ?? []).map((child) => guardLabel(child) ?? '?');
      if (g.name === 'stateIn') {
        return `in ${typeof g.stateValue === 'string' ? g.stateValue : JSON.stringify(g.stateValue)}`;
      }
      if (g.name === 'not') return `not ${inner[0] ?? '?'}`;
      if (g.name === 'and') return inner.join(' and ');
      if (g.name === 'or') return inner.join(' or ');
    }
    // XState names inline arrow functions after the `guard` key: that says nothing.
    return g.name && g.name !== 'guard' ? g.name : 'inline guard';
  }
  return g.type;
}

/** Named actions only: built-ins (assign, raise…) are bookkeeping, not behaviour to read. */
export function actionLabels(actions: readonly unknown[] | undefined): string[] {
  return (actions ?? []).flatMap((action) => {
    if (typeof action === 'string') return [action];
    if (typeof action === 'object' && action !== null && 'type' in action) {
      const type = String(action.type);
      return type.startsWith('xstate.') ? [] : [type];
    }
    return [];
  });
}

function stateType(node: AnyStateNode): FlowStateType {
  return node.type as FlowStateType;
}

function toFlowState(graph: DirectedGraphNode): FlowState {
  const node = graph.stateNode;
  const children = graph.children.map(toFlowState);
  const initialTarget: AnyStateNode | undefined = node.type === 'compound' ? node.initial?.target[0] : undefined;
  return {
    id: node.id,
    key: node.key,
    type: stateType(node),
    description: node.description,
    initial: initialTarget?.id,
    children,
    tags: [...node.tags],
    invokes: node.invoke.map((invoke: { id: string; src: unknown }) =>
      typeof invoke.src === 'string' && invoke.src !== invoke.id ? `${invoke.id} (${invoke.src})` : invoke.id,
    ),
    entry: actionLabels(node.entry),
    exit: actionLabels(node.exit),
  };
}

function toFlowEdge(transition: AnyTransitionDefinition, target: AnyStateNode | undefined): FlowEdge {
  return {
    source: transition.source.id,
    target: (target ?? transition.source).id,
    trigger: triggerLabel(transition.eventType),
    guard: guardLabel(transition.guard),
    actions: actionLabels(transition.actions),
    internal: target === undefined,
  };
}

function collectEdges(graph: DirectedGraphNode, edges: FlowEdge[]): void {
  // toDirectedGraph already turns each target into an edge (a targetless one points back).
  for (const edge of graph.edges) {
    const targetless = edge.transition.target === undefined;
    edges.push(toFlowEdge(edge.transition, targetless ? undefined : edge.target));
  }
  // …but skips `always`.
  for (const transition of graph.stateNode.always ?? []) {
    const targets: readonly AnyStateNode[] | undefined = transition.target;
    if (!targets || targets.length === 0) edges.push(toFlowEdge(transition, undefined));
    else for (const target of targets) edges.push(toFlowEdge(transition, target));
  }
  for (const child of graph.children) collectEdges(child, edges);
}

export function machineToFlow(machine: AnyStateMachine): Flow {
  const graph = toDirectedGraph(machine);
  const edges: FlowEdge[] = [];
  collectEdges(graph, edges);
  return { id: machine.id, description: machine.root.description, root: toFlowState(graph), edges };
}

export function edgeLabel(edge: FlowEdge): string {
  const guard = edge.guard ? ` [${edge.guard}]` : '';
  const actions = edge.actions.length > 0 ? ` / ${edge.actions.join(', ')}` : '';
  return `${edge.trigger}${guard}${actions}`;
}

export function allStates(state: FlowState): FlowState[] {
  return [state, ...state.children.flatMap(allStates)];
}

export function parentMap(root: FlowState): Map<string, FlowState> {
  const parents = new Map<string, FlowState>();
  for (const state of allStates(root)) for (const child of state.children) parents.set(child.id, state);
  return parents;
}

export function ancestors(id: string, parents: Map<string, FlowState>): string[] {
  const chain: string[] = [];
  for (let parent = parents.get(id); parent; parent = parents.get(parent.id)) chain.push(parent.id);
  return chain;
}

// ---------------------------------------------------------------------------------------------
// Mermaid (stateDiagram-v2): rendered by GitHub/GitLab in docs/flows/<name>.md

// Mermaid's lexer ends a label at ':' or ';' and decodes #NN; entities before parsing.
function mermaidText(text: string): string {
  return text.replace(/[:;]/g, (char) => (char === ':' ? '#58;' : '#59;')).replaceAll('"', "'");
}

const MERMAID_RESERVED = new Set(['state', 'note', 'end', 'direction', 'class', 'classdef', 'default', 'as']);

function mermaidIds(root: FlowState): Map<string, string> {
  const states = allStates(root).slice(1);
  const keyCount = new Map<string, number>();
  for (const state of states) keyCount.set(state.key, (keyCount.get(state.key) ?? 0) + 1);
  const ids = new Map<string, string>();
  for (const state of states) {
    // Readable ids when unambiguous; otherwise the path. Mermaid ids may not hold '-' or '.'.
    const plain = /^[A-Za-z_][A-Za-z0-9_]*$/.test(state.key) && !MERMAID_RESERVED.has(state.key.toLowerCase());
    const id = plain && keyCount.get(state.key) === 1 ? state.key : state.id.split('.').slice(1).join('_');
    ids.set(state.id, id.replace(/[^A-Za-z0-9_]/g, '_'));
  }
  return ids;
}

export function toMermaid(machine: AnyStateMachine): string {
  const flow = machineToFlow(machine);
  const ids = mermaidIds(flow.root);
  const parents = parentMap(flow.root);
  const id = (stateId: string): string => ids.get(stateId) ?? stateId;
  const lines: string[] = ['stateDiagram-v2'];

  // Edges between two children of the same compound state go inside its block, others at top
  // level after every block (Mermaid misplaces states referenced from several blocks).
  const localEdges = new Map<string, FlowEdge[]>();
  const topEdges: FlowEdge[] = [];
  for (const edge of flow.edges) {
    const parent = parents.get(edge.source);
    const sameParent = parent !== undefined && parent.id === parents.get(edge.target)?.id;
    if (sameParent && parent.type !== 'parallel') {
      localEdges.set(parent.id, [...(localEdges.get(parent.id) ?? []), edge]);
    } else {
      topEdges.push(edge);
    }
  }
  const edgeLine = (edge: FlowEdge, indent: string) =>
    `${indent}${id(edge.source)} --> ${id(edge.target)} : ${mermaidText(edgeLabel(edge))}`;

  const emitChildren = (state: FlowState, indent: string): void => {
    if (state.initial) lines.push(`${indent}[*] --> ${id(state.initial)}`);
    state.children.forEach((child, index) => {
      if (state.type === 'parallel' && index > 0) lines.push(`${indent}--`);
      emitState(child, indent);
    });
    for (const edge of localEdges.get(state.id) ?? []) lines.push(edgeLine(edge, indent));
  };

  const emitState = (state: FlowState, indent: string): void => {
    const stateId = id(state.id);
    if (state.children.length > 0) {
      // Composite states take no description in Mermaid: their notes go in the tables.
      lines.push(`${indent}state ${stateId} {`);
      emitChildren(state, `${indent}  `);
      lines.push(`${indent}}`);
    } else {
      if (stateId !== state.key) lines.push(`${indent}state "${mermaidText(state.key)}" as ${stateId}`);
      for (const note of stateNotes(state)) lines.push(`${indent}${stateId} : ${mermaidText(note)}`);
    }
    if (state.type === 'final') lines.push(`${indent}${stateId} --> [*]`);
  };

  emitChildren(flow.root, '  ');
  for (const edge of topEdges) lines.push(edgeLine(edge, '  '));
  return `${lines.join('\n')}\n`;
}

export function stateNotes(state: FlowState): string[] {
  return [
    ...state.invokes.map((invoke) => `invoke ${invoke}`),
    ...state.entry.map((action) => `entry / ${action}`),
    ...state.exit.map((action) => `exit / ${action}`),
    ...(state.tags.length > 0 ? [`tags ${state.tags.join(', ')}`] : []),
  ];
}

// ---------------------------------------------------------------------------------------------
// Markdown pages

function tableCell(text: string): string {
  return text.replaceAll('|', '\\|').replaceAll('\n', ' ');
}

function statePath(state: FlowState): string {
  return state.id.split('.').slice(1).join('.');
}

function stateRows(flow: Flow): string[] {
  const parents = parentMap(flow.root);
  return allStates(flow.root)
    .slice(1)
    .map((state) => {
      const kind = [state.type === 'atomic' ? '' : state.type, parents.get(state.id)?.type === 'parallel' ? 'region' : '']
        .filter(Boolean)
        .join(', ');
      const cells = [
        `\`${statePath(state)}\``,
        tableCell(kind),
        tableCell(state.description ?? ''),
        tableCell(stateNotes(state).join('; ')),
      ];
      return `| ${cells.join(' | ')} |`;
    });
}

function edgeRows(flow: Flow): string[] {
  const path = (id: string) => id.split('.').slice(1).join('.') || flow.id;
  return flow.edges.map((edge) => {
    const cells = [
      `\`${path(edge.source)}\``,
      tableCell(edge.trigger),
      tableCell(edge.guard ?? ''),
      edge.internal ? '(stays)' : `\`${path(edge.target)}\``,
      tableCell(edge.actions.join(', ')),
    ];
    return `| ${cells.join(' | ')} |`;
  });
}

export const GENERATED_NOTICE = 'Generated by `npm run diagrams` from the machine definition: do not edit by hand.';

export function flowMarkdown(name: string, machine: AnyStateMachine): string {
  const flow = machineToFlow(machine);
  return [
    `# Flow: ${name}`,
    '',
    `> ${GENERATED_NOTICE} Source: \`${name}.machine.ts\` under \`machines/\` (machine id \`${flow.id}\`).`,
    '',
    flow.description ?? '',
    '',
    'How to read it: boxes are states, a box inside a box is a sub-state (its first state is marked by',
    'the dot), regions of a parallel state (separated by a dashed line) are active at the same time.',
    'An arrow reads `trigger [guard] / actions`: `always` fires as soon as its guard holds, `after X`',
    'when delay X has elapsed in the state, `done: A` / `error: A` when the service A invoked by the',
    'state succeeds / fails. A double border (or an arrow to the end dot) marks a final state.',
    '',
    '```mermaid',
    toMermaid(machine).trimEnd(),
    '```',
    '',
    `Same diagram laid out by Graphviz: [${name}.svg](./${name}.svg)`,
    '',
    '## States',
    '',
    '| state | kind | meaning | services, actions, tags |',
    '|---|---|---|---|',
    ...stateRows(flow),
    '',
    '## Transitions',
    '',
    '| from | trigger | guard | to | actions |',
    '|---|---|---|---|---|',
    ...edgeRows(flow),
    '',
  ].join('\n');
}
