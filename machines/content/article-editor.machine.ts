import { assign, setup } from 'xstate';
import type { ArticleSave, ArticleStatus } from '../../src/domain/staff-articles.ts';
import { notProvidedAction, notProvidedActor } from '../shared/not-provided.ts';

/**
 * The article editor of the staff console (docs/product.md#article-editor): never lose work.
 *
 *   editing.clean ─change→ editing.dirty ─2 s without typing (or save)→ saving ─done→ editing.clean (the view shows the save's time)
 *   saving ─409 (someone saved a newer version)→ conflict: both kept, theirs loaded to show who changed what;
 *       reload theirs, or overwrite after a confirmation
 *   saving ─network down→ offline: a local copy in the browser; saved again on return (online, or every retry delay)
 *   saving ─400/403→ editing.refused (the server's message; the next change tries again)
 *   publish / schedule / unschedule / unpublish: saved first when there are changes, then asked of the server
 *   start with a local copy left by an earlier visit → recovering: restore it or discard it
 *   leave: the view asks for a confirmation while the `unsaved` tag is on (its navigation blocker and
 *       beforeunload); leaving then keeps a local copy, so even a confirmed leave loses nothing
 *
 * Provided by the app: actors `saveArticle` ({ id, version, edits }) → ArticleSaved,
 * `loadArticle` ({ id }) → ArticleTheirs, `changeStatus` ({ id, version, action, at }) → ArticleSaved,
 * each rejecting with an ArticleEditorFailure (any other rejection, a network failure, counts as
 * offline); actions `keepLocalCopy` (LocalArticleCopy), `clearLocalCopy` ({ id }),
 * `notifyActionDone` ({ action }), `notifyActionFailed` ({ message }), `leave`.
 * Delays: `autosave` (input.autosaveDelay, 2 000 ms) and `retry` (input.retryDelay, 15 000 ms).
 * Views: tags `unsaved` (warn before leaving), `saved`, `saving`, `offline`, `conflict`,
 * `confirmOverwrite`, `recovering`, `refused`, `acting`, `readOnly`; context
 * (`working`, `savedAt`, `theirs`, `conflict`, `problem`, `localCopy`).
 */

/** What an editor changes: the fields of a save (docs/api.md#staff-articles), whole values. */
export type ArticleEdits = Omit<ArticleSave, 'version'>;

/** A lifecycle request of the editor (docs/product.md#publishing). */
export type ArticleEditorAction = 'publish' | 'schedule' | 'unschedule' | 'unpublish';

export interface ArticleSaved {
  version: number;
  status: ArticleStatus;
  /** ISO 8601: when the server wrote it (the view shows it as the save's time). */
  savedAt: string;
}

export interface ArticleAuthorOfChange {
  version: number;
  updatedAt: string;
  updatedBy: { uid: string; name: string } | null;
}

/** The newer version someone else saved, as the server has it. */
export interface ArticleTheirs extends ArticleAuthorOfChange {
  status: ArticleStatus;
  edits: ArticleEdits;
}

/** Kept in the browser while the server cannot be reached (or before leaving unsaved). */
export interface LocalArticleCopy {
  id: string;
  /** The version the copy was written over: restoring it over a newer one is a conflict, never a silent overwrite. */
  version: number;
  edits: ArticleEdits;
}

export type ArticleEditorFailure =
  | { reason: 'conflict'; current: ArticleAuthorOfChange }
  | { reason: 'offline' }
  | { reason: 'invalid' | 'refused'; message: string; violations: { property: string; message: string }[] };

export interface ArticleEditorInput {
  id: string;
  version: number;
  status: ArticleStatus;
  edits: ArticleEdits;
  /** A copy this browser kept from an earlier visit, offered back. */
  localCopy?: LocalArticleCopy | null;
  autosaveDelay?: number;
  retryDelay?: number;
}

export interface ArticleEditorContext {
  id: string;
  /** The server version the working copy is based on (sent with each save). */
  version: number;
  status: ArticleStatus;
  /** What the editor shows. */
  working: ArticleEdits;
  savedAt: string | null;
  /** Changes typed while a save or an action was on its way: saved next. */
  changedMeanwhile: boolean;
  /** An action asked with unsaved changes: run once they are saved. */
  pendingAction: { action: ArticleEditorAction; at: string | null } | null;
  /** The 409's newer version (who, when), then their text once loaded. */
  conflict: ArticleAuthorOfChange | null;
  theirs: ArticleTheirs | null;
  /** Why the last save was refused (400/403): the server's words. */
  problem: { message: string; violations: { property: string; message: string }[] } | null;
  localCopy: LocalArticleCopy | null;
  autosaveDelay: number;
  retryDelay: number;
}

