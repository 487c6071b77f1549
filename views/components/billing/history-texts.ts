import type { HistoryEntry } from '../../../src/domain/billing.ts';
import { fill } from '../../../src/i18n/fill.ts';
import { formatMoney } from '../../../src/i18n/format.ts';
import { billingPages } from '../../../src/i18n/fr/billing-pages.ts';

const texts = billingPages.section;

/**
 * The words of one line of the payment history, from its kind and status (docs/product.md#states-payment):
 * a refused attempt says so in its title and shows its amount as not taken, so it can never be
 * read as a payment; a refund shows a minus sign.
 */
export function operationText(entry: Pick<HistoryEntry, 'kind' | 'reason' | 'status'>): string {
  if (entry.kind === 'refund') {
    return entry.reason === 'duplicate'
      ? texts.kinds.refundDuplicate
      : entry.reason === 'withdrawal'
        ? texts.kinds.refundWithdrawal
        : texts.kinds.refundCashback;
  }
  if (entry.status === 'failed') return entry.kind === 'renewal' ? texts.kinds.renewalFailed : texts.kinds.chargeFailed;
  return entry.kind === 'renewal' ? texts.kinds.renewal : texts.kinds.charge;
}

export function statusText(entry: Pick<HistoryEntry, 'kind' | 'status'>): string {
  if (entry.kind === 'refund' && entry.status === 'succeeded') return texts.statuses.refunded;
  return texts.statuses[entry.status];
}

/** The amount column: `taken` is false for a refused attempt (shown muted, "not taken"). */
export function amountText(entry: Pick<HistoryEntry, 'kind' | 'status' | 'amount'>): { text: string; taken: boolean } {
  const amount = formatMoney(entry.amount);
  if (entry.status === 'failed') return { text: fill(texts.notTaken, { amount }), taken: false };
  return { text: entry.kind === 'refund' ? `−${amount}` : amount, taken: true };
}
