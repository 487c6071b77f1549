/**
 * Analyst graphs → Graphviz DOT → SVG with the marks the staff flows page reads:
 * `data-state="<path>"` on each state's group (node or box), `data-transition="<key>|<key>…"` on
 * each edge's group, `data-flow="<flow id>"` on both. A journey draws several flows, each in its
 * box, joined by declared links.
 */
import { flowActors } from '../../src/i18n/fr/flows.ts';
import type { Actor, AnalystGraph } from './flow-analyst.ts';
import { ANALYST_READING, layoutFaults, PAGE_WIDTH_PX, wrap, type Reading } from './svg-layout.ts';

export interface JourneyLink {
  from: { flow: string; state: string };
  /** A state of the flow, or its start when omitted. */
  to: { flow: string; state?: string };
  label: string;
}

export interface DrawOptions {
  /** Box each flow with its title (journeys). */
  boxed: boolean;
  links?: readonly JourneyLink[];
  /** Flows of a journey whose moves keep their labels (the outcomes the journey is read for). */
  labelledFlows?: readonly string[];
  /** Space between states of one rank, in inches. */
  nodesep?: number;
}

export const WRAP = 18;

/**
 * A flow's own diagram keeps a last line in each state's box for the period's count (the staff
 * flows page writes it there, src/app/staff-flows/annotate-diagram.ts): laid out with this text,
 * so the box is wide enough for it, then emptied and marked `data-count-slot` (markSvg).
 */
export const COUNT_SLOT = '00 000 entrées';

const ACTOR_COLORS: Readonly<Record<Actor, string>> = { contact: '#2678C6', staff: '#1E8922', system: '#A96522' };

/** The colours' meaning, beside a drawing whose moves are coloured by actor. */
function actorLegend(): string {
  const rows = (Object.keys(ACTOR_COLORS) as Actor[])
    .map((actor) => `<tr><td align="left"><font color="${ACTOR_COLORS[actor]}">— ${xml(flowActors[actor])}</font></td></tr>`)
    .join('');
  return `legend [shape=plain, fontsize=10, label=<<table border="0" cellborder="0" cellspacing="2">${rows}</table>>];`;
}

const dotString = (text: string) => `"${text.replaceAll('\\', '\\\\').replaceAll('"', '\\"').replaceAll('\n', '\\n')}"`;

const xml = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

interface Mark {
  attributes: Record<string, string>;
  title?: string;
}

