import { useLayoutEffect, useRef } from 'react';
import { useAnnotatedDiagram } from '../../../src/app/staff-flows/use-annotated-diagram.ts';
import type { FlowReport } from '../../../src/domain/flows.ts';
import { fill } from '../../../src/i18n/fill.ts';
import { flowsPages as texts } from '../../../src/i18n/fr/flows-pages.ts';
import { flowName } from './format.ts';

/**
 * The flow's analyst diagram with the period's counts (edges as wide as their counts). The SVG is
 * generated from our own machines (docs/flows) and served by our API: inlined as it is.
 */
export function FlowDiagram({ svg, flow, loading }: { svg: string | null; flow: FlowReport; loading: boolean }) {
  const annotated = useAnnotatedDiagram(svg, flow, fill(texts.diagramLabel, { title: flowName(flow) }));
  const drawn = useRef<HTMLDivElement>(null);
  // The boxes were laid out with Helvetica's widths: a wider fallback font would run a label past
  // its box's edge, so such a line is drawn narrower, to the box's inner width.
  useLayoutEffect(() => {
    if (drawn.current !== null) fitLabels(drawn.current);
  }, [annotated]);
  if (loading) return <p className="text-sm text-muted">{texts.diagramLoading}</p>;
  if (annotated === null)
    return (
      <p className="text-sm text-muted" data-testid="diagram-missing">
        {texts.diagramMissing}
      </p>
    );
  return (
    // Scrolls sideways on a narrow screen (the diagram keeps its reading size): focusable to scroll by keyboard.
    <figure
      className="overflow-x-auto rounded-xl border border-gray-200 bg-white p-3"
      tabIndex={0}
      role="region"
      aria-label={flowName(flow)}
    >
      <div ref={drawn} data-testid="flow-diagram" dangerouslySetInnerHTML={{ __html: annotated }} />
    </figure>
  );
}

/** Inner margin kept on each side of a state's label, in SVG units. */
const LABEL_MARGIN = 3;

function fitLabels(root: HTMLElement): void {
  for (const node of Array.from(root.querySelectorAll<SVGGElement>('g[data-state]'))) {
    const shape = node.querySelector<SVGGraphicsElement>('path, polygon, ellipse');
    if (shape === null) continue;
    const box = shape.getBBox();
    const room = box.width - 2 * LABEL_MARGIN;
    for (const text of Array.from(node.querySelectorAll<SVGTextElement>('text'))) {
      if (room <= 0 || text.getComputedTextLength() <= room) continue;
      // Centred on the box: the narrower line stays inside it.
      text.setAttribute('text-anchor', 'middle');
      text.setAttribute('x', String(box.x + box.width / 2));
      text.setAttribute('textLength', String(room));
      text.setAttribute('lengthAdjust', 'spacingAndGlyphs');
    }
  }
}
