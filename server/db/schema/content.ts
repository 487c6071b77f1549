import { relations, sql } from 'drizzle-orm';
import { type AnyPgColumn, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

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

export const contentArticles = pgTable(
  'content_articles',
  {
    uid: text('uid').primaryKey(),
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
    /** Sanitised HTML: the full text (starts with the teaser), for signed-in readers only. */
    body: text('body').notNull(),
  },
  (table) => [
    index('content_articles_date_idx').on(table.date, table.uid),
    index('content_articles_menu_idx').on(table.menuOrder, table.uid),
    index('content_articles_author_idx').on(table.authorUid, table.date, table.uid),
    index('content_articles_main_image_idx').on(table.mainImageUid),
  ],
);

export const contentArticleCategories = pgTable(
  'content_article_categories',
  {
    articleUid: text('article_uid')
      .notNull()
      .references(() => contentArticles.uid, { onDelete: 'cascade' }),
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
      .references(() => contentArticles.uid, { onDelete: 'cascade' }),
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
