import { expect } from 'vitest';
import type { EventObject } from 'xstate';
import {
  articleEditorMachine,
  type ArticleEditorEvent,
  type ArticleEditorFailure,
  type ArticleEditorInput,
  type ArticleEdits,
  type ArticleSaved,
  type ArticleTheirs,
  type LocalArticleCopy,
} from '../../machines/content/article-editor.machine.ts';
import type { ArticleStatus } from '../../src/domain/staff-articles.ts';
import {
  describeEventType,
  describeModel,
  doneActorEvent,
  errorActorEvent,
  isDoneActorEvent,
  type StepContext,
} from '../support/model-testing.ts';

/**
 * The article editor as docs/product.md#article-editor writes it ("never lose work"): the test's own
 * table of the rules, carried along every generated path without the actor — what the editor shows,
 * the working copy, the version each save is based on, what is asked of the server and what is
 * kept in the browser.
 */

type Step = StepContext<typeof articleEditorMachine>;
type Of<T extends ArticleEditorEvent['type']> = Extract<ArticleEditorEvent, { type: T }>;

const doc = (text: string) => ({ type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text }] }] });
const OURS: ArticleEdits = { title: 'Premier jet', doc: doc('Le début.') };
const LOCAL: LocalArticleCopy = { id: 'a-1', version: 2, edits: { title: 'Écrit hors ligne', doc: doc('Gardé dans le navigateur.') } };
/** What the writer types: whole values of both fields, so the working copy after typing is the same whatever it was before. */
const TYPED: ArticleEdits = { title: 'Titre revu', doc: doc('Le début, relu.') };

const SAVED: ArticleSaved = { version: 4, status: 'draft', savedAt: '2026-12-02T13:02:00.000Z' };
const SCHEDULED: ArticleSaved = { version: 4, status: 'scheduled', savedAt: '2026-12-02T13:02:00.000Z' };
const THEIRS: ArticleTheirs = {
  version: 5,
  status: 'draft',
  updatedAt: '2026-12-02T13:02:00.000Z',
  updatedBy: { uid: 'u-claire', name: 'Claire Dumont' },
  edits: { title: 'Leur version', doc: doc('Leur texte.') },
};
const failures = {
  conflict: { reason: 'conflict', current: { version: 5, updatedAt: THEIRS.updatedAt, updatedBy: THEIRS.updatedBy } },
  network: new TypeError('Failed to fetch'),
  invalid: {
    reason: 'invalid',
    message: 'Certains champs ne sont pas valides.',
    violations: [{ property: 'doc.content.0.attrs.alt', message: 'Chaque image doit avoir un texte alternatif (300 caractères au plus).' }],
  },
  notAllowed: {
    reason: 'refused',
    message: 'Cette action n’est pas possible pour un article dans l’état «\u202Fpublié\u202F».',
    violations: [],
  },
} satisfies Record<string, ArticleEditorFailure | Error>;

const scenarios: Array<{ name: string; input: ArticleEditorInput }> = [
  { name: 'draft', input: { id: 'a-1', version: 3, status: 'draft', edits: OURS } },
  {
    name: 'local copy left',
    input: { id: 'a-1', version: 3, status: 'draft', edits: OURS, localCopy: LOCAL, autosaveDelay: 500, retryDelay: 5_000 },
  },
];

type View =
  | 'recovering'
  | 'clean'
  | 'dirty'
  | 'refused'
  | 'saving'
  | 'offline'
  | 'conflictLoading'
  | 'conflictLoadFailed'
  | 'conflictChoosing'
  | 'confirmOverwrite'
  | 'acting'
  | 'left';

/** Where the writer's text is not on the server yet: the page warns before leaving. */
const UNSAVED: readonly View[] = [
  'dirty',
  'refused',
  'saving',
  'offline',
  'conflictLoading',
  'conflictLoadFailed',
  'conflictChoosing',
  'confirmOverwrite',
];
/** Where leaving needs no confirmation: everything is saved, or the only unsaved text is the browser's own copy. */
const LEAVES_AT_ONCE: readonly View[] = ['clean', 'recovering'];
/** Where typing goes straight into the working copy (conflict: read-only until the writer chooses). */
const TYPING: readonly View[] = ['clean', 'dirty', 'refused', 'offline', 'saving', 'acting'];

interface Outcome {
  view: View;
  version: number;
  status: ArticleStatus;
  working: ArticleEdits;
  savedAt: string | null;
  changedMeanwhile: boolean;
  pending: { action: string; at: string | null } | null;
  theirs: number | null;
  problem: string | null;
  calls: Step['invocations'];
  effects: Step['effects'];
}

