import { formatReceiptNumber } from '../../../src/domain/billing.ts';
import { fill } from '../../../src/i18n/fill.ts';
import { formatDate, formatMoney } from '../../../src/i18n/format.ts';
import { billingPages } from '../../../src/i18n/fr/billing-pages.ts';
import type { ReceiptRow } from '../../db/schema/index.ts';
import { cardLabel, formatRate } from './receipt-mail.ts';

const texts = billingPages.pdf;

/**
 * PDF's standard fonts speak WinAnsi: the narrow no-break space (U+202F) French typography puts
 * before « : ; ! ? » has no glyph there, the no-break space (U+00A0) does and looks the same.
 */
const winAnsi = (value: string): string => value.replaceAll('\u202F', '\u00A0');

export interface ReceiptCustomer {
  email: string | null;
}

/**
 * pdfkit is loaded on the first receipt, not at start: with fontkit and its brotli decoder it costs
 * ~12 MB of resident memory and ~0.2–0.9 s of CPU at import (docs/performance.md).
 */
const loadPdfkit = () => import('pdfkit');
let pdfkit: ReturnType<typeof loadPdfkit> | undefined;

/**
 * A receipt or credit note as a PDF (pdfkit, standard Helvetica: no font file to ship): the
 * seller's legal details as issued, number, date, what was sold, amount excluding VAT, VAT rate
 * and amount, total, the card's last four; a credit note names the receipt it credits.
 */
export async function receiptPdf(receipt: ReceiptRow, customer: ReceiptCustomer): Promise<Buffer> {
  pdfkit ??= loadPdfkit().catch((error: unknown) => {
    pdfkit = undefined; // the next receipt tries again
    throw error;
  });
  const { default: PDFDocument } = await pdfkit;
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    info: { Title: formatReceiptNumber(receipt.number), Author: receipt.seller.name },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const isCredit = receipt.kind === 'credit_note';
  const number = formatReceiptNumber(receipt.number);
  // Every text box lies between the page's margins (tests/unit/receipt-pdf-layout.test.ts checks each one).
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const text = (value: string) => doc.text(winAnsi(value), left, doc.y, { width });

  doc.font('Helvetica-Bold').fontSize(18);
  text(`${isCredit ? texts.creditNoteTitle : texts.receiptTitle} ${fill(texts.number, { number })}`);
  doc.font('Helvetica').fontSize(10).moveDown(0.3);
  text(fill(texts.issuedOn, { date: formatDate(receipt.issuedAt) }));
  doc.moveDown(1.2);

  doc.font('Helvetica-Bold').fontSize(11);
  text(texts.seller);
  doc.font('Helvetica').fontSize(10);
  text(receipt.seller.name);
  text(receipt.seller.address);
  text(receipt.seller.registration);
  text(fill(texts.vatNumber, { vatNumber: receipt.seller.vatNumber }));
  if (customer.email !== null) {
    doc.moveDown(0.8).font('Helvetica-Bold').fontSize(11);
    text(texts.customer);
    doc.font('Helvetica').fontSize(10);
    text(customer.email);
  }
  doc.moveDown(1.2);

  doc.font('Helvetica-Bold').fontSize(11);
  text(receipt.description);
  doc.font('Helvetica').fontSize(10);
  if (isCredit) {
    text(
      receipt.reason === 'duplicate'
        ? texts.reasonDuplicate
        : receipt.reason === 'withdrawal'
          ? texts.reasonWithdrawal
          : texts.reasonCashback,
    );
    if (receipt.creditsNumber !== null) text(fill(texts.credits, { number: formatReceiptNumber(receipt.creditsNumber) }));
  }
  doc.moveDown(0.8);

  // A label and its amount on one line. Writing the amount moves pdfkit's cursor to its column:
  // the cursor goes back to the left margin after, or the next text would start there and run off
  // the page by the amount column's offset. The line below the taller of the two.
  const line = (label: string, value: string, bold = false) => {
    const y = doc.y;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica');
    doc.text(winAnsi(label), left, y, { width: width - 140 });
    const below = doc.y;
    doc.text(winAnsi(value), left + width - 140, y, { width: 140, align: 'right' });
    doc.x = left;
    doc.y = Math.max(below, doc.y);
    doc.moveDown(0.3);
  };
  const sign = isCredit ? '-' : '';
  line(texts.exclVat, `${sign}${formatMoney(receipt.exclVatCents)}`);
  line(fill(texts.vat, { rate: formatRate(receipt.vatRateBp) }), `${sign}${formatMoney(receipt.vatCents)}`);
  line(isCredit ? texts.refunded : texts.total, `${sign}${formatMoney(receipt.totalCents)}`, true);
  doc.moveDown(0.8).font('Helvetica');
  const card = cardLabel(receipt.cardBrand, receipt.cardLast4);
  if (card !== '') text(fill(isCredit ? texts.refundedTo : texts.paidBy, { card }));
  doc.moveDown(2).fontSize(8).fillColor('#555555');
  text(texts.footer);
  doc.end();
  return done;
}
