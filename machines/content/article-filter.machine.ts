import { assign, setup } from 'xstate';
import { notProvidedAction } from '../shared/not-provided.ts';
import { FILTER_FACETS, type FilterFacet } from '../../src/domain/filter-facets.ts';

/**
 * Article filter (docs/product.md#routes /articles, docs/product.md#entities article filter): categories, authors and tags.
 *
 * The applied selection is what the list shows (it comes from the URL, so a filtered list can be
 * shared). Opening the panel starts a draft; "apply" makes the draft the selection, "cancel"
 * drops it, "clear all" empties the draft. With the panel closed, removing one filter or
 * clearing them all applies at once. Applying asks the app to show the selection
 * (`showSelection`: it navigates to the list's URL, whose loader reads the first page).
 *
 * Views: tag 'open' (the panel), `context.draft`, `context.applied`, `context.options`.
 */

export { FILTER_FACETS, type FilterFacet };

/** uids chosen per facet (docs/product.md#entities filter keys categories, authors, tags). */
export type FilterSelection = Record<FilterFacet, string[]>;

export interface FilterOption {
  uid: string;
  name: string;
}
export type FilterOptions = Record<FilterFacet, FilterOption[]>;

export interface ArticleFilterInput {
  options: FilterOptions;
  /** The selection the list currently shows (read from the URL). */
  applied: FilterSelection;
}

export interface ArticleFilterContext extends ArticleFilterInput {
  /** The selection being edited in the open panel. */
  draft: FilterSelection;
}

export type ArticleFilterEvent =
  | { type: 'filter.open' }
  | { type: 'filter.toggle'; facet: FilterFacet; uid: string }
  | { type: 'filter.clearAll' }
  | { type: 'filter.cancel' }
  | { type: 'filter.apply' }
  | { type: 'filter.remove'; facet: FilterFacet; uid: string };

export const EMPTY_SELECTION: FilterSelection = { categories: [], authors: [], tags: [] };

/** How many filters a selection holds (the count on the filter button). */
export function selectionSize(selection: FilterSelection): number {
  return FILTER_FACETS.reduce((total, facet) => total + selection[facet].length, 0);
}

export function sameSelection(a: FilterSelection, b: FilterSelection): boolean {
  return FILTER_FACETS.every((facet) => {
    const left = new Set(a[facet]);
    const right = new Set(b[facet]);
    return left.size === right.size && [...left].every((uid) => right.has(uid));
  });
}

function toggled(selection: FilterSelection, facet: FilterFacet, uid: string): FilterSelection {
  const values = selection[facet];
  return { ...selection, [facet]: values.includes(uid) ? values.filter((value) => value !== uid) : [...values, uid] };
}

function without(selection: FilterSelection, facet: FilterFacet, uid: string): FilterSelection {
  return { ...selection, [facet]: selection[facet].filter((value) => value !== uid) };
}

export const articleFilterMachine = setup({
  types: {
    context: {} as ArticleFilterContext,
    events: {} as ArticleFilterEvent,
    input: {} as ArticleFilterInput,
    tags: {} as 'open',
  },
  actions: {
    /** The app shows the list for this selection (navigates to its URL). */
    showSelection: notProvidedAction<FilterSelection>('showSelection'),
    resetDraft: assign({ draft: ({ context }) => context.applied }),
    toggleDraft: assign({
      draft: ({ context, event }) => (event.type === 'filter.toggle' ? toggled(context.draft, event.facet, event.uid) : context.draft),
    }),
    clearDraft: assign({ draft: EMPTY_SELECTION }),
    commitDraft: assign({ applied: ({ context }) => context.draft }),
    removeApplied: assign({
      applied: ({ context, event }) =>
        event.type === 'filter.remove' ? without(context.applied, event.facet, event.uid) : context.applied,
    }),
    clearApplied: assign({ applied: EMPTY_SELECTION }),
  },
  guards: {
    draftUnchanged: ({ context }) => sameSelection(context.draft, context.applied),
    isApplied: ({ context, event }) => event.type === 'filter.remove' && context.applied[event.facet].includes(event.uid),
    hasApplied: ({ context }) => selectionSize(context.applied) > 0,
  },
}).createMachine({
  id: 'articleFilter',
  description:
    'Filters of the article list by categories, authors and tags (docs/product.md#routes): a panel edits a draft ' +
    'that "apply" shows and "cancel" drops; "clear all" empties it. With the panel closed, ' +
    'removing a filter or clearing them all shows the list at once. The selection lives in the URL.',
  context: ({ input }) => ({ ...input, draft: input.applied }),
  initial: 'closed',
  states: {
    closed: {
      description: 'The list shows the applied selection; each applied filter can be removed.',
      on: {
        'filter.open': { target: 'editing', actions: 'resetDraft' },
        'filter.remove': {
          guard: 'isApplied',
          actions: ['removeApplied', 'resetDraft', { type: 'showSelection', params: ({ context }) => context.applied }],
        },
        'filter.clearAll': {
          guard: 'hasApplied',
          actions: ['clearApplied', 'resetDraft', { type: 'showSelection', params: ({ context }) => context.applied }],
        },
      },
    },
    editing: {
      description: 'The panel is open: choices change the draft only.',
      tags: ['open'],
      on: {
        'filter.toggle': { actions: 'toggleDraft' },
        'filter.clearAll': { actions: 'clearDraft' },
        'filter.cancel': { target: 'closed', actions: 'resetDraft' },
        'filter.apply': [
          { guard: 'draftUnchanged', target: 'closed' },
          { target: 'closed', actions: ['commitDraft', { type: 'showSelection', params: ({ context }) => context.applied }] },
        ],
      },
    },
  },
});
