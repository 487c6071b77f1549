import { listArticleLocations } from '../content/article-repository.ts';
import { listPageLocations } from '../content/catalog-repository.ts';
import { contentRevisionOf } from '../content/content-revision.ts';
import { createAnswerCache } from '../content/response-cache.ts';
import { isNotModified, sendNotModified, weakEtag } from '../../http/validators.ts';
import { fr } from '../../../src/i18n/fr/index.ts';
import { SHARED_PAGE_CACHE_CONTROL } from '../../http/page-cache.ts';
import { buildFeed, listFeedItems } from './feed.ts';
import { buildRobots } from './robots.ts';
import { buildSitemap, SITEMAP_MAX_URLS, type SitemapEntry } from './sitemap.ts';
import type { FeaturePlugin } from '../../services.ts';

/**
 * The public pages search engines should know, as the route table names them (a test checks
 * they exist there): the home page, the article list, the editorial pages stored in the
 * database, and one page per article.
 */
export const LISTED_PATHS = ['/', '/articles'] as const;
export const PAGE_PATHS: Readonly<Record<string, string>> = { about: '/about', 'terms-of-service': '/terms-of-service' };
export const articlePath = (uid: string): string => `/article/${encodeURIComponent(uid)}`;

const ROBOTS_CACHE = 'public, max-age=86400';
const SITEMAP_CACHE = 'public, max-age=3600';

/** GET /robots.txt, GET /sitemap.xml and GET /rss.xml, at the site root (registered after the static files). */
export const seoRoutes: FeaturePlugin = async (app, { services }) => {
  const robots = buildRobots(services.config.siteUrl);
  // One sitemap, built again when content changes (decision 0040) and at most once a minute otherwise.
  const sitemapCache = createAnswerCache<{ xml: string; etag: string }>({
    ttlMs: 60_000,
    maxEntries: 1,
    revision: contentRevisionOf(services.database.db),
  });
  // The feed likewise (decision 0054): contentChanged() after a publish or unpublish clears it at once.
  const feedCache = createAnswerCache<{ xml: string; etag: string }>({
    ttlMs: 60_000,
    maxEntries: 1,
    revision: contentRevisionOf(services.database.db),
  });
  app.addHook('onClose', async () => {
    sitemapCache.close();
    feedCache.close();
  });

  // A robots.txt left in a client build (public/) would already be a static route: it wins.
  if (app.hasRoute({ method: 'GET', url: '/robots.txt' })) {
    app.log.warn('a static robots.txt is served instead of the generated one (delete it from public/ and rebuild)');
  } else {
    app.get('/robots.txt', async (_request, reply) => {
      reply.header('cache-control', ROBOTS_CACHE).type('text/plain; charset=utf-8');
      return robots;
    });
  }

  app.get('/sitemap.xml', async (request, reply) => {
    const sitemap = await sitemapCache.get('sitemap', async () => {
      const db = services.database.db;
      const [articles, pages] = await Promise.all([listArticleLocations(db), listPageLocations(db)]);
      const newest = articles.reduce<Date | undefined>(
        (latest, article) => (latest && latest > article.modified ? latest : article.modified),
        undefined,
      );
      const entries: SitemapEntry[] = [
        ...LISTED_PATHS.map((path) => ({ path, ...(newest ? { lastModified: newest } : {}) })),
        ...pages.flatMap((page) => {
          const path = PAGE_PATHS[page.uid];
          return path === undefined ? [] : [{ path, lastModified: page.modified }];
        }),
        ...articles.map((article) => ({ path: articlePath(article.uid), lastModified: article.modified })),
      ];
      if (entries.length > SITEMAP_MAX_URLS) app.log.warn({ urls: entries.length }, 'sitemap.xml truncated to 50,000 URLs');
      const xml = buildSitemap(services.config.siteUrl, entries);
      return { xml, etag: weakEtag(Buffer.from(xml)) };
    });
    reply.header('cache-control', SITEMAP_CACHE).type('application/xml; charset=utf-8');
    if (isNotModified(request, reply, sitemap.etag)) return sendNotModified(reply);
    return sitemap.xml;
  });

  // Shared caches keep the feed seconds only, like the pages: a publish shows everywhere within a second.
  app.get('/rss.xml', async (request, reply) => {
    const feed = await feedCache.get('rss', async () => {
      const items = await listFeedItems(services.database.db);
      const xml = buildFeed(
        { siteUrl: services.config.siteUrl, title: services.config.siteName, description: fr.head.defaultDescription },
        items,
      );
      return { xml, etag: weakEtag(Buffer.from(xml)) };
    });
    reply.header('cache-control', SHARED_PAGE_CACHE_CONTROL).type('application/rss+xml; charset=utf-8');
    if (isNotModified(request, reply, feed.etag)) return sendNotModified(reply);
    return feed.xml;
  });
};
