import { z } from 'zod';
import { PAGE_SIZE, pagedSchema } from './page.ts';
import { lazySchema } from './lazy-schema.ts';

/**
 * The content contract (docs/product.md#entities article, author, category, media, page, tag; docs/product.md#calls /content/*). Field
 * lists are "not shown" in the spec: decided in docs/decisions/0005-content-model.md.
 * Identifiers (uid) are readable slugs, so article URLs are shareable: /article/<uid>.
 */

const uid = lazySchema(() => z.string().min(1).max(120));
const isoDateTime = lazySchema(() => z.string());

export const imageRefSchema = lazySchema(() =>
  z.object({
    url: z.string(),
    alt: z.string(),
    width: z.number().int().positive(),
    height: z.number().int().positive(),
  }),
);
export type ImageRef = z.infer<typeof imageRefSchema>;

export const authorSchema = lazySchema(() =>
  z.object({
    uid,
    name: z.string(),
    bio: z.string(),
    avatar: imageRefSchema.nullable(),
  }),
);
export type Author = z.infer<typeof authorSchema>;

export const categorySchema = lazySchema(() => z.object({ uid, name: z.string(), description: z.string() }));
export type Category = z.infer<typeof categorySchema>;

export const tagSchema = lazySchema(() => z.object({ uid, name: z.string() }));
export type Tag = z.infer<typeof tagSchema>;

export const mediaSchema = lazySchema(() =>
  z.object({
    uid,
    url: z.string(),
    mimeType: z.string(),
    alt: z.string(),
    width: z.number().int().positive().nullable(),
    height: z.number().int().positive().nullable(),
    date: isoDateTime,
    author: uid.nullable(),
  }),
);
export type Media = z.infer<typeof mediaSchema>;

/** Embedded author (docs/product.md#entities): what an article carries of its author. */
export const embeddedAuthorSchema = lazySchema(() => authorSchema.pick({ uid: true, name: true, avatar: true }));

/** An article in a list: no body. */
export const articleSummarySchema = lazySchema(() =>
  z.object({
    uid,
    title: z.string(),
    excerpt: z.string(),
    date: isoDateTime,
    /**
     * `date` as the site shows it ("21 novembre 2026", Paris time), written by the server so that no
     * page formats it while it hydrates. Optional: an answer cached before it existed still shows.
     */
    displayDate: z.string().optional(),
    author: embeddedAuthorSchema,
    categories: z.array(categorySchema.pick({ uid: true, name: true })),
    tags: z.array(tagSchema),
    /** Article main image (docs/product.md#entities). */
    mainImage: imageRefSchema,
    readingMinutes: z.number().int().positive(),
  }),
);
export type ArticleSummary = z.infer<typeof articleSummarySchema>;

/**
 * One article. `content` is sanitised HTML: the full text for a signed-in reader, only the teaser
 * for an anonymous one, with `restricted: true` (the full text never leaves the server then).
 */
export const articleSchema = lazySchema(() =>
  articleSummarySchema.extend({
    content: z.string(),
    restricted: z.boolean(),
    /** Who reads the full text (decision 0047): the page's structured data marks a paid article (docs/product.md#publishing). */
    visibility: z.enum(['public', 'members', 'vip']).optional(),
    /** Last public change (JSON-LD dateModified). */
    modified: isoDateTime.optional(),
    /** The editor's SEO fields, for the page's head when set (null: the title, excerpt, page address, main image). */
    seo: z
      .object({
        title: z.string().nullable(),
        description: z.string().nullable(),
        canonicalUrl: z.string().nullable(),
        image: z.string().nullable(),
      })
      .optional(),
  }),
);
export type Article = z.infer<typeof articleSchema>;

export const pageContentSchema = lazySchema(() =>
  z.object({
    uid,
    title: z.string(),
    description: z.string(),
    content: z.string(),
    modified: isoDateTime,
  }),
);
export type PageContent = z.infer<typeof pageContentSchema>;

export const sortOrderSchema = lazySchema(() => z.enum(['asc', 'desc']));
export const articleSortSchema = lazySchema(() => z.enum(['date', 'author', 'menu']));
export const mediaSortSchema = lazySchema(() => z.enum(['date', 'author']));

/** A query value that may come once (string) or repeated (array): always an array after parsing. */
const many = lazySchema(() => z.union([uid, z.array(uid).max(50)]).transform((value) => (Array.isArray(value) ? value : [value])));
/** Limit (docs/product.md#entities), sent as `length`. */
const length = lazySchema(() => z.coerce.number().int().min(1).max(PAGE_SIZE));

/** docs/product.md#entities article filter + sort + cursor, as GET /api/content/articles reads its query. */
export const articleQuerySchema = lazySchema(() =>
  z.object({
    ids: many.optional(),
    author: uid.optional(),
    authors: many.optional(),
    category: uid.optional(),
    categories: many.optional(),
    tag: uid.optional(),
    tags: many.optional(),
    length: length.optional(),
    sort: articleSortSchema.optional(),
    order: sortOrderSchema.optional(),
    cursor: z.string().max(500).optional(),
  }),
);
export type ArticleQuery = z.input<typeof articleQuerySchema>;

/** Media filter (docs/product.md#entities): the article filter plus mimeType; sorts by date or author. */
export const mediaQuerySchema = lazySchema(() =>
  articleQuerySchema.extend({
    mimeType: z.string().max(100).optional(),
    sort: mediaSortSchema.optional(),
  }),
);
export type MediaQuery = z.input<typeof mediaQuerySchema>;

/** Author (docs/product.md#entities), category and tag filters: limit only. */
export const limitQuerySchema = lazySchema(() => z.object({ length: length.optional(), cursor: z.string().max(500).optional() }));

export const articleListSchema = lazySchema(() => pagedSchema(articleSummarySchema));
export const authorListSchema = lazySchema(() => pagedSchema(authorSchema));
export const categoryListSchema = lazySchema(() => pagedSchema(categorySchema));
export const tagListSchema = lazySchema(() => pagedSchema(tagSchema));
export const mediaListSchema = lazySchema(() => pagedSchema(mediaSchema));
export const pageListSchema = lazySchema(() => pagedSchema(pageContentSchema.omit({ content: true })));
