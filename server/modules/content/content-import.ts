import { z } from 'zod';
import { checkArticleDocument, type ArticleDocument } from '../../../src/domain/article-document.ts';

/**
 * What can be written into the content tables (the demo seed, the benchmark, a future import):
 * validated here, sanitised by content-store.ts. HTML fields are untrusted until stored.
 * Extra fields (the demo images' drawing motif…) are ignored.
 */

const slug = z
  .string()
  .min(1)
  .max(100)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'a lower-case slug');
const text = z.string().trim().min(1);
const instant = z.iso.datetime({ offset: true });

/** A picture shipped with the site: a site-absolute path, never another host (no hot-linking). */
export const importImageSchema = z.object({
  url: z.string().regex(/^\/(?![/\\])[A-Za-z0-9._~/-]+$/, 'a site-absolute path'),
  alt: z.string().max(300),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});

export const importAuthorSchema = z.object({ uid: slug, name: text, bio: z.string(), avatar: importImageSchema.nullable().optional() });
export const importCategorySchema = z.object({ uid: slug, name: text, description: z.string() });
export const importTagSchema = z.object({ uid: slug, name: text });

export const importArticleSchema = z.object({
  uid: slug,
  title: text,
  excerpt: z.string(),
  date: instant,
  /** Last change; defaults to the publication date. */
  modified: instant.optional(),
  author: slug,
  categories: z.array(slug).min(1),
  tags: z.array(slug),
  menuOrder: z.number().int(),
  /** The opening shown to anonymous readers; defaults to the body's first paragraph. */
  teaser: z.string().optional(),
  body: text,
  /** The editor's JSON the body was rendered from, kept so the article opens in the editor. */
  doc: z.custom<ArticleDocument>((value) => checkArticleDocument(value).ok, 'an article document').optional(),
  mainImage: importImageSchema,
  /** Defaults to the body's word count at 200 words a minute. */
  readingMinutes: z.number().int().positive().optional(),
});

export const importPageSchema = z.object({
  uid: slug,
  title: text,
  description: z.string(),
  content: z.string(),
  modified: instant.optional(),
});

export const contentImportSchema = z.object({
  authors: z.array(importAuthorSchema).default([]),
  categories: z.array(importCategorySchema).default([]),
  tags: z.array(importTagSchema).default([]),
  articles: z.array(importArticleSchema).default([]),
  pages: z.array(importPageSchema).default([]),
});

export type ContentImport = z.input<typeof contentImportSchema>;
export type ImportArticle = z.output<typeof importArticleSchema>;
