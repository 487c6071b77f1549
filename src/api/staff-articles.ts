import {
  staffArticleListSchema,
  staffArticleSchema,
  type ArticleSave,
  type StaffArticle,
  type StaffArticleQuery,
  type StaffArticleSummary,
} from '../domain/staff-articles.ts';
import type { Paged } from '../domain/page.ts';
import type { ArticleCreate } from '../domain/staff-articles.ts';
import type { HttpClient } from './http-client.ts';

/** The editors' calls (docs/api.md#staff-articles): bearer with role editor or admin. */

interface CallOptions {
  signal?: AbortSignal;
}

export type ArticleLifecycleAction = 'publish' | 'schedule' | 'unschedule' | 'unpublish';

/** GET /api/staff/articles: last change first, keyset paging. */
export function listStaffArticles(
  client: HttpClient,
  query: StaffArticleQuery,
  options: CallOptions = {},
): Promise<Paged<StaffArticleSummary>> {
  const params: Record<string, string> = {};
  if (query.status) params.status = query.status;
  if (query.q) params.q = query.q;
  if (query.length) params.length = String(query.length);
  if (query.cursor) params.cursor = query.cursor;
  return client.request({ path: '/staff/articles', params, schema: staffArticleListSchema, signal: options.signal });
}

/** GET /api/staff/articles/{id}: the working copy. */
export function getStaffArticle(client: HttpClient, id: string, options: CallOptions = {}): Promise<StaffArticle> {
  return client.request({ path: '/staff/articles/{id}', params: { id }, schema: staffArticleSchema, signal: options.signal });
}

/** POST /api/staff/articles: a new draft (201). */
export function createStaffArticle(client: HttpClient, body: ArticleCreate, options: CallOptions = {}): Promise<StaffArticle> {
  return client.request({
    path: '/staff/articles',
    method: 'POST',
    body,
    expectedStatus: 201,
    schema: staffArticleSchema,
    signal: options.signal,
  });
}

/** PUT /api/staff/articles/{id}: 409 `stale_version` when `version` is not the article's. */
export function saveStaffArticle(client: HttpClient, id: string, body: ArticleSave, options: CallOptions = {}): Promise<StaffArticle> {
  return client.request({
    path: '/staff/articles/{id}',
    params: { id },
    method: 'PUT',
    body,
    schema: staffArticleSchema,
    signal: options.signal,
  });
}

/** POST /api/staff/articles/{id}/{action}: `at` (ISO 8601 with offset) for a schedule, and the version the editor shows. */
export function changeStaffArticleStatus(
  client: HttpClient,
  id: string,
  action: ArticleLifecycleAction,
  at: string | null,
  version: number,
  options: CallOptions = {},
): Promise<StaffArticle> {
  return client.request({
    path: `/staff/articles/{id}/${action}`,
    params: { id },
    method: 'POST',
    // The version shown: a newer save by someone else answers 409 instead of going out unseen.
    body: action === 'schedule' ? { at, version } : { version },
    schema: staffArticleSchema,
    signal: options.signal,
  });
}
