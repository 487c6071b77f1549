import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FeaturePlugin } from '../../services.ts';
import { z } from 'zod';
import {
  articleListSchema,
  articleQuerySchema,
  articleSchema,
  authorListSchema,
  authorSchema,
  categoryListSchema,
  categorySchema,
  limitQuerySchema,
  mediaListSchema,
  mediaQuerySchema,
  mediaSchema,
  pageContentSchema,
  pageListSchema,
  tagListSchema,
  tagSchema,
} from '../../../src/domain/content.ts';
import { EncodedBody, sendEncoded } from '../../http/encoded-body.ts';
import { parseInput } from '../../http/validate.ts';
import { serialize } from '../../http/serialize.ts';
import { optionalViewer, type Viewer } from '../auth/viewer.ts';
import type { ReaderAccess } from './content-view.ts';
import * as content from './content-service.ts';
import { isNotModified, sendNotModified, weakEtag } from '../../http/validators.ts';
import { sendJsonSecurityHeaders, WITHOUT_HELMET } from './json-security-headers.ts';
import { createAnswerCache } from './response-cache.ts';
import { contentRevisionOf } from './content-revision.ts';

/**
 * docs/product.md#calls /content/*: public reads. Lists and anonymous reads may be cached by anyone
 * for a minute, with an ETag to revalidate (and are kept by this process: response-cache.ts,
 * decision 0040); a signed-in read of an article carries the full text: kept by this process alone
 * (the same for every member), never by another cache.
 */

const PUBLIC = 'public, max-age=60';
const PRIVATE = 'private, no-store';
/** Fresh a minute, as max-age says, then served while refreshed; a content change makes every key new. */
export const CONTENT_CACHE = { ttlMs: 60_000, maxEntries: 1_000 } as const;

/** A kept answer: its JSON encoded once (encoded-body.ts) and its validator. */
interface KeptJson {
  json: EncodedBody;
  etag: string;
}

/** VIP members and staff (who support and publish them) read VIP articles; any other account, members' ones (decision 0047). */
function accessOf(viewer: Viewer | null): ReaderAccess {
  if (viewer === null) return 'anonymous';
  // Every role is vip or a staff role (docs/product.md#roles).
  return viewer.roles.length > 0 ? 'vip' : 'member';
}

const uidParams = z.object({ uid: z.string().min(1).max(120) });
const relatedQuery = limitQuerySchema.pick({ length: true });

/**
 * Headers and bytes of a kept JSON answer (no closure per read: the hottest path), or a 304 when a
 * public one's ETag is the reader's (a private answer has none: nobody keeps it).
 */
function sendJson(
  request: FastifyRequest,
  reply: FastifyReply,
  kept: KeptJson,
  cacheControl: string,
): Buffer | Promise<Buffer> | FastifyReply {
  reply.header('cache-control', cacheControl).type('application/json; charset=utf-8');
  if (cacheControl === PUBLIC && isNotModified(request, reply, kept.etag)) return sendNotModified(reply);
  return sendEncoded(request, reply, kept.json);
}

function kept(value: unknown): KeptJson {
  const bytes = Buffer.from(JSON.stringify(value));
  return { json: new EncodedBody(bytes), etag: weakEtag(bytes) };
}

/**
 * A route answering only through sendKept: encoded already, so @fastify/compress stays out of it
 * (and out of its request: a GET has no body to decompress).
 */
const PUBLIC_ROUTE = { ...WITHOUT_HELMET, compress: false, decompress: false } as const;

