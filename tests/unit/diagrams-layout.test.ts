import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { flowCatalog } from '../../scripts/lib/flow-catalog.ts';
import { journeys } from '../../scripts/lib/flow-journeys.ts';
import {
  DEVELOPER_READING,
  layout,
  layoutFaults,
  MIN_TEXT_PX,
  PAGE_WIDTH_PX,
  smallestTextAt,
  unescape,
} from '../../scripts/lib/svg-layout.ts';
import { machineRegistry } from '../../scripts/machines-registry.ts';

/**
 * The analyst diagrams read at page width: each committed SVG (kept equal to what the
 * machines produce by diagrams.test.ts) is at most 1,000 px wide, its smallest text at least 10 px
 * once drawn at that width, and no label runs past the drawing's edge or over another label
 * (text boxes measured by scripts/lib/svg-layout.ts).
 */
const flowsDir = fileURLToPath(new URL('../../docs/flows/', import.meta.url));

const analystFiles = [
  ...Object.keys(machineRegistry).map((id) => `${id}.analyst.svg`),
  ...journeys.map((journey) => `${journey.id}.analyst.svg`),
];

describe.each(analystFiles)('docs/flows/%s', (file) => {
  it('fits the page, readable, no label clipped or over another', async () => {
    const svg = await readFile(`${flowsDir}${file}`, 'utf8');
    const { widthPx, viewWidth, viewHeight, boxes, smallestPx } = layout(svg);
    expect(widthPx).toBeLessThanOrEqual(PAGE_WIDTH_PX);
    expect(smallestPx, 'smallest text once drawn at page width (px)').toBeGreaterThanOrEqual(MIN_TEXT_PX);
    expect(boxes.length).toBeGreaterThan(0);
    const slack = 0.5; // Graphviz rounds positions to 1/100 pt; its own width estimates differ by a hair.
    for (const box of boxes) {
      expect(box.x0, `"${box.text}" cut at the left edge`).toBeGreaterThanOrEqual(-slack);
      expect(box.x1, `"${box.text}" cut at the right edge`).toBeLessThanOrEqual(viewWidth + slack);
      expect(box.y0, `"${box.text}" cut at the top`).toBeGreaterThanOrEqual(-slack);
      expect(box.y1, `"${box.text}" cut at the bottom`).toBeLessThanOrEqual(viewHeight + slack);
    }
    const overlaps: string[] = [];
    boxes.forEach((a, i) => {
      for (const b of boxes.slice(i + 1)) {
        const width = Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0);
        const height = Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0);
        if (width > 1 && height > 1) overlaps.push(`"${a.text}" (${a.group}) over "${b.text}" (${b.group})`);
      }
    });
    expect(overlaps).toEqual([]);
  });
});

describe('analyst marks for the staff flows page', () => {
  const catalog = flowCatalog(machineRegistry);

  it.each(catalog.flows.map((flow) => [flow.id, flow] as const))(
    '%s: every move on exactly one edge, every state mark a state',
    async (_id, flow) => {
      const svg = await readFile(`${flowsDir}${flow.svg}`, 'utf8');
      const marked = [...svg.matchAll(/data-transition="([^"]*)"/g)].flatMap((m) => unescape(m[1] ?? '').split('|'));
      expect([...marked].sort()).toEqual(flow.transitions.map((t) => t.key).sort());
      const states = new Set(flow.states.map((s) => s.id));
      const stateMarks = [...svg.matchAll(/data-state="([^"]*)"/g)].map((m) => m[1] ?? '');
      for (const state of stateMarks) expect(states.has(state), state).toBe(true);
      for (const initial of flow.initial) expect(svg).toContain(`data-initial="${initial}"`);
    },
  );
});

// The developer view keeps every technical label and reads in an 800 px column, its text at least
// 11 px there (scripts/lib/flow-developer.ts tries layouts until one does): every machine alike.
describe.each(Object.keys(machineRegistry))('docs/flows/%s.svg (developer view)', (id) => {
  it('fits the page, its text readable in an 800 px column, no label clipped or over another', async () => {
    const svg = await readFile(`${flowsDir}${id}.svg`, 'utf8');
    expect(layout(svg).widthPx).toBeLessThanOrEqual(PAGE_WIDTH_PX);
    expect(smallestTextAt(svg, DEVELOPER_READING.widthPx), `smallest text at ${DEVELOPER_READING.widthPx} px (px)`).toBeGreaterThanOrEqual(
      DEVELOPER_READING.minTextPx,
    );
    expect(layoutFaults(svg, DEVELOPER_READING)).toEqual([]);
  });
});
