import { expect } from 'vitest';
import { pagerMachine, type PagerItem, type PageRequest } from '../../machines/content/pager.machine.ts';
import type { Paged } from '../../src/domain/page.ts';
import { describeEventType, describeModel, doneActorEvent, errorActorEvent, isDoneActorEvent } from '../support/model-testing.ts';

const items = (...uids: string[]): PagerItem[] => uids.map((uid) => ({ uid }));
const page = (payload: PagerItem[], hasNextPage: boolean, endCursor: string | null): Paged<PagerItem> => ({
  payload,
  page: { hasNextPage, endCursor },
});

// What the server may answer: a middle page, a page repeating one item (the list changed between
// two reads), the last page, and a page that says "more" without giving a cursor (§4: stop there).
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

describeModel(
  'pager',
  {
    machine: pagerMachine,
    scenarios,
    // The whole context tells states apart: de-duplication keeps the item lists finite.
    events: {
      'xstate.done.actor.fetchPage': [middlePage, overlappingPage, lastPage, noCursorPage].map((output) => doneActorEvent('fetchPage', output)),
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

    // §4: more is offered only while the last page said so AND gave an end cursor.
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