const errorOf = (event: EventObject) => (event as { error?: unknown }).error;
const reasonOf = (error: unknown) => (error instanceof Error ? 'offline' : (error as { reason: string }).reason);

function nextOutcome(before: Outcome, event: EventObject, input: ArticleEditorInput): Outcome {
  const id = input.id;
  const effect = (outcome: Outcome, type: string, params: unknown): Outcome => ({
    ...outcome,
    effects: [...outcome.effects, { type, params }],
  });
  const keepCopy = (outcome: Outcome) => effect(outcome, 'keepLocalCopy', { id, version: outcome.version, edits: outcome.working });
  const save = (outcome: Outcome): Outcome => ({
    ...outcome,
    view: 'saving',
    changedMeanwhile: false,
    problem: null,
    theirs: null,
    calls: [...outcome.calls, { src: 'saveArticle', id: 'saveArticle', input: { id, version: outcome.version, edits: outcome.working } }],
  });
  const act = (outcome: Outcome): Outcome => ({
    ...outcome,
    view: 'acting',
    changedMeanwhile: false,
    problem: null,
    theirs: null,
    calls: [
      ...outcome.calls,
      {
        src: 'changeStatus',
        id: 'changeStatus',
        input: { id, version: outcome.version, action: outcome.pending?.action, at: outcome.pending?.at ?? null },
      },
    ],
  });
  const conflict = (outcome: Outcome): Outcome =>
    keepCopy({
      ...outcome,
      view: 'conflictLoading',
      pending: null,
      changedMeanwhile: false,
      theirs: null,
      calls: [...outcome.calls, { src: 'loadArticle', id: 'loadArticle', input: { id } }],
    });
  const fromServer = (outcome: Outcome, saved: ArticleSaved): Outcome => ({
    ...outcome,
    version: saved.version,
    status: saved.status,
    savedAt: saved.savedAt,
    problem: null,
    theirs: null,
  });
  const settled = (outcome: Outcome): Outcome => ({
    ...outcome,
    view: outcome.changedMeanwhile ? 'dirty' : 'clean',
    changedMeanwhile: false,
  });

  const { view } = before;
  if (event.type.startsWith('xstate.after.autosave')) return view === 'dirty' ? save(before) : before;
  if (event.type.startsWith('xstate.after.retry')) return view === 'offline' ? save(before) : before;
  switch (event.type) {
    case 'editor.change': {
      if (!TYPING.includes(view)) return before;
      const working = { ...before.working, ...(event as Of<'editor.change'>).edits };
      if (view === 'saving' || view === 'acting') return { ...before, working, changedMeanwhile: true };
      if (view === 'offline') return keepCopy({ ...before, working });
      return { ...before, view: 'dirty', working, problem: null };
    }
    case 'editor.save':
      return view === 'dirty' || view === 'refused' || view === 'offline' ? save(before) : before;
    case 'editor.act': {
      const { action, at } = event as Of<'editor.act'>;
      if (view === 'clean') return act({ ...before, pending: { action, at: at ?? null } });
      if (view === 'dirty') return save({ ...before, pending: { action, at: at ?? null } });
      return before;
    }
    case 'editor.leave':
      // The view confirmed first when work was unsaved: it is kept in the browser before the page goes.
      if (view === 'left') return before;
      if (LEAVES_AT_ONCE.includes(view)) return effect({ ...before, view: 'left' }, 'leave', undefined);
      return effect(keepCopy({ ...before, view: 'left' }), 'leave', undefined);
    case 'network.online':
      return view === 'offline' ? save(before) : before;
    case 'local.restore':
      return view === 'recovering' ? { ...before, view: 'dirty', working: LOCAL.edits, version: LOCAL.version } : before;
    case 'local.discard':
      return view === 'recovering' ? effect({ ...before, view: 'clean' }, 'clearLocalCopy', { id }) : before;
    case 'xstate.done.actor.saveArticle': {
      const saved = fromServer(effect(before, 'clearLocalCopy', { id }), (event as unknown as { output: ArticleSaved }).output);
      // Typed while saving: saved again after the next pause (an action asked meanwhile waits for it).
      if (before.changedMeanwhile) return { ...saved, view: 'dirty', changedMeanwhile: false };
      return saved.pending ? act(saved) : { ...saved, view: 'clean' };
    }
    case 'xstate.error.actor.saveArticle': {
      const error = errorOf(event);
      const reason = reasonOf(error);
      if (reason === 'conflict') return conflict(before);
      if (reason === 'offline') return keepCopy({ ...before, view: 'offline', pending: null, changedMeanwhile: false });
      return { ...before, view: 'refused', pending: null, changedMeanwhile: false, problem: (error as { message: string }).message };
    }
    case 'xstate.done.actor.loadArticle':
      return { ...before, view: 'conflictChoosing', theirs: (event as unknown as { output: ArticleTheirs }).output.version };
    case 'xstate.error.actor.loadArticle':
      return { ...before, view: 'conflictLoadFailed' };
    case 'conflict.retry':
      return view === 'conflictLoadFailed'
        ? { ...before, view: 'conflictLoading', calls: [...before.calls, { src: 'loadArticle', id: 'loadArticle', input: { id } }] }
        : before;
    case 'conflict.reload':
      // Their version replaces ours in the editor, by the writer's choice (ours was kept in the browser at the 409).
      return view === 'conflictChoosing'
        ? effect(
            {
              ...before,
              view: 'clean',
              working: THEIRS.edits,
              version: THEIRS.version,
              status: THEIRS.status,
              savedAt: THEIRS.updatedAt,
              theirs: null,
            },
            'clearLocalCopy',
            { id },
          )
        : before;
    case 'conflict.overwrite':
      return view === 'conflictChoosing' ? { ...before, view: 'confirmOverwrite' } : before;
    case 'conflict.cancel':
      return view === 'confirmOverwrite' ? { ...before, view: 'conflictChoosing' } : before;
    case 'conflict.confirm':
      // Ours saved over their version, which the writer has seen: never over one they have not.
      return view === 'confirmOverwrite' ? save({ ...before, version: THEIRS.version }) : before;
    case 'xstate.done.actor.changeStatus': {
      const action = before.pending?.action;
      const done = fromServer(effect(before, 'notifyActionDone', { action }), (event as unknown as { output: ArticleSaved }).output);
      return settled({ ...done, pending: null });
    }
    case 'xstate.error.actor.changeStatus': {
      const error = errorOf(event);
      if (reasonOf(error) === 'conflict') return conflict(before);
      const message = error instanceof Error ? null : (error as { message: string }).message;
      return settled({ ...effect(before, 'notifyActionFailed', { message }), pending: null });
    }
    default:
      return before;
  }
}

