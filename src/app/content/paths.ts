import type { FilterFacet, FilterSelection } from '../../../machines/content/article-filter.machine.ts';

/**
 * Where content lives in the site (route table: articles, article). Type imports only: cards on the
 * home page use it, so it must not pull the filter machine into the home chunk.
 */
export const ARTICLES_PATH = '/articles';

export function articlePath(uid: string): string {
  return `/article/${encodeURIComponent(uid)}`;
}

/** The filter's facets in their URL order; `satisfies` fails the type check if the machine gains one. */
const URL_FACETS = Object.keys({ categories: true, authors: true, tags: true } satisfies Record<FilterFacet, true>) as FilterFacet[];

/**
 * '?categories=a&tags=b' for a selection, or '' when nothing is selected (the plain list URL); arrays
 * as repeated keys like the API (docs/product.md#calls).
 */
export function filterSearch(selection: Partial<FilterSelection>): string {
  const search = new URLSearchParams();
  for (const facet of URL_FACETS) for (const uid of selection[facet] ?? []) search.append(facet, uid);
  const query = search.toString();
  return query === '' ? '' : `?${query}`;
}

/** The list filtered by a selection, e.g. the articles of one category. */
export function articlesPath(selection: Partial<FilterSelection> = {}): string {
  return `${ARTICLES_PATH}${filterSearch(selection)}`;
}
