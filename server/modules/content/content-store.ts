import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import {
  contentArticleCategories,
  contentArticles,
  contentArticleTags,
  contentAuthors,
  contentCategories,
  contentMedia,
  contentPages,
  contentTags,
} from '../../db/schema/index.ts';
import { contentChanged } from './content-changes.ts';
import { bumpContentRevision } from './content-revision.ts';
import { contentImportSchema, type ContentImport, type ImportArticle } from './content-import.ts';
import { sanitiseHtml } from './html-sanitiser.ts';

/**
 * Writes content into the database: the one way in, so every HTML field is sanitised before it is
 * stored (docs/decisions/0005-content-model.md). Existing uids are left as they are, so storing
 * the same content twice adds nothing.
 */

export interface StoreReport {
  authors: number;
  categories: number;
  tags: number;
  media: number;
  articles: number;
  pages: number;
}

/** Rows per INSERT: well under PostgreSQL's 65,535 parameters for the widest table. */
const CHUNK = 500;
const WORDS_PER_MINUTE = 200;

/** The order French readers expect: accents and case do not matter (Élodie next to Eric). */
export function sortName(name: string): string {
  return name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

export function mimeTypeOf(url: string): string {
  const extension = /\.([a-z0-9]+)$/i.exec(url)?.[1]?.toLowerCase();
  switch (extension) {
    case 'svg':
      return 'image/svg+xml';
    case 'png':
      return 'image/png';
    case 'jpg':
    case 'jpeg':
      return 'image/jpeg';
    case 'webp':
      return 'image/webp';
    case 'avif':
      return 'image/avif';
    case 'gif':
      return 'image/gif';
    default:
      return 'application/octet-stream';
  }
}

export const articleImageUid = (articleUid: string): string => `article-${articleUid}`;
export const authorAvatarUid = (authorUid: string): string => `author-${authorUid}`;

/** The teaser rule: the given opening, else the body's first paragraph (sanitised either way). */
export function teaserOf(body: string, teaser: string | undefined): string {
  const given = teaser === undefined ? '' : sanitiseHtml(teaser);
  if (given !== '') return given;
  return /<p>[\s\S]*?<\/p>/.exec(body)?.[0] ?? '';
}

export function readingMinutesOf(html: string): number {
  const words = html
    .replace(/<[^>]*>/g, ' ')
    .split(/\s+/)
    .filter((word) => word !== '').length;
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE));
}

async function inChunks<T>(rows: readonly T[], write: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let start = 0; start < rows.length; start += CHUNK) await write(rows.slice(start, start + CHUNK));
}

function articleRow(article: ImportArticle) {
  const body = sanitiseHtml(article.body);
  const date = new Date(article.date);
  return {
    uid: article.uid,
    title: article.title,
    excerpt: article.excerpt,
    date,
    modified: article.modified === undefined ? date : new Date(article.modified),
    authorUid: article.author,
    mainImageUid: articleImageUid(article.uid),
    menuOrder: article.menuOrder,
    readingMinutes: article.readingMinutes ?? readingMinutesOf(body),
    teaser: teaserOf(body, article.teaser),
    body,
    doc: article.doc ?? null,
    // Stored content is published: it keeps its date when unpublished and published again.
    publishedAt: date,
  };
}

/** Validates, sanitises and stores `input` (inside the caller's transaction, if any). */
export async function storeContent(db: Database, input: ContentImport, now: Date = new Date()): Promise<StoreReport> {
  const content = contentImportSchema.parse(input);

  // An avatar is dated by its author's first article (stable across runs), else now.
  const firstArticle = new Map<string, Date>();
  for (const article of content.articles) {
    const date = new Date(article.date);
    const known = firstArticle.get(article.author);
    if (known === undefined || date < known) firstArticle.set(article.author, date);
  }

  await inChunks(content.authors, (chunk) =>
    db
      .insert(contentAuthors)
      .values(chunk.map((author) => ({ uid: author.uid, name: author.name, sortName: sortName(author.name), bio: author.bio })))
      .onConflictDoNothing(),
  );

  const media = [
    ...content.authors.flatMap((author) =>
      author.avatar
        ? [{ ...author.avatar, uid: authorAvatarUid(author.uid), authorUid: author.uid, date: firstArticle.get(author.uid) ?? now }]
        : [],
    ),
    ...content.articles.map((article) => ({
      ...article.mainImage,
      uid: articleImageUid(article.uid),
      authorUid: article.author,
      date: new Date(article.date),
    })),
  ].map((item) => ({ ...item, mimeType: mimeTypeOf(item.url) }));
  await inChunks(media, (chunk) => db.insert(contentMedia).values(chunk).onConflictDoNothing());

  for (const author of content.authors) {
    if (!author.avatar) continue;
    await db
      .update(contentAuthors)
      .set({ avatarUid: authorAvatarUid(author.uid) })
      .where(eq(contentAuthors.uid, author.uid));
  }

  await inChunks(content.categories, (chunk) =>
    db
      .insert(contentCategories)
      .values(chunk.map((category) => ({ ...category, sortName: sortName(category.name) })))
      .onConflictDoNothing(),
  );
  await inChunks(content.tags, (chunk) =>
    db
      .insert(contentTags)
      .values(chunk.map((tag) => ({ ...tag, sortName: sortName(tag.name) })))
      .onConflictDoNothing(),
  );

  await inChunks(content.articles, (chunk) => db.insert(contentArticles).values(chunk.map(articleRow)).onConflictDoNothing());
  const categoryLinks = content.articles.flatMap((article) =>
    [...new Set(article.categories)].map((categoryUid, position) => ({ articleUid: article.uid, categoryUid, position })),
  );
  await inChunks(categoryLinks, (chunk) => db.insert(contentArticleCategories).values(chunk).onConflictDoNothing());
  const tagLinks = content.articles.flatMap((article) =>
    [...new Set(article.tags)].map((tagUid, position) => ({ articleUid: article.uid, tagUid, position })),
  );
  await inChunks(tagLinks, (chunk) => db.insert(contentArticleTags).values(chunk).onConflictDoNothing());

  await inChunks(content.pages, (chunk) =>
    db
      .insert(contentPages)
      .values(
        chunk.map((page) => ({
          uid: page.uid,
          title: page.title,
          description: page.description,
          content: sanitiseHtml(page.content),
          modified: page.modified === undefined ? now : new Date(page.modified),
        })),
      )
      .onConflictDoNothing(),
  );

  // Fresh statistics for the planner: PGlite has no autovacuum to gather them, and a bulk import
  // changes the tables' shape. Cheap on content-sized tables; allowed inside a transaction.
  await db.execute(
    sql`analyze ${contentArticles}, ${contentArticleCategories}, ${contentArticleTags}, ${contentMedia}, ${contentAuthors}, ${contentCategories}, ${contentTags}`,
  );
  // Other processes' caches learn of it from the revision; this one's forget at once.
  await bumpContentRevision(db);
  contentChanged();

  return {
    authors: content.authors.length,
    categories: content.categories.length,
    tags: content.tags.length,
    media: media.length,
    articles: content.articles.length,
    pages: content.pages.length,
  };
}
