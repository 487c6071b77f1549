import type { ArticleListQuery } from '../../api/content.ts';
import { EMPTY_SELECTION, FILTER_FACETS, type FilterSelection } from '../../../machines/content/article-filter.machine.ts';
import { filterSearch } from './paths.ts';

export { articlesPath } from './paths.ts';

/**
 * The article filter lives in the URL so a filtered list can be shared (docs/product.md#routes /articles):
 * `/articles?categories=a&categories=b&tags=c`, arrays as repeated keys like the API (docs/product.md#calls).
 * What a visitor typed in the address bar is cleaned here, so the API never sees a malformed
 * filter: values are trimmed, de-duplicated and kept within the contract's bounds.
 */

/** Bounds of src/domain/content.ts: a uid is 1 to 120 characters, at most 50 per list. */
const MAX_UID_LENGTH = 120;
const MAX_VALUES = 50;

export function selectionFromSearch(search: URLSearchParams): FilterSelection {
  const selection = { ...EMPTY_SELECTION };
  for (const facet of FILTER_FACETS) {
    const values = search
      .getAll(facet)
      .map((value) => value.trim())
      .filter((value) => value.length > 0 && value.length <= MAX_UID_LENGTH);
    selection[facet] = [...new Set(values)].slice(0, MAX_VALUES);
  }
  return selection;
}

/** '?categories=a&tags=b', or '' when nothing is selected (the plain list URL). */
export function searchFromSelection(selection: FilterSelection): string {
  return filterSearch(selection);
}

/** The API query of docs/product.md#entities for a selection: newest first, empty facets left out. */
export function articleQuery(selection: FilterSelection): ArticleListQuery {
  const query: ArticleListQuery = { sort: 'date', order: 'desc' };
  for (const facet of FILTER_FACETS) if (selection[facet].length > 0) query[facet] = selection[facet];
  return query;
}