export function analystDot(graphs: readonly AnalystGraph[], options: DrawOptions): { dot: string; marks: Map<string, Mark> } {
  const marks = new Map<string, Mark>();
  let counter = 0;
  const mark = (kind: 'n' | 'e' | 'c', attributes: Record<string, string>, title?: string): string => {
    const id = `${kind}${++counter}`;
    marks.set(id, { attributes, ...(title === undefined ? {} : { title }) });
    return id;
  };
  const lines: string[] = [
    'digraph flow {',
    `  graph [rankdir=TB, compound=true, fontname="Helvetica", fontsize=12, nodesep=${options.nodesep ?? 0.2}, ranksep=0.4, labeljust=l, pad=0.1${options.boxed ? ', newrank=true' : ''}];`,
    '  node [shape=box, style="rounded,filled", fillcolor="#ffffff", color="#555555", fontname="Helvetica", fontsize=11, margin="0.12,0.06"];',
    '  edge [color="#666666", fontname="Helvetica", fontsize=9, fontcolor="#333333", arrowsize=0.7];',
  ];
  const name = (graph: AnalystGraph, state: string) => (options.boxed ? `${graph.flowId}/${state}` : state);
  const anchor = (graph: AnalystGraph, state: string) => `${name(graph, state)}#anchor`;
  const start = (graph: AnalystGraph) => `${name(graph, '')}#start`;

  for (const graph of graphs) {
    const clusters = new Set(graph.nodes.filter((node) => node.cluster).map((node) => node.state));
    const flowAttribute = { 'data-flow': graph.flowId };
    const labelled = !options.boxed || (options.labelledFlows ?? []).includes(graph.flowId);
    const emit = (parent: string | undefined, indent: string): void => {
      for (const node of graph.nodes.filter((n) => n.parent === parent)) {
        if (node.cluster) {
          const id = mark('c', { ...flowAttribute, 'data-state': node.state });
          lines.push(`${indent}subgraph ${dotString(`cluster_${name(graph, node.state)}`)} {`);
          const label = wrap(node.label, 40) + (options.boxed ? '' : `\n${COUNT_SLOT}`);
          lines.push(`${indent}  graph [id=${dotString(id)}, label=${dotString(label)}, style="rounded", color="#999999", fontsize=11];`);
          lines.push(`${indent}  ${dotString(anchor(graph, node.state))} [shape=point, style=invis, width=0.01, label=""];`);
          emit(node.state, `${indent}  `);
          lines.push(`${indent}}`);
        } else {
          const id = mark('n', { ...flowAttribute, 'data-state': node.state });
          const label = options.boxed ? wrap(node.label, 16) : `${wrap(node.label, WRAP)}\n${COUNT_SLOT}`;
          const attributes = [`id=${dotString(id)}`, `label=${dotString(label)}`];
          if (node.final) attributes.push('peripheries=2');
          lines.push(`${indent}${dotString(name(graph, node.state))} [${attributes.join(', ')}];`);
        }
      }
    };
    const inside = (state: string, cluster: string) => state === cluster || state.startsWith(`${cluster}.`);
    const end = (state: string, other: string, side: 'ltail' | 'lhead'): [string, string[]] => {
      if (!clusters.has(state)) return [name(graph, state), []];
      const clip = inside(other, state) ? [] : [`${side}=${dotString(`cluster_${name(graph, state)}`)}`];
      return [anchor(graph, state), clip];
    };

    const body: string[] = [];
    body.push(
      `${dotString(start(graph))} [shape=circle, width=0.14, fixedsize=true, style=filled, fillcolor="#d43869", color="#d43869", label=""];`,
    );
    for (const entry of graph.starts) {
      const [target, clip] = end(entry.to, '', 'lhead');
      const id = mark('e', { ...flowAttribute, 'data-initial': entry.config }, `${entry.label}\nstart → ${entry.config}`.trim());
      const label =
        entry.label && labelled
          ? [`label=${dotString(wrap(entry.label, options.boxed ? 14 : WRAP))}`, ...(options.boxed ? ['fontsize=11'] : [])]
          : [];
      body.push(`${dotString(start(graph))} -> ${dotString(target)} [${[`id=${dotString(id)}`, ...label, ...clip].join(', ')}];`);
    }
    for (const edge of graph.edges) {
      const [source, tail] = end(edge.from, edge.to, 'ltail');
      const [target, head] = end(edge.to, edge.from, 'lhead');
      // In a journey the flows' own diagrams carry the labels: here they are the tooltip, the layout
      // stays narrow — but for the flows whose outcomes the journey is read for.
      const title = options.boxed ? `${edge.label}\n${edge.technical}` : edge.technical;
      const id = mark('e', { ...flowAttribute, 'data-transition': edge.keys.join('|') }, title);
      const color = edge.actor ? ACTOR_COLORS[edge.actor] : undefined;
      // In a journey, a flow coloured by actor keeps its labels: they say what each actor does.
      const label = !labelled && !edge.actor ? [] : [`label=${dotString(wrap(edge.label, options.boxed ? 14 : WRAP))}`];
      // A journey is drawn smaller than a flow alone: its labels are drawn as large as its states'.
      const size = options.boxed && label.length > 0 ? ['fontsize=11'] : [];
      const attributes = [`id=${dotString(id)}`, ...label, ...size, ...tail, ...head];
      if (color) attributes.push(`color=${dotString(color)}`, `fontcolor=${dotString(color)}`);
      body.push(`${dotString(source)} -> ${dotString(target)} [${attributes.join(', ')}];`);
    }
    if (options.boxed) {
      const id = mark('c', flowAttribute);
      lines.push(`  subgraph ${dotString(`cluster_${graph.flowId}`)} {`);
      lines.push(
        `    graph [id=${dotString(id)}, label=${dotString(graph.title)}, style="rounded,filled", fillcolor="#fbf3f6", color="#d43869", fontsize=13];`,
      );
      emit(undefined, '    ');
      for (const line of body) lines.push(`    ${line}`);
      lines.push('  }');
    } else {
      emit(undefined, '  ');
      for (const line of body) lines.push(`  ${line}`);
    }
  }

  const byFlow = new Map(graphs.map((graph) => [graph.flowId, graph]));
  for (const link of options.links ?? []) {
    const from = byFlow.get(link.from.flow);
    const to = byFlow.get(link.to.flow);
    if (!from || !to) throw new Error(`journey link ${link.from.flow} → ${link.to.flow}: flow not drawn`);
    for (const [graph, state] of [
      [from, link.from.state],
      [to, link.to.state],
    ] as const) {
      if (state !== undefined && !graph.nodes.some((node) => node.state === state && !node.cluster)) {
        throw new Error(`journey link: ${graph.flowId} has no drawn state ${state} (did the machine change?)`);
      }
    }
    const target = link.to.state === undefined ? start(to) : name(to, link.to.state);
    const backwards = graphs.indexOf(to) < graphs.indexOf(from);
    const id = mark(
      'e',
      { 'data-link': `${link.from.flow}.${link.from.state} → ${link.to.flow}` },
      `${link.from.flow}: ${link.from.state} → ${link.to.flow}: ${link.to.state ?? 'start'}`,
    );
    lines.push(
      `  ${dotString(name(from, link.from.state))} -> ${dotString(target)} [id=${dotString(id)}, label=${dotString(wrap(link.label))}${backwards ? ', constraint=false' : ''}, fontsize=11, style=bold, color="#d43869", fontcolor="#a0284f"];`,
    );
  }
  if (options.boxed) {
    // Keep the flows in one column, read top to bottom: their starts aligned (ranked as one graph,
    // `newrank`, so that boxes do not step sideways).
    for (let index = 1; index < graphs.length; index++) {
      const above = graphs[index - 1] as AnalystGraph;
      const below = graphs[index] as AnalystGraph;
      lines.push(`  ${dotString(start(above))} -> ${dotString(start(below))} [style=invis, weight=100];`);
    }
  }
  if (graphs.some((graph) => graph.edges.some((edge) => edge.actor))) lines.push(`  ${actorLegend()}`);
  lines.push('}');
  return { dot: `${lines.join('\n')}\n`, marks };
}

