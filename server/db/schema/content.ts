import { relations, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { ArticleEditable, ArticleRevisionKind } from '../../../src/domain/staff-articles.ts';
import { users } from './users.ts';

/**
 * Editorial content (docs/product.md#entities article, author, category, tag, media, page). Identifiers are the slugs the
 * URLs show (docs/decisions/0005-content-model.md). Dates keep millisecond precision so a keyset
 * cursor built from a JavaScript date matches the stored value exactly.
 * Every list is read with keyset paging: each sort has an index ending with the uid tie-breaker.
 */

const instant = (name: string) => timestamp(name, { withTimezone: true, precision: 3, mode: 'date' });

export const contentAuthors = pgTable(
  'content_authors',
  {
    uid: text('uid').primaryKey(),
    name: text('name').notNull(),
    /** name without accents, lower case: the list order French readers expect (É next to E). */
    sortName: text('sort_name').notNull(),
    bio: text('bio').notNull(),
    avatarUid: text('avatar_uid').references((): AnyPgColumn => contentMedia.uid, { onDelete: 'set null' }),
  },
  (table) => [index('content_authors_sort_idx').on(table.sortName, table.uid)],
);

export const contentCategories = pgTable(
  'content_categories',
  {
    uid: text('uid').primaryKey(),
    name: text('name').notNull(),
    sortName: text('sort_name').notNull(),
    description: text('description').notNull(),
  },
  (table) => [index('content_categories_sort_idx').on(table.sortName, table.uid)],
);

export const contentTags = pgTable(
  'content_tags',
  {
    uid: text('uid').primaryKey(),
    name: text('name').notNull(),
    sortName: text('sort_name').notNull(),
  },
  (table) => [index('content_tags_sort_idx').on(table.sortName, table.uid)],
);

export const contentMedia = pgTable(
  'content_media',
  {
    uid: text('uid').primaryKey(),
    url: text('url').notNull(),
    mimeType: text('mime_type').notNull(),
    alt: text('alt').notNull(),
    width: integer('width'),
    height: integer('height'),
    date: instant('date').notNull(),
    authorUid: text('author_uid').references((): AnyPgColumn => contentAuthors.uid, { onDelete: 'set null' }),
  },
  (table) => [
    index('content_media_date_idx').on(table.date, table.uid),
    // The author sort puts media without an author first (ascending): '' sorts before any slug.
    index('content_media_author_idx').on(sql`coalesce(${table.authorUid}, '')`, table.date, table.uid),
    index('content_media_mime_date_idx').on(table.mimeType, table.date, table.uid),
  ],
);

/** The article lifecycle (machines/content/article-lifecycle.machine.ts, docs/product.md#publishing). */
export const articleStatus = pgEnum('article_status', ['draft', 'scheduled', 'published', 'unpublished']);
/** Who reads the full text (docs/product.md#publishing, decision 0047); the others read the teaser. */
export const articleVisibility = pgEnum('article_visibility', ['public', 'members', 'vip']);

export const contentArticles = pgTable(
  'content_articles',
  {
    /** The slug: the address /article/<uid>; changed by an editor, the old one kept in content_article_slugs. */
    uid: text('uid').primaryKey(),
    /** Stable identity across slug changes: the staff API, revisions and the slug history use it. */
    id: uuid('id').notNull().defaultRandom(),
    title: text('title').notNull(),
    excerpt: text('excerpt').notNull(),
    date: instant('date').notNull(),
    modified: instant('modified').notNull(),
    authorUid: text('author_uid')
      .notNull()
      .references(() => contentAuthors.uid),
    mainImageUid: text('main_image_uid')
      .notNull()
      .references(() => contentMedia.uid),
    menuOrder: integer('menu_order').notNull(),
    readingMinutes: integer('reading_minutes').notNull(),
    /** Sanitised HTML: the opening of the article, all an anonymous reader ever receives. */
    teaser: text('teaser').notNull(),
    /** Sanitised HTML: the full text (starts with the teaser), for readers the visibility admits. */
    body: text('body').notNull(),
    /** Rows written before the console (the seed's HTML) are published; the console's start as drafts. */
    status: articleStatus('status').notNull().default('published'),
    /** Today's paywall for the rows before the console: full text for signed-in readers (decision 0047). */
    visibility: articleVisibility('visibility').notNull().default('members'),
    /** The editor's JSON (src/domain/article-document.ts) the teaser and body were rendered from; null for HTML-only rows. */
    doc: jsonb('doc'),
    /** +1 at each save: a save naming an older version is refused (409), nothing overwritten. */
    version: integer('version').notNull().default(1),
    scheduledAt: instant('scheduled_at'),
    /** Last time it went live (publish now, a schedule due, a re-publish). */
    publishedAt: instant('published_at'),
    /** Last save or action of the staff (the console's list sorts on it); `modified` is the public one. */
    updatedAt: instant('updated_at').notNull().defaultNow(),
    updatedBy: uuid('updated_by').references(() => users.uid, { onDelete: 'set null' }),
    seoTitle: text('seo_title'),
    seoDescription: text('seo_description'),
    canonicalUrl: text('canonical_url'),
    socialImageUid: text('social_image_uid').references((): AnyPgColumn => contentMedia.uid, { onDelete: 'set null' }),
    /** Edits of a published article, saved but not yet re-published (the public keeps the columns above). */
    pending: jsonb('pending').$type<ArticleEditable>(),
  },
  (table) => [
    uniqueIndex('content_articles_id_idx').on(table.id),
    index('content_articles_date_idx').on(table.date, table.uid),
    index('content_articles_menu_idx').on(table.menuOrder, table.uid),
    index('content_articles_author_idx').on(table.authorUid, table.date, table.uid),
    index('content_articles_main_image_idx').on(table.mainImageUid),
    // The console's list: newest change first, keyset on (updated_at, id), with or without a status filter.
    index('content_articles_staff_idx').on(table.updatedAt, table.id),
    index('content_articles_staff_status_idx').on(table.status, table.updatedAt, table.id),
    // The schedule sweep reads only what is due.
    index('content_articles_schedule_idx')
      .on(table.scheduledAt)
      .where(sql`${table.status} = 'scheduled'`),
  ],
);

/**
 * What an article looked like at a moment (decision 0046): kept at each publish, at a restore, and
 * at most every ARTICLE_REVISION_INTERVAL_MS of saves. A restore copies one back and keeps a new one.
 */
export const contentArticleRevisions = pgTable(
  'content_article_revisions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    articleId: uuid('article_id')
      .notNull()
      .references(() => contentArticles.id, { onDelete: 'cascade' }),
    /** 1, 2, 3… within the article. */
    number: integer('number').notNull(),
    kind: text('kind').$type<ArticleRevisionKind>().notNull(),
    /** The article's version when it was kept. */
    version: integer('version').notNull(),
    snapshot: jsonb('snapshot').$type<ArticleEditable>().notNull(),
    createdAt: instant('created_at').notNull(),
    createdBy: uuid('created_by').references(() => users.uid, { onDelete: 'set null' }),
  },
  (table) => [uniqueIndex('content_article_revisions_number_idx').on(table.articleId, table.number)],
);

