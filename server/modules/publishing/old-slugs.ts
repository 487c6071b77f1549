import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { contentArticles, contentArticleSlugs } from '../../db/schema/index.ts';
import { contentRevisionOf } from '../content/content-revision.ts';
import { createAnswerCache } from '../content/response-cache.ts';
import type { ServerServices } from '../../services.ts';

const ARTICLE_PAGE = /^\/article\/([^/?#]+)(\?[^#]*)?$/;

/**
 * /article/<former slug> answers 301 to the article's current page (decision 0046), before the
 * page is rendered. The former slugs of published articles are read once per content revision
 * (a slug change or a publication moves it) and kept: an article page pays a map look-up.
 */
export function registerOldSlugRedirects(app: FastifyInstance, services: Pick<ServerServices, 'database'>): void {
  const db = services.database.db;
  const cache = createAnswerCache<{ moved: Map<string, string> }>({ ttlMs: 60_000, maxEntries: 1, revision: contentRevisionOf(db) });
  app.addHook('onClose', async () => cache.close());
  const load = async () => {
    const rows = await db
      .select({ old: contentArticleSlugs.slug, current: contentArticles.uid })
      .from(contentArticleSlugs)
      .innerJoin(contentArticles, eq(contentArticles.id, contentArticleSlugs.articleId))
      .where(and(eq(contentArticles.status, 'published')));
    return { moved: new Map(rows.map((row) => [row.old, row.current])) };
  };
  // A callback hook: every other request (the hot paths) passes without a promise.
  app.addHook('onRequest', (request, reply, done) => {
    const match = request.method === 'GET' || request.method === 'HEAD' ? ARTICLE_PAGE.exec(request.url) : null;
    if (match === null) return done();
    let slug: string;
    try {
      slug = decodeURIComponent(match[1] ?? '');
    } catch {
      return done();
    }
    const redirect = ({ moved }: { moved: Map<string, string> }) => {
      const current = moved.get(slug);
      if (current === undefined) return done();
      // Kept a minute only: a slug changed back must not loop in a browser that kept the old move.
      reply.header('cache-control', 'public, max-age=60').redirect(`/article/${encodeURIComponent(current)}${match[2] ?? ''}`, 301);
    };
    const known = cache.peek('moved');
    if (known !== undefined) return redirect(known);
    // The database unreachable: the page is served as without a former slug (its own cache may hold it).
    cache.get('moved', load).then(redirect, () => done());
  });
}
