import { z } from 'zod';
import type { FieldRule } from './field-rules.ts';
import { lazySchema } from './lazy-schema.ts';

/**
 * Card rules (docs/product.md#validation), shared by the payment form and the server. Messages are rule keys of
 * field-rules.ts (translated by `fieldMessage()`). Rules that depend on the date take `today`
 * as a parameter so they stay pure and testable.
 */

const rule = (key: FieldRule) => ({ error: key });

const CARD_NUMBER_MIN = 12;
const CARD_NUMBER_MAX = 19;

/** Luhn (mod 10) checksum over a string of digits. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return digits.length > 0 && sum % 10 === 0;
}

/** Card number: digits only once whitespace is removed, passing Luhn; output without spaces. */
export const cardNumberSchema = lazySchema(() =>
  z
    .string(rule('required'))
    .transform((value) => value.replace(/\s+/g, ''))
    .pipe(
      z
        .string()
        .min(1, rule('required'))
        .regex(/^\d*$/, rule('cardNumberDigits'))
        .min(CARD_NUMBER_MIN, rule('cardNumberInvalid'))
        .max(CARD_NUMBER_MAX, rule('cardNumberInvalid'))
        .refine(passesLuhn, rule('cardNumberInvalid')),
    ),
);

/** A form value typed as text or already a number, trimmed to text. */
const textOrNumber = lazySchema(() => z.union([z.string(), z.number()], rule('required')).transform((value) => String(value).trim()));

/** Month: an integer 1 to 12 ("3", "03" or 3); output the number. */
export const cardMonthSchema = lazySchema(() =>
  textOrNumber.pipe(
    z
      .string()
      .min(1, rule('required'))
      .regex(/^\d{1,2}$/, rule('monthFormat'))
      .transform(Number)
      .pipe(z.number().int().min(1, rule('monthFormat')).max(12, rule('monthFormat'))),
  ),
);

/** Year as typed in mm/aa ("27") or in full ("2027"), not before `today`'s year; output the full year. */
export function cardYearSchema(today: Date) {
  return textOrNumber.pipe(
    z
      .string()
      .min(1, rule('required'))
      .regex(/^(\d{2}|\d{4})$/, rule('yearFormat'))
      .transform((value) => (value.length === 2 ? 2000 + Number(value) : Number(value)))
      .pipe(z.number().int().min(today.getFullYear(), rule('yearFormat'))),
  );
}

/** CVV: 3 or 4 digits. */
export const cardCodeSchema = lazySchema(() =>
  z
    .string(rule('required'))
    .trim()
    .min(1, rule('required'))
    .regex(/^\d{3,4}$/, rule('cvvDigits')),
);

/**
 * A card is usable through the last day of its expiry month: it has expired once that month is
 * over. `month` is 1–12, `year` the full year.
 */
export function isExpiryLaterThan(expiry: { month: number; year: number }, today: Date): boolean {
  const endOfExpiryMonth = new Date(expiry.year, expiry.month, 0, 23, 59, 59, 999);
  return endOfExpiryMonth.getTime() >= today.getTime();
}

/**
 * The four card fields together; an expiry in the past is reported on `month` (the field that
 * makes a current-year card expired), once each field passed its own rule.
 */
export function creditCardSchema(today: Date) {
  return z
    .object({
      number: cardNumberSchema,
      month: cardMonthSchema,
      year: cardYearSchema(today),
      code: cardCodeSchema,
    })
    .refine((card) => isExpiryLaterThan(card, today), {
      error: 'expiryPast' satisfies FieldRule,
      path: ['month'],
      // Only a card whose fields each passed their rule has an expiry to compare.
      when: (payload) => payload.issues.length === 0,
    });
}
export type CreditCardInput = z.input<ReturnType<typeof creditCardSchema>>;
export type CreditCard = z.output<ReturnType<typeof creditCardSchema>>;

/**
 * One "mm/aa" expiry field (docs/product.md#validation), split into the month and year the rules above judge:
 * "03/27" → { month: '03', year: '27' }; "0327" and "3/27" are read the same. A month then a slash
 * splits there, whatever follows ("12/2", "03/"): the year rule names what is wrong with the year.
 * What cannot be split goes whole to `month`, so the month rule names the problem.
 */
export function splitExpiry(value: string): { month: string; year: string } {
  const text = value.trim();
  const parts = /^(\d{1,2})\s*\/\s*(\d*)$/.exec(text) ?? /^(\d{2})(\d{2})$/.exec(text);
  return parts ? { month: parts[1]!, year: parts[2]! } : { month: text, year: '' };
}

export type CardBrand = 'visa' | 'mastercard' | 'amex';

/**
 * The brand shown beside the number as it is typed, from the issuers' prefixes (Visa 4, Mastercard
 * 51–55 and 2221–2720, American Express 34 and 37). CB cards are co-badged Visa or Mastercard and
 * carry their number ranges, so they show as such. Display only: the provider decides.
 */
export function cardBrandOf(number: string): CardBrand | null {
  const digits = number.replace(/\D/g, '');
  if (/^4/.test(digits)) return 'visa';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^5[1-5]/.test(digits)) return 'mastercard';
  const four = Number(digits.slice(0, 4));
  if (digits.length >= 4 && four >= 2221 && four <= 2720) return 'mastercard';
  return null;
}
