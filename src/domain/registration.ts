import { z } from 'zod';
import { emailSchema, passwordSchema, requiredString } from './field-rules.ts';
import { lazySchema } from './lazy-schema.ts';

/** Affiliation (docs/product.md#entities): token and platform, both required. */
export const affiliationSchema = lazySchema(() =>
  z.object({
    token: requiredString.max(200),
    platform: requiredString.max(100),
  }),
);
export type Affiliation = z.infer<typeof affiliationSchema>;

/**
 * POST /api/registrations/register (docs/product.md#entities registration). An invalid affiliation is not an error: it is
 * dropped (docs/product.md#validation "affiliate data is stored only if valid"), so a bad partner link never blocks a signup.
 */
export const registrationRequestSchema = lazySchema(() =>
  z.object({
    identifier: emailSchema,
    formula: requiredString.max(80),
    password: passwordSchema.optional(),
    affiliation: affiliationSchema.optional().catch(undefined),
  }),
);
export type RegistrationRequest = z.input<typeof registrationRequestSchema>;

/**
 * 201: the new account's uid and an access token (the user is signed in, docs/product.md#states).
 * `resumed`: the address was an account that never paid and the password was its own, so that
 * account is signed in again to finish its payment (docs/decisions/0034-unpaid-accounts.md).
 */
export const registrationResponseSchema = lazySchema(() =>
  z.object({
    uid: z.string(),
    token: z.string(),
    resumed: z.literal(true).optional(),
  }),
);
export type RegistrationResponse = z.infer<typeof registrationResponseSchema>;
