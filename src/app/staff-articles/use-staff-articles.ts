import { useActorRef } from '@xstate/react';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { z } from 'zod';
import {
  articleEditorMachine,
  type ArticleEditorAction,
  type ArticleEditorFailure,
  type ArticleEdits,
  type ArticleSaved,
  type ArticleTheirs,
  type LocalArticleCopy,
} from '../../../machines/content/article-editor.machine.ts';
import { createPagerMachine, type PageRequest } from '../../../machines/content/pager.machine.ts';
import { ConflictError, ForbiddenError, InvalidArgumentError, NotFoundError } from '../../api/errors.ts';
import {
  changeStaffArticleStatus,
  createStaffArticle,
  getStaffArticle,
  listStaffArticles,
  saveStaffArticle,
} from '../../api/staff-articles.ts';
import { lazySchema } from '../../domain/lazy-schema.ts';
import type { Paged } from '../../domain/page.ts';
import type { ArticleStatus, StaffArticle, StaffArticleSummary } from '../../domain/staff-articles.ts';
import { fill } from '../../i18n/fill.ts';
import { staffArticlesTexts as texts } from '../../i18n/fr/staff-articles.ts';
import { routeContext } from '../route-context.ts';
import { useNotify } from '../use-page-effects.ts';

/** The editors' console (docs/product.md#publishing): the article list and the editor, with the staff articles API. */

const api = () => routeContext(null).api();
const PAGE_LENGTH = 20;

export const staffArticleHref = (id: string) => `/staff/articles/${encodeURIComponent(id)}`;

export type StaffArticleRow = StaffArticleSummary & { uid: string };
const articlePager = createPagerMachine<StaffArticleRow>();

export interface StaffArticleFilter {
  status: ArticleStatus | null;
  q: string;
}

/** /staff/articles: one pager per filter (the page keys the list by it), the next button asking the next keyset page. */
export function useStaffArticleList(filter: StaffArticleFilter) {
  return useActorRef(
    articlePager.provide({
      actors: {
        fetchPage: fromPromise<Paged<StaffArticleRow>, PageRequest>(async ({ input, signal }) => {
          const page = await listStaffArticles(
            await api(),
            {
              length: PAGE_LENGTH,
              ...(filter.status ? { status: filter.status } : {}),
              ...(filter.q.trim() ? { q: filter.q.trim() } : {}),
              ...(input.cursor ? { cursor: input.cursor } : {}),
            },
            { signal },
          );
          return { ...page, payload: page.payload.map((item) => ({ ...item, uid: item.id })) };
        }),
      },
    }),
    { input: {} },
  );
}

/**
 * A new article: a draft created by the API, then opened. The create call needs an author and a
 * main image; until the console manages them, the draft takes those of the last changed article.
 */
export function useCreateArticle() {
  const navigate = useNavigate();
  const notify = useNotify();
  const [creating, setCreating] = useState(false);
  const create = useCallback(async () => {
    setCreating(true);
    try {
      const client = await api();
      const [latest] = (await listStaffArticles(client, { length: 1 })).payload;
      if (!latest) throw new Error('no article to take an author and an image from');
      const model = await getStaffArticle(client, latest.id);
      const created = await createStaffArticle(client, {
        title: texts.list.untitled,
        authorUid: model.author.uid,
        mainImageUid: model.mainImageUid,
      });
      void navigate(staffArticleHref(created.id));
    } catch {
      notify(texts.list.createFailed);
      setCreating(false);
    }
  }, [navigate, notify]);
  return { create, creating };
}

export type StaffArticleLoad =
  | { state: 'loading' }
  | { state: 'failed'; notFound: boolean; retry: () => void }
  | { state: 'ready'; article: StaffArticle; localCopy: LocalArticleCopy | null };

/** Local copies (docs/product.md#article-editor): one per article in localStorage, checked when read back. */
const copyKey = (id: string) => `galant.article-copy.${id}`;
const localCopySchema = lazySchema(() =>
  z.object({
    id: z.string(),
    version: z.number().int(),
    edits: z.object({ title: z.string().optional(), doc: z.unknown().optional() }),
  }),
);

function readLocalCopy(id: string): LocalArticleCopy | null {
  try {
    const raw = window.localStorage.getItem(copyKey(id));
    if (raw === null) return null;
    const parsed = localCopySchema.safeParse(JSON.parse(raw));
    return parsed.success && parsed.data.id === id ? parsed.data : null;
  } catch {
    return null;
  }
}

function writeLocalCopy(copy: LocalArticleCopy): void {
  try {
    window.localStorage.setItem(copyKey(copy.id), JSON.stringify(copy));
  } catch {
    // A full or refused storage leaves the text in the editor: nothing else to do.
  }
}

function clearLocalCopy(id: string): void {
  try {
    window.localStorage.removeItem(copyKey(id));
  } catch {
    // Same as above.
  }
}

/** /staff/articles/{id}: the article as the server has it, and a copy this browser kept, if any. */
export function useStaffArticle(id: string): StaffArticleLoad {
  const [attempt, setAttempt] = useState(0);
  const [load, setLoad] = useState<StaffArticleLoad>({ state: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    setLoad({ state: 'loading' });
    void (async () => {
      try {
        const article = await getStaffArticle(await api(), id, { signal: controller.signal });
        const copy = readLocalCopy(id);
        setLoad({ state: 'ready', article, localCopy: copy });
      } catch (error) {
        if (controller.signal.aborted) return;
        setLoad({ state: 'failed', notFound: error instanceof NotFoundError, retry: () => setAttempt((n) => n + 1) });
      }
    })();
    return () => controller.abort();
  }, [id, attempt]);
  return load;
}