/** Slugs an article had before (decision 0046): /article/<old> answers 301 to the current slug. */
export const contentArticleSlugs = pgTable(
  'content_article_slugs',
  {
    slug: text('slug').primaryKey(),
    articleId: uuid('article_id')
      .notNull()
      .references(() => contentArticles.id, { onDelete: 'cascade' }),
    changedAt: instant('changed_at').notNull(),
  },
  (table) => [index('content_article_slugs_article_idx').on(table.articleId)],
);

export const contentArticleCategories = pgTable(
  'content_article_categories',
  {
    articleUid: text('article_uid')
      .notNull()
      .references(() => contentArticles.uid, { onDelete: 'cascade', onUpdate: 'cascade' }),
    categoryUid: text('category_uid')
      .notNull()
      .references(() => contentCategories.uid, { onDelete: 'cascade' }),
    /** Order within the article: the first category is the main one. */
    position: integer('position').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.articleUid, table.categoryUid] }),
    index('content_article_categories_category_idx').on(table.categoryUid, table.articleUid),
  ],
);

export const contentArticleTags = pgTable(
  'content_article_tags',
  {
    articleUid: text('article_uid')
      .notNull()
      .references(() => contentArticles.uid, { onDelete: 'cascade', onUpdate: 'cascade' }),
    tagUid: text('tag_uid')
      .notNull()
      .references(() => contentTags.uid, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.articleUid, table.tagUid] }),
    index('content_article_tags_tag_idx').on(table.tagUid, table.articleUid),
  ],
);

export const contentPages = pgTable('content_pages', {
  uid: text('uid').primaryKey(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  /** Sanitised HTML. */
  content: text('content').notNull(),
  modified: instant('modified').notNull(),
});

export const contentAuthorsRelations = relations(contentAuthors, ({ one }) => ({
  avatar: one(contentMedia, { fields: [contentAuthors.avatarUid], references: [contentMedia.uid] }),
}));

export const contentArticlesRelations = relations(contentArticles, ({ one, many }) => ({
  author: one(contentAuthors, { fields: [contentArticles.authorUid], references: [contentAuthors.uid] }),
  mainImage: one(contentMedia, { fields: [contentArticles.mainImageUid], references: [contentMedia.uid] }),
  categories: many(contentArticleCategories),
  tags: many(contentArticleTags),
}));

export const contentArticleCategoriesRelations = relations(contentArticleCategories, ({ one }) => ({
  article: one(contentArticles, { fields: [contentArticleCategories.articleUid], references: [contentArticles.uid] }),
  category: one(contentCategories, { fields: [contentArticleCategories.categoryUid], references: [contentCategories.uid] }),
}));

export const contentArticleTagsRelations = relations(contentArticleTags, ({ one }) => ({
  article: one(contentArticles, { fields: [contentArticleTags.articleUid], references: [contentArticles.uid] }),
  tag: one(contentTags, { fields: [contentArticleTags.tagUid], references: [contentTags.uid] }),
}));

/**
 * How many times content was stored: one row (id 1), bumped by storeContent in the transaction of
 * what it stores (content-revision.ts); no row is revision 0. The caches of public answers keep
 * each answer under it (response-cache.ts, decision 0040).
 */
export const contentRevision = pgTable('content_revision', {
  id: integer('id').primaryKey(),
  revision: integer('revision').notNull(),
});
