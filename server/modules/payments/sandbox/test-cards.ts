import { RECOVERABLE_PAYMENT_CODES, UNRECOVERABLE_PAYMENT_CODES } from '../../../../src/domain/payment-codes.ts';

/**
 * The sandbox's test cards (docs/payments.md lists the same table; a test keeps them equal).
 * Every number passes Luhn. Any other valid number succeeds, like a real provider's test mode.
 */
export type TestCardOutcome =
  | { kind: 'succeeded' }
  /** Answers Pending; the notification then confirms it as for a success. */
  | { kind: 'pending' }
  /** Succeeds after SLOW_CARD_DELAY_MS: a double click meets the idempotency key still running. */
  | { kind: 'slow' }
  /** Succeeds, and so does nothing later: every charge of the saved card (renewals) fails with `code`. */
  | { kind: 'renewalsFail'; code: string }
  | { kind: 'failed'; code: string };

export interface TestCard {
  number: string;
  outcome: TestCardOutcome;
}

export const SLOW_CARD_DELAY_MS = 1500;
/** What the renewals of the renewalsFail card answer (a bank refusal). */
export const RENEWAL_FAILURE_CODE = 'R100';

/** Appends the Luhn check digit to a 15-digit prefix. */
function withCheckDigit(prefix: string): string {
  let sum = 0;
  const digits = [...prefix].reverse().map(Number);
  digits.forEach((digit, index) => {
    let value = index % 2 === 0 ? digit * 2 : digit;
    if (value > 9) value -= 9;
    sum += value;
  });
  return prefix + String((10 - (sum % 10)) % 10);
}

// Representative unrecoverable codes: each family of docs/product.md#errors (PI, E, R with ranges' ends, X).
const UNRECOVERABLE_SAMPLE = UNRECOVERABLE_PAYMENT_CODES.filter((code) => !/^R20[1-46-9]$/.test(code));

export const TEST_CARDS: readonly TestCard[] = [
  { number: '4242424242424242', outcome: { kind: 'succeeded' } },
  { number: '5555555555554444', outcome: { kind: 'succeeded' } },
  { number: withCheckDigit('400000000000100'), outcome: { kind: 'pending' } },
  { number: withCheckDigit('400000000000200'), outcome: { kind: 'slow' } },
  { number: withCheckDigit('400000000000300'), outcome: { kind: 'renewalsFail', code: RENEWAL_FAILURE_CODE } },
  ...Object.keys(RECOVERABLE_PAYMENT_CODES).map((code, index) => ({
    number: withCheckDigit(`40000000001${String(index + 1).padStart(4, '0')}`),
    outcome: { kind: 'failed', code } as const,
  })),
  ...UNRECOVERABLE_SAMPLE.map((code, index) => ({
    number: withCheckDigit(`40000000002${String(index + 1).padStart(4, '0')}`),
    outcome: { kind: 'failed', code } as const,
  })),
];

const BY_NUMBER = new Map(TEST_CARDS.map((card) => [card.number, card.outcome]));

export function testCardOutcome(number: string): TestCardOutcome {
  return BY_NUMBER.get(number) ?? { kind: 'succeeded' };
}
