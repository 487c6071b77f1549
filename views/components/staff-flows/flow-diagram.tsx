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
      <div data-testid="flow-diagram" dangerouslySetInnerHTML={{ __html: annotated }} />
    </figure>
  );
}
