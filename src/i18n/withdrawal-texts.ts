import type { WithdrawalQuote } from '../domain/withdrawal.ts';
import { fill } from './fill.ts';
import { formatDate, formatMoney } from './format.ts';
import { withdrawal } from './fr/withdrawal.ts';

/**
 * The withdrawal's sentences, each chosen by the amounts it speaks of (docs/decisions/0021-withdrawal.md):
 * a refund of part of what was paid, of all of it, or of nothing is said three different ways,
 * never "1,00 € sur les 1,00 € payés". Used by the page's section and by the API's answer.
 */
const page = withdrawal.page;

/** What a withdrawal today would refund, under the quote's amounts. */
export function refundText(quote: Pick<WithdrawalQuote, 'expressRequest' | 'paidAmount' | 'refundAmount'>): string {
  const values = { refund: formatMoney(quote.refundAmount), paid: formatMoney(quote.paidAmount) };
  if (!quote.expressRequest) return fill(page.refundFull, values);
  if (quote.refundAmount <= 0) return fill(page.refundNothing, values);
  if (quote.refundAmount >= quote.paidAmount) return fill(page.refundWhole, values);
  return fill(page.refundProRata, values);
}

/** The confirmation dialog's text and button: the amount when there is one. */
export function withdrawalDialogText(refundAmount: number): { text: string; confirm: string } {
  if (refundAmount <= 0) return { text: page.dialog.textNoRefund, confirm: page.dialog.confirmNoRefund };
  const refund = formatMoney(refundAmount);
  return { text: fill(page.dialog.text, { refund }), confirm: fill(page.dialog.confirm, { refund }) };
}

/** The section's answer once the withdrawal is recorded. */
export function withdrawalDoneText(requestedAt: string | Date, refundAmount: number): string {
  const date = formatDate(requestedAt);
  if (refundAmount <= 0) return fill(page.doneTextNoRefund, { date });
  return fill(page.doneText, { date, refund: formatMoney(refundAmount) });
}

/** The API's message for a recorded withdrawal. */
export function withdrawalDoneMessage(refundAmount: number): string {
  if (refundAmount <= 0) return withdrawal.server.doneNoRefund;
  return fill(withdrawal.server.done, { amount: formatMoney(refundAmount) });
}
