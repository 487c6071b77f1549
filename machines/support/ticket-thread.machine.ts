import { assign, setup } from 'xstate';
import {
  messageRequestSchema,
  type Message,
  type StaffStatusAction,
  type Ticket,
  type TicketDetail,
  type TicketStatus,
} from '../../src/domain/support.ts';
import type { StaffMessage, TicketChanges } from '../../src/domain/helpdesk.ts';
import { checkField, type FieldIssue } from '../auth/form-issues.ts';
import { notProvidedAction, notProvidedActor } from '../shared/not-provided.ts';
import { isAccessFailure, mergeByUid, toSupportFailure, type SupportFailureReason } from './support-failure.ts';
import { allowedTicketActions, nextTicketStatus, type TicketAction } from './ticket.machine.ts';

/**
 * One ticket's conversation (docs/product.md#routes /contact/tickets/{uid}, staff console /staff/tickets/{uid}): the
 * ticket and its messages, 10 a page, oldest first (docs/decisions/0010: "load more" appends the
 * following ones), and what the viewer may do in the ticket's status — asked of the lifecycle
 * machine (machines/support/ticket.machine.ts), the very rule the server enforces:
 * - the contact replies unless the ticket is locked (a reply reopens a closed ticket);
 * - staff reply while it is new, pending or waiting (a closed one must be reopened first), and
 *   take the status actions it allows (await, resume, close, reopen, lock).
 * After a reply the status is the lifecycle machine's next one (the answer carries only the
 * message); after a status action, the server's ticket. A 409 (the status changed meanwhile, e.g.
 * the ticket was locked) shows the server's message and reloads the ticket; when it is the staff
 * console's stale version (docs/decisions/0050-shared-inbox.md), what changed since (who wrote,
 * when, note or not) stays in `context.changes`, shown above the reply box, until a reply or an
 * action goes through, and the reload goes on page after page up to the newest message, so that
 * what changed is on screen before sending again confirms it.
 *
 * Provided by the app: actors `fetchThread` ({ uid, cursor }) → TicketDetail, `sendReply`
 * ({ uid, message }) → Message, `changeStatus` ({ uid, action }) → Ticket, rejecting with a
 * SupportFailure; actions `notifyLoadFailed` ("loading a ticket"), `notifySendFailed` ("sending a
 * message"), `notifyStatusFailed`, `notifyConflict` ({ message }), `notifyStatusChanged`
 * ({ status }) and `accessRejected` ({ reason }: a refused link or session, whichever call met it —
 * loading, more messages or a reply — ends the thread in `rejected`).
 * Views: tags `loading`, `loadFailed`, `rejected`, `canLoadMore`, `loadingMore`, `replyable`,
 * `readOnly`, `locked`, `sending`, `changingStatus`; context (context.draft: the reply box's
 * starting text, kept across a status change or a reload; context.changes; a staff thread's
 * messages carry `internal` for a note); `statusActionsOf(snapshot)`.
 */

export type ThreadViewer = 'contact' | 'staff';

export interface TicketThreadInput {
  uid: string;
  viewer: ThreadViewer;
}

/** A message of the thread; the staff console's carry `internal` (a note, never shown to the contact). */
export type ThreadMessage = Message & Partial<Pick<StaffMessage, 'internal'>>;

export interface TicketThreadContext {
  uid: string;
  viewer: ThreadViewer;
  ticket: Ticket | null;
  messages: ThreadMessage[];
  hasNextPage: boolean;
  endCursor: string | null;
  /** Why the ticket cannot be shown (rejected state). */
  rejection: SupportFailureReason | null;
  /** The reply's problem (docs/product.md#validation: required, at most 5000 characters; or the server's text). */
  replyIssue: FieldIssue | null;
  /** The uid of the last reply sent from this page: the view empties the reply box when it changes. */
  lastReply: string | null;
  /**
   * The reply being written (`thread.edit`): the reply box starts from it whenever it comes back
   * (after a status change or a 409 reload); emptied once the reply is sent.
   */
  draft: string;
  /** What changed since the version the last refused reply or action was written against (a 409's `changes`). */
  changes: TicketChanges | null;
  /** After a stale version's 409: the following pages load by themselves until the newest message is shown. */
  catchUp: boolean;
}

