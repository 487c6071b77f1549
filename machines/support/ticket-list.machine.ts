import { assign, setup, type SnapshotFrom } from 'xstate';
import type { Paged } from '../../src/domain/page.ts';
import { TICKET_STATUSES, type TicketStatus } from '../../src/domain/support-rules.ts';
import type { Ticket } from '../../src/domain/support.ts';
import { notProvidedAction, notProvidedActor } from '../shared/not-provided.ts';
import { isAccessFailure, mergeByUid, toSupportFailure, type SupportFailureReason } from './support-failure.ts';
import { ticketStatusDisplay } from './ticket.machine.ts';

/**
 * A list of tickets read page by page (docs/product.md#states cursor paging, docs/product.md#limits 10 a page): the contact's requests on
 * /contact/tickets (tab "all requests"), and the staff inbox on /staff, which filters by status.
 * The next page is asked while the last one said `hasNextPage` and gave an end cursor. A failed
 * page keeps the list, raises the "loading tickets" error snackbar (docs/product.md#errors) and can be retried; a link
 * or session that does not open the list ends it (the page offers a new link).
 *
 * Provided by the app: actor `fetchTickets` ({ cursor, statuses }) → a page, rejecting with a
 * SupportFailure; actions `notifyLoadFailed` (error snackbar) and `accessRejected` ({ reason }: the
 * contact auth provider drops a link token the server refused).
 * Views: tags `busy`, `canLoadMore`, `complete`, `error`, `rejected` (`listViewOf`); context.tickets,
 * context.filter, context.rejection.
 */

/** Staff inbox filters: "in progress" (every status shown "En cours"), each status, or all. */
export const TICKET_FILTERS = ['active', 'new', 'pending', 'waiting', 'closed', 'locked', 'all'] as const;
export type TicketFilter = (typeof TICKET_FILTERS)[number];

/** The statuses a filter asks for (none: every status). */
export function statusesOf(filter: TicketFilter): TicketStatus[] {
  if (filter === 'all') return [];
  if (filter === 'active') return TICKET_STATUSES.filter((status) => ticketStatusDisplay(status) === 'active');
  return [filter];
}

export interface TicketPageRequest {
  cursor: string | null;
  statuses: TicketStatus[];
}

export interface TicketListInput {
  /** Staff inbox: the first filter; the contact's list has none (all their tickets). */
  filter?: TicketFilter;
}

export interface TicketListContext {
  tickets: Ticket[];
  hasNextPage: boolean;
  endCursor: string | null;
  filter: TicketFilter;
  /** Why the list was refused (rejected state). */
  rejection: SupportFailureReason | null;
}

export type TicketListEvent =
  | { type: 'ticketList.loadMore' }
  | { type: 'ticketList.retry' }
  | { type: 'ticketList.filter'; filter: TicketFilter }
  /** A ticket opened on the same page (tab "new request") goes on top of the list. */
  | { type: 'ticketList.add'; ticket: Ticket };

