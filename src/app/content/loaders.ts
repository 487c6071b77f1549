import type { FilterOptions } from '../../../machines/content/article-filter.machine.ts';
import {
  getArticle,
  getPage,
  listAllAuthors,
  listAllCategories,
  listAllTags,
  listArticles,
  listRelatedArticles,
} from '../../api/content.ts';
import { isApiError } from '../../api/errors.ts';
import type { HttpClient } from '../../api/http-client.ts';
import type { ArticleSummary } from '../../domain/content.ts';
import type { Paged } from '../../domain/page.ts';
import type { LoadArgs } from '../route-types.ts';
import { articleQuery, selectionFromSearch } from './filter-url.ts';
import { ARTICLES_PATH } from './paths.ts';
import { RouteFailure, RouteRedirect } from '../router/resolve.ts';
import type { ArticleData, ArticlesData, HomeData, PageData } from './use-route-data.ts';

/**
 * Route loaders of the content pages (docs/product.md#routes). They run on the server for the first render (with the
 * API client of the request, which carries the reader's session) and in the browser on
 * navigation. Loaded lazily by the route table: the API client and its schemas stay out of the
 * entry bundle.
 */

/** Articles on the home strip. */
export const HOME_LATEST_COUNT = 3;
/** Related articles under an article. */
export const RELATED_COUNT = 3;

const EMPTY_PAGE: Paged<ArticleSummary> = { payload: [], page: { hasNextPage: false, endCursor: null } };

/** A missing article or page is the 404 screen (docs/product.md#routes), not a server error. */
function notFoundAs404(error: unknown): never {
  // A malformed uid in the address (the API answers 400) is a page that does not exist, not a fault.
  if (isApiError(error) && (error.kind === 'not-found' || error.kind === 'invalid-argument')) throw new RouteFailure(404);
  throw error;
}

/** Home: the latest articles. The home page must show even when the content cannot be read. */
export async function loadHome({ context, signal }: LoadArgs): Promise<HomeData> {
  try {
    const api = await context.api();
    const latest = await listArticles(api, { sort: 'date', order: 'desc', length: HOME_LATEST_COUNT }, { signal });
    return { latest: latest.payload };
  } catch (error) {
    if (signal.aborted) throw error;
    return { latest: [] };
  }
}

/**
 * The filter options change rarely: a browser tab reads them once (one API client per tab);
 * on the server each request has its own client, so nothing is shared between readers.
 */
const optionsCache = new WeakMap<HttpClient, Promise<FilterOptions>>();

function filterOptions(api: HttpClient): Promise<FilterOptions> {
  let options = optionsCache.get(api);
  if (!options) {
    options = Promise.all([listAllCategories(api), listAllAuthors(api), listAllTags(api)]).then(([categories, authors, tags]) => ({
      categories: categories.map(({ uid, name }) => ({ uid, name })),
      authors: authors.map(({ uid, name }) => ({ uid, name })),
      tags: tags.map(({ uid, name }) => ({ uid, name })),
    }));
    optionsCache.set(api, options);
    // A failure is not remembered: the next navigation tries again.
    options.catch(() => optionsCache.delete(api));
  }
  return options;
}

/** /articles: the first page for the filters in the URL, and what the filter panel offers. */
export async function loadArticles({ url, context, signal }: LoadArgs): Promise<ArticlesData> {
  const api = await context.api();
  const selection = selectionFromSearch(url.searchParams);
  const [firstPage, options] = await Promise.all([
    listArticles(api, articleQuery(selection), { signal }).catch((error: unknown) => {
      // A shared link may name a filter value the server no longer knows: nothing matches it.
      if (isApiError(error) && (error.kind === 'invalid-argument' || error.kind === 'not-found')) return EMPTY_PAGE;
      throw error;
    }),
    filterOptions(api),
  ]);
  return { selection, options, firstPage };
}

/** /article/:uid: the article (full or teaser, the server decides) and related articles. */
export async function loadArticle({ params, context, signal }: LoadArgs): Promise<ArticleData> {
  const uid = params.uid;
  if (!uid) throw new RouteFailure(404);
  const api = await context.api();
  const [article, related] = await Promise.all([
    getArticle(api, uid, { signal }).catch(notFoundAs404),
    // Related articles are a bonus: the article shows without them.
    listRelatedArticles(api, uid, { signal, length: RELATED_COUNT }).then(
      (page) => page.payload.slice(0, RELATED_COUNT),
      () => [],
    ),
  ]);
  return { article, related, signedIn: context.auth() !== null };
}

/** /about, /terms-of-service: an editorial page. */
export async function loadPage(uid: string, { context, signal }: LoadArgs): Promise<PageData> {
  const api = await context.api();
  const page = await getPage(api, uid, { signal }).catch(notFoundAs404);
  return { page };
}

/** /article without an uid: the list of articles. */
export function redirectToArticles(): never {
  throw new RouteRedirect(ARTICLES_PATH, 301);
}
