import type { z } from 'zod';
import {
  articleListSchema,
  articleQuerySchema,
  articleSchema,
  authorListSchema,
  categoryListSchema,
  pageContentSchema,
  tagListSchema,
  type Article,
  type ArticleSummary,
  type Author,
  type Category,
  type PageContent,
  type Tag,
} from '../domain/content.ts';
import type { Paged } from '../domain/page.ts';
import type { HttpClient } from './http-client.ts';
import type { Params } from './query.ts';

/** Client calls of docs/product.md#calls /content/*, each answer checked against the contract of src/domain/content.ts. */

/** The article filter (docs/product.md#entities) as the client builds it: lists are arrays, `length` a number. */
export type ArticleListQuery = Partial<z.output<typeof articleQuerySchema>>;

interface CallOptions {
  signal?: AbortSignal;
}

/** GET /content/articles: docs/product.md#entities filter, sort and cursor; arrays go as repeated keys, limit as `length`. */
export function listArticles(client: HttpClient, query: ArticleListQuery = {}, options: CallOptions = {}): Promise<Paged<ArticleSummary>> {
  return client.request({ path: '/content/articles', params: query satisfies Params, schema: articleListSchema, signal: options.signal });
}

/** GET /content/articles/{uid}: the full text for a signed-in reader, the teaser otherwise (`restricted`). */
export function getArticle(client: HttpClient, uid: string, options: CallOptions = {}): Promise<Article> {
  return client.request({ path: '/content/articles/{uid}', params: { uid }, schema: articleSchema, signal: options.signal });
}

/** GET /content/articles/related/{uid}: articles close to this one (first page). */
export function listRelatedArticles(
  client: HttpClient,
  uid: string,
  options: CallOptions & { length?: number } = {},
): Promise<Paged<ArticleSummary>> {
  return client.request({
    path: '/content/articles/related/{uid}',
    params: { uid, length: options.length },
    schema: articleListSchema,
    signal: options.signal,
  });
}

/** GET /content/pages/{uid}: an editorial page (about, terms of service). */
export function getPage(client: HttpClient, uid: string, options: CallOptions = {}): Promise<PageContent> {
  return client.request({ path: '/content/pages/{uid}', params: { uid }, schema: pageContentSchema, signal: options.signal });
}

/** Lists of docs/product.md#entities "limit only" filters answer 10 at most per page: a facet is read page by page. */
const MAX_FACET_PAGES = 10;

async function listAll<T>(fetchPage: (cursor: string | undefined) => Promise<Paged<T>>): Promise<T[]> {
  const items: T[] = [];
  let cursor: string | undefined;
  // docs/product.md#states: the next page is requested while hasNextPage is true and an end cursor exists.
  for (let page = 0; page < MAX_FACET_PAGES; page += 1) {
    const answer = await fetchPage(cursor);
    items.push(...answer.payload);
    if (!answer.page.hasNextPage || answer.page.endCursor === null) break;
    cursor = answer.page.endCursor;
  }
  return items;
}

/** Every category (GET /content/categories, followed page by page). */
export function listAllCategories(client: HttpClient, options: CallOptions = {}): Promise<Category[]> {
  return listAll((cursor) =>
    client.request({ path: '/content/categories', params: { cursor }, schema: categoryListSchema, signal: options.signal }),
  );
}

/** Every author (GET /content/authors, followed page by page). */
export function listAllAuthors(client: HttpClient, options: CallOptions = {}): Promise<Author[]> {
  return listAll((cursor) =>
    client.request({ path: '/content/authors', params: { cursor }, schema: authorListSchema, signal: options.signal }),
  );
}

/** Every tag (GET /content/tags, followed page by page). */
export function listAllTags(client: HttpClient, options: CallOptions = {}): Promise<Tag[]> {
  return listAll((cursor) => client.request({ path: '/content/tags', params: { cursor }, schema: tagListSchema, signal: options.signal }));
}
