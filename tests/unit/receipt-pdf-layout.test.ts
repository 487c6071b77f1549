import { inflateSync } from 'node:zlib';
import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LEGAL } from '../../server/config.ts';
import type { ReceiptRow } from '../../server/db/schema/index.ts';
import { receiptPdf } from '../../server/modules/billing/receipt-pdf.ts';
import { billingPages } from '../../src/i18n/fr/billing-pages.ts';

/**
 * The receipt PDF's layout, read back from the file the member downloads
 * (server/modules/billing/receipt-pdf.ts): every text run pdfkit wrote is placed from its text
 * matrix, measured with the font's own metrics, and must lie inside the A4 page's margins. A run
 * starting where the previous amount column left the cursor ran off the page by that column's
 * offset (the footer line did).
 */

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 56;
/** Rounding of the writer's numbers and of the measure below. */
const EPSILON = 0.5;
/** A line's box around pdfkit's text origin (PDF space, y up): Helvetica's descender and ascender. */
const DESCENT = 0.25;
const ASCENT = 1;

interface Run {
  text: string;
  x: number;
  y: number;
  size: number;
  font: string;
  width: number;
}

const winAnsi = new TextDecoder('windows-1252');
const measure = new PDFDocument({ size: 'A4' });

/** The content streams of the file, inflated (pdfkit compresses them). */
function streams(pdf: Buffer): string[] {
  const out: string[] = [];
  const source = pdf.toString('latin1');
  const pattern = /(?<!end)stream\r?\n/g;
  let match: RegExpExecArray | null;
  while ((match = pattern.exec(source)) !== null) {
    const start = match.index + match[0].length;
    const end = source.indexOf('endstream', start);
    if (end < 0) break;
    const raw = pdf.subarray(start, end);
    try {
      out.push(inflateSync(raw).toString('latin1'));
    } catch {
      out.push(raw.toString('latin1'));
    }
    pattern.lastIndex = end;
  }
  return out;
}

/** Resource name (F1…) → base font, from the font objects. */
function fonts(pdf: Buffer): Map<string, string> {
  const source = pdf.toString('latin1');
  const byObject = new Map<string, string>();
  for (const match of source.matchAll(/(\d+) 0 obj\s*<<[^>]*?\/BaseFont \/([\w-]+)/g)) byObject.set(match[1] ?? '', match[2] ?? '');
  const names = new Map<string, string>();
  for (const match of source.matchAll(/\/(F\d+) (\d+) 0 R/g)) {
    const base = byObject.get(match[2] ?? '');
    if (base !== undefined) names.set(match[1] ?? '', base);
  }
  return names;
}

/** Every TJ run of the content streams, placed and measured. */
function textRuns(pdf: Buffer): Run[] {
  const fontNames = fonts(pdf);
  const runs: Run[] = [];
  for (const content of streams(pdf)) {
    let x = 0;
    let y = 0;
    let size = 0;
    let font = '';
    for (const match of content.matchAll(/1 0 0 1 (-?[\d.]+) (-?[\d.]+) Tm|\/(F\d+) ([\d.]+) Tf|\[(.*?)\] TJ/g)) {
      if (match[1] !== undefined) {
        x = Number(match[1]);
        y = Number(match[2]);
      } else if (match[3] !== undefined) {
        font = fontNames.get(match[3]) ?? 'Helvetica-Bold';
        size = Number(match[4]);
      } else {
        const parts = [...(match[5] ?? '').matchAll(/<([0-9a-f]*)>\s*(-?[\d.]+)?/gi)];
        const text = parts.map((part) => winAnsi.decode(Buffer.from(part[1] ?? '', 'hex'))).join('');
        const kerning = parts.reduce((sum, part) => sum - Number(part[2] ?? 0), 0);
        const width = measure.font(font).fontSize(size).widthOfString(text) + (kerning * size) / 1000;
        runs.push({ text, x, y, size, font, width });
      }
    }
  }
  return runs;
}

