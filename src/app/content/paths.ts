import type { FilterSelection } from '../../../machines/content/article-filter.machine.ts';
import { FILTER_FACETS } from '../../domain/filter-facets.ts';

/**
 * Where content lives in the site (route table: articles, article). Type imports and the facets' own
 * module only: cards on the home page use it, so it must not pull the filter machine into the home chunk.
 */
export const ARTICLES_PATH = '/articles';

export function articlePath(uid: string): string {
  return `/article/${encodeURIComponent(uid)}`;
}

/**
 * '?categories=a&tags=b' for a selection, or '' when nothing is selected (the plain list URL); arrays
 * as repeated keys like the API (docs/product.md#calls).
 */
export function filterSearch(selection: Partial<FilterSelection>): string {
  const search = new URLSearchParams();
  for (const facet of FILTER_FACETS) for (const uid of selection[facet] ?? []) search.append(facet, uid);
  const query = search.toString();
  return query === '' ? '' : `?${query}`;
}

/** The list filtered by a selection, e.g. the articles of one category. */
export function articlesPath(selection: Partial<FilterSelection> = {}): string {
  return `${ARTICLES_PATH}${filterSearch(selection)}`;
}
