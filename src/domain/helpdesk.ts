import { z } from 'zod';
import { requiredString } from './field-rules.ts';
import { lazySchema } from './lazy-schema.ts';
import { pageInfoSchema } from './page.ts';
import { messageSchema, staffTicketQuerySchema, supportTypeSchema, ticketSchema, ticketStatusSchema } from './support.ts';
import { MESSAGE_MAX, STAFF_STATUS_ACTIONS } from './support-rules.ts';

/**
 * The shared inbox of the staff console (docs/product.md#shared-inbox, docs/decisions/0050-shared-inbox.md):
 * what only staff answers carry (assignee, version, first-response target, internal notes, presence),
 * canned replies and search. Never imported by a member page: members get src/domain/support.ts's
 * contract, which has none of these fields.
 */

/** The variables a canned reply (or any staff message) may hold, filled on the server when sent. */
export const CANNED_VARIABLES = { firstName: '{prenom}', ticketLink: '{lien_ticket}' } as const;

/** Presence lasts this long after a heartbeat; « écrit… » a shorter while (the console beats every 10 s). */
export const PRESENCE_TTL_SECONDS = 30;
export const TYPING_TTL_SECONDS = 8;

export const CANNED_TITLE_MAX = 80;
/** The inbox views: every ticket, the ones nobody holds, the caller's own. */
export const INBOX_VIEWS = ['all', 'unassigned', 'mine'] as const;
export type InboxView = (typeof INBOX_VIEWS)[number];

const rule = { length: { error: 'length' } } as const;

export const staffMemberSchema = lazySchema(() => z.object({ uid: z.string(), name: z.string() }));
export type StaffMember = z.infer<typeof staffMemberSchema>;

/**
 * Where a ticket stands against its queue's first-response target (docs/decisions/0051-first-response-targets.md):
 * `secondsLeft` is null once answered (or closed unanswered), negative when overdue.
 */
export const firstResponseSchema = lazySchema(() =>
  z.object({
    targetHours: z.number().int(),
    dueAt: z.string(),
    answeredAt: z.string().nullable(),
    secondsLeft: z.number().int().nullable(),
    overdue: z.boolean(),
  }),
);
export type FirstResponse = z.infer<typeof firstResponseSchema>;

export const staffTicketSchema = lazySchema(() =>
  ticketSchema.extend({
    /** Sent back with a reply or a status action: a newer one answers 409 with what changed. */
    version: z.number().int(),
    assignee: staffMemberSchema.nullable(),
    firstResponse: firstResponseSchema,
  }),
);
export type StaffTicket = z.infer<typeof staffTicketSchema>;

/** A message as staff see it: internal notes included and marked. */
export const staffMessageSchema = lazySchema(() => messageSchema.extend({ internal: z.boolean() }));
export type StaffMessage = z.infer<typeof staffMessageSchema>;
/** POST /staff/tickets/{uid}/messages → 201: the message and the ticket's version after it. */
export const staffMessageAnswerSchema = lazySchema(() => staffMessageSchema.extend({ version: z.number().int() }));
export type StaffMessageAnswer = z.infer<typeof staffMessageAnswerSchema>;

/** Another staff member with the ticket open (« X consulte ce ticket ») or typing (« X écrit… »). */
export const presenceSchema = lazySchema(() => staffMemberSchema.extend({ typing: z.boolean() }));
export type Presence = z.infer<typeof presenceSchema>;
/** POST /staff/tickets/{uid}/presence → 200: the others on the ticket now. */
export const presenceAnswerSchema = lazySchema(() => z.object({ presence: z.array(presenceSchema) }));

export const staffTicketListSchema = lazySchema(() => z.object({ payload: z.array(staffTicketSchema), page: pageInfoSchema }));
export type StaffTicketList = z.infer<typeof staffTicketListSchema>;

export const staffTicketDetailSchema = lazySchema(() =>
  staffTicketSchema.extend({
    payload: z.object({ messages: z.array(staffMessageSchema) }),
    page: pageInfoSchema,
    presence: z.array(presenceSchema),
  }),
);
export type StaffTicketDetail = z.infer<typeof staffTicketDetailSchema>;

