import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  articleCreateSchema,
  articlePreviewLinkSchema,
  articleRestoreSchema,
  articleRevisionListSchema,
  articleRevisionPreviewSchema,
  articleSaveSchema,
  articleScheduleSchema,
  articleSlugChangeSchema,
  emptyActionSchema,
  staffArticleListSchema,
  staffArticleQuerySchema,
  staffArticleSchema,
  staleVersionBodySchema,
} from '../../../src/domain/staff-articles.ts';
import { ARTICLE_DOCUMENT_LIMITS } from '../../../src/domain/article-document.ts';
import { fr } from '../../../src/i18n/fr/index.ts';
import { dateOf } from '../../clock.ts';
import { serialize } from '../../http/serialize.ts';
import { parseInput } from '../../http/validate.ts';
import { noStore } from '../auth/session.ts';
import { requireRole, type Viewer } from '../auth/viewer.ts';
import type { FeaturePlugin } from '../../services.ts';
import * as articles from './articles.ts';
import { PREVIEW_LINK_TTL_MS, previewLink } from './preview.ts';
import { queuePublication } from './schedule.ts';

const idParams = z.object({ id: z.uuid() });
/**
 * Bodies carrying a document: room for one over its own limit, so a too-large document is answered
 * with its French violation (400) rather than a bare 413; far beyond, the 413 comes first.
 */
const DOCUMENT_BODY = { bodyLimit: 4 * ARTICLE_DOCUMENT_LIMITS.maxBytes } as const;
const revisionParams = z.object({ id: z.uuid(), revision: z.uuid() });

/**
 * /api/staff/articles (role editor; an admin holds it too, decision 0045): the console's articles.
 * docs/api.md#staff-articles; the rules in docs/product.md#publishing. Never cached by anyone.
 */
export const staffArticleRoutes: FeaturePlugin = async (app, { services }) => {
  const db = services.database.db;
  const now = () => dateOf(services.clock);

  async function editor(request: FastifyRequest, reply: FastifyReply): Promise<Viewer> {
    const viewer = await requireRole(services, request, 'editor');
    noStore(reply);
    return viewer;
  }
  // An unknown id is a 404 like any missing article, not a 400: a console link may be old.
  const idOf = (request: FastifyRequest) => {
    const parsed = idParams.safeParse(request.params);
    return parsed.success ? parsed.data.id : '00000000-0000-0000-0000-000000000000';
  };

  app.get('/staff/articles', async (request, reply) => {
    await editor(request, reply);
    const query = parseInput(staffArticleQuerySchema, request.query, 'query');
    return serialize(staffArticleListSchema, await articles.listStaffArticles(db, query));
  });

  app.post('/staff/articles', DOCUMENT_BODY, async (request, reply) => {
    const viewer = await editor(request, reply);
    const body = parseInput(articleCreateSchema, request.body);
    const created = await articles.createArticle(db, body, viewer, now(), services.flows);
    return reply.code(201).send(serialize(staffArticleSchema, created));
  });

  app.get('/staff/articles/:id', async (request, reply) => {
    await editor(request, reply);
    return serialize(staffArticleSchema, await articles.getStaffArticle(db, idOf(request)));
  });

  /** A stale save's 409 carries who saved the newer version, when, and its number (decision 0046). */
  async function orStale<T>(reply: FastifyReply, work: () => Promise<T>): Promise<T | FastifyReply> {
    try {
      return await work();
    } catch (error) {
      if (!(error instanceof articles.StaleVersion)) throw error;
      return reply.code(409).send(serialize(staleVersionBodySchema, error.details));
    }
  }

  app.put('/staff/articles/:id', DOCUMENT_BODY, async (request, reply) => {
    const viewer = await editor(request, reply);
    const body = parseInput(articleSaveSchema, request.body);
    return orStale(reply, async () =>
      serialize(staffArticleSchema, await articles.saveArticle(db, idOf(request), body, viewer, now(), services.flows)),
    );
  });

  app.post('/staff/articles/:id/publish', async (request, reply) => {
    const viewer = await editor(request, reply);
    const version = parseInput(emptyActionSchema, request.body)?.version;
    return orStale(reply, async () =>
      serialize(staffArticleSchema, await articles.publishArticle(db, idOf(request), viewer, now(), services.flows, version)),
    );
  });

  app.post('/staff/articles/:id/schedule', async (request, reply) => {
    const viewer = await editor(request, reply);
    const { at, version } = parseInput(articleScheduleSchema, request.body);
    const id = idOf(request);
    const when = new Date(at);
    return orStale(reply, async () => {
      const scheduled = await articles.scheduleArticle(db, id, when, viewer, now(), services.flows, version);
      queuePublication(services, id, when, request.log);
      return serialize(staffArticleSchema, scheduled);
    });
  });

  app.post('/staff/articles/:id/unschedule', async (request, reply) => {
    const viewer = await editor(request, reply);
    const version = parseInput(emptyActionSchema, request.body)?.version;
    return orStale(reply, async () =>
      serialize(staffArticleSchema, await articles.unscheduleArticle(db, idOf(request), viewer, now(), services.flows, version)),
    );
  });

  app.post('/staff/articles/:id/unpublish', async (request, reply) => {
    const viewer = await editor(request, reply);
    const version = parseInput(emptyActionSchema, request.body)?.version;
    return orStale(reply, async () =>
      serialize(staffArticleSchema, await articles.unpublishArticle(db, idOf(request), viewer, now(), services.flows, version)),
    );
  });

  app.put('/staff/articles/:id/slug', async (request, reply) => {
    const viewer = await editor(request, reply);
    const body = articleSlugChangeSchema.safeParse(request.body);
    if (!body.success) {
      // One French sentence for every way a slug can be malformed.
      reply.code(400);
      return {
        message: fr.server.validationFailed,
        violations: [{ property: 'slug', message: fr.publishingServer.slugFormat, type: 'invalid' }],
      };
    }
    return serialize(staffArticleSchema, await articles.changeSlug(db, idOf(request), body.data.slug, viewer, now()));
  });

  app.get('/staff/articles/:id/revisions', async (request, reply) => {
    await editor(request, reply);
    return serialize(articleRevisionListSchema, await articles.listRevisions(db, idOf(request)));
  });

  app.get('/staff/articles/:id/revisions/:revision', async (request, reply) => {
    await editor(request, reply);
    const { id, revision } = parseInput(revisionParams, request.params, 'params');
    return serialize(articleRevisionPreviewSchema, await articles.previewRevision(db, id, revision));
  });

  app.post('/staff/articles/:id/revisions/:revision/restore', async (request, reply) => {
    const viewer = await editor(request, reply);
    const { id, revision } = parseInput(revisionParams, request.params, 'params');
    const { version } = parseInput(articleRestoreSchema, request.body);
    return orStale(reply, async () =>
      serialize(staffArticleSchema, await articles.restoreRevision(db, id, revision, version, viewer, now(), services.flows)),
    );
  });

  /** A signed link to the working copy, valid 24 hours (decision 0054): readable by whoever holds it, without signing in. */
  app.post('/staff/articles/:id/preview-link', async (request, reply) => {
    await editor(request, reply);
    parseInput(emptyActionSchema, request.body);
    const id = idOf(request);
    await articles.getStaffArticle(db, id);
    const expiresAt = services.clock.now() + PREVIEW_LINK_TTL_MS;
    const url = previewLink(services.config.siteUrl, services.config.jwtSecret, id, expiresAt);
    return reply.code(201).send(serialize(articlePreviewLinkSchema, { url, expiresAt: new Date(expiresAt).toISOString() }));
  });
};
