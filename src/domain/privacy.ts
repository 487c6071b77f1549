import { z } from 'zod';
import { roleSchema } from './auth.ts';
import { subscriptionStateSchema } from './subscription.ts';
import { supportTypeSchema, ticketStatusSchema } from './support.ts';
import { lazySchema } from './lazy-schema.ts';

/**
 * The member's own data (docs/decisions/0022-privacy-and-consent.md): the export file
 * (GET /api/account/export) and the deletion of the account (POST /api/account/delete).
 *
 * The export schema is the list of what may leave: the server serialises through it, so a column
 * it does not name (password hash, token version, card token, provider reference) cannot reach the
 * file even if a query selected it.
 */

const dateTime = lazySchema(() => z.iso.datetime({ offset: true }));
const cents = lazySchema(() => z.number().int());

export const EXPORT_FORMAT = 'galant-member-data';
export const EXPORT_VERSION = 1;

export const exportedProfileSchema = lazySchema(() =>
  z.object({
    uid: z.string(),
    email: z.string(),
    displayName: z.string().nullable(),
    favorites: z.array(z.string()),
    status: z.enum(['pending', 'active', 'ended']),
    roles: z.array(roleSchema),
    createdDateTime: dateTime,
    modifiedDateTime: dateTime,
  }),
);

export const exportedSubscriptionSchema = lazySchema(() =>
  z.object({
    uid: z.string(),
    formula: z.string(),
    state: subscriptionStateSchema,
    amount: cents,
    trialAmount: cents,
    credits: cents,
    startedDateTime: dateTime.nullable(),
    expirationDateTime: dateTime.nullable(),
    cancelledDateTime: dateTime.nullable(),
    endedDateTime: dateTime.nullable(),
    cashbackDateTime: dateTime.nullable(),
    cashbackRefundedDateTime: dateTime.nullable(),
    createdDateTime: dateTime,
  }),
);

export const exportedPaymentSchema = lazySchema(() =>
  z.object({
    uid: z.string(),
    dateTime,
    kind: z.enum(['charge', 'renewal', 'refund']),
    /** A refund: why ('cashback', 'duplicate'). */
    reason: z.string().nullable(),
    /** Cents, euros. */
    amount: cents,
    currency: z.literal('EUR'),
    status: z.enum(['pending', 'succeeded', 'failed']),
    formula: z.string(),
    cardBrand: z.string().nullable(),
    cardLast4: z.string().nullable(),
    failureCode: z.string().nullable(),
    /** The receipt (charge) or credit note (refund) issued for it: GAL-000001. */
    document: z.object({ number: z.string(), kind: z.enum(['receipt', 'credit_note']) }).nullable(),
  }),
);

export const exportedMessageSchema = lazySchema(() =>
  z.object({
    dateTime,
    /** member: written by the member; staff: by the team or a coach (named as the member saw it). */
    author: z.enum(['member', 'staff']),
    staffName: z.string().nullable(),
    content: z.string(),
  }),
);

export const exportedTicketSchema = lazySchema(() =>
  z.object({
    uid: z.string(),
    type: supportTypeSchema,
    title: z.string(),
    status: ticketStatusSchema,
    createdDateTime: dateTime,
    lastActivityDateTime: dateTime,
    messages: z.array(exportedMessageSchema),
  }),
);

export const memberDataExportSchema = lazySchema(() =>
  z.object({
    format: z.literal(EXPORT_FORMAT),
    version: z.literal(EXPORT_VERSION),
    exportedDateTime: dateTime,
    profile: exportedProfileSchema,
    subscriptions: z.array(exportedSubscriptionSchema),
    cardOnFile: z
      .object({ brand: z.string(), last4: z.string(), expMonth: z.number().int().nullable(), expYear: z.number().int().nullable() })
      .nullable(),
    affiliation: z.object({ platform: z.string(), createdDateTime: dateTime }).nullable(),
    payments: z.array(exportedPaymentSchema),
    /** The contact space (/contact). */
    supportTickets: z.array(exportedTicketSchema),
    /** The coaching space (/coaching). */
    coachingDiscussions: z.array(exportedTicketSchema),
  }),
);
export type MemberDataExport = z.infer<typeof memberDataExportSchema>;
export type ExportedTicket = z.infer<typeof exportedTicketSchema>;

/** The file name the export is saved under: galant-donnees-2026-11-24.json. */
export const exportFileName = (date: Date): string => `galant-donnees-${date.toISOString().slice(0, 10)}.json`;

/**
 * POST /api/account/delete: the member ticked "I understand it is final". The server gives the
 * French message of a missing tick (the domain holds no text).
 */
export const accountDeletionRequestSchema = (missingConfirmation?: string) =>
  z.object({ confirm: z.literal(true, missingConfirmation === undefined ? undefined : { error: missingConfirmation }) });
export type AccountDeletionRequest = z.infer<ReturnType<typeof accountDeletionRequestSchema>>;

export const accountDeletionResponseSchema = lazySchema(() => z.object({ deleted: z.literal(true), message: z.string() }));
export type AccountDeletionResponse = z.infer<typeof accountDeletionResponseSchema>;

/**
 * Why a deletion is refused (the `code` of the 409): a subscription still runs (cancel first), a
 * cancelled one runs to its end date (the account goes by itself then), a payment is being
 * confirmed, or a cashback refund is still owed on the card.
 */
export const deletionRefusalSchema = lazySchema(() =>
  z.enum(['subscription_running', 'subscription_ending', 'payment_pending', 'refund_owed', 'staff_account']),
);
export type DeletionRefusal = z.infer<typeof deletionRefusalSchema>;
