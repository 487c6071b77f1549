import { z } from 'zod';
import { lazySchema } from './lazy-schema.ts';

/**
 * Where the signed-in member's registration payment really stands (GET /api/registrations/payment,
 * docs/decisions/0034-unpaid-accounts.md): the callback and welcome pages read it instead of
 * trusting their address.
 * - `unpaid`: nothing was taken: the way to pay (« Terminez votre paiement »);
 * - `processing`: a payment was taken, the provider's notification has not opened the account yet;
 * - `active`: the account is open.
 */
export const signupPaymentStates = ['unpaid', 'processing', 'active'] as const;
export type SignupPaymentState = (typeof signupPaymentStates)[number];

export const signupPaymentSchema = lazySchema(() => z.object({ state: z.enum(signupPaymentStates) }));
export type SignupPayment = z.infer<typeof signupPaymentSchema>;
