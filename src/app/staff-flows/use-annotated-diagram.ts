import { useMemo } from 'react';
import type { FlowReport } from '../../domain/flows.ts';
import { annotateDiagram } from './annotate-diagram.ts';

/**
 * A flow's analyst SVG with the period's counts (annotate-diagram.ts), computed again only when the
 * SVG, the report or the label changes; null while there is no SVG or when it cannot be read.
 */
export function useAnnotatedDiagram(svg: string | null, flow: FlowReport, label: string): string | null {
  return useMemo(() => (svg === null ? null : annotateDiagram(svg, flow, label)), [svg, flow, label]);
}