export const contentRoutes: FeaturePlugin = async (app, { services }) => {
  const db = () => services.database.db;
  const cache = createAnswerCache<KeptJson>({ ...CONTENT_CACHE, revision: contentRevisionOf(db()) });
  app.addHook('onClose', async () => cache.close());
  sendJsonSecurityHeaders(app, services.config);

  /**
   * A kept answer: validated against its contract once, kept as UTF-8 JSON and each encoding
   * made once (encoded-body.ts), sent as is in the encoding the reader accepts. A fresh one already
   * encoded is sent at once, without a promise (most reads of a list are that). Public
   * unless told: a member's article is kept here too (the same text for every member), never by
   * anyone else.
   */
  function sendKept<S extends z.ZodType>(
    request: FastifyRequest,
    reply: FastifyReply,
    key: string,
    schema: S,
    compute: (request: FastifyRequest) => Promise<z.input<S>>,
    cacheControl = PUBLIC,
  ): FastifyReply | Promise<unknown> {
    const fresh = cache.peek(key);
    const bytes = fresh === undefined ? undefined : sendJson(request, reply, fresh, cacheControl);
    if (Buffer.isBuffer(bytes)) return reply.send(bytes);
    if (bytes !== undefined) return bytes;
    return cache
      .get(key, async () => kept(serialize(schema, await compute(request))))
      .then((answer) => sendJson(request, reply, answer, cacheControl));
  }

  // The hottest read: keyed by the raw query string, so a hit skips parsing it. Only a valid query
  // is ever stored (an invalid one throws inside the computation, which is never kept).
  // Made once, not per read: a hit never calls it.
  const listArticles = (request: FastifyRequest) => content.listArticles(db(), parseInput(articleQuerySchema, request.query, 'query'));
  app.get('/content/articles', PUBLIC_ROUTE, (request, reply) => {
    const rawQuery = request.url.slice(request.url.indexOf('?') + 1 || request.url.length);
    return sendKept(request, reply, `articles?${rawQuery}`, articleListSchema, listArticles);
  });

  app.get('/content/articles/related/:uid', PUBLIC_ROUTE, (request, reply) => {
    const { uid } = parseInput(uidParams, request.params, 'params');
    const { length } = parseInput(relatedQuery, request.query, 'query');
    return sendKept(request, reply, `related/${uid}?${length ?? ''}`, articleListSchema, () =>
      content.listRelatedArticles(db(), uid, length),
    );
  });

  app.get('/content/articles/:uid', WITHOUT_HELMET, async (request, reply) => {
    const { uid } = parseInput(uidParams, request.params, 'params');
    // The answer depends on who asks: a shared cache must key it on the credentials.
    reply.header('vary', 'Authorization');
    const viewer = await optionalViewer(services, request);
    const access = accessOf(viewer);
    // Every reader of one level reads the same text (decision 0047): kept in this process like the
    // public answer, one copy per level, sent private.
    const answer =
      access === 'anonymous'
        ? sendKept(request, reply, `article/${uid}`, articleSchema, () => content.getArticle(db(), uid, 'anonymous'))
        : sendKept(request, reply, `${access}-article/${uid}`, articleSchema, () => content.getArticle(db(), uid, access), PRIVATE);
    // Only a computed answer can find a former slug (never kept, so never a hit).
    return answer instanceof Promise ? answer.catch((error: unknown) => movedOrThrow(error, reply)) : answer;
  });

  /** A former slug (decision 0046): the article lives at its current one. */
  function movedOrThrow(error: unknown, reply: FastifyReply): FastifyReply {
    if (!(error instanceof content.ArticleMoved)) throw error;
    return reply.header('cache-control', PUBLIC).redirect(`/api/content/articles/${encodeURIComponent(error.slug)}`, 301);
  }

  app.get('/content/authors', PUBLIC_ROUTE, (request, reply) => {
    const query = parseInput(limitQuerySchema, request.query, 'query');
    return sendKept(request, reply, `authors?${JSON.stringify(query)}`, authorListSchema, () => content.listAuthors(db(), query));
  });

  app.get('/content/authors/:uid', PUBLIC_ROUTE, (request, reply) => {
    const { uid } = parseInput(uidParams, request.params, 'params');
    return sendKept(request, reply, `author/${uid}`, authorSchema, () => content.getAuthor(db(), uid));
  });

  app.get('/content/categories', PUBLIC_ROUTE, (request, reply) => {
    const query = parseInput(limitQuerySchema, request.query, 'query');
    return sendKept(request, reply, `categories?${JSON.stringify(query)}`, categoryListSchema, () => content.listCategories(db(), query));
  });

  app.get('/content/categories/:uid', PUBLIC_ROUTE, (request, reply) => {
    const { uid } = parseInput(uidParams, request.params, 'params');
    return sendKept(request, reply, `category/${uid}`, categorySchema, () => content.getCategory(db(), uid));
  });

  app.get('/content/tags', PUBLIC_ROUTE, (request, reply) => {
    const query = parseInput(limitQuerySchema, request.query, 'query');
    return sendKept(request, reply, `tags?${JSON.stringify(query)}`, tagListSchema, () => content.listTags(db(), query));
  });

  app.get('/content/tags/:uid', PUBLIC_ROUTE, (request, reply) => {
    const { uid } = parseInput(uidParams, request.params, 'params');
    return sendKept(request, reply, `tag/${uid}`, tagSchema, () => content.getTag(db(), uid));
  });

  app.get('/content/media', PUBLIC_ROUTE, (request, reply) => {
    const query = parseInput(mediaQuerySchema, request.query, 'query');
    return sendKept(request, reply, `media?${JSON.stringify(query)}`, mediaListSchema, () => content.listMedia(db(), query));
  });

  app.get('/content/media/:uid', PUBLIC_ROUTE, (request, reply) => {
    const { uid } = parseInput(uidParams, request.params, 'params');
    return sendKept(request, reply, `media/${uid}`, mediaSchema, () => content.getMedia(db(), uid));
  });

  app.get('/content/pages', PUBLIC_ROUTE, (request, reply) => {
    const query = parseInput(limitQuerySchema, request.query, 'query');
    return sendKept(request, reply, `pages?${JSON.stringify(query)}`, pageListSchema, () => content.listPages(db(), query));
  });

  app.get('/content/pages/:uid', PUBLIC_ROUTE, (request, reply) => {
    const { uid } = parseInput(uidParams, request.params, 'params');
    return sendKept(request, reply, `page/${uid}`, pageContentSchema, () => content.getPage(db(), uid));
  });
};
