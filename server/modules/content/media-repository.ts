import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { contentArticleCategories, contentArticles, contentArticleTags, contentMedia } from '../../db/schema/index.ts';
import type { ArticleFilter } from './article-repository.ts';
import type { SortOrder } from './cursor.ts';
import { after, orderBy, type KeysetSort, type Position } from './keyset.ts';

/**
 * Media filter (docs/product.md#entities): the article filter plus mimeType. ids and authors apply to the media
 * themselves; categories and tags select the pictures of the articles filed under them.
 */
export interface MediaFilter extends ArticleFilter {
  /** An exact type (image/svg+xml) or a whole family (image/*). */
  mimeType?: string;
}

export type MediaRow = typeof contentMedia.$inferSelect;

// Media without an author sort as '' (first in ascending order), as the index does.
const authorKey = sql<string>`coalesce(${contentMedia.authorUid}, '')`;

export const mediaSorts = {
  date: {
    name: 'date',
    parts: [{ column: contentMedia.date, type: 'instant', read: (row) => row.date }],
    uid: contentMedia.uid,
  },
  author: {
    name: 'author',
    parts: [
      { column: authorKey, type: 'text', read: (row) => row.authorUid ?? '' },
      { column: contentMedia.date, type: 'instant', read: (row) => row.date },
    ],
    uid: contentMedia.uid,
  },
} as const satisfies Record<string, KeysetSort<MediaRow>>;
export type MediaSortName = keyof typeof mediaSorts;

function illustrates(condition: SQL): SQL {
  return sql`exists (select 1 from ${contentArticles} where ${contentArticles.mainImageUid} = ${contentMedia.uid} and ${condition})`;
}

function filterConditions(filter: MediaFilter): SQL[] {
  const conditions: SQL[] = [];
  if (filter.ids?.length) conditions.push(inArray(contentMedia.uid, [...filter.ids]));
  if (filter.authors?.length) conditions.push(inArray(contentMedia.authorUid, [...filter.authors]));
  if (filter.mimeType !== undefined) {
    conditions.push(
      filter.mimeType.endsWith('/*')
        ? sql`starts_with(${contentMedia.mimeType}, ${filter.mimeType.slice(0, -1)})`
        : eq(contentMedia.mimeType, filter.mimeType),
    );
  }
  if (filter.categories?.length) {
    conditions.push(
      illustrates(
        sql`exists (select 1 from ${contentArticleCategories} where ${contentArticleCategories.articleUid} = ${contentArticles.uid} and ${inArray(contentArticleCategories.categoryUid, [...filter.categories])})`,
      ),
    );
  }
  if (filter.tags?.length) {
    conditions.push(
      illustrates(
        sql`exists (select 1 from ${contentArticleTags} where ${contentArticleTags.articleUid} = ${contentArticles.uid} and ${inArray(contentArticleTags.tagUid, [...filter.tags])})`,
      ),
    );
  }
  return conditions;
}

export interface MediaPageQuery {
  filter: MediaFilter;
  sort: MediaSortName;
  order: SortOrder;
  after: Position | null;
  take: number;
}

export function findMedia(db: Database, query: MediaPageQuery): Promise<MediaRow[]> {
  const sort = mediaSorts[query.sort];
  const conditions = filterConditions(query.filter);
  if (query.after) conditions.push(after(sort, query.order, query.after));
  return db
    .select()
    .from(contentMedia)
    .where(and(...conditions))
    .orderBy(...orderBy(sort, query.order))
    .limit(query.take);
}

export async function findMediaItem(db: Database, uid: string): Promise<MediaRow | undefined> {
  const [row] = await db.select().from(contentMedia).where(eq(contentMedia.uid, uid));
  return row;
}
