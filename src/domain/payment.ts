import { z } from 'zod';
import { cardCodeSchema, cardMonthSchema, cardNumberSchema } from './card-rules.ts';
import { nameSchema, requiredString } from './field-rules.ts';
import { lazySchema } from './lazy-schema.ts';

export { IDEMPOTENCY_KEY_HEADER } from './idempotency.ts';
export const idempotencyKeySchema = lazySchema(() => z.string().regex(/^[\w-]{8,128}$/));

/** A year sent as a number or a string of digits (aa or aaaa). */
const yearField = lazySchema(() =>
  z
    .union([z.number(), z.string().trim().regex(/^\d+$/).transform(Number)], { error: 'yearFormat' })
    .pipe(z.number().int({ error: 'yearFormat' })),
);

/**
 * Credit card (docs/product.md#entities) as the API takes it: the number (docs/product.md#validation), month and CVV rules of card-rules.ts; the year
 * (aa or aaaa, answered as aaaa) is not judged against today here — an expired card is the
 * provider's to refuse, with its own code (E001004).
 */
export const creditCardSchema = lazySchema(() =>
  z.object({
    number: cardNumberSchema,
    month: cardMonthSchema,
    year: yearField
      .pipe(z.number().min(0, { error: 'yearFormat' }).max(9999, { error: 'yearFormat' }))
      .transform((year) => (year < 100 ? 2000 + year : year))
      .pipe(z.number().min(2000, { error: 'yearFormat' })),
    code: cardCodeSchema,
  }),
);
export type CreditCard = z.infer<typeof creditCardSchema>;

/**
 * POST /api/payments/card (docs/product.md#entities payment request, sent with lowercase firstname / lastname).
 * The idempotency key travels in the Idempotency-Key header. `expressStart`: the member's express
 * request that the service begin before the withdrawal period ends (L221-25, decision 0021),
 * required to pay.
 */
export const paymentRequestSchema = lazySchema(() =>
  z.object({
    uid: requiredString,
    firstname: nameSchema,
    lastname: nameSchema,
    formula: requiredString.max(80),
    creditCard: creditCardSchema,
    trafficToken: z.string().trim().max(200).optional(),
    expressStart: z.literal(true, { error: 'expressStartRequired' }),
  }),
);
export type PaymentRequest = z.input<typeof paymentRequestSchema>;

/** Payment response (docs/product.md#entities). A Failure comes with a 400 and a provider code of docs/product.md#errors. */
export const paymentErrorSchema = lazySchema(() => z.object({ message: z.string(), code: z.string() }));
export type PaymentError = z.infer<typeof paymentErrorSchema>;

export const paymentResponseSchema = lazySchema(() =>
  z.discriminatedUnion('status', [
    z.object({ status: z.literal('Success') }),
    z.object({ status: z.literal('Pending') }),
    z.object({ status: z.literal('Failure'), error: paymentErrorSchema }),
  ]),
);
export type PaymentResponse = z.infer<typeof paymentResponseSchema>;
export type PaymentStatus = PaymentResponse['status'];

/** POST /api/subscriptions/payment-link (docs/product.md#entities payment link request) and its answer. */
export const paymentLinkRequestSchema = lazySchema(() => z.object({ formula: requiredString.max(80) }));
export type PaymentLinkRequest = z.infer<typeof paymentLinkRequestSchema>;
/** href: a path on our host (the sandbox hosted page) or an https URL of a real provider. */
export const paymentLinkResponseSchema = lazySchema(() => z.object({ href: z.string().regex(/^(\/(?!\/)|https:\/\/)/) }));
export type PaymentLinkResponse = z.infer<typeof paymentLinkResponseSchema>;