const when = new Date('2026-12-03T10:00:00Z');
const base: ReceiptRow = {
  number: 42,
  kind: 'receipt',
  paymentUid: '00000000-0000-4000-8000-000000000001',
  userUid: '00000000-0000-4000-8000-000000000002',
  issuedAt: when,
  description: 'Abonnement VIP mensuel — coaching et articles',
  totalCents: 2990,
  exclVatCents: 2492,
  vatCents: 498,
  vatRateBp: 2000,
  cardBrand: 'visa',
  cardLast4: '4242',
  creditsNumber: null,
  reason: null,
  seller: DEFAULT_LEGAL.publisher,
};

const samples: Record<string, { receipt: ReceiptRow; email: string | null }> = {
  receipt: { receipt: base, email: 'membre@exemple.fr' },
  'credit note (withdrawal)': {
    receipt: {
      ...base,
      number: 43,
      kind: 'credit_note',
      reason: 'withdrawal',
      creditsNumber: 42,
      totalCents: 100,
      exclVatCents: 83,
      vatCents: 17,
    },
    email: 'membre@exemple.fr',
  },
  'credit note (cashback), no customer': {
    receipt: {
      ...base,
      number: 44,
      kind: 'credit_note',
      reason: 'cashback',
      creditsNumber: 42,
      totalCents: 1000,
      exclVatCents: 833,
      vatCents: 167,
    },
    email: null,
  },
  'long values': {
    receipt: {
      ...base,
      number: 123456789,
      totalCents: 123_456_789,
      exclVatCents: 102_880_658,
      vatCents: 20_576_131,
      cardBrand: 'american_express',
      description: 'Abonnement VIP trimestriel avec accompagnement personnalisé par un coach et accès illimité à tous les articles',
      seller: {
        ...DEFAULT_LEGAL.publisher,
        address: '123 boulevard de la République, bâtiment B, escalier 4, 3e étage, 75011 Paris Cedex 11, France métropolitaine',
      },
    },
    email: 'un.membre.avec.une.adresse.tres.longue.sans.aucune.espace.pour.couper@sous-domaine.exemple-de-messagerie.fr',
  },
};

describe('receipt PDF layout: every text inside the A4 page', () => {
  it.each(Object.entries(samples))('%s', async (_, { receipt, email }) => {
    const pdf = await receiptPdf(receipt, { email });
    expect(pdf.toString('latin1')).toMatch(/\/MediaBox \[0 0 595\.28 841\.89\]/);
    // One page: nothing pushed onto a second one.
    expect(pdf.toString('latin1')).toMatch(/\/Type \/Pages[\s\S]*?\/Count 1\b/);
    const runs = textRuns(pdf);
    const all = runs.map((run) => run.text).join(' ');
    // The parse found the document's texts, the footer and the card's brand as written.
    expect(all).toContain(billingPages.pdf.footer.replaceAll('\u202F', '\u00A0').split(' ')[0]);
    expect(all).toContain('Document');
    expect(runs.length).toBeGreaterThan(12);
    // Across: between the side margins. Down: on the page, above the bottom margin.
    const outside = runs.filter(
      (run) =>
        run.x < MARGIN - EPSILON ||
        run.x + run.width > A4.width - MARGIN + EPSILON ||
        run.y - DESCENT * run.size < MARGIN - EPSILON ||
        run.y + ASCENT * run.size > A4.height,
    );
    expect(outside.map((run) => `${run.text} @ x=${run.x.toFixed(1)}..${(run.x + run.width).toFixed(1)} y=${run.y.toFixed(1)}`)).toEqual(
      [],
    );
  });

  it('names the card by its brand as written: "Visa", not "visa"', async () => {
    const runs = textRuns(await receiptPdf(base, { email: null }));
    const card = runs.map((run) => run.text).find((text) => text.includes('4242')) ?? '';
    expect(card).toContain('Visa');
    expect(card).not.toMatch(/\bvisa\b/);
  });
});
