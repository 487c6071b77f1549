import { expect } from 'vitest';
import type { EventObject } from 'xstate';
import {
  listViewOf,
  statusesOf,
  ticketListMachine,
  type TicketListEvent,
  type TicketPageRequest,
} from '../../machines/support/ticket-list.machine.ts';
import type { Paged } from '../../src/domain/page.ts';
import type { Ticket } from '../../src/domain/support.ts';
import {
  describeEventType,
  describeModel,
  doneActorEvent,
  errorActorEvent,
  isDoneActorEvent,
  type StepContext,
} from '../support/model-testing.ts';
import { describeFailure, failures, ticket, ticketPage } from './support-fixtures.ts';

// A middle page, the last page, and a page saying "more" without a cursor (docs/product.md#states: stop there).
const middlePage = ticketPage(['t-1', 't-2'], true, 'c1');
const lastPage = ticketPage(['t-3'], false, 'c2');
const noCursorPage = ticketPage(['t-4'], true, null);
const opened = ticket('t-new');

const scenarios = [
  { name: 'contact list', input: {} },
  { name: 'staff inbox, in progress', input: { filter: 'active' as const } },
];

type Step = StepContext<typeof ticketListMachine>;

function describePage(output: Paged<Ticket>): string {
  return `page [${output.payload.map((item) => item.uid).join(',')}] next=${output.page.hasNextPage} cursor=${output.page.endCursor}`;
}

/**
 * docs/product.md#states-paging (the next page while the last said `hasNextPage` and gave a cursor;
 * a failed page keeps the list), #states-ticket (the "in progress" filter is every status shown
 * "En cours") and #errors (the "loading tickets" message, a refused link), as the test's own table
 * carried along every path without the actor.
 */
type View = 'busy' | 'more' | 'error' | 'rejected' | 'complete';
interface Outcome {
  view: View;
  uids: string[];
  filter: string;
  requests: Array<{ cursor: string | null; statuses: string[] }>;
  effects: Step['effects'];
  rejection: string | null;
  /** What the last page read said: more, and its end cursor. */
  hasNextPage: boolean;
  cursor: string | null;
}
/** Per docs/product.md#states-ticket: new, pending and waiting are all shown "En cours". */
const STATUSES: Record<string, string[]> = { all: [], active: ['new', 'pending', 'waiting'], closed: ['closed'] };

function initialOutcome(filter: string): Outcome {
  return {
    view: 'busy',
    uids: [],
    filter,
    requests: [{ cursor: null, statuses: STATUSES[filter] ?? [] }],
    effects: [],
    rejection: null,
    hasNextPage: false,
    cursor: null,
  };
}

function nextOutcome(before: Outcome, event: EventObject): Outcome {
  const ask = (cursor: string | null, filter = before.filter): Outcome['requests'] => [
    ...before.requests,
    { cursor, statuses: STATUSES[filter] ?? [] },
  ];
  if (isDoneActorEvent<Paged<Ticket>>(event, 'fetchTickets')) {
    const { payload, page: info } = event.output;
    const added = payload.map((item) => item.uid).filter((uid) => !before.uids.includes(uid));
    const more = info.hasNextPage && info.endCursor !== null;
    return {
      ...before,
      view: more ? 'more' : 'complete',
      uids: [...before.uids, ...added],
      hasNextPage: info.hasNextPage,
      cursor: info.endCursor,
    };
  }
  if (event.type === 'xstate.error.actor.fetchTickets') {
    const error = (event as { error?: unknown }).error;
    if (error instanceof Error)
      return { ...before, view: 'error', effects: [...before.effects, { type: 'notifyLoadFailed', params: undefined }] };
    // The link no longer opens the list: the contact provider drops it; nothing more happens.
    return {
      ...before,
      view: 'rejected',
      rejection: 'unauthorized',
      effects: [...before.effects, { type: 'accessRejected', params: { reason: 'unauthorized' } }],
    };
  }
  if (before.view === 'rejected') return before;
  if (event.type === 'ticketList.loadMore' && before.view === 'more') return { ...before, view: 'busy', requests: ask(before.cursor) };
  if (event.type === 'ticketList.retry' && before.view === 'error') return { ...before, view: 'busy', requests: ask(before.cursor) };
  if (event.type === 'ticketList.filter') {
    const { filter } = event as Extract<TicketListEvent, { type: 'ticketList.filter' }>;
    // A new filter starts again from the first page.
    if (filter === before.filter) return before;
    return { ...before, view: 'busy', filter, uids: [], requests: ask(null, filter), hasNextPage: false, cursor: null };
  }
  if (event.type === 'ticketList.add') {
    // A ticket opened on the page goes on top, once.
    const { ticket: added } = event as Extract<TicketListEvent, { type: 'ticketList.add' }>;
    return { ...before, uids: [added.uid, ...before.uids.filter((uid) => uid !== added.uid)] };
  }
  return before;
}

function observe({ snapshot, invocations, effects }: Step): Outcome {
  const { context } = snapshot;
  return {
    view: listViewOf(snapshot),
    uids: context.tickets.map((item) => item.uid),
    filter: context.filter,
    requests: invocations.map((invocation) => invocation.input as TicketPageRequest),
    effects: [...effects],
    rejection: context.rejection,
    hasNextPage: context.hasNextPage,
    cursor: context.endCursor,
  };
}

