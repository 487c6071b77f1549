import { z } from 'zod';
import { nameSchema, requiredString } from './field-rules.ts';

/** Header every charging call (card payment, subscribe) must carry: a retry reuses the same value. */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
export const idempotencyKeySchema = z.string().regex(/^[\w-]{8,128}$/);

/** Luhn check (§5 card number), whitespace ignored. */
export function passesLuhn(value: string): boolean {
  const digits = value.replace(/\s+/g, '');
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** A card number as typed (spaces allowed), answered without spaces. */
export const cardNumberSchema = z
  .string({ error: 'required' })
  .transform((value) => value.replace(/\s+/g, ''))
  .pipe(
    z
      .string()
      .min(1, { error: 'required' })
      .regex(/^\d+$/, { error: 'cardNumberDigits' })
      .refine(passesLuhn, { error: 'cardNumberInvalid' }),
  );

/** An integer sent as a number or a string of digits (form fields). */
const integerField = (rule: 'monthFormat' | 'yearFormat') =>
  z.union([z.number(), z.string().trim().regex(/^\d+$/).transform(Number)], { error: rule }).pipe(z.number().int({ error: rule }));

/** §3 credit card: number, month (1–12), year (aa or aaaa, answered as aaaa), code (CVV, 3–4 digits). */
export const creditCardSchema = z.object({
  number: cardNumberSchema,
  month: integerField('monthFormat').pipe(z.number().min(1, { error: 'monthFormat' }).max(12, { error: 'monthFormat' })),
  year: integerField('yearFormat')
    .pipe(z.number().min(0, { error: 'yearFormat' }).max(9999, { error: 'yearFormat' }))
    .transform((year) => (year < 100 ? 2000 + year : year))
    .pipe(z.number().min(2000, { error: 'yearFormat' })),
  code: z.string({ error: 'required' }).trim().regex(/^\d{3,4}$/, { error: 'cvvDigits' }),
});
export type CreditCard = z.infer<typeof creditCardSchema>;

/**
 * POST /api/payments/card (§3 payment request, sent with lowercase firstname / lastname).
 * The idempotency key travels in the Idempotency-Key header.
 */
export const paymentRequestSchema = z.object({
  uid: requiredString,
  firstname: nameSchema,
  lastname: nameSchema,
  formula: requiredString.max(80),
  creditCard: creditCardSchema,
  trafficToken: z.string().trim().max(200).optional(),
});
export type PaymentRequest = z.input<typeof paymentRequestSchema>;

/** §3 payment response. A Failure comes with a 400 and a provider code of §8. */
export const paymentErrorSchema = z.object({ message: z.string(), code: z.string() });
export type PaymentError = z.infer<typeof paymentErrorSchema>;

export const paymentResponseSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('Success') }),
  z.object({ status: z.literal('Pending') }),
  z.object({ status: z.literal('Failure'), error: paymentErrorSchema }),
]);
export type PaymentResponse = z.infer<typeof paymentResponseSchema>;
export type PaymentStatus = PaymentResponse['status'];

/** POST /api/subscriptions/payment-link (§3 payment link request) and its answer. */
export const paymentLinkRequestSchema = z.object({ formula: requiredString.max(80) });
export type PaymentLinkRequest = z.infer<typeof paymentLinkRequestSchema>;
/** href: a path on our host (the sandbox hosted page) or an https URL of a real provider. */
export const paymentLinkResponseSchema = z.object({ href: z.string().regex(/^(\/(?!\/)|https:\/\/)/) });
export type PaymentLinkResponse = z.infer<typeof paymentLinkResponseSchema>;
