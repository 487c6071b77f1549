/**
 * The article list's filter facets, in their URL order (docs/product.md#entities filter keys). A
 * module of its own, with no import: the home page's cards build filter links from it without the
 * filter machine or the schemas.
 */
export const FILTER_FACETS = ['categories', 'authors', 'tags'] as const;
export type FilterFacet = (typeof FILTER_FACETS)[number];
