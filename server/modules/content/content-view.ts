import type { Article, ArticleSummary, Author, ImageRef, Media } from '../../../src/domain/content.ts';
import type { ArticleVisibility } from '../../../src/domain/staff-articles.ts';
import { formatDate } from '../../../src/i18n/format.ts';
import type { ArticleListRow, ArticleRow, ImageRow } from './article-repository.ts';
import type { AuthorRow } from './catalog-repository.ts';
import type { MediaRow } from './media-repository.ts';

/** Rows → the contract of src/domain/content.ts. */

function imageRef(image: ImageRow | null): ImageRef | null {
  if (image === null || image.width === null || image.height === null) return null;
  return { url: image.url, alt: image.alt, width: image.width, height: image.height };
}

function requiredImage(image: ImageRow): ImageRef {
  const ref = imageRef(image);
  // content-import.ts requires the dimensions of every main image: a row without is a bug.
  if (ref === null) throw new Error(`main image ${image.url} has no dimensions`);
  return ref;
}

export function toArticleSummary(row: ArticleListRow): ArticleSummary {
  return {
    uid: row.uid,
    title: row.title,
    excerpt: row.excerpt,
    date: row.date.toISOString(),
    displayDate: formatDate(row.date),
    author: { uid: row.authorUid, name: row.authorName, avatar: imageRef(row.avatar) },
    categories: row.categories,
    tags: row.tags,
    mainImage: requiredImage(row.mainImage),
    readingMinutes: row.readingMinutes,
  };
}

/** Who is reading (decision 0047): anonymous, a signed-in account, or a VIP member (staff count as VIP). */
export type ReaderAccess = 'anonymous' | 'member' | 'vip';

const READERS: Record<ArticleVisibility, readonly ReaderAccess[]> = {
  public: ['anonymous', 'member', 'vip'],
  members: ['member', 'vip'],
  vip: ['vip'],
};

/** True when this reader gets the full text of an article of this visibility (docs/product.md#publishing). */
export const readsFullText = (visibility: ArticleVisibility, access: ReaderAccess): boolean => READERS[visibility].includes(access);

/**
 * The paywall (docs/product.md#product, docs/product.md#publishing): a reader the visibility admits gets
 * the full text; anyone else the teaser and `restricted: true`. The body is not even copied into
 * the answer, so no serialiser or cache can leak it.
 */
export function toArticle(row: ArticleRow, access: ReaderAccess): Article {
  const full = readsFullText(row.visibility, access);
  return {
    ...toArticleSummary(row),
    content: full ? row.body : row.teaser,
    restricted: !full,
    visibility: row.visibility,
    modified: row.modified.toISOString(),
    seo: { title: row.seoTitle, description: row.seoDescription, canonicalUrl: row.canonicalUrl, image: row.socialImageUrl },
  };
}

export function toAuthor(row: AuthorRow): Author {
  return { uid: row.uid, name: row.name, bio: row.bio, avatar: imageRef(row.avatar) };
}

export function toMedia(row: MediaRow): Media {
  return {
    uid: row.uid,
    url: row.url,
    mimeType: row.mimeType,
    alt: row.alt,
    width: row.width,
    height: row.height,
    date: row.date.toISOString(),
    author: row.authorUid,
  };
}
