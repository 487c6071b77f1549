/**
 * Machine → diagrams for analysts (docs/flows). Pure text generation, deterministic: definition
 * order everywhere, no timestamps; only `renderSvg` loads Graphviz (WebAssembly).
 *
 * XState has no exporter. `toDirectedGraph` (xstate/graph) gives the state tree and the edges of
 * `on`, `after`, invoke done/error and state-done transitions, labelled with raw event types.
 * We add what it leaves out: `always` transitions, readable labels ("after messageTimeout",
 * "done: fetchLatestBuild"), guard and action names, final and parallel states, invokes, tags.
 */
import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';
import { toDirectedGraph, type DirectedGraphNode } from 'xstate/graph';
import { layer, type LayerEdge, type LayerNode } from './flow-layering.ts';
import { textWidth, wrap } from './svg-layout.ts';

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

function allStates(state: FlowState): FlowState[] {
  return [state, ...state.children.flatMap(allStates)];
}

function parentMap(root: FlowState): Map<string, FlowState> {
  const parents = new Map<string, FlowState>();
  for (const state of allStates(root)) for (const child of state.children) parents.set(child.id, state);
  return parents;
}

function ancestors(id: string, parents: Map<string, FlowState>): string[] {
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

function stateNotes(state: FlowState): string[] {
  return [
    ...state.invokes.map((invoke) => `invoke ${invoke}`),
    ...state.entry.map((action) => `entry / ${action}`),
    ...state.exit.map((action) => `exit / ${action}`),
    ...(state.tags.length > 0 ? [`tags ${state.tags.join(', ')}`] : []),
  ];
}

// ---------------------------------------------------------------------------------------------
// Graphviz DOT: rendered to docs/flows/<name>.svg

function dotString(text: string): string {
  return `"${text.replaceAll('\\', '\\\\').replaceAll('"', '\\"').replaceAll('\n', '\\n')}"`;
}

const anchorId = (stateId: string) => `${stateId}#anchor`;
const initId = (stateId: string) => `${stateId}#init`;

/** How a developer diagram is laid out (scripts/lib/flow-files.ts tries several until one reads). */
export interface DotLayout {
  /** Space between states of one rank, in inches. */
  nodesep?: number;
  /** Characters per line of an edge's label. */
  labelWidth?: number;
  /** Edge labels' size, in points. */
  edgeFontSize?: number;
  /**
   * Each labelled move drawn as state → label → state, its label a node of its own: the layout can
   * then stack labels of moves between the same two ranks instead of setting them side by side.
   */
  labelNodes?: boolean;
  /**
   * With label nodes: rows laid out in reading order, none wider than this many points
   * (scripts/lib/flow-layering.ts), instead of Graphviz's longest-path ranks.
   */
  rowBudget?: number;
  /** Edges as curves (Graphviz's default) or straight segments, which run closer together. */
  splines?: 'spline' | 'polyline';
}

/** One drawn move: a loop's labels are joined, since Graphviz stacks several loop labels on top of each other. */
interface DotEdge {
  index: number;
  /** The states the move joins (source and target below are what Graphviz draws). */
  from: string;
  to: string;
  source: string;
  target: string;
  label: string;
  title: string;
  dashed: boolean;
  ltail: string | undefined;
  lhead: string | undefined;
  /** Innermost cluster holding both ends (a label node is drawn there), undefined: the top level. */
  cluster: string | undefined;
}

/** Wrapped at spaces, a slash kept at the end of the line before it (never alone on a line). */
export function wrapLabel(text: string, width: number): string {
  return wrap(text.replaceAll(' / ', '\u00A0/ '), width).replaceAll('\u00A0', ' ');
}

export const labelNodeId = (index: number) => `#label${index}`;

export function dotEdges(flow: Flow, layout: DotLayout = {}): DotEdge[] {
  const composite = new Set(
    allStates(flow.root)
      .filter((s) => s.children.length > 0)
      .map((s) => s.id),
  );
  const parents = parentMap(flow.root);
  // Clipping at a cluster only makes sense when the other end is outside it.
  const inside = (id: string, clusterId: string) => id === clusterId || ancestors(id, parents).includes(clusterId);
  const clustersOf = (id: string) => [...(composite.has(id) ? [id] : []), ...ancestors(id, parents)].filter((c) => c !== flow.root.id);
  const loops = new Map<string, FlowEdge[]>();
  for (const edge of flow.edges) {
    if (edge.source === edge.target) loops.set(edge.source, [...(loops.get(edge.source) ?? []), edge]);
  }
  const drawn = new Set<string>();
  const edges: DotEdge[] = [];
  for (const edge of flow.edges) {
    const siblings = edge.source === edge.target ? (loops.get(edge.source) ?? [edge]) : [edge];
    if (siblings.length > 1 && drawn.has(edge.source)) continue;
    if (siblings.length > 1) drawn.add(edge.source);
    const targetClusters = clustersOf(edge.target);
    edges.push({
      index: edges.length,
      from: edge.source,
      to: edge.target,
      source: composite.has(edge.source) ? anchorId(edge.source) : edge.source,
      target: composite.has(edge.target) ? anchorId(edge.target) : edge.target,
      // Wrapped: top to bottom, long labels would otherwise widen every rank they cross.
      // As labels of their own, a slash is kept on the line before it (Graphviz's layouts kept as they were).
      label: siblings.map((sibling) => (layout.labelNodes ? wrapLabel : wrap)(edgeLabel(sibling), layout.labelWidth ?? 30)).join('\n'),
      title: siblings.map(edgeLabel).join('\n'),
      dashed: siblings.every((sibling) => sibling.trigger === 'always'),
      ltail: composite.has(edge.source) && !inside(edge.target, edge.source) ? `cluster_${edge.source}` : undefined,
      lhead: composite.has(edge.target) && !inside(edge.source, edge.target) ? `cluster_${edge.target}` : undefined,
      cluster: clustersOf(edge.source).find((cluster) => targetClusters.includes(cluster)),
    });
  }
  return edges;
}

/** Where the moves of a rowed layout (DotLayout.rowBudget) start and end, and how long they are. */
interface Rows {
  /** The node Graphviz draws a move from: a composite state's move leaves from its last row. */
  tail(edge: DotEdge): string;
  /** The node a move is drawn to: a composite state is entered at its start. */
  head(edge: DotEdge): string;
  /** `minlen` of the edge, or no weight on the rows when it goes back up. */
  attributes(tail: string, head: string): string[];
}

const exitId = (stateId: string) => `${stateId}#exit`;

function flowRows(flow: Flow, edges: readonly DotEdge[], layout: DotLayout, notesOf: (state: FlowState) => string[]): Rows {
  const states = allStates(flow.root);
  const byId = new Map(states.map((state) => [state.id, state]));
  const parents = parentMap(flow.root);
  const inside = (id: string, clusterId: string) => id === clusterId || ancestors(id, parents).includes(clusterId);
  const leavesOf = (state: FlowState): FlowState[] => (state.children.length === 0 ? [state] : state.children.flatMap(leavesOf));
  const entryOf = (state: FlowState): string =>
    state.children.length === 0 ? state.id : state.initial ? initId(state.id) : entryOf(state.children[0] as FlowState);
  const textBox = (text: string, size: number) => Math.max(...text.split('\n').map((line) => textWidth(line, size)));
  const edgeFont = layout.edgeFontSize ?? 9;

  const nodes: LayerNode[] = [];
  const moves: LayerEdge[] = [];
  const structure: LayerEdge[] = [];
  const tailUnit = (edge: DotEdge) => {
    const state = byId.get(edge.from) as FlowState;
    if (state === flow.root || state.children.length === 0) return edge.source;
    return inside(edge.to, edge.from) ? anchorId(edge.from) : exitId(edge.from);
  };
  const headUnit = (edge: DotEdge) => {
    const state = byId.get(edge.to) as FlowState;
    if (state === flow.root || state.children.length === 0) return edge.target;
    return inside(edge.from, edge.to) ? anchorId(edge.to) : entryOf(state);
  };
  for (const state of states) {
    const initial = state.initial ? byId.get(state.initial) : undefined;
    if (initial) {
      nodes.push({ id: initId(state.id), width: 9 });
      structure.push({ tail: initId(state.id), head: entryOf(initial), length: 1 });
    }
    if (state === flow.root) continue;
    if (state.children.length === 0) {
      nodes.push({ id: state.id, width: Math.max(54, textBox([state.key, ...notesOf(state)].join('\n'), 11) + 16) });
      continue;
    }
    nodes.push({ id: exitId(state.id), width: 0 }, { id: anchorId(state.id), width: 0 });
    structure.push({ tail: entryOf(state), head: anchorId(state.id), length: 0, late: true });
    for (const leaf of leavesOf(state)) structure.push({ tail: leaf.id, head: exitId(state.id), length: 0, late: true });
    if (state.type === 'parallel') {
      state.children.forEach((region, index) => {
        const next = state.children[index + 1];
        if (next?.initial)
          for (const leaf of leavesOf(region)) structure.push({ tail: leaf.id, head: initId(next.id), length: 1, late: true });
      });
    }
  }
  if (flow.edges.some((edge) => edge.source === flow.root.id || edge.target === flow.root.id)) {
    nodes.push({ id: anchorId(flow.root.id), width: textBox('(any state)', 11) + 16 });
  }
  for (const edge of edges) {
    if (edge.from === edge.to) continue;
    const label = labelNodeId(edge.index);
    nodes.push({ id: label, width: textBox(edge.label, edgeFont) + 5 });
    moves.push({ tail: tailUnit(edge), head: label, length: 1 }, { tail: label, head: headUnit(edge), length: 1 });
  }
  // The moves first: the walk follows them before it leaves a composite state by its exit.
  const all = [...moves, ...structure];
  const gap = (layout.nodesep ?? 0.4) * 72;
  const { rank, backwards } = layer(nodes, all, flow.root.initial ? [initId(flow.root.id)] : [], layout.rowBudget ?? Infinity, gap);
  const back = new Set([...backwards].map((index) => `${all[index]?.tail}->${all[index]?.head}`));
  const rankOf = (id: string) => rank.get(id) ?? 0;
  // A composite state's exit is drawn from its leaf on the last row.
  const lastLeaf = (stateId: string) => leavesOf(byId.get(stateId) as FlowState).reduce((a, b) => (rankOf(b.id) > rankOf(a.id) ? b : a)).id;
  const drawn = (unit: string) => (unit.endsWith('#exit') ? lastLeaf(unit.slice(0, -'#exit'.length)) : unit);
  return {
    tail: (edge) => drawn(tailUnit(edge)),
    head: (edge) => drawn(headUnit(edge)),
    attributes: (tail, head) => {
      const length = rankOf(head) - rankOf(tail);
      if (back.has(`${tail}->${head}`) || length < 0) return ['constraint=false'];
      return [`minlen=${length}`];
    },
  };
}

export function toDot(machine: AnyStateMachine, layout: DotLayout = {}): string {
  const flow = machineToFlow(machine);
  const edges = dotEdges(flow, layout);
  const labelNode = (edge: DotEdge) => layout.labelNodes === true && edge.source !== edge.target;
  // Notes wrapped like edge labels: a state's list of tags must not widen its whole rank.
  const notesOf = (state: FlowState) => stateNotes(state).map((note) => wrap(note, layout.labelWidth ?? 30));
  const rows = layout.labelNodes && layout.rowBudget !== undefined ? flowRows(flow, edges, layout, notesOf) : undefined;
  const lines: string[] = [
    `digraph ${dotString(flow.id)} {`,
    `  graph [compound=true, rankdir=TB, fontname="Helvetica", fontsize=12, nodesep=${layout.nodesep ?? 0.4}, ranksep=${layout.labelNodes ? 0.25 : 0.5}${rows ? ', newrank=true, outputorder=edgesfirst' : ''}${layout.splines === 'polyline' ? ', splines=polyline' : ''}];`,
    '  node [shape=box, style="rounded,filled", fillcolor="#ffffff", color="#555555",' + ' fontname="Helvetica", fontsize=11];',
    `  edge [color="#555555", fontname="Helvetica", fontsize=${layout.edgeFontSize ?? 9}];`,
  ];
  const edgeLine = (indent: string, tail: string, head: string, attributes: string[]) => {
    const list = [...attributes, ...(rows?.attributes(tail, head) ?? [])].join(', ');
    lines.push(`${indent}${dotString(tail)} -> ${dotString(head)}${list ? ` [${list}]` : ''};`);
  };

  const emitLabels = (cluster: string | undefined, indent: string): void => {
    for (const edge of edges.filter((e) => labelNode(e) && e.cluster === cluster)) {
      lines.push(
        `${indent}${dotString(labelNodeId(edge.index))} [shape=plaintext, margin="0.03,0.02", width=0, height=0, fontsize=${layout.edgeFontSize ?? 9}, label=${dotString(edge.label)}, tooltip=${dotString(edge.title)}];`,
      );
    }
  };

  const leavesOf = (state: FlowState): FlowState[] => (state.children.length === 0 ? [state] : state.children.flatMap(leavesOf));
  const byId = new Map(allStates(flow.root).map((state) => [state.id, state]));
  const entryOf = (state: FlowState): string =>
    state.children.length === 0 ? state.id : state.initial ? initId(state.id) : entryOf(state.children[0] as FlowState);

  const emitContents = (state: FlowState, indent: string): void => {
    if (state.initial) {
      const dot = dotString(initId(state.id));
      lines.push(`${indent}${dot} [shape=point, width=0.12, fillcolor="#d43869", color="#d43869", label=""];`);
      const initial = byId.get(state.initial);
      if (rows && initial) {
        const lhead = initial.children.length > 0 ? [`lhead=${dotString(`cluster_${initial.id}`)}`] : [];
        edgeLine(indent, initId(state.id), entryOf(initial), lhead);
      } else lines.push(`${indent}${dot} -> ${dotString(state.initial)};`);
    }
    for (const child of state.children) emitState(child, indent);
  };

  const emitState = (state: FlowState, indent: string): void => {
    const notes = notesOf(state);
    if (state.children.length > 0) {
      const parallel = state.type === 'parallel';
      lines.push(`${indent}subgraph ${dotString(`cluster_${state.id}`)} {`);
      const label = dotString([`${state.key}${parallel ? ' (parallel)' : ''}`, ...notes].join('\n'));
      const style = parallel ? '"rounded,dashed"' : 'rounded';
      lines.push(`${indent}  graph [label=${label}, style=${style}, color="#888888", labeljust=l];`);
      // Edges to or from a composite state attach to this invisible point, clipped at the box.
      lines.push(`${indent}  ${dotString(anchorId(state.id))} [shape=point, style=invis, width=0.01, label=""];`);
      // On the rows, the point sits where the state is entered.
      if (rows) edgeLine(`${indent}  `, entryOf(state), anchorId(state.id), ['style=invis']);
      emitContents(state, `${indent}  `);
      emitLabels(state.id, `${indent}  `);
      // Parallel regions one below the other, not side by side: the drawing grows downwards, as
      // the page does (invisible edges from each region's states to the next region's start).
      if (parallel) {
        state.children.forEach((region, index) => {
          const next = state.children[index + 1];
          if (!next?.initial) return;
          for (const leaf of leavesOf(region)) edgeLine(`${indent}  `, leaf.id, initId(next.id), ['style=invis']);
        });
      }
      lines.push(`${indent}}`);
      return;
    }
    const attributes = [`label=${dotString([state.key, ...notes].join('\n'))}`];
    if (state.type === 'final') attributes.push('peripheries=2');
    lines.push(`${indent}${dotString(state.id)} [${attributes.join(', ')}];`);
  };

  emitContents(flow.root, '  ');
  emitLabels(undefined, '  ');
  // Transitions of the machine itself (taken in any state) leave from a box of their own.
  if (flow.edges.some((edge) => edge.source === flow.root.id || edge.target === flow.root.id)) {
    lines.push(`  ${dotString(anchorId(flow.root.id))} [label="(any state)", style="rounded,dashed", fillcolor="#ffffff"];`);
  }
  for (const edge of edges) {
    const style = edge.dashed ? ['style=dashed'] : [];
    const ltail = edge.ltail ? [`ltail=${dotString(edge.ltail)}`] : [];
    const lhead = edge.lhead ? [`lhead=${dotString(edge.lhead)}`] : [];
    if (labelNode(edge)) {
      const label = labelNodeId(edge.index);
      edgeLine('  ', rows?.tail(edge) ?? edge.source, label, ['arrowhead=none', ...ltail, ...style]);
      edgeLine('  ', label, rows?.head(edge) ?? edge.target, [...lhead, ...style]);
      continue;
    }
    edgeLine('  ', edge.source, edge.target, [`label=${dotString(edge.label)}`, ...ltail, ...lhead, ...style]);
  }
  lines.push('}');
  return `${lines.join('\n')}\n`;
}

export async function renderSvg(dot: string): Promise<string> {
  // ESM-only package with a WebAssembly payload: load it only when rendering.
  const { Graphviz } = await import('@hpcc-js/wasm-graphviz');
  const graphviz = await Graphviz.load();
  return graphviz.dot(dot);
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