export type ArticleEditorEvent =
  /** The writer changed fields (each with its whole new value). */
  | { type: 'editor.change'; edits: Partial<ArticleEdits> }
  /** Save now (Ctrl+S, the save button). */
  | { type: 'editor.save' }
  | { type: 'editor.act'; action: ArticleEditorAction; at?: string }
  /** The writer leaves the page (confirmed by the view when there was unsaved work). */
  | { type: 'editor.leave' }
  /** The browser is online again. */
  | { type: 'network.online' }
  | { type: 'local.restore' }
  | { type: 'local.discard' }
  | { type: 'conflict.retry' }
  | { type: 'conflict.reload' }
  | { type: 'conflict.overwrite' }
  | { type: 'conflict.confirm' }
  | { type: 'conflict.cancel' };

export const AUTOSAVE_DELAY_MS = 2_000;
export const RETRY_DELAY_MS = 15_000;

/** What a rejected call means to the editor: anything but a known answer is the network. */
export function toEditorFailure(error: unknown): ArticleEditorFailure {
  if (typeof error === 'object' && error !== null && 'reason' in error) {
    const reason = (error as { reason: unknown }).reason;
    if (reason === 'conflict' || reason === 'offline' || reason === 'invalid' || reason === 'refused') return error as ArticleEditorFailure;
  }
  return { reason: 'offline' };
}

const failureIs =
  (reason: ArticleEditorFailure['reason']) =>
  (_: unknown, params: { error: unknown }): boolean =>
    toEditorFailure(params.error).reason === reason;
const errorParams = ({ event }: { event: { error: unknown } }) => ({ error: event.error });
/** The server's words when it refused an action; null for the network (the app says it its own way). */
const actionFailure = ({ event }: { event: { error: unknown } }) => {
  const failure = toEditorFailure(event.error);
  return { message: failure.reason === 'invalid' || failure.reason === 'refused' ? failure.message : null };
};
const copyParams = ({ context }: { context: ArticleEditorContext }): LocalArticleCopy => ({
  id: context.id,
  version: context.version,
  edits: context.working,
});

