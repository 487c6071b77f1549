/**
 * Machine → Graphviz DOT for the developer diagram (docs/flows/<id>.svg): every state, move,
 * guard and action, drawn top to bottom. Graphviz's own layout by default; for wide machines each
 * label a node of its own on rows laid out by scripts/lib/flow-layering.ts (DotLayout.rowBudget).
 */
import type { AnyStateMachine } from 'xstate';
import {
  allStates,
  ancestors,
  edgeLabel,
  machineToFlow,
  parentMap,
  stateNotes,
  type Flow,
  type FlowEdge,
  type FlowState,
} from './diagrams.ts';
import { layer, type LayerEdge, type LayerNode } from './flow-layering.ts';
import { textWidth, wrap } from './svg-layout.ts';

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
