import { assign, setup } from 'xstate';
import type { Paged } from '../../src/domain/page.ts';
import { notProvidedActor } from '../shared/not-provided.ts';

/**
 * Pager (docs/product.md#states "Lists page by cursor"): a list grows page by page; the next page is requested only
 * while the last answer said `hasNextPage` AND gave an end cursor. The first page may come with
 * the input (loaded by the route loader, so the server renders it); otherwise the pager loads it.
 *
 * What is listed and how (filters, sort) is the business of the provided `fetchPage` actor: the
 * machine only passes the cursor. A failed page keeps what is already listed and can be retried.
 *
 * Views: tags 'busy' (a page is loading), 'canLoadMore', 'complete', 'error';
 * `context.items`.
 */

/** Anything listed has a stable uid (React keys, de-duplication across pages). */
export interface PagerItem {
  uid: string;
}

/** Input of the `fetchPage` actor: null asks for the first page. */
export interface PageRequest {
  cursor: string | null;
}

export interface PagerInput<TItem extends PagerItem> {
  /** The first page, already loaded (server-rendered); null or absent: the pager loads it. */
  firstPage?: Paged<TItem> | null;
}

export interface PagerContext<TItem extends PagerItem> {
  items: TItem[];
  hasNextPage: boolean;
  endCursor: string | null;
  /** A page was received (the input's first page counts): false only before the first answer. */
  loaded: boolean;
}

export type PagerEvent = { type: 'pager.loadMore' } | { type: 'pager.retry' };

function appendPage<TItem extends PagerItem>(context: PagerContext<TItem>, page: Paged<TItem>): PagerContext<TItem> {
  // Keyset cursors should never repeat an item; if the list changed between two pages, show it once.
  const known = new Set(context.items.map((item) => item.uid));
  return {
    items: [...context.items, ...page.payload.filter((item) => !known.has(item.uid))],
    hasNextPage: page.page.hasNextPage,
    endCursor: page.page.endCursor,
    loaded: true,
  };
}

const empty = { items: [], hasNextPage: false, endCursor: null, loaded: false };

/** A pager over items of type TItem (articles, tickets, messages…). */
export function createPagerMachine<TItem extends PagerItem>() {
  return setup({
    types: {
      context: {} as PagerContext<TItem>,
      events: {} as PagerEvent,
      input: {} as PagerInput<TItem>,
      tags: {} as 'busy' | 'canLoadMore' | 'complete' | 'error',
    },
    actors: {
      fetchPage: notProvidedActor<Paged<TItem>, PageRequest>('fetchPage'),
    },
    actions: {
      appendPage: assign(({ context }, page: Paged<TItem>) => appendPage(context, page)),
    },
    guards: {
      nothingLoaded: ({ context }) => !context.loaded,
      // docs/product.md#states: both conditions, never one alone.
      hasMorePages: ({ context }) => context.hasNextPage && context.endCursor !== null,
    },
  }).createMachine({
    id: 'pager',
    description:
      'A list read page by page (docs/product.md#states): the next page is requested while the last one said there ' +
      'is more and gave an end cursor; a failed page keeps the list and can be retried.',
    context: ({ input }) => (input.firstPage ? appendPage<TItem>(empty, input.firstPage) : empty),
    initial: 'settled',
    states: {
      settled: {
        description: 'Decides what the list offers next: its first page, more pages, or nothing more.',
        always: [{ guard: 'nothingLoaded', target: 'loading' }, { guard: 'hasMorePages', target: 'more' }, { target: 'complete' }],
      },
      loading: {
        description: 'Requests the next page (the first one with no cursor).',
        tags: ['busy'],
        invoke: {
          id: 'fetchPage',
          src: 'fetchPage',
          input: ({ context }): PageRequest => ({ cursor: context.endCursor }),
          onDone: { target: 'settled', actions: { type: 'appendPage', params: ({ event }) => event.output } },
          onError: { target: 'failed' },
        },
      },
      more: {
        description: 'More pages exist: the reader may ask for the next one.',
        tags: ['canLoadMore'],
        on: { 'pager.loadMore': { target: 'loading' } },
      },
      complete: {
        description: 'Everything is listed (or the server gave no cursor to go on).',
        tags: ['complete'],
      },
      failed: {
        description: 'The page could not be loaded; what was listed stays.',
        tags: ['error'],
        on: { 'pager.retry': { target: 'loading' } },
      },
    },
  });
}

/** The pager over any item with a uid (diagrams, model tests); features create their own typed one. */
export const pagerMachine = createPagerMachine<PagerItem>();
