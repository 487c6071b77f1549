/**
 * The developer diagram (docs/flows/<id>.svg): every technical label kept, readable in an 800 px
 * column (DEVELOPER_READING). Layouts are tried in turn, each measured once drawn, and the first
 * that reads is kept (else the one with fewest faults, then the largest text): Graphviz's own
 * first, then, for machines too wide for them, labels as nodes on rows of a bounded width.
 */
import type { AnyStateMachine } from 'xstate';
import { toDot, type DotLayout } from './flow-dot.ts';
import { fitWidth } from './flow-analyst-svg.ts';
import { DEVELOPER_READING, layoutFaults, smallestTextAt } from './svg-layout.ts';

/**
 * Graphviz's layouts with edge labels on the edges: as drawn, then narrower labels and tighter
 * ranks, then larger labels on a narrower drawing; wider spacing last, for labels of neighbouring
 * edges that touch.
 */
const plainLayouts: readonly DotLayout[] = [
  { nodesep: 0.4, labelWidth: 30, edgeFontSize: 9 },
  { nodesep: 0.25, labelWidth: 22, edgeFontSize: 9 },
  { nodesep: 0.15, labelWidth: 16, edgeFontSize: 9 },
  { nodesep: 0.25, labelWidth: 22, edgeFontSize: 10 },
  { nodesep: 0.15, labelWidth: 16, edgeFontSize: 10 },
  { nodesep: 0.25, labelWidth: 16, edgeFontSize: 11 },
  { nodesep: 0.15, labelWidth: 14, edgeFontSize: 11 },
  { nodesep: 0.7, labelWidth: 30, edgeFontSize: 9 },
];

/**
 * Machines with many labelled moves from the same states: each label a node of its own, the rows
 * laid out in reading order and wrapped at a share of the width at which the labels read 11 px in
 * 800 px (scripts/lib/flow-layering.ts); narrower rows, tighter spacing and straight edges tried
 * next, as edges routed beside the rows widen the drawing too.
 */
const rowedLayouts: readonly DotLayout[] = (['spline', 'polyline'] as const).flatMap((splines) =>
  [0.2, 0.08].flatMap((nodesep) =>
    [0.7, 0.5, 0.35].flatMap((share) =>
      [
        { labelWidth: 18, edgeFontSize: 9 },
        { labelWidth: 16, edgeFontSize: 10 },
        { labelWidth: 14, edgeFontSize: 11 },
      ].map((text) => ({
        ...text,
        labelNodes: true,
        nodesep,
        splines,
        rowBudget: (share * DEVELOPER_READING.widthPx * text.edgeFontSize) / DEVELOPER_READING.minTextPx,
      })),
    ),
  ),
);

const UNFLATTEN = [0, 2, 3, 4, 6];

type Graphviz = Awaited<ReturnType<(typeof import('@hpcc-js/wasm-graphviz'))['Graphviz']['load']>>;

interface Candidate {
  svg: string;
  /** Clipped or covered labels: worse than small text. */
  faults: number;
  smallestPx: number;
}

function measure(svg: string): Candidate {
  const faults = layoutFaults(svg, DEVELOPER_READING).filter((fault) => !fault.startsWith('smallest text')).length;
  return { svg, faults, smallestPx: smallestTextAt(svg, DEVELOPER_READING.widthPx) };
}

const better = (a: Candidate, b: Candidate | undefined) =>
  !b || a.faults < b.faults || (a.faults === b.faults && a.smallestPx > b.smallestPx);

const reads = (candidate: Candidate) => candidate.faults === 0 && candidate.smallestPx >= DEVELOPER_READING.minTextPx;

/** A label node's <title> (and its edges') names the move it labels, not Graphviz's node id. */
export function titleLabels(svg: string): string {
  const texts = new Map(
    [...svg.matchAll(/<title>(#label\d+)<\/title>\n<g id="a_node\d+"><a xlink:title="([^"]*)">/g)].map((m) => [m[1] ?? '', m[2] ?? '']),
  );
  return svg.replace(
    /<title>([^<]*)<\/title>/g,
    (_whole, title: string) => `<title>${title.replace(/#label\d+/g, (id) => texts.get(id) ?? id)}</title>`,
  );
}

export async function developerSvg(machine: AnyStateMachine): Promise<string> {
  const { Graphviz } = await import('@hpcc-js/wasm-graphviz');
  const graphviz: Graphviz = await Graphviz.load();
  let best: Candidate | undefined;
  const consider = (dot: string): boolean => {
    const candidate = measure(titleLabels(fitWidth(graphviz.dot(dot))));
    if (better(candidate, best)) best = candidate;
    return reads(candidate);
  };
  for (const layout of plainLayouts) {
    const dot = toDot(machine, layout);
    for (const unflatten of UNFLATTEN) {
      if (consider(unflatten ? graphviz.unflatten(dot, unflatten, true, unflatten) : dot)) return (best as Candidate).svg;
    }
  }
  for (const layout of rowedLayouts) {
    if (consider(toDot(machine, layout))) return (best as Candidate).svg;
  }
  return (best as Candidate).svg;
}
