import { and, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { ArticleDocument } from '../../../src/domain/article-document.ts';
import { parseArticleDocument } from '../../../src/i18n/article-document-message.ts';
import type { ArticleLifecycleEvent } from '../../../machines/content/article-lifecycle.machine.ts';
import { PAGE_SIZE, type Paged } from '../../../src/domain/page.ts';
import type {
  ArticleCreate,
  ArticleEditable,
  ArticleRevisionKind,
  ArticleSave,
  StaffArticle,
  StaffArticleQuery,
  StaffArticleSummary,
  staleVersionBodySchema,
} from '../../../src/domain/staff-articles.ts';
import { z } from 'zod';
import type { Violation } from '../../../src/domain/violation.ts';
import { fill } from '../../../src/i18n/fill.ts';
import { fr } from '../../../src/i18n/fr/index.ts';
import { formatDateTime } from '../../../src/i18n/format.ts';
import type { Database } from '../../db/database.ts';
import {
  contentArticleRevisions,
  contentArticles,
  contentArticleSlugs,
  contentAuthors,
  contentMedia,
  users,
} from '../../db/schema/index.ts';
import { conflict, HttpError, notFound, validationFailed } from '../../http/errors.ts';
import { contentChanged } from '../content/content-changes.ts';
import { bumpContentRevision } from '../content/content-revision.ts';
import { decodeCursor, encodeCursor, instantKey } from '../content/cursor.ts';
import { renderArticleDocument, type RenderedMedia } from './document/render.ts';
import type { FlowCounter } from '../flows/counter.ts';
import { stepArticle, type ArticleStep } from './lifecycle.ts';

/**
 * The staff side of articles (docs/product.md#publishing, decisions 0046 and 0047): every write is
 * one transaction that locks the article's row, asks the lifecycle machine (lifecycle.ts) whether
 * the step is allowed, and writes. Whatever readers may see changes only through publish,
 * unpublish, a schedule due and a slug change; each bumps the content revision in its transaction
 * and calls contentChanged() after the commit, so pages, lists and the sitemap follow at once.
 */

const messages = fr.publishingServer;
/** A save keeps a revision when the article's last one is at least this old (decision 0046). */
export const ARTICLE_REVISION_INTERVAL_MS = 5 * 60_000;
const REVISIONS_LISTED = 100;

type ArticleRowFull = typeof contentArticles.$inferSelect;
type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
type Db = Database | Tx;

export interface Actor {
  uid: string;
}

/** The working copy: the pending edit of a published article, else the article's own columns. */
export function editableOf(row: ArticleRowFull): ArticleEditable {
  if (row.pending !== null) return row.pending;
  return {
    title: row.title,
    excerpt: row.excerpt,
    doc: row.doc,
    visibility: row.visibility,
    authorUid: row.authorUid,
    mainImageUid: row.mainImageUid,
    seoTitle: row.seoTitle,
    seoDescription: row.seoDescription,
    canonicalUrl: row.canonicalUrl,
    socialImageUid: row.socialImageUid,
  };
}

// ---------------------------------------------------------------------------------------------
// Rendering: the editor's JSON → the sanitised HTML the public columns keep

function mediaUidsOf(node: unknown, into: Set<string>): Set<string> {
  if (typeof node !== 'object' || node === null) return into;
  const record = node as { type?: unknown; attrs?: { mediaUid?: unknown }; content?: unknown };
  if (record.type === 'image' && typeof record.attrs?.mediaUid === 'string') into.add(record.attrs.mediaUid);
  if (Array.isArray(record.content)) for (const child of record.content) mediaUidsOf(child, into);
  return into;
}

/** The columns readers get, rendered from a checked document (images resolved from the media library). */
export async function renderColumns(db: Db, doc: ArticleDocument) {
  const uids = [...mediaUidsOf(doc, new Set())];
  const media = new Map<string, RenderedMedia>();
  if (uids.length > 0) {
    const rows = await db
      .select({ uid: contentMedia.uid, url: contentMedia.url, width: contentMedia.width, height: contentMedia.height })
      .from(contentMedia)
      .where(inArray(contentMedia.uid, uids));
    for (const row of rows) {
      if (row.width !== null && row.height !== null) media.set(row.uid, { url: row.url, width: row.width, height: row.height });
    }
  }
  const rendered = renderArticleDocument(doc, { mediaUrl: (uid) => media.get(uid) ?? null });
  return { teaser: rendered.teaserHtml, body: rendered.bodyHtml, readingMinutes: rendered.readingMinutes };
}

/** The public columns of a working copy: rendered when it has a document, else left as stored (HTML rows). */
async function publicColumns(db: Db, editable: ArticleEditable) {
  const base = {
    title: editable.title,
    excerpt: editable.excerpt,
    doc: editable.doc,
    visibility: editable.visibility,
    authorUid: editable.authorUid,
    mainImageUid: editable.mainImageUid,
    seoTitle: editable.seoTitle,
    seoDescription: editable.seoDescription,
    canonicalUrl: editable.canonicalUrl,
    socialImageUid: editable.socialImageUid,
  };
  if (editable.doc === null) return base;
  return { ...base, ...(await renderColumns(db, editable.doc as ArticleDocument)) };
}

// ---------------------------------------------------------------------------------------------
// Checks of a body beyond its schema

/** The document of a body, checked by the allow-list (violations under `doc.<path>`). */
function checkedDocument(input: unknown): ArticleDocument {
  const result = parseArticleDocument(input);
  if (result.ok) return result.doc;
  throw validationFailed(
    result.violations.map((violation) => ({
      property: violation.path === '' ? 'doc' : `doc.${violation.path}`,
      message: violation.message,
      type: 'invalid' as const,
    })),
  );
}

/** The author and images a working copy names exist (a foreign key error would be a 500). */
async function checkReferences(db: Db, editable: Partial<ArticleEditable>): Promise<void> {
  const violations: Violation[] = [];
  if (editable.authorUid !== undefined) {
    const [author] = await db.select({ uid: contentAuthors.uid }).from(contentAuthors).where(eq(contentAuthors.uid, editable.authorUid));
    if (author === undefined) violations.push({ property: 'authorUid', message: messages.unknownAuthor, type: 'invalid' });
  }
  for (const property of ['mainImageUid', 'socialImageUid'] as const) {
    const uid = editable[property];
    if (uid === undefined || uid === null) continue;
    const [media] = await db.select({ uid: contentMedia.uid }).from(contentMedia).where(eq(contentMedia.uid, uid));
    if (media === undefined) violations.push({ property, message: messages.unknownMedia, type: 'invalid' });
  }
  if (violations.length > 0) throw validationFailed(violations);
}

/** The fields a body sets (undefined: keep), the document checked. */
function changesOf(body: Omit<ArticleSave, 'version'>): Partial<ArticleEditable> {
  const changes: Partial<ArticleEditable> = {};
  if (body.title !== undefined) changes.title = body.title;
  if (body.excerpt !== undefined) changes.excerpt = body.excerpt;
  if (body.doc !== undefined) changes.doc = checkedDocument(body.doc);
  if (body.visibility !== undefined) changes.visibility = body.visibility;
  if (body.authorUid !== undefined) changes.authorUid = body.authorUid;
  if (body.mainImageUid !== undefined) changes.mainImageUid = body.mainImageUid;
  if (body.seoTitle !== undefined) changes.seoTitle = body.seoTitle;
  if (body.seoDescription !== undefined) changes.seoDescription = body.seoDescription;
  if (body.canonicalUrl !== undefined) changes.canonicalUrl = body.canonicalUrl;
  if (body.socialImageUid !== undefined) changes.socialImageUid = body.socialImageUid;
  return changes;
}

// ---------------------------------------------------------------------------------------------
// Reads

const personName = sql<string>`coalesce(${users.metadata}->'profile'->>'name', ${users.email})`;

interface Person {
  uid: string;
  name: string;
}

async function personOf(db: Db, uid: string | null): Promise<Person | null> {
  if (uid === null) return null;
  const [row] = await db.select({ uid: users.uid, name: personName }).from(users).where(eq(users.uid, uid));
  return row ?? null;
}

const iso = (date: Date | null): string | null => (date === null ? null : date.toISOString());

async function lockedRow(tx: Tx, id: string): Promise<ArticleRowFull> {
  const [row] = await tx.select().from(contentArticles).where(eq(contentArticles.id, id)).for('update');
  if (row === undefined) throw notFound();
  return row;
}

export async function getStaffArticle(db: Db, id: string): Promise<StaffArticle> {
  const [row] = await db
    .select({ article: contentArticles, authorName: contentAuthors.name })
    .from(contentArticles)
    .innerJoin(contentAuthors, eq(contentAuthors.uid, contentArticles.authorUid))
    .where(eq(contentArticles.id, id));
  if (row === undefined) throw notFound();
  const { article } = row;
  const working = editableOf(article);
  const author =
    working.authorUid === article.authorUid
      ? { uid: article.authorUid, name: row.authorName }
      : ((
          await db
            .select({ uid: contentAuthors.uid, name: contentAuthors.name })
            .from(contentAuthors)
            .where(eq(contentAuthors.uid, working.authorUid))
        )[0] ?? {
          uid: working.authorUid,
          name: working.authorUid,
        });
  return {
    id: article.id,
    slug: article.uid,
    status: article.status,
    visibility: working.visibility,
    title: working.title,
    excerpt: working.excerpt,
    doc: working.doc,
    author,
    mainImageUid: working.mainImageUid,
    seoTitle: working.seoTitle,
    seoDescription: working.seoDescription,
    canonicalUrl: working.canonicalUrl,
    socialImageUid: working.socialImageUid,
    date: article.date.toISOString(),
    updatedAt: article.updatedAt.toISOString(),
    updatedBy: await personOf(db, article.updatedBy),
    scheduledAt: iso(article.scheduledAt),
    publishedAt: iso(article.publishedAt),
    hasPendingChanges: article.pending !== null,
    version: article.version,
  };
}

/** `%`, `_` and `\` typed in a search are letters, not patterns. */
const likePattern = (words: string): string => `%${words.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** The console's list: newest change first, keyset on (updated_at, id) (content_articles_staff_idx). */
export async function listStaffArticles(db: Database, query: StaffArticleQuery): Promise<Paged<StaffArticleSummary>> {
  const limit = query.length ?? PAGE_SIZE;
  const conditions: SQL[] = [];
  if (query.status !== undefined) conditions.push(eq(contentArticles.status, query.status));
  if (query.q !== undefined) {
    // The title a reader sees or the one being written (a pending edit's).
    conditions.push(
      sql`(${contentArticles.title} ilike ${likePattern(query.q)} or ${contentArticles.pending}->>'title' ilike ${likePattern(query.q)})`,
    );
  }
  if (query.cursor !== undefined) {
    const cursor = decodeCursor(query.cursor);
    const at = cursor?.sort === 'staff' && cursor.order === 'desc' ? instantKey.safeParse(cursor.key[0]) : null;
    if (cursor === null || at === null || !at.success || !z.uuid().safeParse(cursor.uid).success) {
      throw validationFailed([{ property: 'cursor', message: fr.contentServer.invalidCursor, type: 'invalid' }]);
    }
    conditions.push(sql`(${contentArticles.updatedAt}, ${contentArticles.id}) < (${at.data}::timestamptz, ${cursor.uid}::uuid)`);
  }
  const rows = await db
    .select({
      id: contentArticles.id,
      slug: contentArticles.uid,
      title: sql<string>`coalesce(${contentArticles.pending}->>'title', ${contentArticles.title})`,
      status: contentArticles.status,
      visibility: contentArticles.visibility,
      authorUid: contentArticles.authorUid,
      authorName: contentAuthors.name,
      date: contentArticles.date,
      updatedAt: contentArticles.updatedAt,
      scheduledAt: contentArticles.scheduledAt,
      publishedAt: contentArticles.publishedAt,
      hasPendingChanges: sql<boolean>`${contentArticles.pending} is not null`,
    })
    .from(contentArticles)
    .innerJoin(contentAuthors, eq(contentAuthors.uid, contentArticles.authorUid))
    .where(and(...conditions))
    .orderBy(desc(contentArticles.updatedAt), desc(contentArticles.id))
    .limit(limit + 1);
  const served = rows.slice(0, limit);
  const last = served.at(-1);
  return {
    payload: served.map((row) => ({
      id: row.id,
      slug: row.slug,
      title: row.title,
      status: row.status,
      visibility: row.visibility,
      author: { uid: row.authorUid, name: row.authorName },
      date: row.date.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
      scheduledAt: iso(row.scheduledAt),
      publishedAt: iso(row.publishedAt),
      hasPendingChanges: row.hasPendingChanges,
    })),
    page: {
      hasNextPage: rows.length > limit,
      endCursor:
        last === undefined ? null : encodeCursor({ sort: 'staff', order: 'desc', key: [last.updatedAt.toISOString()], uid: last.id }),
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Revisions

async function keepRevision(
  tx: Tx,
  row: ArticleRowFull,
  kind: ArticleRevisionKind,
  snapshot: ArticleEditable,
  actor: Actor | null,
  now: Date,
) {
  const [last] = await tx
    .select({ number: contentArticleRevisions.number })
    .from(contentArticleRevisions)
    .where(eq(contentArticleRevisions.articleId, row.id))
    .orderBy(desc(contentArticleRevisions.number))
    .limit(1);
  await tx.insert(contentArticleRevisions).values({
    articleId: row.id,
    number: (last?.number ?? 0) + 1,
    kind,
    version: row.version,
    snapshot,
    createdAt: now,
    createdBy: actor?.uid ?? null,
  });
}

/** Decision 0046: a save keeps a revision when the last one is ARTICLE_REVISION_INTERVAL_MS old, or there is none. */
async function revisionDue(tx: Tx, articleId: string, now: Date): Promise<boolean> {
  const [last] = await tx
    .select({ createdAt: contentArticleRevisions.createdAt })
    .from(contentArticleRevisions)
    .where(eq(contentArticleRevisions.articleId, articleId))
    .orderBy(desc(contentArticleRevisions.number))
    .limit(1);
  return last === undefined || now.getTime() - last.createdAt.getTime() >= ARTICLE_REVISION_INTERVAL_MS;
}

export async function listRevisions(db: Database, id: string) {
  const [article] = await db.select({ id: contentArticles.id }).from(contentArticles).where(eq(contentArticles.id, id));
  if (article === undefined) throw notFound();
  const rows = await db
    .select({ revision: contentArticleRevisions, createdByName: personName })
    .from(contentArticleRevisions)
    .leftJoin(users, eq(users.uid, contentArticleRevisions.createdBy))
    .where(eq(contentArticleRevisions.articleId, id))
    .orderBy(desc(contentArticleRevisions.number))
    .limit(REVISIONS_LISTED);
  return { payload: rows.map(({ revision, createdByName }) => revisionSummary(revision, createdByName)) };
}

function revisionSummary(revision: typeof contentArticleRevisions.$inferSelect, createdByName: string | null) {
  return {
    id: revision.id,
    number: revision.number,
    kind: revision.kind,
    version: revision.version,
    title: revision.snapshot.title,
    createdAt: revision.createdAt.toISOString(),
    createdBy: revision.createdBy === null ? null : { uid: revision.createdBy, name: createdByName ?? '' },
  };
}

async function findRevision(db: Db, id: string, revisionId: string) {
  const [row] = await db
    .select({ revision: contentArticleRevisions, createdByName: personName })
    .from(contentArticleRevisions)
    .leftJoin(users, eq(users.uid, contentArticleRevisions.createdBy))
    .where(and(eq(contentArticleRevisions.id, revisionId), eq(contentArticleRevisions.articleId, id)));
  if (row === undefined) throw notFound();
  return row;
}

export async function previewRevision(db: Database, id: string, revisionId: string) {
  const { revision, createdByName } = await findRevision(db, id, revisionId);
  const { snapshot } = revision;
  const rendered = snapshot.doc === null ? { teaser: '', body: '' } : await renderColumns(db, snapshot.doc as ArticleDocument);
  return {
    revision: revisionSummary(revision, createdByName),
    title: snapshot.title,
    excerpt: snapshot.excerpt,
    visibility: snapshot.visibility,
    doc: snapshot.doc,
    teaserHtml: rendered.teaser,
    bodyHtml: rendered.body,
  };
}

// ---------------------------------------------------------------------------------------------
// Writes

function refused(row: ArticleRowFull): HttpError {
  return new HttpError(409, {
    message: fill(messages.notAllowed, { status: messages.status[row.status] }),
    code: 'invalid_transition',
  });
}

function requireStep(row: ArticleRowFull, event: ArticleLifecycleEvent): ArticleStep {
  const step = stepArticle(row, event);
  if (step === null) throw refused(row);
  return step;
}

/** 409 stale_version: who saved the version the editor did not have, when, and its number (decision 0046). */
async function staleVersion(db: Db, row: ArticleRowFull): Promise<StaleVersion> {
  const updatedBy = await personOf(db, row.updatedBy);
  const message = fill(messages.staleVersion, {
    name: updatedBy?.name ?? 'quelqu’un',
    time: formatDateTime(row.updatedAt),
    version: row.version,
  });
  return new StaleVersion({
    message,
    code: 'stale_version',
    violations: [{ property: 'version', message, type: 'invalid' }],
    current: { version: row.version, updatedAt: row.updatedAt.toISOString(), updatedBy },
  });
}

/** A lifecycle action sent with the version its editor shows: another's newer save is a 409, not published unseen. */
async function refuseStale(db: Db, row: ArticleRowFull, expectedVersion: number | undefined): Promise<void> {
  if (expectedVersion !== undefined && expectedVersion !== row.version) throw await staleVersion(db, row);
}

/** The 409 of a stale save, with the newer version's facts (the routes send `details` whole). */
export class StaleVersion extends HttpError {
  constructor(readonly details: z.infer<typeof staleVersionBodySchema>) {
    super(409, { message: details.message, code: details.code, violations: details.violations });
  }
}

/** Where the lifecycle's moves are counted for the analysts (ServerServices.flows; docs/flows). */
export type MoveSink = Pick<FlowCounter, 'add'>;

/** A move of the lifecycle as the diagrams name its states ('published.live'). */
interface LifecycleMove {
  from: string;
  event: string;
  to: string;
}
const pathOf = (state: string): string => (state === 'live' || state === 'pendingChanges' ? `published.${state}` : state);
/** The move of a step that changed the state (saves within a state are not counted: autosave would drown the rest). */
const movesOf = (step: ArticleStep, event: ArticleLifecycleEvent): LifecycleMove[] =>
  step.changed ? [{ from: pathOf(step.from), event: event.type, to: pathOf(step.to) }] : [];

/**
 * Runs `work` in a transaction; after the commit, every cache hears of a change readers see, and
 * the lifecycle's moves are counted (a rolled-back write counts nothing).
 */
async function write<T>(
  db: Database,
  work: (tx: Tx) => Promise<{ result: T; public: boolean; moves?: LifecycleMove[] }>,
  flows: MoveSink | undefined,
  now: Date,
): Promise<T> {
  const outcome = await db.transaction(async (tx) => {
    const done = await work(tx);
    if (done.public) await bumpContentRevision(tx);
    return done;
  });
  if (outcome.public) contentChanged();
  if (flows !== undefined && outcome.moves !== undefined && outcome.moves.length > 0) {
    flows.add(outcome.moves.map((move) => ({ move: { flow: 'article-lifecycle', ...move, elapsedMs: null }, at: now })));
  }
  return outcome.result;
}

/** Lower-case ASCII words of a title joined by hyphens (decision 0046). */
export function slugOf(title: string): string {
  const slug = title
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 100)
    .replace(/-+$/, '');
  return slug.length >= 3 ? slug : `article-${slug}`.replace(/-$/, '');
}

/** True when `slug` is another article's, now or before (an old link must never change article). */
async function slugTaken(db: Db, slug: string, articleId: string | null): Promise<boolean> {
  const current = await db
    .select({ id: contentArticles.id })
    .from(contentArticles)
    .where(articleId === null ? eq(contentArticles.uid, slug) : and(eq(contentArticles.uid, slug), ne(contentArticles.id, articleId)));
  if (current.length > 0) return true;
  const former = await db
    .select({ id: contentArticleSlugs.articleId })
    .from(contentArticleSlugs)
    .where(
      articleId === null
        ? eq(contentArticleSlugs.slug, slug)
        : and(eq(contentArticleSlugs.slug, slug), ne(contentArticleSlugs.articleId, articleId)),
    );
  return former.length > 0;
}

const slugConflict = (): HttpError => conflict([{ property: 'slug', message: messages.slugTaken, type: 'duplicate' }], messages.slugTaken);

/** True for PostgreSQL's unique violation (two requests took one slug at once). */
function isUniqueViolation(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; current = current.cause, depth += 1) {
    if ((current as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

export async function createArticle(db: Database, body: ArticleCreate, actor: Actor, now: Date, flows?: MoveSink): Promise<StaffArticle> {
  const changes = changesOf(body);
  const doc = (changes.doc as ArticleDocument | undefined) ?? { type: 'doc', content: [{ type: 'paragraph' }] };
  const editable: ArticleEditable = {
    title: body.title,
    excerpt: changes.excerpt ?? '',
    doc,
    visibility: changes.visibility ?? 'members',
    authorUid: body.authorUid,
    mainImageUid: body.mainImageUid,
    seoTitle: changes.seoTitle ?? null,
    seoDescription: changes.seoDescription ?? null,
    canonicalUrl: changes.canonicalUrl ?? null,
    socialImageUid: changes.socialImageUid ?? null,
  };
  try {
    const id = await write(
      db,
      async (tx) => {
        await checkReferences(tx, editable);
        let slug = body.slug ?? slugOf(body.title);
        if (await slugTaken(tx, slug, null)) {
          if (body.slug !== undefined) throw slugConflict();
          const base = slug;
          for (let suffix = 2; await slugTaken(tx, slug, null); suffix += 1) slug = `${base}-${suffix}`;
        }
        const [row] = await tx
          .insert(contentArticles)
          .values({
            ...(await publicColumns(tx, editable)),
            ...(await renderColumns(tx, doc)),
            uid: slug,
            status: 'draft',
            date: now,
            modified: now,
            menuOrder: 0,
            updatedAt: now,
            updatedBy: actor.uid,
          })
          .returning({ id: contentArticles.id });
        if (row === undefined) throw new Error('article insert returned no row');
        // A new article starts its journey in draft (docs/flows: the machine's initial state).
        return { result: row.id, public: false, moves: [{ from: '#start', event: 'xstate.init', to: 'draft' }] };
      },
      flows,
      now,
    );
    return await getStaffArticle(db, id);
  } catch (error) {
    if (isUniqueViolation(error)) throw slugConflict();
    throw error;
  }
}

/**
 * A save (or a restore): refused with 409 stale_version unless `version` is the article's; else the
 * working copy changes (kept aside as the pending revision of a published article), version + 1.
 */
async function saveWorkingCopy(
  db: Database,
  id: string,
  version: number,
  change: (
    row: ArticleRowFull,
  ) => Promise<{ editable: ArticleEditable; event: ArticleLifecycleEvent; revision: ArticleRevisionKind | null }>,
  actor: Actor,
  now: Date,
  flows: MoveSink | undefined,
): Promise<StaffArticle> {
  await write(
    db,
    async (tx) => {
      const row = await lockedRow(tx, id);
      if (row.version !== version) throw await staleVersion(tx, row);
      const { editable, event, revision } = await change(row);
      const step = requireStep(row, event);
      await checkReferences(tx, editable);
      const columns = step.pending ? { pending: editable } : { ...(await publicColumns(tx, editable)), pending: null };
      const [saved] = await tx
        .update(contentArticles)
        .set({ ...columns, version: row.version + 1, updatedAt: now, updatedBy: actor.uid })
        // The version again: the row lock already serialises saves; this keeps the rule in the write itself.
        .where(and(eq(contentArticles.id, id), eq(contentArticles.version, version)))
        .returning();
      if (saved === undefined) throw await staleVersion(tx, await lockedRow(tx, id));
      const kind = revision ?? ((await revisionDue(tx, id, now)) ? 'autosave' : null);
      if (kind !== null) await keepRevision(tx, saved, kind, editable, actor, now);
      return { result: null, public: false, moves: movesOf(step, event) };
    },
    flows,
    now,
  );
  return getStaffArticle(db, id);
}

export function saveArticle(db: Database, id: string, body: ArticleSave, actor: Actor, now: Date, flows?: MoveSink): Promise<StaffArticle> {
  const { version, ...fields } = body;
  const changes = changesOf(fields);
  return saveWorkingCopy(
    db,
    id,
    version,
    async (row) => ({ editable: { ...editableOf(row), ...changes }, event: { type: 'article.save' }, revision: null }),
    actor,
    now,
    flows,
  );
}

export async function restoreRevision(
  db: Database,
  id: string,
  revisionId: string,
  version: number,
  actor: Actor,
  now: Date,
  flows?: MoveSink,
): Promise<StaffArticle> {
  const { revision } = await findRevision(db, id, revisionId);
  return saveWorkingCopy(
    db,
    id,
    version,
    async () => ({ editable: revision.snapshot, event: { type: 'article.restore' }, revision: 'restore' }),
    actor,
    now,
    flows,
  );
}

interface LifecycleCall {
  id: string;
  actor: Actor;
  now: Date;
  flows: MoveSink | undefined;
  /** The version the editor shows: another's newer save is a 409 (refuseStale). */
  expectedVersion: number | undefined;
}

/**
 * One lifecycle action: the row locked, the editor's version checked, the machine's step for `event`
 * written by `apply` (true when readers see the change, null when the step changed nothing), the
 * article read back after the commit.
 */
async function moveArticle(
  db: Database,
  call: LifecycleCall,
  event: ArticleLifecycleEvent,
  apply: (tx: Tx, row: ArticleRowFull, step: ArticleStep) => Promise<boolean | null>,
): Promise<StaffArticle> {
  await write(
    db,
    async (tx) => {
      const row = await lockedRow(tx, call.id);
      await refuseStale(tx, row, call.expectedVersion);
      const step = requireStep(row, event);
      const seen = await apply(tx, row, step);
      if (seen === null) return { result: null, public: false };
      return { result: null, public: seen, moves: movesOf(step, event) };
    },
    call.flows,
    call.now,
  );
  return getStaffArticle(db, call.id);
}

/** Publish now, or re-publish a pending revision or an unpublished article. */
export function publishArticle(
  db: Database,
  id: string,
  actor: Actor,
  now: Date,
  flows?: MoveSink,
  expectedVersion?: number,
): Promise<StaffArticle> {
  return moveArticle(db, { id, actor, now, flows, expectedVersion }, { type: 'article.publish' }, async (tx, row, step) => {
    if (!step.changed) return null;
    const editable = editableOf(row);
    await tx
      .update(contentArticles)
      .set({
        ...(await publicColumns(tx, editable)),
        pending: null,
        status: step.status,
        // The date readers see is the first publication's; a re-publication keeps it.
        date: row.publishedAt === null ? now : row.date,
        publishedAt: now,
        modified: now,
        scheduledAt: null,
        updatedAt: now,
        updatedBy: actor.uid,
      })
      .where(eq(contentArticles.id, id));
    await keepRevision(tx, row, 'publish', editable, actor, now);
    return true;
  });
}

export async function scheduleArticle(
  db: Database,
  id: string,
  at: Date,
  actor: Actor,
  now: Date,
  flows?: MoveSink,
  expectedVersion?: number,
): Promise<StaffArticle> {
  if (at.getTime() <= now.getTime()) {
    throw validationFailed([{ property: 'at', message: messages.scheduleInPast, type: 'invalid' }]);
  }
  return moveArticle(db, { id, actor, now, flows, expectedVersion }, { type: 'article.schedule' }, async (tx, _row, step) => {
    await tx
      .update(contentArticles)
      .set({ status: step.status, scheduledAt: at, updatedAt: now, updatedBy: actor.uid })
      .where(eq(contentArticles.id, id));
    return false;
  });
}

export function unscheduleArticle(
  db: Database,
  id: string,
  actor: Actor,
  now: Date,
  flows?: MoveSink,
  expectedVersion?: number,
): Promise<StaffArticle> {
  return moveArticle(db, { id, actor, now, flows, expectedVersion }, { type: 'article.unschedule' }, async (tx, _row, step) => {
    await tx
      .update(contentArticles)
      .set({ status: step.status, scheduledAt: null, updatedAt: now, updatedBy: actor.uid })
      .where(eq(contentArticles.id, id));
    return false;
  });
}

export function unpublishArticle(
  db: Database,
  id: string,
  actor: Actor,
  now: Date,
  flows?: MoveSink,
  expectedVersion?: number,
): Promise<StaffArticle> {
  return moveArticle(db, { id, actor, now, flows, expectedVersion }, { type: 'article.unpublish' }, async (tx, row, step) => {
    // Nobody reads it any more: a pending revision becomes the article itself.
    const columns = row.pending === null ? {} : await publicColumns(tx, row.pending);
    await tx
      .update(contentArticles)
      .set({ ...columns, pending: null, status: step.status, modified: now, updatedAt: now, updatedBy: actor.uid })
      .where(eq(contentArticles.id, id));
    return true;
  });
}

export async function changeSlug(db: Database, id: string, slug: string, actor: Actor, now: Date): Promise<StaffArticle> {
  try {
    await write(
      db,
      async (tx) => {
        const row = await lockedRow(tx, id);
        if (row.uid === slug) return { result: null, public: false };
        if (await slugTaken(tx, slug, id)) throw slugConflict();
        // Its own former slug taken back: that history row goes; the slug left is kept (301).
        await tx.delete(contentArticleSlugs).where(eq(contentArticleSlugs.slug, slug));
        await tx.insert(contentArticleSlugs).values({ slug: row.uid, articleId: id, changedAt: now }).onConflictDoNothing();
        // Category and tag links follow (ON UPDATE CASCADE).
        await tx.update(contentArticles).set({ uid: slug, updatedAt: now, updatedBy: actor.uid }).where(eq(contentArticles.id, id));
        return { result: null, public: row.status === 'published' };
      },
      undefined,
      now,
    );
  } catch (error) {
    if (isUniqueViolation(error)) throw slugConflict();
    throw error;
  }
  return getStaffArticle(db, id);
}

// ---------------------------------------------------------------------------------------------
// The schedule

const DUE: ArticleLifecycleEvent = { type: 'article.due' };

/**
 * Publishes the scheduled articles whose time has come (all, or the one `id`): one conditional
 * UPDATE … WHERE status = 'scheduled' AND scheduled_at <= now RETURNING, so when two processes (the
 * job and the sweep, or two instances) race, each article is published by exactly one of them.
 * Returns the slugs published.
 */
export async function publishDue(db: Database, now: Date, id?: string, flows?: MoveSink): Promise<string[]> {
  const to = stepArticle({ status: 'scheduled', pending: null }, DUE);
  if (to === null) throw new Error('the lifecycle machine refuses a due schedule');
  return write(
    db,
    async (tx) => {
      const published = await tx
        .update(contentArticles)
        .set({
          status: to.status,
          date: sql`case when ${contentArticles.publishedAt} is null then ${contentArticles.scheduledAt} else ${contentArticles.date} end`,
          publishedAt: now,
          modified: now,
          scheduledAt: null,
          updatedAt: now,
        })
        .where(
          and(
            eq(contentArticles.status, 'scheduled'),
            sql`${contentArticles.scheduledAt} <= ${now.toISOString()}::timestamptz`,
            ...(id === undefined ? [] : [eq(contentArticles.id, id)]),
          ),
        )
        .returning();
      for (const row of published) await keepRevision(tx, row, 'publish', editableOf(row), null, now);
      const moves = published.map(() => ({ from: 'scheduled', event: DUE.type, to: 'published.live' }));
      return { result: published.map((row) => row.uid), public: published.length > 0, moves };
    },
    flows,
    now,
  );
}
