import { z } from 'zod';
import { lazySchema } from './lazy-schema.ts';

/** Violation (docs/product.md#entities): how the backend reports a rejected field. */
export const violationTypeSchema = lazySchema(() => z.enum(['missing', 'invalid', 'duplicate']));
export type ViolationType = z.infer<typeof violationTypeSchema>;

export const violationSchema = lazySchema(() =>
  z.object({
    property: z.string(),
    message: z.string(),
    type: violationTypeSchema,
  }),
);
export type Violation = z.infer<typeof violationSchema>;

/**
 * Body of a 400 / 409 answer that lists violations (docs/product.md#errors). `code` names a refusal the client acts on
 * (e.g. 409 `already_paid`: the registration's payment was already received → the welcome page).
 */
export const violationsBodySchema = lazySchema(() =>
  z.object({
    message: z.string(),
    violations: z.array(violationSchema),
    code: z.union([z.string(), z.number()]).optional(),
  }),
);
export type ViolationsBody = z.infer<typeof violationsBodySchema>;

/** Body of any other error answer: a message for people, never a stack trace. */
export const errorBodySchema = lazySchema(() =>
  z.object({
    message: z.string(),
    code: z.union([z.string(), z.number()]).optional(),
  }),
);
export type ErrorBody = z.infer<typeof errorBodySchema>;
