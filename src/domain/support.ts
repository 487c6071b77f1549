import { z } from 'zod';
import { emailSchema, nameSchema, requiredString } from './field-rules.ts';
import { pageInfoSchema } from './page.ts';
import {
  CATEGORY_MAX,
  INVALID_SUPPORT_TYPE_MESSAGE,
  MESSAGE_MAX,
  STAFF_STATUS_ACTIONS,
  SUPPORT_TYPES,
  TICKET_STATUSES,
  TITLE_MAX,
} from './support-rules.ts';
import { lazySchema } from './lazy-schema.ts';

export * from './support-rules.ts';

/**
 * Support tickets (docs/product.md#routes /contact/*, docs/product.md#entities contact, ticket, message, support types, docs/product.md#calls /support/*, docs/product.md#errors
 * support codes): the contract shared by the server and the browser. Decisions:
 * docs/decisions/0010-support-tickets.md. The status lifecycle is machines/support/ticket.machine.ts.
 */

export const supportTypeSchema = lazySchema(() => z.enum(SUPPORT_TYPES, { error: INVALID_SUPPORT_TYPE_MESSAGE }));

export const ticketStatusSchema = lazySchema(() => z.enum(TICKET_STATUSES));

/** Contact (docs/product.md#entities): uid, name, and for support the e-mail address. */
export const contactSchema = lazySchema(() => z.object({ uid: z.string(), name: z.string(), email: z.string() }));
export type Contact = z.infer<typeof contactSchema>;

/** Who wrote a message: the contact, or a staff member under a display name (never their account). */
export const messageAuthorSchema = lazySchema(() => z.object({ role: z.enum(['contact', 'staff']), name: z.string() }));
export type MessageAuthor = z.infer<typeof messageAuthorSchema>;

/** Message (docs/product.md#entities): uid, date (ISO 8601), content, contact (null when staff wrote it), author. */
export const messageSchema = lazySchema(() =>
  z.object({
    uid: z.string(),
    date: z.string(),
    content: z.string(),
    contact: contactSchema.pick({ uid: true, name: true }).nullable(),
    author: messageAuthorSchema,
  }),
);
export type Message = z.infer<typeof messageSchema>;

/** Ticket (docs/product.md#entities), as lists show it: the title without its category prefix, the category split out. */
export const ticketSchema = lazySchema(() =>
  z.object({
    uid: z.string(),
    /** Opening date, ISO 8601. */
    date: z.string(),
    title: z.string(),
    category: z.string().nullable(),
    status: ticketStatusSchema,
    type: supportTypeSchema,
    contact: contactSchema,
    /** Last message or status change, ISO 8601. */
    lastActivity: z.string(),
    /** A staff answer its contact has not opened yet (docs/decisions/0036-members-own-tickets-and-unread-answers.md). */
    unread: z.boolean(),
  }),
);
export type Ticket = z.infer<typeof ticketSchema>;

/** GET …/tickets: newest first, 10 a page. */
export const ticketListSchema = lazySchema(() => z.object({ payload: z.array(ticketSchema), page: pageInfoSchema }));
export type TicketList = z.infer<typeof ticketListSchema>;

/** GET …/tickets/{uid}: the ticket's fields, then its messages (oldest first, 10 a page) under payload.messages (docs/product.md#calls). */
export const ticketDetailSchema = lazySchema(() =>
  ticketSchema.extend({
    payload: z.object({ messages: z.array(messageSchema) }),
    page: pageInfoSchema,
  }),
);
export type TicketDetail = z.infer<typeof ticketDetailSchema>;

const rule = { length: { error: 'length' } } as const;
/** One line: a title also becomes an e-mail subject. */
const SINGLE_LINE = /^[^\r\n\t]*$/;
const titleSchema = lazySchema(() => requiredString.max(TITLE_MAX, rule.length).regex(SINGLE_LINE));
const contentSchema = lazySchema(() => requiredString.max(MESSAGE_MAX, rule.length));
/** Free text; brackets would break the stored "[category] title" form. */
const categorySchema = lazySchema(() => requiredString.max(CATEGORY_MAX, rule.length).regex(/^[^[\]\r\n\t]+$/));

/** POST …/tickets by a known contact (signed-in account or support token): title, message, optional category. */
export const ticketRequestSchema = lazySchema(() =>
  z.object({
    title: titleSchema,
    message: contentSchema,
    category: categorySchema.optional(),
  }),
);
/** POST …/tickets by an anonymous contact (docs/product.md#validation): e-mail and name are required as well. */
export const anonymousTicketRequestSchema = lazySchema(() => ticketRequestSchema.extend({ email: emailSchema, name: nameSchema }));
/** What the form may send either way (the server picks the schema by who is calling). */
export const createTicketRequestSchema = lazySchema(() =>
  ticketRequestSchema.extend({
    email: emailSchema.optional(),
    name: nameSchema.optional(),
  }),
);
export type CreateTicketRequest = z.input<typeof createTicketRequestSchema>;

/** POST …/tickets/{uid}/messages (contact) and POST /staff/tickets/{uid}/messages (staff). */
export const messageRequestSchema = lazySchema(() => z.object({ message: contentSchema }));
export type MessageRequest = z.infer<typeof messageRequestSchema>;

/** POST …/auth-token/refresh → 202 { success: true }, whether or not the address is known (docs/product.md#calls). */
export const tokenRefreshRequestSchema = lazySchema(() => z.object({ email: emailSchema, type: supportTypeSchema }));
export type TokenRefreshRequest = z.infer<typeof tokenRefreshRequestSchema>;
export const tokenRefreshResponseSchema = lazySchema(() => z.object({ success: z.literal(true) }));

/** Path parameters of /support/{type}/…; an unknown type → 400 "Valid support type is required". */
export const supportTypeParamsSchema = lazySchema(() => z.object({ type: supportTypeSchema }));
export const supportTicketParamsSchema = lazySchema(() => z.object({ type: supportTypeSchema, uid: requiredString.max(120) }));

export const cursorQuerySchema = lazySchema(() => z.object({ cursor: requiredString.max(500).optional() }));

// ----- Staff console (role coach) -----

/** One value or repeated keys (docs/product.md#calls arrays), normalised to an array. */
const oneOrMany = <T extends z.ZodType>(item: T) =>
  z.union([item, z.array(item)]).transform((value) => (Array.isArray(value) ? value : [value]) as z.output<T>[]);

/** GET /staff/tickets?type=&status=&cursor=: both types unless one is asked; any of the statuses given. */
export const staffTicketQuerySchema = lazySchema(() =>
  z.object({
    type: supportTypeSchema.optional(),
    status: oneOrMany(ticketStatusSchema).optional(),
    cursor: requiredString.max(500).optional(),
  }),
);
export type StaffTicketQuery = z.input<typeof staffTicketQuerySchema>;

export const staffTicketParamsSchema = lazySchema(() => z.object({ uid: requiredString.max(120) }));

/** POST /staff/tickets/{uid}/status: a status action the ticket machine allows (else 409). */
export const staffStatusRequestSchema = lazySchema(() => z.object({ action: z.enum(STAFF_STATUS_ACTIONS) }));
export type StaffStatusRequest = z.infer<typeof staffStatusRequestSchema>;
