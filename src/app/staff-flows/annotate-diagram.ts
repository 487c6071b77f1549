import type { FlowReport } from '../../domain/flows.ts';
import { fill } from '../../i18n/fill.ts';
import { flowsPages } from '../../i18n/fr/flows-pages.ts';

/**
 * The analyst SVG of a flow (docs/flows, drawn from the machine) with the period's numbers: each
 * edge (`data-transition`) as wide as its count relative to the busiest one, its count under its
 * label; each state (`data-state`) with its entries after its label. Browser only (DOMParser); null when the SVG
 * cannot be read. Ids are dropped: several diagrams may share one page.
 */

const MIN_WIDTH = 0.75;
const MAX_EXTRA_WIDTH = 6;
const LINE = 11;
const integer = new Intl.NumberFormat('fr-FR');

function countText(after: Element, text: string): Element | null {
  const copy = after.cloneNode(false) as Element;
  const y = Number(after.getAttribute('y'));
  if (!Number.isFinite(y)) return null;
  copy.setAttribute('y', String(y + LINE));
  copy.setAttribute('font-weight', 'bold');
  copy.setAttribute('fill', '#1f2937');
  copy.setAttribute('data-count', '');
  copy.textContent = text;
  return copy;
}

export function annotateDiagram(svg: string, flow: FlowReport, label: string): string | null {
  if (typeof DOMParser === 'undefined') return null;
  const document = new DOMParser().parseFromString(svg, 'image/svg+xml');
  const root = document.documentElement;
  if (root.nodeName !== 'svg' || document.getElementsByTagName('parsererror').length > 0) return null;
  for (const element of [root, ...Array.from(root.querySelectorAll('[id]'))]) element.removeAttribute('id');
  // Drawn at its own width (at most the 1,000 px its text was laid out for): on a narrow screen the
  // figure scrolls sideways rather than shrinking the text below reading size.
  root.removeAttribute('height');
  root.setAttribute('role', 'img');
  root.setAttribute('aria-label', label);
  root.setAttribute('class', 'mx-auto block h-auto max-w-none');

  const transitions = new Map(flow.transitions.map((transition) => [transition.key, transition.count]));
  const busiest = Math.max(1, ...transitions.values());
  for (const edge of Array.from(root.querySelectorAll('g[data-transition]'))) {
    const count = (edge.getAttribute('data-transition') ?? '').split('|').reduce((sum, key) => sum + (transitions.get(key) ?? 0), 0);
    const width = count === 0 ? MIN_WIDTH : 1 + (MAX_EXTRA_WIDTH * count) / busiest;
    edge.setAttribute('data-count', String(count));
    for (const path of Array.from(edge.querySelectorAll('path'))) path.setAttribute('stroke-width', width.toFixed(2));
    if (count === 0) edge.setAttribute('opacity', '0.55');
    const texts = edge.querySelectorAll('text');
    const last = texts[texts.length - 1];
    const added = last === undefined ? null : countText(last, fill(flowsPages.times, { count }));
    if (added !== null) edge.append(added);
  }
  const states = new Map(flow.states.map((state) => [state.state, state.count]));
  for (const node of Array.from(root.querySelectorAll('g[data-state]'))) {
    const count = states.get(node.getAttribute('data-state') ?? '') ?? 0;
    node.setAttribute('data-count', String(count));
    // The entries (a journey’s start included, decision 0031; 0 and 1 are singular in French) on
    // the line the generator kept for them in the box, as wide as the longest count: never past its edge.
    const slot = node.querySelector('text[data-count-slot]');
    if (slot !== null) {
      slot.textContent = fill(count < 2 ? flowsPages.entry : flowsPages.entries, { count: integer.format(count) });
      slot.setAttribute('font-weight', 'bold');
      slot.setAttribute('data-count', '');
    }
  }
  return new XMLSerializer().serializeToString(root);
}