function viewOf(snapshot: Step['snapshot']): View {
  const views: Array<[View, Parameters<Step['snapshot']['matches']>[0]]> = [
    ['recovering', { open: 'recovering' }],
    ['clean', { open: { editing: 'clean' } }],
    ['dirty', { open: { editing: 'dirty' } }],
    ['refused', { open: { editing: 'refused' } }],
    ['saving', { open: 'saving' }],
    ['offline', { open: 'offline' }],
    ['conflictLoading', { open: { conflict: 'loading' } }],
    ['conflictLoadFailed', { open: { conflict: 'loadFailed' } }],
    ['conflictChoosing', { open: { conflict: 'choosing' } }],
    ['confirmOverwrite', { open: { conflict: 'confirmOverwrite' } }],
    ['acting', { open: 'acting' }],
    ['left', 'left'],
  ];
  const found = views.filter(([, value]) => snapshot.matches(value));
  expect(found).toHaveLength(1);
  return found[0]![0];
}

function observe({ snapshot, invocations, effects }: Step): Outcome {
  const { context } = snapshot;
  return {
    view: viewOf(snapshot),
    version: context.version,
    status: context.status,
    working: context.working,
    savedAt: context.savedAt,
    changedMeanwhile: context.changedMeanwhile,
    pending: context.pendingAction,
    theirs: context.theirs?.version ?? null,
    problem: context.problem?.message ?? null,
    calls: [...invocations],
    effects: [...effects],
  };
}