export const articleEditorMachine = setup({
  types: {
    context: {} as ArticleEditorContext,
    events: {} as ArticleEditorEvent,
    input: {} as ArticleEditorInput,
    tags: {} as
      'unsaved' | 'saved' | 'saving' | 'offline' | 'conflict' | 'confirmOverwrite' | 'recovering' | 'refused' | 'acting' | 'readOnly',
  },
  actors: {
    saveArticle: notProvidedActor<ArticleSaved, { id: string; version: number; edits: ArticleEdits }>('saveArticle'),
    loadArticle: notProvidedActor<ArticleTheirs, { id: string }>('loadArticle'),
    changeStatus: notProvidedActor<ArticleSaved, { id: string; version: number; action: ArticleEditorAction; at: string | null }>(
      'changeStatus',
    ),
  },
  actions: {
    keepLocalCopy: notProvidedAction<LocalArticleCopy>('keepLocalCopy'),
    clearLocalCopy: notProvidedAction<{ id: string }>('clearLocalCopy'),
    notifyActionDone: notProvidedAction<{ action: ArticleEditorAction }>('notifyActionDone'),
    notifyActionFailed: notProvidedAction<{ message: string | null }>('notifyActionFailed'),
    leave: notProvidedAction('leave'),
    takeChange: assign(({ context, event }) =>
      event.type === 'editor.change' ? { working: { ...context.working, ...event.edits }, problem: null } : {},
    ),
    noteChangeMeanwhile: assign(({ context, event }) =>
      event.type === 'editor.change' ? { working: { ...context.working, ...event.edits }, changedMeanwhile: true } : {},
    ),
    rememberAction: assign({
      pendingAction: ({ event }) => (event.type === 'editor.act' ? { action: event.action, at: event.at ?? null } : null),
    }),
    // A save or an action starts from what the editor shows now; the last refusal and conflict are behind it.
    startSave: assign({ changedMeanwhile: false, problem: null, conflict: null, theirs: null }),
    takeSaved: assign((_, saved: ArticleSaved) => ({
      changedMeanwhile: false,
      version: saved.version,
      status: saved.status,
      savedAt: saved.savedAt,
      problem: null,
      conflict: null,
      theirs: null,
      localCopy: null,
    })),
    forgetAction: assign({ pendingAction: null, changedMeanwhile: false }),
    takeConflict: assign({
      conflict: (_, params: { error: unknown }) => {
        const failure = toEditorFailure(params.error);
        return failure.reason === 'conflict' ? failure.current : null;
      },
      theirs: null,
      pendingAction: null,
      changedMeanwhile: false,
    }),
    takeTheirs: assign({ theirs: (_, theirs: ArticleTheirs) => theirs }),
    // Reload theirs: their text replaces ours in the editor (ours stays in the local copy kept at the 409).
    reloadTheirs: assign(({ context }) =>
      context.theirs
        ? {
            working: context.theirs.edits,
            version: context.theirs.version,
            status: context.theirs.status,
            savedAt: context.theirs.updatedAt,
            conflict: null,
            theirs: null,
          }
        : {},
    ),
    // Overwrite: ours saved over their version, which the writer has seen.
    overTheirs: assign(({ context }) => ({ version: context.theirs?.version ?? context.conflict?.version ?? context.version })),
    takeProblem: assign({
      problem: (_, params: { error: unknown }) => {
        const failure = toEditorFailure(params.error);
        return failure.reason === 'invalid' || failure.reason === 'refused'
          ? { message: failure.message, violations: failure.violations }
          : null;
      },
      pendingAction: null,
      changedMeanwhile: false,
    }),
    restoreLocal: assign(({ context }) =>
      context.localCopy ? { working: context.localCopy.edits, version: context.localCopy.version, localCopy: null } : {},
    ),
    discardLocal: assign({ localCopy: null }),
  },
  guards: {
    hasLocalCopy: ({ context }) => context.localCopy !== null,
    changedMeanwhile: ({ context }) => context.changedMeanwhile,
    hasPendingAction: ({ context }) => context.pendingAction !== null,
    isConflict: failureIs('conflict'),
    isOffline: failureIs('offline'),
    hasTheirs: ({ context }) => context.theirs !== null,
  },
  delays: {
    autosave: ({ context }) => context.autosaveDelay,
    retry: ({ context }) => context.retryDelay,
  },
}).createMachine({
  id: 'articleEditor',
  description:
    'The article editor (docs/product.md#article-editor): autosave two seconds after typing stops, a version on every save, ' +
    '409 kept as a conflict with both texts, a local copy while offline, publish and schedule, a warning before leaving unsaved work.',
  context: ({ input }) => ({
    id: input.id,
    version: input.version,
    status: input.status,
    working: input.edits,
    savedAt: null,
    changedMeanwhile: false,
    pendingAction: null,
    conflict: null,
    theirs: null,
    problem: null,
    localCopy: input.localCopy ?? null,
    autosaveDelay: input.autosaveDelay ?? AUTOSAVE_DELAY_MS,
    retryDelay: input.retryDelay ?? RETRY_DELAY_MS,
  }),
  initial: 'open',
  states: {
    open: {
      initial: 'starting',
      on: {
        // Leaving with unsaved work (the view has confirmed it): a local copy first, offered back next time.
        'editor.leave': { target: 'left', actions: { type: 'keepLocalCopy', params: copyParams } },
      },
      states: {
        starting: {
          always: [{ guard: 'hasLocalCopy', target: 'recovering' }, { target: 'editing' }],
        },
        recovering: {
          description: 'A copy this browser kept is offered back: restore it (saved like any change) or discard it.',
          tags: ['recovering'],
          on: {
            'local.restore': { target: 'editing.dirty', actions: 'restoreLocal' },
            'local.discard': {
              target: 'editing',
              actions: ['discardLocal', { type: 'clearLocalCopy', params: ({ context }) => ({ id: context.id }) }],
            },
            'editor.leave': { target: '#articleEditor.left' },
          },
        },
        editing: {
          initial: 'clean',
          states: {
            clean: {
              description: 'Everything is on the server.',
              tags: ['saved'],
              on: {
                'editor.change': { target: 'dirty', actions: 'takeChange' },
                'editor.act': { target: '#articleEditor.open.acting', actions: 'rememberAction' },
                'editor.leave': { target: '#articleEditor.left' },
              },
            },
            dirty: {
              description: 'Unsaved changes: saved when typing has stopped for the autosave delay.',
              tags: ['unsaved'],
              after: { autosave: { target: '#articleEditor.open.saving' } },
              on: {
                // Each change starts the delay again: the save waits for a pause in the typing.
                'editor.change': { target: 'dirty', reenter: true, actions: 'takeChange' },
                'editor.save': { target: '#articleEditor.open.saving' },
                'editor.act': { target: '#articleEditor.open.saving', actions: 'rememberAction' },
              },
            },
            refused: {
              description: 'The server refused the save (its message is shown); the next change or save tries again.',
              tags: ['unsaved', 'refused'],
              on: {
                'editor.change': { target: 'dirty', actions: 'takeChange' },
                'editor.save': { target: '#articleEditor.open.saving' },
              },
            },
          },
        },
        saving: {
          tags: ['unsaved', 'saving'],
          entry: 'startSave',
          invoke: {
            id: 'saveArticle',
            src: 'saveArticle',
            input: ({ context }) => ({ id: context.id, version: context.version, edits: context.working }),
            onDone: [
              {
                guard: 'changedMeanwhile',
                target: 'editing.dirty',
                actions: [
                  { type: 'takeSaved', params: ({ event }) => event.output },
                  { type: 'clearLocalCopy', params: ({ context }) => ({ id: context.id }) },
                ],
              },
              {
                guard: 'hasPendingAction',
                target: 'acting',
                actions: [
                  { type: 'takeSaved', params: ({ event }) => event.output },
                  { type: 'clearLocalCopy', params: ({ context }) => ({ id: context.id }) },
                ],
              },
              {
                target: 'editing.clean',
                actions: [
                  { type: 'takeSaved', params: ({ event }) => event.output },
                  { type: 'clearLocalCopy', params: ({ context }) => ({ id: context.id }) },
                ],
              },
            ],
            onError: [
              {
                guard: { type: 'isConflict', params: errorParams },
                target: 'conflict',
                actions: { type: 'takeConflict', params: errorParams },
              },
              { guard: { type: 'isOffline', params: errorParams }, target: 'offline', actions: 'forgetAction' },
              { target: 'editing.refused', actions: { type: 'takeProblem', params: errorParams } },
            ],
          },
          on: {
            'editor.change': { actions: 'noteChangeMeanwhile' },
          },
        },
        offline: {
          description: 'The server cannot be reached: the text is kept in the browser and saved again on return.',
          tags: ['unsaved', 'offline'],
          entry: { type: 'keepLocalCopy', params: copyParams },
          after: { retry: { target: 'saving' } },
          on: {
            'editor.change': { actions: ['takeChange', { type: 'keepLocalCopy', params: copyParams }] },
            'network.online': { target: 'saving' },
            'editor.save': { target: 'saving' },
          },
        },
        conflict: {
          description: 'Someone saved a newer version: nothing was overwritten; ours is kept in the browser while theirs is shown.',
          tags: ['unsaved', 'conflict', 'readOnly'],
          entry: { type: 'keepLocalCopy', params: copyParams },
          initial: 'loading',
          states: {
            loading: {
              invoke: {
                id: 'loadArticle',
                src: 'loadArticle',
                input: ({ context }) => ({ id: context.id }),
                onDone: { target: 'choosing', actions: { type: 'takeTheirs', params: ({ event }) => event.output } },
                onError: { target: 'loadFailed' },
              },
            },
            loadFailed: {
              on: { 'conflict.retry': { target: 'loading' } },
            },
            choosing: {
              on: {
                'conflict.reload': {
                  guard: 'hasTheirs',
                  target: '#articleEditor.open.editing.clean',
                  actions: ['reloadTheirs', { type: 'clearLocalCopy', params: ({ context }) => ({ id: context.id }) }],
                },
                'conflict.overwrite': { target: 'confirmOverwrite' },
              },
            },
            confirmOverwrite: {
              tags: ['confirmOverwrite'],
              on: {
                'conflict.confirm': { target: '#articleEditor.open.saving', actions: 'overTheirs' },
                'conflict.cancel': { target: 'choosing' },
              },
            },
          },
        },
        acting: {
          description: 'Publish, schedule, unschedule or unpublish, asked of the server once everything is saved.',
          tags: ['acting'],
          entry: 'startSave',
          invoke: {
            id: 'changeStatus',
            src: 'changeStatus',
            input: ({ context }) => ({
              id: context.id,
              version: context.version,
              action: context.pendingAction?.action ?? 'publish',
              at: context.pendingAction?.at ?? null,
            }),
            onDone: [
              {
                guard: 'changedMeanwhile',
                target: 'editing.dirty',
                actions: [
                  { type: 'notifyActionDone', params: ({ context }) => ({ action: context.pendingAction?.action ?? 'publish' }) },
                  { type: 'takeSaved', params: ({ event }) => event.output },
                  'forgetAction',
                ],
              },
              {
                target: 'editing.clean',
                actions: [
                  { type: 'notifyActionDone', params: ({ context }) => ({ action: context.pendingAction?.action ?? 'publish' }) },
                  { type: 'takeSaved', params: ({ event }) => event.output },
                  'forgetAction',
                ],
              },
            ],
            onError: [
              {
                guard: { type: 'isConflict', params: errorParams },
                target: 'conflict',
                actions: { type: 'takeConflict', params: errorParams },
              },
              {
                guard: 'changedMeanwhile',
                target: 'editing.dirty',
                actions: [{ type: 'notifyActionFailed', params: actionFailure }, 'forgetAction'],
              },
              { target: 'editing.clean', actions: [{ type: 'notifyActionFailed', params: actionFailure }, 'forgetAction'] },
            ],
          },
          on: {
            'editor.change': { actions: 'noteChangeMeanwhile' },
          },
        },
      },
    },
    left: {
      type: 'final',
      entry: 'leave',
    },
  },
});
