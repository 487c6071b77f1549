/**
 * Payment error codes (docs/product.md#errors). A recoverable code names the card field the member must correct (the
 * form shows a field error and the member retries); any other code, listed or not, is
 * unrecoverable: "error while processing payment" with the code.
 */
export type CardField = 'number' | 'month' | 'year' | 'code';

export const RECOVERABLE_PAYMENT_CODES: Readonly<Record<string, CardField>> = {
  '1100003PI1': 'number',
  '1100003PI3': 'month',
  '1100003PI4': 'year',
  '1100004PI1': 'number',
  '1100004PI2': 'code',
  '1100004PI3': 'month',
  '1100004PI4': 'year',
  '1100005PI2': 'code',
  '1100005PI3': 'month',
  E001001: 'number',
  E001004: 'month',
};

function range(prefix: string, from: number, to: number, width: number): string[] {
  return Array.from({ length: to - from + 1 }, (_, i) => `${prefix}${String(from + i).padStart(width, '0')}`);
}

/** The unrecoverable list (docs/product.md#errors), ranges expanded (R200 to R210, X000 to X003). */
export const UNRECOVERABLE_PAYMENT_CODES: readonly string[] = [
  '1100004PI5',
  '2100204PI5',
  'E000',
  'E002',
  'E003',
  'E004',
  'E005',
  'E020',
  'E030',
  'E001002',
  'E001003',
  'R100',
  'R100-005',
  'R150',
  'R151',
  ...range('R', 200, 210, 3),
  'R300',
  'R301',
  ...range('X', 0, 3, 3),
];

export type PaymentCodeClass = { kind: 'recoverable'; field: CardField } | { kind: 'unrecoverable' };

export function classifyPaymentCode(code: string): PaymentCodeClass {
  const field = Object.hasOwn(RECOVERABLE_PAYMENT_CODES, code) ? RECOVERABLE_PAYMENT_CODES[code] : undefined;
  return field ? { kind: 'recoverable', field } : { kind: 'unrecoverable' };
}
