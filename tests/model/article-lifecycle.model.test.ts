import { describe, expect, it } from 'vitest';
import {
  ARTICLE_LIFECYCLE_STATES,
  articleLifecycleMachine,
  isPublic,
  lifecycleStateOf,
  nextArticleState,
  statusOf,
  type ArticleLifecycleEvent,
  type ArticleLifecycleSnapshot,
  type ArticleLifecycleState,
} from '../../machines/content/article-lifecycle.machine.ts';
import { describeModel, type StepContext } from '../support/model-testing.ts';

type Step = StepContext<typeof articleLifecycleMachine>;
type EventType = ArticleLifecycleEvent['type'];

function observed(snapshot: ArticleLifecycleSnapshot): ArticleLifecycleState {
  if (snapshot.matches({ published: 'pendingChanges' })) return 'pendingChanges';
  if (snapshot.matches('published')) return 'live';
  return snapshot.value as ArticleLifecycleState;
}

/**
 * docs/product.md#publishing written as a table, without looking at the machine: where an article
 * stands after each thing an editor (or the schedule) does. A missing entry is refused (409).
 */
const RULES: Record<ArticleLifecycleState, Partial<Record<EventType, ArticleLifecycleState>>> = {
  // Nobody reads a draft: a save changes it at once.
  draft: { 'article.save': 'draft', 'article.restore': 'draft', 'article.publish': 'live', 'article.schedule': 'scheduled' },
  // A scheduled article goes live at its time, or at once when asked; a new time replaces the old one.
  scheduled: {
    'article.save': 'scheduled',
    'article.restore': 'scheduled',
    'article.schedule': 'scheduled',
    'article.unschedule': 'draft',
    'article.due': 'live',
    'article.publish': 'live',
  },
  // Readers never see half-done edits: a save of a published article waits until re-published.
  live: {
    'article.save': 'pendingChanges',
    'article.restore': 'pendingChanges',
    'article.publish': 'live',
    'article.unpublish': 'unpublished',
  },
  pendingChanges: {
    'article.save': 'pendingChanges',
    'article.restore': 'pendingChanges',
    'article.publish': 'live',
    'article.unpublish': 'unpublished',
  },
  // Taken down: editable at once, published or scheduled again.
  unpublished: {
    'article.save': 'unpublished',
    'article.restore': 'unpublished',
    'article.publish': 'live',
    'article.schedule': 'scheduled',
  },
};

describeModel(
  'article lifecycle',
  {
    machine: articleLifecycleMachine,
    expected: {
      initial: (): ArticleLifecycleState => 'draft',
      next: (before, event) => {
        const after = RULES[before][event.type as EventType];
        if (after === undefined) throw new Error(`the rules give no '${event.type}' in ${before}, yet the path sends it`);
        return after;
      },
      observe: ({ snapshot }) => observed(snapshot),
    },
    events: {},
  },
  (step: Step) => {
    const { snapshot, previous } = step;
    const state = observed(snapshot);
    // Readers see exactly the published states; the pending tag marks a saved, unpublished edit.
    expect(snapshot.hasTag('public')).toBe(state === 'live' || state === 'pendingChanges');
    expect(snapshot.hasTag('pending')).toBe(state === 'pendingChanges');
    expect(isPublic(state)).toBe(snapshot.hasTag('public'));
    // What the server stores round-trips to the same state.
    expect(lifecycleStateOf(statusOf(state), state === 'pendingChanges')).toBe(state);
    if (previous === undefined) {
      expect(state).toBe('draft');
      return;
    }
    const before = observed(previous);
    const event = step.event as ArticleLifecycleEvent;
    // The server's helper (every write goes through it) gives exactly what the actor did.
    expect(nextArticleState(before, event)).toEqual({ state, changed: state !== before });
    // Everything the rules leave out is refused by the server's helper, in every state.
    for (const type of Object.keys(RULES.scheduled).concat('article.unpublish') as EventType[]) {
      const allowed = RULES[state][type];
      const step2 = nextArticleState(state, { type } as ArticleLifecycleEvent);
      expect(step2?.state ?? null, `${type} in ${state}`).toBe(allowed ?? null);
    }
  },
);

describe('article lifecycle states', () => {
  it('are the five the server stores (status and pending edit), each reached by the machine', () => {
    expect([...ARTICLE_LIFECYCLE_STATES].sort()).toEqual(Object.keys(RULES).sort());
  });
  it('refuse what the rules refuse: no unpublish of a draft, no schedule of a published article, no due outside a schedule', () => {
    expect(nextArticleState('draft', { type: 'article.unpublish' })).toBeNull();
    expect(nextArticleState('live', { type: 'article.schedule' })).toBeNull();
    expect(nextArticleState('pendingChanges', { type: 'article.due' })).toBeNull();
    expect(nextArticleState('unpublished', { type: 'article.due' })).toBeNull();
    expect(nextArticleState('draft', { type: 'article.unschedule' })).toBeNull();
  });
});