export const ticketListMachine = setup({
  types: {
    context: {} as TicketListContext,
    events: {} as TicketListEvent,
    input: {} as TicketListInput,
    tags: {} as 'busy' | 'canLoadMore' | 'complete' | 'error' | 'rejected',
  },
  actors: {
    fetchTickets: notProvidedActor<Paged<Ticket>, TicketPageRequest>('fetchTickets'),
  },
  actions: {
    notifyLoadFailed: notProvidedAction('notifyLoadFailed'),
    accessRejected: notProvidedAction<{ reason: SupportFailureReason }>('accessRejected'),
    appendPage: assign(({ context }, page: Paged<Ticket>) => ({
      tickets: mergeByUid(context.tickets, page.payload),
      hasNextPage: page.page.hasNextPage,
      endCursor: page.page.endCursor,
    })),
    applyFilter: assign(({ event }) => ({
      tickets: [],
      hasNextPage: false,
      endCursor: null,
      filter: event.type === 'ticketList.filter' ? event.filter : 'all',
    })),
    addTicket: assign({
      tickets: ({ context, event }) =>
        event.type === 'ticketList.add'
          ? [event.ticket, ...context.tickets.filter((ticket) => ticket.uid !== event.ticket.uid)]
          : context.tickets,
    }),
    rememberRejection: assign({ rejection: (_, params: { error: unknown }) => toSupportFailure(params.error).reason }),
  },
  guards: {
    // docs/product.md#states: both conditions, never one alone.
    hasMorePages: ({ context }) => context.hasNextPage && context.endCursor !== null,
    accessRefused: (_, params: { error: unknown }) => isAccessFailure(params.error),
    isNewFilter: ({ context, event }) => event.type === 'ticketList.filter' && event.filter !== context.filter,
  },
}).createMachine({
  id: 'ticketList',
  description:
    'Tickets page by page (docs/product.md#states): the next page while the last said there is more and gave a cursor; ' +
    'a failed page keeps the list and raises the error snackbar; a refused link ends the list. Staff filter by status.',
  context: ({ input }) => ({ tickets: [], hasNextPage: false, endCursor: null, filter: input.filter ?? 'all', rejection: null }),
  initial: 'loading',
  states: {
    loading: {
      description: 'Asks for the next page (the first one without a cursor).',
      tags: ['busy'],
      invoke: {
        id: 'fetchTickets',
        src: 'fetchTickets',
        input: ({ context }): TicketPageRequest => ({ cursor: context.endCursor, statuses: statusesOf(context.filter) }),
        onDone: { target: 'settled', actions: { type: 'appendPage', params: ({ event }) => event.output } },
        onError: [
          {
            guard: { type: 'accessRefused', params: ({ event }) => ({ error: event.error }) },
            target: 'rejected',
            actions: [
              { type: 'rememberRejection', params: ({ event }) => ({ error: event.error }) },
              { type: 'accessRejected', params: ({ event }) => ({ reason: toSupportFailure(event.error).reason }) },
            ],
          },
          { target: 'failed', actions: 'notifyLoadFailed' },
        ],
      },
      on: {
        'ticketList.filter': { guard: 'isNewFilter', target: 'loading', reenter: true, actions: 'applyFilter' },
        'ticketList.add': { actions: 'addTicket' },
      },
    },
    settled: {
      description: 'More pages, or everything is listed?',
      always: [{ guard: 'hasMorePages', target: 'more' }, { target: 'complete' }],
    },
    more: {
      description: 'More tickets exist: the reader may ask for the next page.',
      tags: ['canLoadMore'],
      on: {
        'ticketList.loadMore': 'loading',
        'ticketList.add': { actions: 'addTicket' },
        'ticketList.filter': { guard: 'isNewFilter', target: 'loading', actions: 'applyFilter' },
      },
    },
    complete: {
      description: 'Everything is listed.',
      tags: ['complete'],
      on: {
        'ticketList.add': { actions: 'addTicket' },
        'ticketList.filter': { guard: 'isNewFilter', target: 'loading', actions: 'applyFilter' },
      },
    },
    failed: {
      description: 'A page could not be loaded; what was listed stays.',
      tags: ['error'],
      on: {
        'ticketList.retry': 'loading',
        'ticketList.add': { actions: 'addTicket' },
        'ticketList.filter': { guard: 'isNewFilter', target: 'loading', actions: 'applyFilter' },
      },
    },
    rejected: {
      description: 'The link (or session) does not open this list: a new link is needed.',
      tags: ['rejected'],
      type: 'final',
    },
  },
});

/** What a list shows (one tag each). */
export type TicketListView = 'busy' | 'more' | 'error' | 'rejected' | 'complete';

/** The list's view from its tags: a refused list is never "no tickets yet". */
export function listViewOf(snapshot: Pick<SnapshotFrom<typeof ticketListMachine>, 'hasTag'>): TicketListView {
  if (snapshot.hasTag('busy')) return 'busy';
  if (snapshot.hasTag('canLoadMore')) return 'more';
  if (snapshot.hasTag('error')) return 'error';
  if (snapshot.hasTag('rejected')) return 'rejected';
  return 'complete';
}
