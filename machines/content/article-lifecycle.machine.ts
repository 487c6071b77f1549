import { getNextTransitions, setup, transition, type SnapshotFrom } from 'xstate';
import type { ArticleStatus } from '../../src/domain/staff-articles.ts';

/**
 * The article lifecycle of docs/product.md#publishing, enforced by the server: every change of an
 * article's status or pending edit is this machine's transition (server/modules/publishing/lifecycle.ts).
 *
 *   draft ─publish→ published.live          draft ─schedule→ scheduled ─due | publish→ published.live
 *   scheduled ─unschedule→ draft            scheduled ─schedule→ scheduled (another time)
 *   published.live ─save | restore→ published.pendingChanges ─publish→ published.live (re-published)
 *   published.* ─unpublish→ unpublished ─publish→ published.live, ─schedule→ scheduled
 *
 * Saves of an article nobody reads (draft, scheduled, unpublished) change it at once; a save of a
 * published article is kept aside until re-published, so readers never see half-done edits. The
 * machine knows no dates: the server decides WHEN a schedule is due, the machine WHAT may change.
 *
 * Tags: `public` (readers see it: published), `pending` (saved edits not yet re-published).
 */

export type ArticleLifecycleEvent =
  /** An editor saved the working copy (autosave or by hand). */
  | { type: 'article.save' }
  /** An editor brought back an older revision: a save like any other. */
  | { type: 'article.restore' }
  /** Publish now, or re-publish the pending edit / an unpublished article. */
  | { type: 'article.publish' }
  /** Publish at a future time (the server checks the time). */
  | { type: 'article.schedule' }
  | { type: 'article.unschedule' }
  /** The scheduled time came (the job or the sweep). */
  | { type: 'article.due' }
  | { type: 'article.unpublish' };

export type ArticleLifecycleTag = 'public' | 'pending';

export const articleLifecycleMachine = setup({
  types: {
    events: {} as ArticleLifecycleEvent,
    tags: {} as ArticleLifecycleTag,
  },
}).createMachine({
  id: 'articleLifecycle',
  description:
    'Article lifecycle (docs/product.md#publishing): draft → scheduled → published → unpublished; ' +
    'edits of a published article wait as a pending revision until re-published.',
  initial: 'draft',
  states: {
    draft: {
      description: 'Written, seen by the staff only.',
      on: {
        'article.save': {},
        'article.restore': {},
        'article.publish': { target: 'published' },
        'article.schedule': { target: 'scheduled' },
      },
    },
    scheduled: {
      description: 'Goes live by itself at its time (a job plus a sweep every minute); still editable.',
      on: {
        'article.save': {},
        'article.restore': {},
        'article.schedule': { target: 'scheduled', reenter: true },
        'article.unschedule': { target: 'draft' },
        'article.due': { target: 'published' },
        'article.publish': { target: 'published' },
      },
    },
    published: {
      description: 'Readers see it, as its visibility allows.',
      tags: ['public'],
      initial: 'live',
      on: {
        'article.unpublish': { target: 'unpublished' },
      },
      states: {
        live: {
          description: 'What readers see is the last save.',
          on: {
            'article.save': { target: 'pendingChanges' },
            'article.restore': { target: 'pendingChanges' },
            // Idempotent: a second click publishes nothing more.
            'article.publish': {},
          },
        },
        pendingChanges: {
          description: 'Saved edits wait; readers keep the published text until re-published.',
          tags: ['pending'],
          on: {
            'article.save': {},
            'article.restore': {},
            'article.publish': { target: 'live' },
          },
        },
      },
    },
    unpublished: {
      description: 'Taken down: on no public surface; editable, can be published or scheduled again.',
      on: {
        'article.save': {},
        'article.restore': {},
        'article.publish': { target: 'published' },
        'article.schedule': { target: 'scheduled' },
      },
    },
  },
});

export type ArticleLifecycleSnapshot = SnapshotFrom<typeof articleLifecycleMachine>;

/** Where an article stands, flat: what the server stores as status plus "has a pending edit". */
export type ArticleLifecycleState = 'draft' | 'scheduled' | 'live' | 'pendingChanges' | 'unpublished';
export const ARTICLE_LIFECYCLE_STATES: readonly ArticleLifecycleState[] = ['draft', 'scheduled', 'live', 'pendingChanges', 'unpublished'];

export interface ArticleLifecycleStep {
  state: ArticleLifecycleState;
  /** False when the event was accepted and changed nothing (a second publish). */
  changed: boolean;
}

function valueOf(state: ArticleLifecycleState): ArticleLifecycleSnapshot['value'] {
  if (state === 'live' || state === 'pendingChanges') return { published: state };
  return state;
}

function stateOf(snapshot: ArticleLifecycleSnapshot): ArticleLifecycleState {
  if (snapshot.matches({ published: 'pendingChanges' })) return 'pendingChanges';
  if (snapshot.matches('published')) return 'live';
  const value = snapshot.value;
  if (value === 'draft' || value === 'scheduled' || value === 'unpublished') return value;
  throw new Error(`unexpected article state ${JSON.stringify(value)}`);
}

/** The machine's snapshot for a stored state (no actor: pure). */
export function articleLifecycleSnapshot(state: ArticleLifecycleState): ArticleLifecycleSnapshot {
  return articleLifecycleMachine.resolveState({ value: valueOf(state), context: undefined });
}

/**
 * The state after `event`, computed by the machine itself (xstate's pure `transition`); null when
 * the machine refuses the event in this state (the caller must change nothing).
 */
export function nextArticleState(current: ArticleLifecycleState, event: ArticleLifecycleEvent): ArticleLifecycleStep | null {
  const snapshot = articleLifecycleSnapshot(current);
  // Not `snapshot.can()`: it says false for the deliberate no-ops (a save of a draft, a second publish).
  if (!getNextTransitions(snapshot).some((candidate) => candidate.eventType === event.type)) return null;
  const [next] = transition(articleLifecycleMachine, snapshot, event);
  const state = stateOf(next);
  return { state, changed: state !== current };
}

/** The stored status of a lifecycle state. */
export function statusOf(state: ArticleLifecycleState): ArticleStatus {
  return state === 'live' || state === 'pendingChanges' ? 'published' : state;
}

/** The lifecycle state of a stored row. */
export function lifecycleStateOf(status: ArticleStatus, hasPending: boolean): ArticleLifecycleState {
  if (status === 'published') return hasPending ? 'pendingChanges' : 'live';
  return status;
}

/** True when readers may see an article in this state (published, pending edit or not). */
export const isPublic = (state: ArticleLifecycleState): boolean => articleLifecycleSnapshot(state).hasTag('public');
