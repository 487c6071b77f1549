import type { ArticleDocument } from '../../../../src/domain/article-document.ts';

/**
 * Shape of the demo content (authors, categories, tags, articles, pages) that the demo seeder
 * writes into the database. Field names follow the content contract of src/domain/content.ts.
 */

/** An image shipped in the repository, served from public/: `url` is a site-absolute path. */
export interface DemoImage {
  url: string;
  alt: string;
  width: number;
  height: number;
}

export interface DemoAuthor {
  /** Readable slug. */
  uid: string;
  name: string;
  /** Two or three sentences. */
  bio: string;
  avatar: DemoImage;
}

export interface DemoCategory {
  uid: string;
  name: string;
  description: string;
}

export interface DemoTag {
  uid: string;
  name: string;
}

/** The motif drawn by scripts/generate-content-images.ts in an article's main image. */
export type DemoMotif =
  'cups' | 'bubbles' | 'phone' | 'steps' | 'collar' | 'rings' | 'waves' | 'smile' | 'pin' | 'shield' | 'heart' | 'sun';

export interface DemoArticle {
  /** Slug of the title: the article URL is /article/<uid>. */
  uid: string;
  title: string;
  /** One or two sentences, shown in lists. */
  excerpt: string;
  /** ISO 8601 date-time (UTC). */
  date: string;
  /** uid of a DemoAuthor. */
  author: string;
  /** One or two DemoCategory uids; the first one is the main category (image accent). */
  categories: string[];
  /** Two to four DemoTag uids. */
  tags: string[];
  /** Position in the editorial "menu" sort. */
  menuOrder: number;
  /**
   * The text as the editor writes it (src/domain/article-document.ts): its paywall divider ends the
   * teaser. The HTML below is rendered from it (server/modules/publishing/document/render.ts).
   */
  doc: ArticleDocument;
  /** The blocks before the divider (the first paragraph): what an anonymous reader sees. */
  teaser: string;
  /** The full text as HTML (p, h2, h3, ul, ol, li, strong, em, blockquote, a), French typography applied. */
  body: string;
  mainImage: DemoImage;
  /** Reading time from the body's word count, about 200 words a minute. */
  readingMinutes: number;
  /** Shape drawn in the main image. */
  motif: DemoMotif;
}

export interface DemoPage {
  uid: string;
  title: string;
  description: string;
  /** Simple sanitisable HTML. */
  content: string;
}

export interface DemoContent {
  authors: DemoAuthor[];
  categories: DemoCategory[];
  tags: DemoTag[];
  articles: DemoArticle[];
  pages: DemoPage[];
}

/** What an article file declares; index.ts renders teaser and body and derives image and reading time. */
export type DemoArticleSource = Omit<DemoArticle, 'teaser' | 'body' | 'mainImage' | 'readingMinutes' | 'motif'> & {
  /** Overrides the main category's default motif. */
  motif?: DemoMotif;
};