describeModel(
  'article editor',
  {
    machine: articleEditorMachine,
    expected: {
      initial: ({ input }): Outcome => ({
        view: input?.localCopy ? 'recovering' : 'clean',
        version: 3,
        status: 'draft',
        working: OURS,
        savedAt: null,
        changedMeanwhile: false,
        pending: null,
        theirs: null,
        problem: null,
        calls: [],
        effects: [],
      }),
      next: (before, event, scenario) => nextOutcome(before, event, scenario.input as ArticleEditorInput),
      observe,
    },
    scenarios,
    events: {
      'editor.change': [{ type: 'editor.change', edits: TYPED }],
      'editor.act': [{ type: 'editor.act', action: 'schedule', at: '2026-12-03T08:00:00.000Z' }],
      'xstate.done.actor.saveArticle': [doneActorEvent('saveArticle', SAVED)],
      'xstate.error.actor.saveArticle': [
        errorActorEvent('saveArticle', failures.conflict),
        errorActorEvent('saveArticle', failures.network),
        errorActorEvent('saveArticle', failures.invalid),
      ],
      'xstate.done.actor.loadArticle': [doneActorEvent('loadArticle', THEIRS)],
      'xstate.error.actor.loadArticle': [errorActorEvent('loadArticle', failures.network)],
      'xstate.done.actor.changeStatus': [doneActorEvent('changeStatus', SCHEDULED)],
      'xstate.error.actor.changeStatus': [
        errorActorEvent('changeStatus', failures.notAllowed),
        errorActorEvent('changeStatus', failures.conflict),
        errorActorEvent('changeStatus', failures.network),
      ],
    },
    describeEvent: (event) => {
      if (event.type.startsWith('xstate.error.actor.')) return `${describeEventType(event.type)} (${reasonOf(errorOf(event))})`;
      if (event.type === 'editor.act') return `act ${(event as Of<'editor.act'>).action}`;
      if (event.type === 'editor.change') return 'change';
      return describeEventType(event.type);
    },
  },
  (step: Step) => {
    const { snapshot, previous, event, stepEffects, invocations, firedTimer, scenario } = step;
    const { context } = snapshot;
    const view = viewOf(snapshot);
    const input = scenario.input as ArticleEditorInput;

    // The page warns before leaving exactly while text is not on the server; « Enregistré » only when it is.
    expect(snapshot.hasTag('unsaved')).toBe(UNSAVED.includes(view));
    expect(snapshot.hasTag('saved')).toBe(view === 'clean');
    expect(snapshot.hasTag('readOnly')).toBe(view.startsWith('conflict') || view === 'confirmOverwrite');

    // Autosave: two seconds after the last change by default (the input's delay otherwise); retries every retry delay.
    if (firedTimer?.eventType.startsWith('xstate.after.autosave')) expect(firedTimer.delay).toBe(input.autosaveDelay ?? 2_000);
    if (firedTimer?.eventType.startsWith('xstate.after.retry')) expect(firedTimer.delay).toBe(input.retryDelay ?? 15_000);

    // Every save and action is based on a version the writer has seen: the one read, the last saved, or theirs after confirming.
    for (const call of invocations) {
      if (call.src === 'saveArticle' || call.src === 'changeStatus')
        expect([2, 3, 4, 5]).toContain((call.input as { version: number }).version);
    }
    if (!previous) return;

    // Nothing typed is ever dropped: the working copy changes only by typing, a restore the writer chose, or reloading theirs.
    if (!['editor.change', 'local.restore', 'conflict.reload'].includes(event.type))
      expect(context.working).toEqual(previous.context.working);
    if (event.type === 'editor.change' && !previous.hasTag('readOnly') && !previous.matches({ open: 'recovering' }) && view !== 'left') {
      expect(context.working).toEqual({ ...previous.context.working, ...TYPED });
    }
    // Leaving with unsaved text keeps it in the browser first; with everything saved, nothing is written.
    if (event.type === 'editor.leave' && previous.hasTag('unsaved')) {
      expect(stepEffects.map((effect) => effect.type)).toEqual(['keepLocalCopy', 'leave']);
      expect(stepEffects[0]?.params).toEqual({ id: 'a-1', version: previous.context.version, edits: previous.context.working });
    }
    if (event.type === 'editor.leave' && (previous.hasTag('saved') || previous.hasTag('recovering'))) {
      expect(stepEffects.map((effect) => effect.type)).toEqual(['leave']);
    }
    // A 409 overwrites nothing: the editor keeps ours and puts it in the browser before showing theirs.
    if (event.type.startsWith('xstate.error.actor.') && reasonOf(errorOf(event)) === 'conflict') {
      expect(context.working).toEqual(previous.context.working);
      expect(stepEffects).toEqual([
        { type: 'keepLocalCopy', params: { id: 'a-1', version: previous.context.version, edits: context.working } },
      ]);
    }
    // A save answered: « Enregistré à 14 h 02 » from the server's time, the local copy no longer needed.
    if (isDoneActorEvent<ArticleSaved>(event, 'saveArticle')) {
      expect(context.savedAt).toBe(SAVED.savedAt);
      expect(stepEffects[0]).toEqual({ type: 'clearLocalCopy', params: { id: 'a-1' } });
    }
  },
);
