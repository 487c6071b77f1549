import type { RouteHead } from '../route-types.ts';

/**
 * Head tags from the content loaders' data (server-written <head>, client document title).
 * Kept free of zod and of the API client: the route table, in the entry bundle, imports it.
 */

function field(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** An article's page: its title, its excerpt and its main image (Open Graph). */
export function articleHead(data: unknown): RouteHead {
  const article = field(data, 'article');
  return {
    title: text(field(article, 'title')),
    description: text(field(article, 'excerpt')),
    image: text(field(field(article, 'mainImage'), 'url')),
    type: 'article',
  };
}

/** An editorial page: its description (the title stays the route's, as in the breadcrumbs). */
export function pageHead(data: unknown): RouteHead {
  return { description: text(field(field(data, 'page'), 'description')) };
}
