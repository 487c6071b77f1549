import type { z } from 'zod';
import type {
  Article,
  ArticleSummary,
  Author,
  Category,
  Media,
  PageContent,
  Tag,
  articleQuerySchema,
  limitQuerySchema,
  mediaQuerySchema,
} from '../../../src/domain/content.ts';
import { PAGE_SIZE, type Paged } from '../../../src/domain/page.ts';
import { fr } from '../../../src/i18n/fr/index.ts';
import type { Database } from '../../db/database.ts';
import { notFound, validationFailed } from '../../http/errors.ts';
import {
  articleSorts,
  currentSlugOf,
  findArticle,
  findArticles,
  findRelatedArticles,
  type ArticleFilter,
  type ArticleSortName,
} from './article-repository.ts';
import {
  authorSort,
  categorySort,
  findAuthor,
  findAuthors,
  findCategories,
  findCategory,
  findPage,
  findPages,
  findTag,
  findTags,
  pageSort,
  tagSort,
  type ListWindow,
  type PageSummaryRow,
} from './catalog-repository.ts';
import type { SortOrder } from './cursor.ts';
import { positionOf, toPage, type KeysetSort, type Position } from './keyset.ts';
import { toArticle, toArticleSummary, toAuthor, toMedia, type ReaderAccess } from './content-view.ts';
import { findMedia, findMediaItem, mediaSorts, type MediaSortName } from './media-repository.ts';

/** What the content endpoints answer, from validated queries (the routes parse and serialise). */

export type ArticleQuery = z.output<typeof articleQuerySchema>;
export type MediaQuery = z.output<typeof mediaQuerySchema>;
export type LimitQuery = z.output<typeof limitQuerySchema>;

/** Related articles shown under an article when the caller does not say how many. */
export const RELATED_DEFAULT = 4;
const MIME_TYPE = /^[a-z]+\/(?:\*|[a-z0-9][a-z0-9.+-]*)$/i;

/** Default direction of each sort: newest first for dates, A→Z / menu order otherwise. */
function defaultOrder(sort: string): SortOrder {
  return sort === 'date' ? 'desc' : 'asc';
}

/** The position a cursor stands for, or the docs/product.md#errors 400 with a violation on `cursor`. */
function startAfter<Row>(sort: KeysetSort<Row>, order: SortOrder, cursor: string | undefined): Position | null {
  if (cursor === undefined) return null;
  const position = positionOf(sort, order, cursor);
  if (position === null) {
    throw validationFailed([{ property: 'cursor', message: fr.contentServer.invalidCursor, type: 'invalid' }]);
  }
  return position;
}

/** The single and plural forms of a filter mean the same thing: any of them (author ∪ authors). */
function anyOf(one: string | undefined, many: readonly string[] | undefined): string[] | undefined {
  const all = [...(one === undefined ? [] : [one]), ...(many ?? [])];
  return all.length === 0 ? undefined : [...new Set(all)];
}

function articleFilterOf(query: ArticleQuery): ArticleFilter {
  const filter: ArticleFilter = {};
  const ids = anyOf(undefined, query.ids);
  const authors = anyOf(query.author, query.authors);
  const categories = anyOf(query.category, query.categories);
  const tags = anyOf(query.tag, query.tags);
  if (ids) filter.ids = ids;
  if (authors) filter.authors = authors;
  if (categories) filter.categories = categories;
  if (tags) filter.tags = tags;
  return filter;
}

export async function listArticles(db: Database, query: ArticleQuery): Promise<Paged<ArticleSummary>> {
  const sortName: ArticleSortName = query.sort ?? 'date';
  const order = query.order ?? defaultOrder(sortName);
  const sort = articleSorts[sortName];
  const limit = query.length ?? PAGE_SIZE;
  const rows = await findArticles(db, {
    filter: articleFilterOf(query),
    sort: sortName,
    order,
    after: startAfter(sort, order, query.cursor),
    take: limit + 1,
  });
  return toPage(rows, limit, sort, order, toArticleSummary);
}

/** Thrown for an article's former slug (decision 0046): the route answers 301 to `slug`. */
export class ArticleMoved extends Error {
  constructor(readonly slug: string) {
    super(`article moved to ${slug}`);
  }
}

