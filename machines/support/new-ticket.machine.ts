import { assign, setup } from 'xstate';
import { emailSchema, nameSchema } from '../../src/domain/field-rules.ts';
import { ticketRequestSchema, type CreateTicketRequest, type Ticket } from '../../src/domain/support.ts';
import { checkField, compactIssues, hasIssues, withoutIssue, type FieldIssues } from '../auth/form-issues.ts';
import { notProvidedAction, notProvidedActor } from '../shared/not-provided.ts';
import { isAccessFailure, toSupportFailure, type SupportFailureReason } from './support-failure.ts';

/**
 * A new support ticket (docs/product.md#routes /contact/new-ticket and the "new request" tab of /contact/tickets, docs/product.md#validation
 * "ticket creation requires email (contact users only), name, subject and message"). Who writes
 * decides the fields: an anonymous visitor gives an e-mail address and a name; a known contact (the
 * token of an e-mailed link) or a signed-in member (bearer) writes as themselves. The category is
 * optional (docs/product.md#entities: stored as a bracketed prefix of the title). Once sent, the page says the follow-up
 * link was e-mailed.
 *
 * A known writer whose credential the server refuses (an expired or made-up link token: 401 code 1,
 * or 403/404) cannot send as themselves: with `onRefused: 'anonymous'` (contact pages) the form
 * falls back to the anonymous identity (e-mail and name asked, the typed subject and message stay:
 * the view keeps the form mounted) and says why (context.rejection); with `onRefused: 'reject'`
 * (coaching: the member's bearer, nothing else to write with) it ends in `rejected`.
 *
 * Provided by the app: actor `createTicket` (CreateTicketRequest) → Ticket, rejecting with a
 * SupportFailure; actions `notifySendFailed` (docs/product.md#errors "sending a ticket" error snackbar),
 * `ticketCreated` (the ticket: another list on the page may show it) and `accessRejected`
 * ({ reason }: the link's token is dropped).
 * Views: tags `busy`, `sent`, `rejected`; context.fieldIssues, context.ticket, context.identity,
 * context.rejection.
 */

export type NewTicketField = 'email' | 'name' | 'title' | 'message' | 'category';
export type NewTicketIdentity = 'anonymous' | 'known';

/** What a refused credential leads to: write anonymously instead, or nothing more to do here. */
export type NewTicketRefusal = 'anonymous' | 'reject';

export interface NewTicketInput {
  identity: NewTicketIdentity;
  /** Default 'anonymous'. */
  onRefused?: NewTicketRefusal;
}

export interface NewTicketForm {
  email?: string;
  name?: string;
  title: string;
  message: string;
  /** '' or absent: no category. */
  category?: string;
}

export interface NewTicketContext {
  identity: NewTicketIdentity;
  fieldIssues: FieldIssues<NewTicketField>;
  /** The ticket just opened (sent state). */
  ticket: Ticket | null;
  onRefused: NewTicketRefusal;
  /** Why the known identity was refused (the view says the link expired), else null. */
  rejection: SupportFailureReason | null;
}

export type NewTicketEvent =
  ({ type: 'newTicket.submit' } & NewTicketForm) | { type: 'newTicket.edit'; field: NewTicketField } | { type: 'newTicket.restart' };

const FIELDS: readonly NewTicketField[] = ['email', 'name', 'title', 'message', 'category'];

/** The form as the API takes it: trimmed, without empty optional fields, without identity for a known contact. */
export function ticketRequestOf(identity: NewTicketIdentity, form: NewTicketForm): CreateTicketRequest {
  const category = form.category?.trim();
  return {
    title: form.title.trim(),
    message: form.message.trim(),
    ...(category ? { category } : {}),
    ...(identity === 'anonymous' ? { email: form.email?.trim() ?? '', name: form.name?.trim() ?? '' } : {}),
  };
}

export function checkTicketForm(identity: NewTicketIdentity, form: NewTicketForm): FieldIssues<NewTicketField> {
  const request = ticketRequestOf(identity, form);
  // Read here, not at module load: the schemas are built on first use (src/domain/lazy-schema.ts).
  const { title: titleSchema, message: messageSchema, category: categorySchema } = ticketRequestSchema.shape;
  return compactIssues({
    email: identity === 'anonymous' ? checkField(emailSchema, request.email) : undefined,
    name: identity === 'anonymous' ? checkField(nameSchema, request.name) : undefined,
    title: checkField(titleSchema, request.title),
    message: checkField(messageSchema, request.message),
    category: checkField(categorySchema, request.category),
  });
}

function issuesOf(context: NewTicketContext, event: NewTicketEvent): FieldIssues<NewTicketField> {
  return event.type === 'newTicket.submit' ? checkTicketForm(context.identity, event) : {};
}

