import { timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import type { ArticleDocument } from '../../../src/domain/article-document.ts';
import { fill } from '../../../src/i18n/fill.ts';
import { fr } from '../../../src/i18n/fr/index.ts';
import { formatDateTime } from '../../../src/i18n/format.ts';
import type { Database } from '../../db/database.ts';
import { contentArticles, contentAuthors } from '../../db/schema/index.ts';
import { PRIVATE_PAGE_CACHE_CONTROL } from '../../http/page-cache.ts';
import { escapeHtml } from '../../mail/outbox-page.ts';
import type { FeaturePlugin } from '../../services.ts';
import { keyedDigest } from '../auth/opaque-tokens.ts';
import { editableOf, renderColumns } from './articles.ts';

/**
 * Signed preview links (docs/product.md#publishing, decision 0054): a link to an article's working
 * copy (the draft, or the pending edit of a published article) that anyone holding it reads without
 * signing in, until it expires. The signature is an HMAC of the article's id and the expiry with the
 * server's secret, so nothing is stored and a link cannot be stretched or moved to another article.
 * The page is written by the server alone, never by the shared page cache, never indexed.
 */

export const PREVIEW_LINK_TTL_MS = 24 * 60 * 60_000;
const PURPOSE = 'article-preview';
export const previewPath = (id: string): string => `/preview/articles/${id}`;

const signatureOf = (secret: string, id: string, expires: number): string => keyedDigest(secret, PURPOSE, `${id}.${expires}`);

/** The absolute preview URL of article `id`, valid until `expiresAt`. */
export function previewLink(siteUrl: string, secret: string, id: string, expiresAt: number): string {
  const url = new URL(previewPath(id), `${siteUrl.replace(/\/+$/, '')}/`);
  url.searchParams.set('expires', String(expiresAt));
  url.searchParams.set('signature', signatureOf(secret, id, expiresAt));
  return url.href;
}

/** True when `signature` is the server's for this id and expiry, and the expiry is still ahead. */
export function validPreview(secret: string, id: string, expires: number, signature: string, now: number): boolean {
  const expected = Buffer.from(signatureOf(secret, id, expires));
  const given = Buffer.from(signature);
  const signed = given.length === expected.length && timingSafeEqual(given, expected);
  return signed && now < expires;
}

const previewParams = z.object({ id: z.uuid() });
const previewQuery = z.object({
  expires: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  signature: z.string().max(200),
});

const texts = fr.articlePreview;

function page(title: string, main: string): string {
  return `<!doctype html>
<html lang="fr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
</head>
<body>
<main>
${main}
</main>
</body>
</html>
`;
}

/** Never indexed, never kept by any cache, never sent as a referrer (the address is the key). */
function privatePage(reply: FastifyReply, status: number, html: string): FastifyReply {
  return reply
    .code(status)
    .header('x-robots-tag', 'noindex')
    .header('cache-control', PRIVATE_PAGE_CACHE_CONTROL)
    .header('referrer-policy', 'no-referrer')
    .type('text/html; charset=utf-8')
    .send(html);
}

async function workingCopyHtml(db: Database, id: string) {
  const [row] = await db
    .select({ article: contentArticles, authorName: contentAuthors.name })
    .from(contentArticles)
    .innerJoin(contentAuthors, eq(contentAuthors.uid, contentArticles.authorUid))
    .where(eq(contentArticles.id, id));
  if (row === undefined) return null;
  const working = editableOf(row.article);
  // A row from before the console has no document: its stored HTML is its text.
  const body = working.doc === null ? row.article.body : (await renderColumns(db, working.doc as ArticleDocument)).body;
  return { title: working.title, excerpt: working.excerpt, body, authorName: row.authorName };
}

/** GET /preview/articles/{id}?expires=…&signature=… at the site root: the working copy, or 404 with a French page. */
export const articlePreviewRoutes: FeaturePlugin = async (app, { services }) => {
  const invalid = page(texts.invalidTitle, `<h1>${escapeHtml(texts.invalidTitle)}</h1>\n<p>${escapeHtml(texts.invalid)}</p>`);
  app.get('/preview/articles/:id', async (request, reply) => {
    const params = previewParams.safeParse(request.params);
    const query = previewQuery.safeParse(request.query);
    if (
      !params.success ||
      !query.success ||
      !validPreview(services.config.jwtSecret, params.data.id, query.data.expires, query.data.signature, services.clock.now())
    ) {
      return privatePage(reply, 404, invalid);
    }
    const article = await workingCopyHtml(services.database.db, params.data.id);
    if (article === null) return privatePage(reply, 404, invalid);
    const banner = fill(texts.banner, { date: formatDateTime(new Date(query.data.expires)) });
    const main = [
      `<p role="status">${escapeHtml(banner)}</p>`,
      '<article>',
      `<h1>${escapeHtml(article.title)}</h1>`,
      `<p>${escapeHtml(article.excerpt)}</p>`,
      `<p>${escapeHtml(fill(texts.by, { name: article.authorName }))}</p>`,
      // Rendered from the checked document and sanitised (decision 0048), like the public page.
      `<div class="prose-article">${article.body}</div>`,
      '</article>',
    ].join('\n');
    return privatePage(reply, 200, page(article.title, main));
  });
};
