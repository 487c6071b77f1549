/**
 * Measures a Graphviz SVG as a reader sees it: its width in CSS px, its smallest text once drawn,
 * and the box of every text (position, anchor and size of each <text>; its width from Helvetica's
 * metrics, the font Graphviz lays out with — Arial and Liberation Sans match). Used by the
 * generator to pick a layout and by tests/unit/diagrams-layout.test.ts to check the committed ones.
 */
export const PAGE_WIDTH_PX = 1000;
export const MIN_TEXT_PX = 10;

/** How a drawing must read: its text at least `minTextPx` once drawn at most `widthPx` wide. */
export interface Reading {
  widthPx: number;
  minTextPx: number;
}
/** Analyst diagrams: 10 px text at the 1,000 px page width. */
export const ANALYST_READING: Reading = { widthPx: PAGE_WIDTH_PX, minTextPx: MIN_TEXT_PX };
/** Developer diagrams: 11 px text in an 800 px column (a repository's Markdown view). */
export const DEVELOPER_READING: Reading = { widthPx: 800, minTextPx: 11 };
/** Chromium's getBBox measured these estimates 3 % short at worst (404 labels): a margin. */
const SAFETY = 1.04;

/** Greedy wrap at spaces so that no label line runs much past `width` characters. */
export function wrap(text: string, width = 18): string {
  return text
    .split('\n')
    .map((line) => {
      const words = line.split(' ');
      const lines: string[] = [];
      let current = '';
      for (const word of words) {
        if (current && `${current} ${word}`.length > width) {
          lines.push(current);
          current = word;
        } else current = current ? `${current} ${word}` : word;
      }
      lines.push(current);
      return lines.join('\n');
    })
    .join('\n');
}

// Helvetica advance widths, per 1,000 units of font size (Adobe AFM).
const WIDTHS: Record<string, number> = {
  ' ': 278,
  a: 556,
  b: 556,
  c: 500,
  d: 556,
  e: 556,
  f: 278,
  g: 556,
  h: 556,
  i: 222,
  j: 222,
  k: 500,
  l: 222,
  m: 833,
  n: 556,
  o: 556,
  p: 556,
  q: 556,
  r: 333,
  s: 500,
  t: 278,
  u: 556,
  v: 500,
  w: 722,
  x: 500,
  y: 500,
  z: 500,
  A: 667,
  B: 667,
  C: 722,
  D: 722,
  E: 667,
  F: 611,
  G: 778,
  H: 722,
  I: 278,
  J: 500,
  K: 667,
  L: 556,
  M: 833,
  N: 722,
  O: 778,
  P: 667,
  Q: 778,
  R: 722,
  S: 667,
  T: 611,
  U: 722,
  V: 667,
  W: 944,
  X: 667,
  Y: 667,
  Z: 611,
  '(': 333,
  ')': 333,
  '’': 222,
  ',': 278,
  '.': 278,
  '-': 333,
  '\u2011': 333,
  ':': 278,
  '=': 584,
  '—': 1000,
  '/': 278,
  '\u202F': 200,
};
const ACCENTED: Record<string, string> = {
  é: 'e',
  è: 'e',
  ê: 'e',
  à: 'a',
  â: 'a',
  ç: 'c',
  ô: 'o',
  û: 'u',
  ù: 'u',
  î: 'i',
  ï: 'i',
  É: 'E',
  À: 'A',
};
export const textWidth = (text: string, size: number) =>
  [...text].reduce((sum, char) => sum + (WIDTHS[ACCENTED[char] ?? char] ?? 556), 0) * (size / 1000) * SAFETY;

export const unescape = (text: string) =>
  text.replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&quot;', '"').replaceAll('&#45;', '-').replaceAll('&amp;', '&');

export interface Box {
  text: string;
  group: string;
  x0: number;
  x1: number;
  y0: number;
  y1: number;
}

export function layout(svg: string) {
  const size = /<svg width="(\d+)px" height="(\d+)px"\s+viewBox="[\d.]+ [\d.]+ ([\d.]+) ([\d.]+)"/.exec(svg);
  const translate = /<g id="graph0" class="graph" transform="scale\(1 1\) rotate\(0\) translate\(([\d.]+) ([\d.]+)\)">/.exec(svg);
  if (!size || !translate) throw new Error('not a Graphviz SVG drawn at page width');
  const [widthPx, , viewWidth, viewHeight] = size.slice(1).map(Number) as [number, number, number, number];
  const [tx, ty] = translate.slice(1).map(Number) as [number, number];
  const boxes: Box[] = [];
  let group = '';
  let smallest = Infinity;
  for (const match of svg.matchAll(/<g id="([^"]+)"|<text ([^>]*)>([^<]*)<\/text>/g)) {
    if (match[1]) {
      group = match[1];
      continue;
    }
    const attributes = Object.fromEntries([...(match[2] ?? '').matchAll(/([\w-]+)="([^"]*)"/g)].map((a) => [a[1], a[2]]));
    const fontSize = Number(attributes['font-size']);
    const text = unescape(match[3] ?? '');
    const width = textWidth(text, fontSize);
    const x = Number(attributes.x) + tx;
    const y = Number(attributes.y) + ty;
    const anchor = attributes['text-anchor'];
    const x0 = anchor === 'middle' ? x - width / 2 : anchor === 'end' ? x - width : x;
    boxes.push({ text, group, x0, x1: x0 + width, y0: y - 0.75 * fontSize, y1: y + 0.2 * fontSize });
    smallest = Math.min(smallest, fontSize);
  }
  const scale = widthPx / viewWidth;
  return { widthPx, viewWidth, viewHeight, boxes, smallestPx: smallest * scale, smallestPt: smallest };
}

/** The smallest text, in px, of the drawing shown at its own size (1 pt = 4/3 px) or shrunk to `widthPx`. */
export function smallestTextAt(svg: string, widthPx: number): number {
  const { viewWidth, smallestPt } = layout(svg);
  return smallestPt * Math.min(4 / 3, widthPx / viewWidth);
}

/** What keeps a drawing from reading at page width: too wide, text too small, clipped or overlapping labels. */
export function layoutFaults(svg: string, reading: Reading = ANALYST_READING): string[] {
  const { widthPx, viewWidth, viewHeight, boxes } = layout(svg);
  const faults: string[] = [];
  if (widthPx > PAGE_WIDTH_PX) faults.push(`${widthPx} px wide`);
  const smallestPx = smallestTextAt(svg, reading.widthPx);
  if (smallestPx < reading.minTextPx) faults.push(`smallest text ${smallestPx.toFixed(1)} px at ${reading.widthPx} px wide`);
  const slack = 0.5; // Graphviz rounds positions to 1/100 pt; its own width estimates differ by a hair.
  for (const box of boxes) {
    if (box.x0 < -slack || box.x1 > viewWidth + slack || box.y0 < -slack || box.y1 > viewHeight + slack) {
      faults.push(`"${box.text}" (${box.group}) cut at the edge`);
    }
  }
  boxes.forEach((a, i) => {
    for (const b of boxes.slice(i + 1)) {
      const width = Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0);
      const height = Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0);
      if (width > 1 && height > 1) faults.push(`"${a.text}" (${a.group}) over "${b.text}" (${b.group})`);
    }
  });
  return faults;
}