/** The largest ticket version: the column is a PostgreSQL integer (int4), so a bigger one is bad input, not a 500. */
export const VERSION_MAX = 2_147_483_647;
const versionSchema = lazySchema(() => z.number().int().min(1).max(VERSION_MAX));

/** POST /staff/tickets/{uid}/messages: a reply, or an internal note (`internal: true`), against `version`. */
export const staffMessageRequestSchema = lazySchema(() =>
  z.object({
    message: requiredString.max(MESSAGE_MAX, rule.length),
    version: versionSchema,
    internal: z.boolean().optional(),
  }),
);
export type StaffMessageRequest = z.infer<typeof staffMessageRequestSchema>;

/** POST /staff/tickets/{uid}/status: the action, against `version`. */
export const staffVersionedStatusRequestSchema = lazySchema(() =>
  z.object({ action: z.enum(STAFF_STATUS_ACTIONS), version: versionSchema }),
);

/** POST /staff/tickets/{uid}/assignee: "me", a colleague's uid, or null to unassign. */
export const assigneeRequestSchema = lazySchema(() => z.object({ assignee: requiredString.max(64).nullable() }));

/** POST /staff/tickets/{uid}/presence: a heartbeat, `typing` while the composer holds a draft being written. */
export const presenceRequestSchema = lazySchema(() => z.object({ typing: z.boolean() }));

/** What changed since the version a reply was written against (the 409's `changes`). */
export const ticketChangesSchema = lazySchema(() =>
  z.object({
    version: z.number().int(),
    status: ticketStatusSchema,
    messages: z.array(
      z.object({ date: z.string(), internal: z.boolean(), author: z.object({ role: z.enum(['contact', 'staff']), name: z.string() }) }),
    ),
  }),
);
export type TicketChanges = z.infer<typeof ticketChangesSchema>;
export const TICKET_CHANGED_CODE = 'ticket_changed';

/** GET /staff/tickets?view=&type=&status=&cursor=: overdue tickets first, then by last activity. */
export const staffInboxQuerySchema = lazySchema(() => staffTicketQuerySchema.extend({ view: z.enum(INBOX_VIEWS).optional() }));

// ----- Canned replies

export const cannedReplySchema = lazySchema(() =>
  z.object({ uid: z.string(), team: supportTypeSchema, title: z.string(), content: z.string(), updatedAt: z.string() }),
);
export type CannedReply = z.infer<typeof cannedReplySchema>;
export const cannedReplyListSchema = lazySchema(() => z.object({ payload: z.array(cannedReplySchema) }));

export const cannedReplyRequestSchema = lazySchema(() =>
  z.object({
    team: supportTypeSchema,
    title: requiredString.max(CANNED_TITLE_MAX, rule.length).regex(/^[^\r\n\t]*$/),
    content: requiredString.max(MESSAGE_MAX, rule.length),
  }),
);
export const cannedReplyQuerySchema = lazySchema(() => z.object({ team: supportTypeSchema.optional() }));
/** The canned reply filled for one ticket, ready for the composer. */
export const filledReplySchema = lazySchema(() => z.object({ content: z.string() }));

// ----- Search

export const SEARCH_QUERY_MAX = 200;
export const SEARCH_RESULTS = 20;
export const searchQuerySchema = lazySchema(() =>
  z.object({ q: requiredString.max(SEARCH_QUERY_MAX, rule.length), type: supportTypeSchema.optional() }),
);
/** An excerpt as parts: `match` marks the words found (the client highlights them; no markup travels). */
export const excerptSchema = lazySchema(() => z.array(z.object({ text: z.string(), match: z.boolean() })));
export const searchResultSchema = lazySchema(() =>
  z.object({ ticket: staffTicketSchema, rank: z.number(), excerpt: excerptSchema, internal: z.boolean() }),
);
export type SearchResult = z.infer<typeof searchResultSchema>;
export const searchAnswerSchema = lazySchema(() => z.object({ payload: z.array(searchResultSchema), truncated: z.boolean() }));
export type SearchAnswer = z.infer<typeof searchAnswerSchema>;