describeModel(
  'ticket list',
  {
    machine: ticketListMachine,
    expected: {
      initial: (scenario) => initialOutcome(scenario.input?.filter ?? 'all'),
      next: nextOutcome,
      observe,
    },
    scenarios,
    events: {
      'xstate.done.actor.fetchTickets': [middlePage, lastPage, noCursorPage].map((output) => doneActorEvent('fetchTickets', output)),
      'xstate.error.actor.fetchTickets': [
        errorActorEvent('fetchTickets', failures.offline),
        errorActorEvent('fetchTickets', failures.unauthorized),
      ],
      'ticketList.filter': [
        { type: 'ticketList.filter', filter: 'closed' },
        { type: 'ticketList.filter', filter: 'active' },
      ],
      'ticketList.add': [{ type: 'ticketList.add', ticket: opened }],
    },
    describeEvent: (event) => {
      if (isDoneActorEvent<Paged<Ticket>>(event, 'fetchTickets')) return describePage(event.output);
      if (event.type === 'xstate.error.actor.fetchTickets')
        return `error: fetchTickets (${describeFailure((event as { error?: unknown }).error)})`;
      if (event.type === 'ticketList.filter') return `filter ${(event as Extract<TicketListEvent, { type: 'ticketList.filter' }>).filter}`;
      return describeEventType(event.type);
    },
  },
  (step: Step) => {
    const { snapshot, previous, event, invocations, effects } = step;
    const { context } = snapshot;
    const uids = context.tickets.map((item) => item.uid);

    // Never the same ticket twice; the reader sees exactly one of loading, more, the end, an error, refused.
    expect(new Set(uids).size).toBe(uids.length);
    expect((['busy', 'canLoadMore', 'complete', 'error', 'rejected'] as const).filter((tag) => snapshot.hasTag(tag))).toHaveLength(1);
    // docs/product.md#states: more only while the last page said so AND gave an end cursor.
    if (snapshot.hasTag('canLoadMore')) expect(context.hasNextPage && context.endCursor !== null).toBe(true);
    if (snapshot.hasTag('complete')) expect(context.hasNextPage && context.endCursor !== null).toBe(false);
    // What the view shows: a refused list says so (never "no tickets yet", e.g. /coaching), the end says "complete".
    const view = listViewOf(snapshot);
    expect(view === 'rejected').toBe(snapshot.status === 'done' && context.rejection !== null);
    expect(view === 'complete').toBe(snapshot.hasTag('complete'));

    // Each request carries the filter's statuses and the last cursor (none for a first page).
    if (snapshot.hasTag('busy')) {
      expect(invocations.at(-1)?.input as TicketPageRequest).toEqual({ cursor: context.endCursor, statuses: statusesOf(context.filter) });
    }
    if (!previous) {
      expect(context.filter).toBe(step.scenario.name === 'contact list' ? 'all' : 'active');
      expect(invocations).toEqual([
        { src: 'fetchTickets', id: 'fetchTickets', input: { cursor: null, statuses: statusesOf(context.filter) } },
      ]);
      if (context.filter === 'active') expect(statusesOf('active')).toEqual(['new', 'pending', 'waiting']);
      return;
    }
    const before = previous.context;
    if (isDoneActorEvent<Paged<Ticket>>(event, 'fetchTickets')) {
      const added = event.output.payload.map((item) => item.uid).filter((uid) => !before.tickets.some((item) => item.uid === uid));
      expect(uids).toEqual([...before.tickets.map((item) => item.uid), ...added]);
      expect(context.endCursor).toBe(event.output.page.endCursor);
    }
    if (event.type === 'xstate.error.actor.fetchTickets') {
      const error = (event as { error?: unknown }).error;
      expect(context.tickets).toEqual(before.tickets);
      if (error instanceof Error) {
        // docs/product.md#errors "loading tickets" error snackbar, and a retry.
        expect(snapshot.hasTag('error')).toBe(true);
        expect(effects.at(-1)).toEqual({ type: 'notifyLoadFailed', params: undefined });
      } else {
        // The link no longer opens the list: the contact provider drops it; nothing more happens.
        expect(snapshot.status).toBe('done');
        expect(context.rejection).toBe('unauthorized');
        expect(effects.at(-1)).toEqual({ type: 'accessRejected', params: { reason: 'unauthorized' } });
      }
    }
    if (event.type === 'ticketList.filter') {
      const { filter } = event as Extract<TicketListEvent, { type: 'ticketList.filter' }>;
      if (filter !== before.filter) {
        // A new filter starts again from the first page.
        expect(snapshot.hasTag('busy')).toBe(true);
        expect(context.filter).toBe(filter);
        expect(context.tickets).toEqual([]);
        expect(invocations.at(-1)?.input).toEqual({ cursor: null, statuses: statusesOf(filter) });
      } else {
        expect(context).toEqual(before);
      }
    }
    if (event.type === 'ticketList.add') {
      expect(uids[0]).toBe('t-new');
      expect(uids.filter((uid) => uid !== 't-new')).toEqual(before.tickets.map((item) => item.uid).filter((uid) => uid !== 't-new'));
    }
  },
);