export type TicketThreadEvent =
  | { type: 'thread.retry' }
  | { type: 'thread.loadMore' }
  | { type: 'thread.reply'; message: string }
  | { type: 'thread.edit'; draft: string }
  | { type: 'thread.changeStatus'; action: StaffStatusAction };

export interface ThreadPageRequest {
  uid: string;
  cursor: string | null;
}

const STAFF_ACTIONS: readonly TicketAction[] = ['await', 'resume', 'close', 'reopen', 'lock'];

/** What `viewer` may do in `status` (the lifecycle machine's answer). */
function allowed(status: TicketStatus | undefined, viewer: ThreadViewer): TicketAction[] {
  return status ? allowedTicketActions(status, viewer) : [];
}

/** The status actions the staff console offers now (none for a contact). */
export function statusActionsOf(snapshot: { context: TicketThreadContext }): StaffStatusAction[] {
  const { ticket, viewer } = snapshot.context;
  if (viewer !== 'staff') return [];
  return allowed(ticket?.status, viewer).filter((action): action is StaffStatusAction => STAFF_ACTIONS.includes(action));
}

function ticketOf(detail: TicketDetail): Ticket {
  const { payload: _payload, page: _page, ...ticket } = detail;
  return ticket;
}

/** Messages by date (ISO 8601 sorts as text), arrival order kept for equal dates. */
function byDate(messages: ThreadMessage[]): ThreadMessage[] {
  return messages
    .map((message, index) => ({ message, index }))
    .sort((a, b) => (a.message.date < b.message.date ? -1 : a.message.date > b.message.date ? 1 : a.index - b.index))
    .map(({ message }) => message);
}

function replyIssueOf(event: TicketThreadEvent): FieldIssue | undefined {
  return event.type === 'thread.reply' ? checkField(messageRequestSchema.shape.message, event.message) : undefined;
}

const errorParams = ({ event }: { event: { error: unknown } }) => ({ error: event.error });

/** Wherever it happens (loading, more messages, a reply), a refused access ends on the rejected notice. */
const refusedAccess = {
  guard: { type: 'accessRefused', params: errorParams },
  target: '#ticketThread.rejected',
  actions: [
    { type: 'rememberRejection', params: errorParams },
    { type: 'accessRejected', params: ({ event }: { event: { error: unknown } }) => ({ reason: toSupportFailure(event.error).reason }) },
  ],
} as const;

