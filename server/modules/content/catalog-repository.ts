import { aliasedTable, and, asc, eq, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { contentAuthors, contentCategories, contentMedia, contentPages, contentTags } from '../../db/schema/index.ts';
import type { SortOrder } from './cursor.ts';
import { after, orderBy, type KeysetSort, type Position } from './keyset.ts';

/**
 * Authors, categories, tags and pages: small lists read by name (authors, categories, tags) or by
 * uid (pages), with the same keyset paging as articles (docs/product.md#entities: limit only).
 */

export interface ListWindow {
  after: Position | null;
  take: number;
}

const ASC: SortOrder = 'asc';

export const authorSort = {
  name: 'name',
  parts: [{ column: contentAuthors.sortName, type: 'text', read: (row) => row.sortName }],
  uid: contentAuthors.uid,
} as const satisfies KeysetSort<{ sortName: string }>;

export const categorySort = {
  name: 'name',
  parts: [{ column: contentCategories.sortName, type: 'text', read: (row) => row.sortName }],
  uid: contentCategories.uid,
} as const satisfies KeysetSort<{ sortName: string }>;

export const tagSort = {
  name: 'name',
  parts: [{ column: contentTags.sortName, type: 'text', read: (row) => row.sortName }],
  uid: contentTags.uid,
} as const satisfies KeysetSort<{ sortName: string }>;

export const pageSort = { name: 'uid', parts: [], uid: contentPages.uid } as const satisfies KeysetSort<{ uid: string }>;

const avatar = aliasedTable(contentMedia, 'avatar');
const authorColumns = {
  uid: contentAuthors.uid,
  name: contentAuthors.name,
  sortName: contentAuthors.sortName,
  bio: contentAuthors.bio,
  avatar: { url: avatar.url, alt: avatar.alt, width: avatar.width, height: avatar.height },
};

function selectAuthors(db: Database) {
  return db.select(authorColumns).from(contentAuthors).leftJoin(avatar, eq(avatar.uid, contentAuthors.avatarUid));
}
export type AuthorRow = Awaited<ReturnType<typeof selectAuthors>>[number];

function windowed(sort: KeysetSort<never>, window: ListWindow, where?: SQL): SQL | undefined {
  return and(where, window.after ? after(sort, ASC, window.after) : undefined);
}

export function findAuthors(db: Database, window: ListWindow): Promise<AuthorRow[]> {
  return selectAuthors(db)
    .where(windowed(authorSort, window))
    .orderBy(...orderBy(authorSort, ASC))
    .limit(window.take);
}

export async function findAuthor(db: Database, uid: string): Promise<AuthorRow | undefined> {
  const [row] = await selectAuthors(db).where(eq(contentAuthors.uid, uid));
  return row;
}

const categoryColumns = {
  uid: contentCategories.uid,
  name: contentCategories.name,
  sortName: contentCategories.sortName,
  description: contentCategories.description,
};
export type CategoryRow = { uid: string; name: string; sortName: string; description: string };

export function findCategories(db: Database, window: ListWindow): Promise<CategoryRow[]> {
  return db
    .select(categoryColumns)
    .from(contentCategories)
    .where(windowed(categorySort, window))
    .orderBy(...orderBy(categorySort, ASC))
    .limit(window.take);
}

export async function findCategory(db: Database, uid: string): Promise<CategoryRow | undefined> {
  const [row] = await db.select(categoryColumns).from(contentCategories).where(eq(contentCategories.uid, uid));
  return row;
}

const tagColumns = { uid: contentTags.uid, name: contentTags.name, sortName: contentTags.sortName };
export type TagRow = { uid: string; name: string; sortName: string };

export function findTags(db: Database, window: ListWindow): Promise<TagRow[]> {
  return db
    .select(tagColumns)
    .from(contentTags)
    .where(windowed(tagSort, window))
    .orderBy(...orderBy(tagSort, ASC))
    .limit(window.take);
}

export async function findTag(db: Database, uid: string): Promise<TagRow | undefined> {
  const [row] = await db.select(tagColumns).from(contentTags).where(eq(contentTags.uid, uid));
  return row;
}

const pageSummaryColumns = {
  uid: contentPages.uid,
  title: contentPages.title,
  description: contentPages.description,
  modified: contentPages.modified,
};
export type PageSummaryRow = { uid: string; title: string; description: string; modified: Date };
export type PageRow = PageSummaryRow & { content: string };

export function findPages(db: Database, window: ListWindow): Promise<PageSummaryRow[]> {
  return db
    .select(pageSummaryColumns)
    .from(contentPages)
    .where(windowed(pageSort, window))
    .orderBy(...orderBy(pageSort, ASC))
    .limit(window.take);
}

export async function findPage(db: Database, uid: string): Promise<PageRow | undefined> {
  const [row] = await db
    .select({ ...pageSummaryColumns, content: contentPages.content })
    .from(contentPages)
    .where(eq(contentPages.uid, uid));
  return row;
}

/** Every page's address data (sitemap.xml). */
export function listPageLocations(db: Database): Promise<{ uid: string; modified: Date }[]> {
  return db.select({ uid: contentPages.uid, modified: contentPages.modified }).from(contentPages).orderBy(asc(contentPages.uid));
}
