import { billingPages } from './fr/billing-pages.ts';

/**
 * How a card is named wherever people read it (pages, e-mails, receipts): the brand as its owner
 * writes it — Visa, Mastercard, American Express — never the provider's lower-case code ("visa").
 * The one home of that rule (docs/product.md#beyond, billing space): every place that shows a card
 * goes through these two functions.
 */
export function brandName(code: string): string {
  const key = code
    .trim()
    .toLowerCase()
    .replaceAll(/[\s_-]+/g, '');
  const known = Object.hasOwn(billingPages.brands, key) ? billingPages.brands[key] : undefined;
  if (known !== undefined) return known;
  // A brand the dictionary does not know yet: still a proper noun, each word capitalised.
  return code
    .trim()
    .split(/[\s_-]+/)
    .filter((word) => word !== '')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase())
    .join(' ');
}

/**
 * "Visa •••• 4242"; the last four alone when the brand is unknown or only the generic "card" (the
 * texts around it already say "carte"); nothing without the last four.
 */
export function cardLabel(brand: string | null, last4: string | null): string {
  if (last4 === null) return '';
  const name = brand === null || brand.trim().toLowerCase() === 'card' ? '' : brandName(brand);
  return `${name} •••• ${last4}`.trim();
}