const savedOf = (article: StaffArticle): ArticleSaved => ({ version: article.version, status: article.status, savedAt: article.updatedAt });
export const editsOf = (article: StaffArticle): ArticleEdits => ({ title: article.title, doc: article.doc });

/** What a refused call means to the editor machine; anything else (network, 5xx) rejects as it came: offline. */
async function asEditorFailure(error: unknown, id: string): Promise<never> {
  if (error instanceof ConflictError && error.code === 'stale_version') {
    // The 409 names who saved; the client keeps only its message, so their version is read back.
    const theirs = await getStaffArticle(await api(), id);
    const failure: ArticleEditorFailure = {
      reason: 'conflict',
      current: { version: theirs.version, updatedAt: theirs.updatedAt, updatedBy: theirs.updatedBy },
    };
    throw failure;
  }
  if (error instanceof InvalidArgumentError) {
    const violations = error.violations.map((violation) => ({ property: violation.property, message: violation.message }));
    // With violations the client's own message is a generic one: the server's French words are in them.
    const message = violations.length > 0 ? violations.map((violation) => violation.message).join(' ') : error.message;
    const failure: ArticleEditorFailure = { reason: 'invalid', message, violations };
    throw failure;
  }
  if (error instanceof ForbiddenError || error instanceof ConflictError || error instanceof NotFoundError) {
    const failure: ArticleEditorFailure = { reason: 'refused', message: error.message, violations: [] };
    throw failure;
  }
  throw error;
}

/** The editor machine with the staff articles API, the browser's storage and the snackbar. */
export function useArticleEditorActor(article: StaffArticle, localCopy: LocalArticleCopy | null) {
  const notify = useNotify();
  const actor = useActorRef(
    articleEditorMachine.provide({
      actors: {
        saveArticle: fromPromise<ArticleSaved, { id: string; version: number; edits: ArticleEdits }>(async ({ input }) => {
          try {
            return savedOf(await saveStaffArticle(await api(), input.id, { ...input.edits, version: input.version }));
          } catch (error) {
            return asEditorFailure(error, input.id);
          }
        }),
        loadArticle: fromPromise<ArticleTheirs, { id: string }>(async ({ input }) => {
          const theirs = await getStaffArticle(await api(), input.id);
          return {
            version: theirs.version,
            updatedAt: theirs.updatedAt,
            updatedBy: theirs.updatedBy,
            status: theirs.status,
            edits: editsOf(theirs),
          };
        }),
        changeStatus: fromPromise<ArticleSaved, { id: string; version: number; action: ArticleEditorAction; at: string | null }>(
          async ({ input }) => {
            try {
              return savedOf(await changeStaffArticleStatus(await api(), input.id, input.action, input.at, input.version));
            } catch (error) {
              return asEditorFailure(error, input.id);
            }
          },
        ),
      },
      actions: {
        keepLocalCopy: (_, copy) => writeLocalCopy(copy),
        clearLocalCopy: (_, { id }) => clearLocalCopy(id),
        notifyActionDone: (_, { action }) => notify(texts.editor.done[action], 'success'),
        notifyActionFailed: (_, { message }) => notify(message ?? texts.editor.actionFailed),
        leave: () => undefined,
      },
    }),
    { input: { id: article.id, version: article.version, status: article.status, edits: editsOf(article), localCopy } },
  );

  // The machine retries on its own every 15 s; the browser saying it is back online retries at once.
  useEffect(() => {
    const online = () => actor.send({ type: 'network.online' });
    window.addEventListener('online', online);
    return () => window.removeEventListener('online', online);
  }, [actor]);

  // docs/product.md#article-editor: leaving with unsaved work asks first (a reload or a closed tab
  // through beforeunload, a link of the site here), and a confirmed leave keeps a local copy.
  useEffect(() => {
    const unsaved = () => actor.getSnapshot().hasTag('unsaved');
    // The editor stays open if the writer stays: the copy is written without ending the machine.
    const keepCopy = () => {
      const { context } = actor.getSnapshot();
      writeLocalCopy({ id: context.id, version: context.version, edits: context.working });
    };
    const beforeUnload = (event: BeforeUnloadEvent) => {
      if (!unsaved()) return;
      keepCopy();
      event.preventDefault();
    };
    const click = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!link || !unsaved() || event.defaultPrevented) return;
      if (window.confirm(texts.editor.leave)) return;
      event.preventDefault();
      event.stopPropagation();
    };
    window.addEventListener('beforeunload', beforeUnload);
    document.addEventListener('click', click, true);
    return () => {
      window.removeEventListener('beforeunload', beforeUnload);
      document.removeEventListener('click', click, true);
      // Gone by a link or the Back button: unsaved work stays in this browser, offered back next time.
      if (unsaved()) keepCopy();
    };
  }, [actor]);

  return actor;
}

/** Who saved the newer version, and when (the dictionary's conflict line). */
export const conflictText = (name: string | null, time: string) =>
  fill(texts.editor.conflict, { name: name ?? texts.editor.conflictSomeone, time });
