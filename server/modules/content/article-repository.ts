import type { SelectedFields } from 'drizzle-orm/pg-core';
import { aliasedTable, and, asc, desc, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import {
  contentArticleCategories,
  contentArticles,
  contentArticleSlugs,
  contentArticleTags,
  contentAuthors,
  contentCategories,
  contentMedia,
  contentTags,
} from '../../db/schema/index.ts';
import type { ArticleVisibility } from '../../../src/domain/staff-articles.ts';
import type { SortOrder } from './cursor.ts';
import { after, orderBy, type KeysetSort, type Position } from './keyset.ts';

/** Article filter (docs/product.md#entities), with the single and plural forms already merged (author ∪ authors…). */
export interface ArticleFilter {
  ids?: readonly string[];
  authors?: readonly string[];
  categories?: readonly string[];
  tags?: readonly string[];
}

export interface Named {
  uid: string;
  name: string;
}

export interface ImageRow {
  url: string;
  alt: string;
  width: number | null;
  height: number | null;
}

/** What a list shows of an article: no teaser, no body. */
export interface ArticleListRow {
  uid: string;
  title: string;
  excerpt: string;
  date: Date;
  menuOrder: number;
  readingMinutes: number;
  authorUid: string;
  authorName: string;
  avatar: ImageRow | null;
  mainImage: ImageRow;
  categories: Named[];
  tags: Named[];
}

export interface ArticleRow extends ArticleListRow {
  teaser: string;
  body: string;
  visibility: ArticleVisibility;
  modified: Date;
  seoTitle: string | null;
  seoDescription: string | null;
  canonicalUrl: string | null;
  /** The social image's address (the article's `socialImageUid`), for the page's head. */
  socialImageUrl: string | null;
}

/** Readers see published articles only (docs/product.md#publishing): drafts, schedules and unpublished ones are 404. */
const isPublished = eq(contentArticles.status, 'published');

export const articleSorts = {
  date: {
    name: 'date',
    parts: [{ column: contentArticles.date, type: 'instant', read: (row) => row.date }],
    uid: contentArticles.uid,
  },
  menu: {
    name: 'menu',
    parts: [{ column: contentArticles.menuOrder, type: 'int', read: (row) => row.menuOrder }],
    uid: contentArticles.uid,
  },
  // By author (slug, i.e. the name in lower-case ASCII), then publication date.
  author: {
    name: 'author',
    parts: [
      { column: contentArticles.authorUid, type: 'text', read: (row) => row.authorUid },
      { column: contentArticles.date, type: 'instant', read: (row) => row.date },
    ],
    uid: contentArticles.uid,
  },
} as const satisfies Record<string, KeysetSort<ArticleListRow>>;
export type ArticleSortName = keyof typeof articleSorts;

const mainImage = aliasedTable(contentMedia, 'main_image');
const avatar = aliasedTable(contentMedia, 'avatar');

const imageColumns = (table: typeof contentMedia) => ({
  url: table.url,
  alt: table.alt,
  width: table.width,
  height: table.height,
});

// Categories and tags of each row as JSON, in the article's own order; computed only for the
// rows the LIMIT keeps.
const categoriesJson = sql<Named[]>`(
  select coalesce(json_agg(json_build_object('uid', c.uid, 'name', c.name) order by ac.position), '[]'::json)
  from ${contentArticleCategories} ac join ${contentCategories} c on c.uid = ac.category_uid
  where ac.article_uid = ${contentArticles.uid})`;
const tagsJson = sql<Named[]>`(
  select coalesce(json_agg(json_build_object('uid', t.uid, 'name', t.name) order by at.position), '[]'::json)
  from ${contentArticleTags} at join ${contentTags} t on t.uid = at.tag_uid
  where at.article_uid = ${contentArticles.uid})`;

const listColumns = {
  uid: contentArticles.uid,
  title: contentArticles.title,
  excerpt: contentArticles.excerpt,
  date: contentArticles.date,
  menuOrder: contentArticles.menuOrder,
  readingMinutes: contentArticles.readingMinutes,
  authorUid: contentArticles.authorUid,
  authorName: contentAuthors.name,
  // A left-joined nested object is null when the author has no avatar.
  avatar: imageColumns(avatar),
  mainImage: imageColumns(mainImage),
  categories: categoriesJson,
  tags: tagsJson,
};

function selectList<T extends SelectedFields>(db: Database, extra: T) {
  return db
    .select({ ...listColumns, ...extra })
    .from(contentArticles)
    .innerJoin(contentAuthors, eq(contentAuthors.uid, contentArticles.authorUid))
    .innerJoin(mainImage, eq(mainImage.uid, contentArticles.mainImageUid))
    .leftJoin(avatar, eq(avatar.uid, contentAuthors.avatarUid));
}

function hasCategory(categories: readonly string[]): SQL {
  return sql`exists (select 1 from ${contentArticleCategories} where ${contentArticleCategories.articleUid} = ${contentArticles.uid} and ${inArray(contentArticleCategories.categoryUid, [...categories])})`;
}

function hasTag(tags: readonly string[]): SQL {
  return sql`exists (select 1 from ${contentArticleTags} where ${contentArticleTags.articleUid} = ${contentArticles.uid} and ${inArray(contentArticleTags.tagUid, [...tags])})`;
}

function filterConditions(filter: ArticleFilter): SQL[] {
  const conditions: SQL[] = [isPublished];
  if (filter.ids?.length) conditions.push(inArray(contentArticles.uid, [...filter.ids]));
  if (filter.authors?.length) conditions.push(inArray(contentArticles.authorUid, [...filter.authors]));
  if (filter.categories?.length) conditions.push(hasCategory(filter.categories));
  if (filter.tags?.length) conditions.push(hasTag(filter.tags));
  return conditions;
}

export interface ArticlePageQuery {
  filter: ArticleFilter;
  sort: ArticleSortName;
  order: SortOrder;
  after: Position | null;
  /** Rows to read: the page size plus one (to know whether a next page exists). */
  take: number;
}

/** The query of one page, not yet run (the benchmark EXPLAINs it). */
export function articlePageQuery(db: Database, query: ArticlePageQuery) {
  const sort = articleSorts[query.sort];
  const conditions = filterConditions(query.filter);
  if (query.after) conditions.push(after(sort, query.order, query.after));
  return selectList(db, {})
    .where(and(...conditions))
    .orderBy(...orderBy(sort, query.order))
    .limit(query.take);
}

export async function findArticles(db: Database, query: ArticlePageQuery): Promise<ArticleListRow[]> {
  return articlePageQuery(db, query);
}

export async function findArticle(db: Database, uid: string): Promise<ArticleRow | undefined> {
  const [row] = await selectList(db, {
    teaser: contentArticles.teaser,
    body: contentArticles.body,
    visibility: contentArticles.visibility,
    modified: contentArticles.modified,
    seoTitle: contentArticles.seoTitle,
    seoDescription: contentArticles.seoDescription,
    canonicalUrl: contentArticles.canonicalUrl,
    socialImageUrl: sql<
      string | null
    >`(select ${contentMedia.url} from ${contentMedia} where ${contentMedia.uid} = ${contentArticles.socialImageUid})`,
  })
    .where(and(eq(contentArticles.uid, uid), isPublished))
    .limit(1);
  return row;
}

/**
 * Articles sharing a category or a tag with `uid`, most recent first; undefined when `uid` is not
 * an article (404), [] when nothing is related.
 */
export async function findRelatedArticles(db: Database, uid: string, take: number): Promise<ArticleListRow[] | undefined> {
  const [article] = await db
    .select({ uid: contentArticles.uid })
    .from(contentArticles)
    .where(and(eq(contentArticles.uid, uid), isPublished));
  if (article === undefined) return undefined;
  const sharesCategory = sql`exists (select 1 from ${contentArticleCategories} mine join ${contentArticleCategories} theirs on theirs.category_uid = mine.category_uid
        where mine.article_uid = ${uid} and theirs.article_uid = ${contentArticles.uid})`;
  const sharesTag = sql`exists (select 1 from ${contentArticleTags} mine join ${contentArticleTags} theirs on theirs.tag_uid = mine.tag_uid
        where mine.article_uid = ${uid} and theirs.article_uid = ${contentArticles.uid})`;
  const rows = await selectList(db, {})
    .where(and(isPublished, ne(contentArticles.uid, uid), or(sharesCategory, sharesTag)))
    .orderBy(desc(contentArticles.date), desc(contentArticles.uid))
    .limit(take);
  return rows;
}

/** Every published article's address data, newest first (sitemap.xml; decision 0047: whatever its visibility, its page is public). */
export async function listArticleLocations(db: Database): Promise<{ uid: string; modified: Date }[]> {
  return db
    .select({ uid: contentArticles.uid, modified: contentArticles.modified })
    .from(contentArticles)
    .where(isPublished)
    .orderBy(desc(contentArticles.date), asc(contentArticles.uid));
}

/** The current slug of the article a former slug stood for, when it is published (decision 0046: answered 301). */
export async function currentSlugOf(db: Database, oldSlug: string): Promise<string | null> {
  const [row] = await db
    .select({ slug: contentArticles.uid })
    .from(contentArticleSlugs)
    .innerJoin(contentArticles, eq(contentArticles.id, contentArticleSlugs.articleId))
    .where(and(eq(contentArticleSlugs.slug, oldSlug), isPublished));
  return row?.slug ?? null;
}