export const ticketThreadMachine = setup({
  types: {
    context: {} as TicketThreadContext,
    events: {} as TicketThreadEvent,
    input: {} as TicketThreadInput,
    tags: {} as
      | 'loading'
      | 'loadFailed'
      | 'rejected'
      | 'canLoadMore'
      | 'loadingMore'
      | 'replyable'
      | 'readOnly'
      | 'locked'
      | 'sending'
      | 'changingStatus',
  },
  actors: {
    fetchThread: notProvidedActor<TicketDetail, ThreadPageRequest>('fetchThread'),
    sendReply: notProvidedActor<Message, { uid: string; message: string }>('sendReply'),
    changeStatus: notProvidedActor<Ticket, { uid: string; action: StaffStatusAction }>('changeStatus'),
  },
  actions: {
    notifyLoadFailed: notProvidedAction('notifyLoadFailed'),
    notifySendFailed: notProvidedAction('notifySendFailed'),
    notifyStatusFailed: notProvidedAction('notifyStatusFailed'),
    notifyConflict: notProvidedAction<{ message: string | null }>('notifyConflict'),
    notifyStatusChanged: notProvidedAction<{ status: TicketStatus }>('notifyStatusChanged'),
    accessRejected: notProvidedAction<{ reason: SupportFailureReason }>('accessRejected'),
    showThread: assign((_, detail: TicketDetail) => ({
      ticket: ticketOf(detail),
      messages: detail.payload.messages,
      hasNextPage: detail.page.hasNextPage,
      endCursor: detail.page.endCursor,
      replyIssue: null,
    })),
    // The following messages only: the status stays the one the conversation region was checked
    // against (a change made meanwhile comes back as a 409 on the next action, which reloads).
    appendMessages: assign(({ context }, detail: TicketDetail) => ({
      messages: byDate(mergeByUid(context.messages, detail.payload.messages)),
      hasNextPage: detail.page.hasNextPage,
      endCursor: detail.page.endCursor,
    })),
    rememberRejection: assign({ rejection: (_, params: { error: unknown }) => toSupportFailure(params.error).reason }),
    showReplyIssue: assign({ replyIssue: ({ event }) => replyIssueOf(event) ?? null }),
    clearReplyIssue: assign({ replyIssue: null }),
    rememberDraft: assign({ draft: ({ context, event }) => (event.type === 'thread.edit' ? event.draft : context.draft) }),
    showServerReplyIssue: assign({
      replyIssue: (_, params: { error: unknown }) => {
        const violation = toSupportFailure(params.error).violations?.[0];
        return violation ? { text: violation.message } : { rule: 'required' as const };
      },
    }),
    // The reply is the newest message; the status moves as the lifecycle machine says.
    addReply: assign(({ context }, message: Message) => {
      const status = context.ticket ? nextTicketStatus(context.ticket.status, { type: `ticket.${context.viewer}.reply` }) : null;
      return {
        messages: byDate(mergeByUid(context.messages, [message])),
        ticket: context.ticket && status ? { ...context.ticket, status, lastActivity: message.date } : context.ticket,
        replyIssue: null,
        lastReply: message.uid,
        draft: '',
        changes: null,
      };
    }),
    updateTicket: assign({ ticket: (_, ticket: Ticket) => ticket, changes: null }),
    rememberChanges: assign((_, params: { error: unknown }) => {
      const changes = toSupportFailure(params.error).changes ?? null;
      return { changes, catchUp: changes !== null };
    }),
    stopCatchingUp: assign({ catchUp: false }),
  },
  guards: {
    accessRefused: (_, params: { error: unknown }) => isAccessFailure(params.error),
    isConflict: (_, params: { error: unknown }) => toSupportFailure(params.error).reason === 'conflict',
    isInvalid: (_, params: { error: unknown }) => toSupportFailure(params.error).reason === 'invalid',
    hasMorePages: ({ context }) => context.hasNextPage && context.endCursor !== null,
    catchingUp: ({ context }) => context.catchUp && context.hasNextPage && context.endCursor !== null,
    canReply: ({ context }) => allowed(context.ticket?.status, context.viewer).includes('reply'),
    isLocked: ({ context }) => context.ticket?.status === 'locked',
    replyInvalid: ({ event }) => replyIssueOf(event) !== undefined,
    actionAllowed: ({ context, event }) =>
      event.type === 'thread.changeStatus' && context.viewer === 'staff' && allowed(context.ticket?.status, 'staff').includes(event.action),
  },
}).createMachine({
  id: 'ticketThread',
  description:
    'A ticket and its messages, 10 at a time; the reply box and the status actions are those the ' +
    'ticket lifecycle allows the viewer (contact or staff) in the current status.',
  context: ({ input }) => ({
    uid: input.uid,
    viewer: input.viewer,
    ticket: null,
    messages: [],
    hasNextPage: false,
    endCursor: null,
    rejection: null,
    replyIssue: null,
    lastReply: null,
    draft: '',
    changes: null,
    catchUp: false,
  }),
  initial: 'loading',
  states: {
    loading: {
      description: 'The ticket and its first 10 messages.',
      tags: ['loading'],
      invoke: {
        id: 'fetchThread',
        src: 'fetchThread',
        input: ({ context }): ThreadPageRequest => ({ uid: context.uid, cursor: null }),
        onDone: { target: 'ready', actions: { type: 'showThread', params: ({ event }) => event.output } },
        onError: [refusedAccess, { target: 'loadFailed', actions: 'notifyLoadFailed' }],
      },
    },
    loadFailed: {
      description: 'The ticket could not be loaded (network, server): try again.',
      tags: ['loadFailed'],
      on: { 'thread.retry': 'loading' },
    },
    rejected: {
      description: 'The link or session does not open this ticket, or it does not exist.',
      tags: ['rejected'],
      type: 'final',
    },
    ready: {
      description: 'The conversation is shown; more messages and the reply work side by side.',
      type: 'parallel',
      states: {
        messages: {
          initial: 'settled',
          states: {
            settled: {
              description: 'More messages, or all shown? (After a stale version: on to the newest.)',
              always: [
                { guard: 'catchingUp', target: 'loadingMore' },
                { guard: 'hasMorePages', target: 'more' },
                { target: 'complete', actions: 'stopCatchingUp' },
              ],
            },
            more: {
              description: 'Following messages exist (10 a page).',
              tags: ['canLoadMore'],
              on: { 'thread.loadMore': 'loadingMore' },
            },
            loadingMore: {
              tags: ['loadingMore'],
              invoke: {
                id: 'fetchMore',
                src: 'fetchThread',
                input: ({ context }): ThreadPageRequest => ({ uid: context.uid, cursor: context.endCursor }),
                onDone: { target: 'settled', actions: { type: 'appendMessages', params: ({ event }) => event.output } },
                onError: [refusedAccess, { target: 'more', actions: ['stopCatchingUp', 'notifyLoadFailed'] }],
              },
            },
            complete: { description: 'Every message is shown.' },
          },
        },
        conversation: {
          initial: 'checking',
          states: {
            checking: {
              description: 'What may the viewer do in this status? (the ticket lifecycle machine)',
              always: [{ guard: 'canReply', target: 'open' }, { guard: 'isLocked', target: 'locked' }, { target: 'readOnly' }],
            },
            open: {
              description: 'The reply box is offered.',
              tags: ['replyable'],
              on: {
                'thread.reply': [
                  { guard: 'replyInvalid', actions: 'showReplyIssue' },
                  { target: 'sending', actions: 'clearReplyIssue' },
                ],
                'thread.edit': { actions: ['clearReplyIssue', 'rememberDraft'] },
                'thread.changeStatus': { guard: 'actionAllowed', target: 'changingStatus' },
              },
            },
            readOnly: {
              description: 'No reply in this status (staff: a closed ticket is reopened first); status actions only.',
              tags: ['readOnly'],
              on: { 'thread.changeStatus': { guard: 'actionAllowed', target: 'changingStatus' } },
            },
            locked: {
              description: 'Over for good: nobody writes; the contact opens a new ticket.',
              tags: ['locked'],
            },
            sending: {
              description: 'POST …/messages.',
              tags: ['sending', 'replyable'],
              invoke: {
                id: 'sendReply',
                src: 'sendReply',
                input: ({ context, event }) => ({ uid: context.uid, message: event.type === 'thread.reply' ? event.message.trim() : '' }),
                onDone: { target: 'checking', actions: { type: 'addReply', params: ({ event }) => event.output } },
                onError: [
                  refusedAccess,
                  {
                    guard: { type: 'isConflict', params: errorParams },
                    target: '#ticketThread.loading',
                    actions: [
                      { type: 'rememberChanges', params: errorParams },
                      {
                        type: 'notifyConflict',
                        params: ({ event }) => ({ message: toSupportFailure(event.error).message ?? null }),
                      },
                    ],
                  },
                  {
                    guard: { type: 'isInvalid', params: errorParams },
                    target: 'open',
                    actions: { type: 'showServerReplyIssue', params: errorParams },
                  },
                  { target: 'open', actions: 'notifySendFailed' },
                ],
              },
            },
            changingStatus: {
              description: 'POST /staff/tickets/{uid}/status.',
              tags: ['changingStatus'],
              invoke: {
                id: 'changeStatus',
                src: 'changeStatus',
                input: ({ context, event }) => ({
                  uid: context.uid,
                  action: event.type === 'thread.changeStatus' ? event.action : 'close',
                }),
                onDone: {
                  target: 'checking',
                  actions: [
                    { type: 'updateTicket', params: ({ event }) => event.output },
                    { type: 'notifyStatusChanged', params: ({ event }) => ({ status: event.output.status }) },
                  ],
                },
                onError: [
                  {
                    guard: { type: 'isConflict', params: errorParams },
                    target: '#ticketThread.loading',
                    actions: [
                      { type: 'rememberChanges', params: errorParams },
                      {
                        type: 'notifyConflict',
                        params: ({ event }) => ({ message: toSupportFailure(event.error).message ?? null }),
                      },
                    ],
                  },
                  { target: 'checking', actions: 'notifyStatusFailed' },
                ],
              },
            },
          },
        },
      },
    },
  },
});