export const newTicketMachine = setup({
  types: {
    context: {} as NewTicketContext,
    events: {} as NewTicketEvent,
    input: {} as NewTicketInput,
    tags: {} as 'busy' | 'sent' | 'rejected',
  },
  actors: {
    createTicket: notProvidedActor<Ticket, CreateTicketRequest>('createTicket'),
  },
  actions: {
    notifySendFailed: notProvidedAction('notifySendFailed'),
    ticketCreated: notProvidedAction<{ ticket: Ticket }>('ticketCreated'),
    accessRejected: notProvidedAction<{ reason: SupportFailureReason }>('accessRejected'),
    rememberRejection: assign({ rejection: (_, params: { error: unknown }) => toSupportFailure(params.error).reason }),
    writeAnonymously: assign({ identity: 'anonymous' as NewTicketIdentity, fieldIssues: {} }),
    showFieldIssues: assign({ fieldIssues: ({ context, event }) => issuesOf(context, event) }),
    clearIssues: assign({ fieldIssues: {} }),
    clearFieldIssue: assign({
      fieldIssues: ({ context, event }) =>
        event.type === 'newTicket.edit' ? withoutIssue(context.fieldIssues, event.field) : context.fieldIssues,
    }),
    // docs/product.md#errors: a violation of a field the form shows becomes that field's error (the server's French text).
    showServerIssues: assign({
      fieldIssues: (_, params: { error: unknown }) => {
        const issues: FieldIssues<NewTicketField> = {};
        for (const violation of toSupportFailure(params.error).violations ?? []) {
          const field = FIELDS.find((candidate) => candidate === violation.property);
          if (field && !issues[field]) issues[field] = { text: violation.message };
        }
        return issues;
      },
    }),
    rememberTicket: assign({ ticket: (_, ticket: Ticket) => ticket }),
    forgetTicket: assign({ ticket: null, fieldIssues: {} }),
  },
  guards: {
    // A known writer refused: write anonymously instead (an anonymous one refused is a plain failure).
    fallsBackToAnonymous: ({ context }, params: { error: unknown }) =>
      isAccessFailure(params.error) && context.identity === 'known' && context.onRefused === 'anonymous',
    accessRefused: ({ context }, params: { error: unknown }) => isAccessFailure(params.error) && context.onRefused === 'reject',
    formInvalid: ({ context, event }) => hasIssues(issuesOf(context, event)),
    fieldsRejected: (_, params: { error: unknown }) => {
      const failure = toSupportFailure(params.error);
      return (
        failure.reason === 'invalid' &&
        (failure.violations ?? []).some((violation) => FIELDS.includes(violation.property as NewTicketField))
      );
    },
  },
}).createMachine({
  id: 'newTicket',
  description:
    'New ticket (docs/product.md#routes, docs/product.md#validation): e-mail and name for anonymous contacts only, subject and message always, ' +
    'category optional; sent → the follow-up link is e-mailed. A refused link falls back to anonymous ' +
    '(contact) or ends (coaching).',
  context: ({ input }) => ({
    identity: input.identity,
    fieldIssues: {},
    ticket: null,
    onRefused: input.onRefused ?? 'anonymous',
    rejection: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      description: 'The form (docs/product.md#validation rules checked on submit).',
      on: {
        'newTicket.submit': [
          { guard: 'formInvalid', actions: 'showFieldIssues' },
          { target: 'sending', actions: 'clearIssues' },
        ],
        'newTicket.edit': { actions: 'clearFieldIssue' },
      },
    },
    sending: {
      description: 'POST /api/support/contact/tickets (201).',
      tags: ['busy'],
      invoke: {
        id: 'createTicket',
        src: 'createTicket',
        input: ({ context, event }) =>
          ticketRequestOf(context.identity, event.type === 'newTicket.submit' ? event : { title: '', message: '' }),
        onDone: {
          target: 'sent',
          actions: [
            { type: 'rememberTicket', params: ({ event }) => event.output },
            { type: 'ticketCreated', params: ({ event }) => ({ ticket: event.output }) },
          ],
        },
        onError: [
          {
            guard: { type: 'fieldsRejected', params: ({ event }) => ({ error: event.error }) },
            target: 'editing',
            actions: { type: 'showServerIssues', params: ({ event }) => ({ error: event.error }) },
          },
          {
            guard: { type: 'fallsBackToAnonymous', params: ({ event }) => ({ error: event.error }) },
            target: 'editing',
            actions: [
              { type: 'rememberRejection', params: ({ event }) => ({ error: event.error }) },
              'writeAnonymously',
              { type: 'accessRejected', params: ({ event }) => ({ reason: toSupportFailure(event.error).reason }) },
            ],
          },
          {
            guard: { type: 'accessRefused', params: ({ event }) => ({ error: event.error }) },
            target: 'rejected',
            actions: [
              { type: 'rememberRejection', params: ({ event }) => ({ error: event.error }) },
              { type: 'accessRejected', params: ({ event }) => ({ reason: toSupportFailure(event.error).reason }) },
            ],
          },
          { target: 'editing', actions: 'notifySendFailed' },
        ],
      },
    },
    sent: {
      description: 'Opened: the follow-up link was e-mailed.',
      tags: ['sent'],
      on: { 'newTicket.restart': { target: 'editing', actions: 'forgetTicket' } },
    },
    rejected: {
      description: 'The credential does not open this (coaching: the session ended): nothing to retry here.',
      tags: ['rejected'],
      type: 'final',
    },
  },
});