/** Adds the marks to Graphviz's groups, puts the technical names in edges' <title> and empties the count lines. */
export function markSvg(svg: string, marks: ReadonlyMap<string, Mark>): string {
  return svg
    .replaceAll(`>${COUNT_SLOT}</text>`, ' data-count-slot=""></text>')
    .replace(
      /<g id="([nec]\d+)" class="(node|edge|cluster)">\n<title>([^<]*)<\/title>/g,
      (whole, id: string, kind: string, title: string) => {
        const found = marks.get(id);
        if (!found) return whole;
        const attributes = Object.entries(found.attributes)
          .map(([key, value]) => ` ${key}="${xml(value)}"`)
          .join('');
        return `<g id="${id}" class="${kind}"${attributes}>\n<title>${found.title === undefined ? title : xml(found.title)}</title>`;
      },
    );
}

export function svgSize(svg: string): { width: number; height: number } {
  const match = /<svg width="([\d.]+)pt" height="([\d.]+)pt"/.exec(svg);
  if (!match) throw new Error('not a Graphviz SVG');
  return { width: Number(match[1]), height: Number(match[2]) };
}

/**
 * Lays out as drawn; when that does not read at page width (too wide, labels over each other),
 * tries Graphviz's `unflatten` (longer minimum lengths fold wide ranks downwards) and keeps the
 * first layout without fault, else the one with fewest. `dots` are alternatives, best first.
 */
export async function bestLayout(
  dots: readonly (() => string)[],
  finish: (svg: string) => string = (svg) => svg,
  reading: Reading = ANALYST_READING,
): Promise<string> {
  const { Graphviz } = await import('@hpcc-js/wasm-graphviz');
  const graphviz = await Graphviz.load();
  let best: { svg: string; faults: number } | undefined;
  for (const make of dots) {
    const dot = make();
    for (const unflatten of [0, 2, 3, 4, 6]) {
      const svg = finish(fitWidth(graphviz.dot(unflatten ? graphviz.unflatten(dot, unflatten, true, unflatten) : dot)));
      // A clipped or covered label is worse than small text.
      const faults = layoutFaults(svg, reading).reduce((sum, fault) => sum + (fault.startsWith('smallest text') ? 1 : 10), 0);
      if (!best || faults < best.faults) best = { svg, faults };
      if (faults === 0) return svg;
    }
  }
  return (best as { svg: string }).svg;
}

/** An analyst diagram, tighter or looser spacing tried when the first does not read at page width. */
export async function analystSvg(graphs: readonly AnalystGraph[], options: DrawOptions): Promise<string> {
  const { marks } = analystDot(graphs, options);
  const dots = [0.2, 0.35, 0.12].map((nodesep) => () => analystDot(graphs, { ...options, nodesep }).dot);
  return bestLayout(dots, (svg) => markSvg(svg, marks));
}

/** Sizes the SVG in CSS px, scaled down to the page width when wider (the viewBox keeps the drawing). */
export function fitWidth(svg: string): string {
  const { width, height } = svgSize(svg);
  const scale = Math.min(1, PAGE_WIDTH_PX / (width * (4 / 3)));
  const px = (pt: number) => `${Math.round(pt * (4 / 3) * scale)}px`;
  return svg.replace(/<svg width="[\d.]+pt" height="[\d.]+pt"/, `<svg width="${px(width)}" height="${px(height)}"`);
}
