import { expect } from 'vitest';
import type { EventObject } from 'xstate';
import { pagerMachine, type PagerItem, type PageRequest } from '../../machines/content/pager.machine.ts';
import type { Paged } from '../../src/domain/page.ts';
import { describeEventType, describeModel, doneActorEvent, errorActorEvent, isDoneActorEvent } from '../support/model-testing.ts';

const items = (...uids: string[]): PagerItem[] => uids.map((uid) => ({ uid }));
const page = (payload: PagerItem[], hasNextPage: boolean, endCursor: string | null): Paged<PagerItem> => ({
  payload,
  page: { hasNextPage, endCursor },
});

// What the server may answer: a middle page, a page repeating one item (the list changed between
// two reads), the last page, and a page that says "more" without giving a cursor (docs/product.md#states: stop there).
const firstPage = page(items('a1', 'a2'), true, 'c1');
const middlePage = page(items('b1', 'b2'), true, 'c2');
const overlappingPage = page(items('b2', 'd1'), true, 'c4');
const lastPage = page(items('z1'), false, 'c3');
const noCursorPage = page(items('n1'), true, null);

const scenarios = [
  { name: 'first page server-rendered', input: { firstPage } },
  { name: 'first page loaded by the pager', input: { firstPage: null } },
  { name: 'single page', input: { firstPage: page(items('s1'), false, null) } },
  { name: 'more without a cursor', input: { firstPage: noCursorPage } },
];

function describePage(output: Paged<PagerItem>): string {
  return `page [${output.payload.map((item) => item.uid).join(',')}] next=${output.page.hasNextPage} cursor=${output.page.endCursor}`;
}

/** What the reader sees: the list, and loading / a "load more" button / the end / an error; the cursor asked for. */
interface Outcome {
  shows: 'loading' | 'more' | 'end' | 'error';
  items: string[];
  /** The end cursor of the last page received (null before any). */
  cursor: string | null;
  /** While loading: the cursor the request carries. */
  request?: string | null;
}

/** docs/product.md#states lists page by cursor: more is offered while the last page said so and gave an end cursor. */
function received(before: Outcome | null, output: Paged<PagerItem>): Outcome {
  const listed = before?.items ?? [];
  const added = output.payload.map((item) => item.uid).filter((uid, i, all) => !listed.includes(uid) && all.indexOf(uid) === i);
  const more = output.page.hasNextPage && output.page.endCursor !== null;
  return { shows: more ? 'more' : 'end', items: [...listed, ...added], cursor: output.page.endCursor };
}

function nextOutcome(before: Outcome, event: EventObject): Outcome {
  const loading = (): Outcome => ({ shows: 'loading', items: before.items, cursor: before.cursor, request: before.cursor });
  if (isDoneActorEvent<Paged<PagerItem>>(event, 'fetchPage')) return received(before, event.output);
  if (event.type === 'xstate.error.actor.fetchPage') return { shows: 'error', items: before.items, cursor: before.cursor };
  if (event.type === 'pager.loadMore' && before.shows === 'more') return loading();
  if (event.type === 'pager.retry' && before.shows === 'error') return loading();
  return before;
}

describeModel(
  'pager',
  {
    machine: pagerMachine,
    scenarios,
    expected: {
      // A server-rendered first page is listed at once; otherwise the first page is requested without a cursor.
      initial: ({ input }): Outcome =>
        input?.firstPage ? received(null, input.firstPage) : { shows: 'loading', items: [], cursor: null, request: null },
      next: nextOutcome,
      observe: ({ snapshot, invocations }) => {
        const shows = snapshot.hasTag('busy')
          ? 'loading'
          : snapshot.hasTag('canLoadMore')
            ? 'more'
            : snapshot.hasTag('error')
              ? 'error'
              : 'end';
        const outcome: Outcome = { shows, items: snapshot.context.items.map((item) => item.uid), cursor: snapshot.context.endCursor };
        if (shows === 'loading') outcome.request = (invocations.at(-1)?.input as PageRequest | undefined)?.cursor;
        return outcome;
      },
    },
    // The whole context tells states apart: de-duplication keeps the item lists finite.
    events: {
      'xstate.done.actor.fetchPage': [middlePage, overlappingPage, lastPage, noCursorPage].map((output) =>
        doneActorEvent('fetchPage', output),
      ),
      'xstate.error.actor.fetchPage': [errorActorEvent('fetchPage', new Error('offline'))],
    },
    describeEvent: (event) =>
      isDoneActorEvent<Paged<PagerItem>>(event, 'fetchPage') ? describePage(event.output) : describeEventType(event.type),
  },
  ({ snapshot, previous, event, invocations, scenario }) => {
    const { context } = snapshot;
    const uids = context.items.map((item) => item.uid);

    // Never the same item twice in the list.
    expect(new Set(uids).size).toBe(uids.length);

    // The reader sees exactly one of: loading, a "load more" button, the end, an error.
    const shown = (['busy', 'canLoadMore', 'complete', 'error'] as const).filter((tag) => snapshot.hasTag(tag));
    expect(shown).toHaveLength(1);

    // docs/product.md#states: more is offered only while the last page said so AND gave an end cursor.
    const settled = !snapshot.hasTag('busy') && !snapshot.hasTag('error');
    expect(snapshot.hasTag('canLoadMore')).toBe(settled && context.hasNextPage && context.endCursor !== null);
    if (snapshot.hasTag('complete')) expect(context.hasNextPage && context.endCursor !== null).toBe(false);

    // Each request carries the cursor of the last page received; the first one none.
    const requests = invocations.map((invocation) => invocation.input as PageRequest);
    if (snapshot.hasTag('busy')) {
      expect(requests.at(-1)).toEqual({ cursor: context.endCursor });
      if (!context.loaded) expect(requests.at(-1)).toEqual({ cursor: null });
    }
    // A server-rendered first page is never fetched again.
    if (scenario.input?.firstPage) expect(requests.every((request) => request.cursor !== null)).toBe(true);

    if (!previous) return;
    const before = previous.context;
    if (isDoneActorEvent<Paged<PagerItem>>(event, 'fetchPage')) {
      // The new page is appended after what was listed, minus what was already there.
      const added = event.output.payload.map((item) => item.uid).filter((uid) => !before.items.some((item) => item.uid === uid));
      expect(uids).toEqual([...before.items.map((item) => item.uid), ...added]);
      expect(context.endCursor).toBe(event.output.page.endCursor);
      expect(context.loaded).toBe(true);
    } else if (event.type === 'xstate.error.actor.fetchPage') {
      // A failed page keeps the list and offers a retry.
      expect(context).toEqual(before);
      expect(snapshot.hasTag('error')).toBe(true);
    } else if (event.type === 'pager.loadMore' || event.type === 'pager.retry') {
      expect(snapshot.hasTag('busy')).toBe(true);
      expect(context.items).toEqual(before.items);
    }
  },
);
