import { z } from 'zod';
import { lazySchema } from './lazy-schema.ts';

/** Units of a trial or billing period (docs/product.md#entities formula data). */
export const durationUnitSchema = lazySchema(() => z.enum(['day', 'week', 'month', 'year']));
export type DurationUnit = z.infer<typeof durationUnitSchema>;

const cents = lazySchema(() => z.number().int().nonnegative());
const duration = lazySchema(() => z.number().int().positive());

/**
 * GET /api/formulas/{uid} (docs/product.md#entities formula data). Money in integer cents. "Only set values are kept":
 * a formula without trial has no trialDuration / trialDurationUnit keys at all.
 */
export const formulaSchema = lazySchema(() =>
  z.object({
    uid: z.string().min(1),
    name: z.string().min(1),
    /** Price of each period after the trial. */
    amount: cents,
    /** Cashback credited to the member (docs/product.md#product cashback card). */
    creditAmount: cents,
    /** Price of the trial period (0 when free). */
    trialAmount: cents,
    trialDuration: duration.optional(),
    trialDurationUnit: durationUnitSchema.optional(),
    periodDuration: duration,
    periodDurationUnit: durationUnitSchema,
    /**
     * The three amounts as the site shows them ("29,90 €"), written by the server so that the registration page
     * formats nothing while it hydrates (decision 0042). Absent from a formula a browser stored before.
     */
    display: z.object({ amount: z.string(), creditAmount: z.string(), trialAmount: z.string() }).optional(),
  }),
);
export type Formula = z.infer<typeof formulaSchema>;

/** GET /api/traffic-tokens/{uid} (docs/product.md#entities unique token): formula is the formula's uid. */
export const trafficTokenSchema = lazySchema(() =>
  z.object({
    value: z.string().min(1),
    isValid: z.boolean(),
    formula: z.string().min(1),
  }),
);
export type TrafficToken = z.infer<typeof trafficTokenSchema>;

/** Path parameter of both GETs: a slug-like identifier, never free text. */
export const formulaUidParamsSchema = lazySchema(() => z.object({ uid: z.string().regex(/^[\w-]{1,80}$/) }));

/** What the first payment charges (docs/product.md#states): the trial's price when the formula has a trial, else a period's. */
export function firstChargeAmount(formula: Pick<Formula, 'amount' | 'trialAmount'> & { trialDuration?: number | null }): number {
  return formula.trialDuration === undefined || formula.trialDuration === null ? formula.amount : formula.trialAmount;
}
