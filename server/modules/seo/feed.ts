import { desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { contentArticleCategories, contentArticles, contentAuthors, contentCategories } from '../../db/schema/index.ts';
import { escapeXml as escapeMarkup } from './sitemap.ts';

/**
 * /rss.xml (RSS 2.0): the latest published articles (docs/product.md#publishing, decision 0054).
 * Every published article is listed, like the sitemap (decision 0047: its page is public); a public
 * article carries its full text, a members or VIP one its title, link and excerpt only. The paid
 * text of those is never even read from the database here.
 */

export const FEED_ITEMS = 20;

export interface FeedItem {
  id: string;
  uid: string;
  title: string;
  excerpt: string;
  /** The full text (sanitised HTML) of a public article; null for members and VIP. */
  body: string | null;
  date: Date;
  modified: Date;
  authorName: string;
  categories: string[];
}

const categoryNames = sql<string[]>`(
  select coalesce(json_agg(c.name order by ac.position), '[]'::json)
  from ${contentArticleCategories} ac join ${contentCategories} c on c.uid = ac.category_uid
  where ac.article_uid = ${contentArticles.uid})`;

export async function listFeedItems(db: Database, take = FEED_ITEMS): Promise<FeedItem[]> {
  return db
    .select({
      id: contentArticles.id,
      uid: contentArticles.uid,
      title: contentArticles.title,
      excerpt: contentArticles.excerpt,
      // Decision 0054: only a public article's text leaves the database for the feed.
      body: sql<string | null>`case when ${contentArticles.visibility} = 'public' then ${contentArticles.body} end`,
      date: contentArticles.date,
      modified: contentArticles.modified,
      authorName: contentAuthors.name,
      categories: categoryNames,
    })
    .from(contentArticles)
    .innerJoin(contentAuthors, eq(contentAuthors.uid, contentArticles.authorUid))
    .where(eq(contentArticles.status, 'published'))
    .orderBy(desc(contentArticles.date), desc(contentArticles.uid))
    .limit(take);
}

export interface FeedChannel {
  siteUrl: string;
  title: string;
  description: string;
}

/** Characters XML 1.0 forbids (controls, lone surrogates) go: one in a title would make the whole feed unreadable. */
const FORBIDDEN_IN_XML =
  // eslint-disable-next-line no-control-regex -- finding the control characters XML forbids is the point
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const escapeXml = (value: string): string => escapeMarkup(value.replace(FORBIDDEN_IN_XML, ''));

/** Site-relative addresses in an article's HTML made absolute: a feed reader has no page to resolve them against. */
function absoluteLinks(html: string, base: string): string {
  return html.replace(/\b(src|href)="\/(?!\/)/g, `$1="${base}/`);
}

/** RFC 822 dates, as RSS 2.0 wants them ("Wed, 02 Dec 2026 09:20:34 GMT"). */
const rfc822 = (date: Date): string => date.toUTCString();

export function buildFeed(channel: FeedChannel, items: readonly FeedItem[]): string {
  const base = channel.siteUrl.replace(/\/+$/, '');
  // The newest change of a listed article: the same content builds the same bytes (and ETag).
  const lastBuild = items.reduce<Date | undefined>(
    (latest, item) => (latest && latest > item.modified ? latest : item.modified),
    undefined,
  );
  const entries = items.map((item) => {
    const link = `${base}/article/${encodeURIComponent(item.uid)}`;
    return [
      '    <item>',
      `      <title>${escapeXml(item.title)}</title>`,
      `      <link>${escapeXml(link)}</link>`,
      // The article's id: a slug change does not make readers see it again as new.
      `      <guid isPermaLink="false">urn:uuid:${item.id}</guid>`,
      `      <pubDate>${rfc822(item.date)}</pubDate>`,
      `      <dc:creator>${escapeXml(item.authorName)}</dc:creator>`,
      ...item.categories.map((name) => `      <category>${escapeXml(name)}</category>`),
      `      <description>${escapeXml(item.excerpt)}</description>`,
      ...(item.body === null ? [] : [`      <content:encoded>${escapeXml(absoluteLinks(item.body, base))}</content:encoded>`]),
      '    </item>',
    ].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '  <channel>',
    `    <title>${escapeXml(channel.title)}</title>`,
    `    <link>${escapeXml(`${base}/`)}</link>`,
    `    <description>${escapeXml(channel.description)}</description>`,
    '    <language>fr-FR</language>',
    `    <atom:link href="${escapeXml(`${base}/rss.xml`)}" rel="self" type="application/rss+xml"/>`,
    ...(lastBuild === undefined ? [] : [`    <lastBuildDate>${rfc822(lastBuild)}</lastBuildDate>`]),
    ...entries,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}