export async function getArticle(db: Database, uid: string, access: ReaderAccess): Promise<Article> {
  const row = await findArticle(db, uid);
  if (row === undefined) {
    const slug = await currentSlugOf(db, uid);
    if (slug !== null) throw new ArticleMoved(slug);
    throw notFound();
  }
  return toArticle(row, access);
}

/** One page (no cursor): the closest articles, as a list answer without a next page. */
export async function listRelatedArticles(db: Database, uid: string, length: number | undefined): Promise<Paged<ArticleSummary>> {
  const rows = await findRelatedArticles(db, uid, length ?? RELATED_DEFAULT);
  if (rows === undefined) throw notFound();
  return { payload: rows.map(toArticleSummary), page: { hasNextPage: false, endCursor: null } };
}

export async function listMedia(db: Database, query: MediaQuery): Promise<Paged<Media>> {
  if (query.mimeType !== undefined && !MIME_TYPE.test(query.mimeType)) {
    throw validationFailed([{ property: 'mimeType', message: fr.contentServer.invalidMimeType, type: 'invalid' }]);
  }
  const sortName: MediaSortName = query.sort ?? 'date';
  const order = query.order ?? defaultOrder(sortName);
  const sort = mediaSorts[sortName];
  const limit = query.length ?? PAGE_SIZE;
  const rows = await findMedia(db, {
    filter: { ...articleFilterOf(query), ...(query.mimeType === undefined ? {} : { mimeType: query.mimeType.toLowerCase() }) },
    sort: sortName,
    order,
    after: startAfter(sort, order, query.cursor),
    take: limit + 1,
  });
  return toPage(rows, limit, sort, order, toMedia);
}

export async function getMedia(db: Database, uid: string): Promise<Media> {
  const row = await findMediaItem(db, uid);
  if (row === undefined) throw notFound();
  return toMedia(row);
}

/** Author, category, tag and page lists read A→Z, `length` at a time (docs/product.md#entities: limit only). */
function windowOf<Row>(sort: KeysetSort<Row>, query: LimitQuery): ListWindow & { limit: number } {
  const limit = query.length ?? PAGE_SIZE;
  return { after: startAfter(sort, 'asc', query.cursor), take: limit + 1, limit };
}

export async function listAuthors(db: Database, query: LimitQuery): Promise<Paged<Author>> {
  const window = windowOf(authorSort, query);
  return toPage(await findAuthors(db, window), window.limit, authorSort, 'asc', toAuthor);
}

export async function getAuthor(db: Database, uid: string): Promise<Author> {
  const row = await findAuthor(db, uid);
  if (row === undefined) throw notFound();
  return toAuthor(row);
}

const toCategory = ({ uid, name, description }: Category): Category => ({ uid, name, description });
const toTag = ({ uid, name }: Tag): Tag => ({ uid, name });

export async function listCategories(db: Database, query: LimitQuery): Promise<Paged<Category>> {
  const window = windowOf(categorySort, query);
  return toPage(await findCategories(db, window), window.limit, categorySort, 'asc', toCategory);
}

export async function getCategory(db: Database, uid: string): Promise<Category> {
  const row = await findCategory(db, uid);
  if (row === undefined) throw notFound();
  return toCategory(row);
}

export async function listTags(db: Database, query: LimitQuery): Promise<Paged<Tag>> {
  const window = windowOf(tagSort, query);
  return toPage(await findTags(db, window), window.limit, tagSort, 'asc', toTag);
}

export async function getTag(db: Database, uid: string): Promise<Tag> {
  const row = await findTag(db, uid);
  if (row === undefined) throw notFound();
  return toTag(row);
}

const toPageSummary = (row: PageSummaryRow): Omit<PageContent, 'content'> => ({
  uid: row.uid,
  title: row.title,
  description: row.description,
  modified: row.modified.toISOString(),
});

export async function listPages(db: Database, query: LimitQuery): Promise<Paged<Omit<PageContent, 'content'>>> {
  const window = windowOf(pageSort, query);
  return toPage(await findPages(db, window), window.limit, pageSort, 'asc', toPageSummary);
}

export async function getPage(db: Database, uid: string): Promise<PageContent> {
  const row = await findPage(db, uid);
  if (row === undefined) throw notFound();
  return { ...toPageSummary(row), content: row.content };
}
