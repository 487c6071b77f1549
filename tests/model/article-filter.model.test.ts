import { expect } from 'vitest';
import {
  articleFilterMachine,
  EMPTY_SELECTION,
  type ArticleFilterEvent,
  type ArticleFilterInput,
  type FilterFacet,
  type FilterSelection,
} from '../../machines/content/article-filter.machine.ts';
import { describeEventType, describeModel, type RecordedEffect } from '../support/model-testing.ts';

const options: ArticleFilterInput['options'] = {
  categories: [
    { uid: 'premier-rendez-vous', name: 'Premier rendez-vous' },
    { uid: 'seduction', name: 'Séduction' },
  ],
  authors: [{ uid: 'camille-roche', name: 'Camille Roche' }],
  tags: [{ uid: 'confiance', name: 'Confiance en soi' }],
};

const scenarios: Array<{ name: string; input: ArticleFilterInput }> = [
  { name: 'no filter', input: { options, applied: EMPTY_SELECTION } },
  // A shared link may name a tag that no longer exists: it stays removable.
  { name: 'shared link', input: { options, applied: { categories: ['seduction'], authors: [], tags: ['disparu'] } } },
];

type Toggle = Extract<ArticleFilterEvent, { type: 'filter.toggle' | 'filter.remove' }>;
const pick = <T extends Toggle['type']>(type: T, facet: FilterFacet, uid: string) => ({ type, facet, uid });

function isFacetEvent(event: { type: string }): event is Toggle {
  return event.type === 'filter.toggle' || event.type === 'filter.remove';
}

function shown(effects: readonly RecordedEffect[]): FilterSelection[] {
  return effects.filter((effect) => effect.type === 'showSelection').map((effect) => effect.params as FilterSelection);
}

/** Order does not matter in a selection. */
function normalised(selection: FilterSelection): FilterSelection {
  return { categories: [...selection.categories].sort(), authors: [...selection.authors].sort(), tags: [...selection.tags].sort() };
}

function symmetricToggle(selection: FilterSelection, facet: FilterFacet, uid: string): FilterSelection {
  const values = selection[facet];
  return normalised({ ...selection, [facet]: values.includes(uid) ? values.filter((value) => value !== uid) : [...values, uid] });
}

/** What the reader sees: the panel, the checked choices inside it, the applied filters, the list shown by the step. */
interface Outcome {
  panel: 'open' | 'closed';
  applied: FilterSelection;
  /** The panel's checked choices (null while closed). */
  draft: FilterSelection | null;
  /** The selection the step showed in the list (its URL), if any. */
  shows: FilterSelection | null;
}

const selectionKey = (selection: FilterSelection) => JSON.stringify(normalised(selection));
const without = (selection: FilterSelection, facet: FilterFacet, uid: string) =>
  normalised({ ...selection, [facet]: selection[facet].filter((value) => value !== uid) });
const hasAny = (selection: FilterSelection) => selection.categories.length + selection.authors.length + selection.tags.length > 0;

/**
 * Filters (docs/product.md#routes), from the rules: the panel edits a draft; "apply" shows it (nothing new when unchanged),
 * "cancel" drops it, "clear all" empties it; panel closed, removing a filter or clearing all shows at once.
 */
function nextOutcome(before: Outcome, event: ArticleFilterEvent): Outcome {
  const still = { ...before, shows: null };
  if (before.panel === 'closed') {
    switch (event.type) {
      case 'filter.open':
        return { ...still, panel: 'open', draft: before.applied };
      case 'filter.remove': {
        if (!before.applied[event.facet].includes(event.uid)) return still;
        const applied = without(before.applied, event.facet, event.uid);
        return { ...still, applied, shows: applied };
      }
      case 'filter.clearAll':
        return hasAny(before.applied) ? { ...still, applied: EMPTY_SELECTION, shows: EMPTY_SELECTION } : still;
      default:
        return still;
    }
  }
  const draft = before.draft ?? before.applied;
  switch (event.type) {
    case 'filter.toggle':
      return { ...still, draft: symmetricToggle(draft, event.facet, event.uid) };
    case 'filter.clearAll':
      return { ...still, draft: EMPTY_SELECTION };
    case 'filter.cancel':
      return { ...still, panel: 'closed', draft: null };
    case 'filter.apply':
      return selectionKey(draft) === selectionKey(before.applied)
        ? { ...still, panel: 'closed', draft: null }
        : { panel: 'closed', applied: normalised(draft), draft: null, shows: normalised(draft) };
    default:
      return still;
  }
}

describeModel(
  'article filter',
  {
    machine: articleFilterMachine,
    expected: {
      initial: ({ input }): Outcome => ({
        panel: 'closed',
        applied: normalised(input?.applied ?? EMPTY_SELECTION),
        draft: null,
        shows: null,
      }),
      next: (before, event) => nextOutcome(before, event as ArticleFilterEvent),
      observe: ({ snapshot, stepEffects }): Outcome => {
        const open = snapshot.hasTag('open');
        const showed = shown(stepEffects);
        expect(showed.length).toBeLessThanOrEqual(1);
        return {
          panel: open ? 'open' : 'closed',
          applied: normalised(snapshot.context.applied),
          draft: open ? normalised(snapshot.context.draft) : null,
          shows: showed[0] ? normalised(showed[0]) : null,
        };
      },
    },
    scenarios,
    events: {
      'filter.toggle': [pick('filter.toggle', 'categories', 'seduction'), pick('filter.toggle', 'tags', 'confiance')],
      'filter.remove': [
        pick('filter.remove', 'categories', 'seduction'),
        pick('filter.remove', 'tags', 'disparu'),
        pick('filter.remove', 'tags', 'confiance'),
      ],
    },
    describeEvent: (event) => (isFacetEvent(event) ? `${event.type} ${event.facet}:${event.uid}` : describeEventType(event.type)),
  },
  ({ snapshot, previous, event, effects, stepEffects }) => {
    const { context } = snapshot;
    // The options come from the server and never change while filtering.
    expect(context.options).toEqual(options);
    // The panel is open exactly while a draft is being edited.
    expect(snapshot.hasTag('open')).toBe(snapshot.matches('editing'));
    // Panel closed: the draft is the applied selection (the next opening starts from it).
    if (!snapshot.hasTag('open')) expect(normalised(context.draft)).toEqual(normalised(context.applied));

    if (!previous) {
      expect(effects).toEqual([]);
      return;
    }
    const before = previous.context;
    // What this step asked the app to show.
    const newlyShown = shown(stepEffects);
    const listedNow = (): FilterSelection | undefined => newlyShown.at(-1);
    const changedList = JSON.stringify(normalised(before.draft)) !== JSON.stringify(normalised(before.applied));

    switch (event.type) {
      case 'filter.open':
        expect(snapshot.hasTag('open')).toBe(true);
        expect(newlyShown).toEqual([]);
        break;
      case 'filter.toggle':
        if (!isFacetEvent(event)) break;
        // Only the draft changes: the list does not move until "apply".
        expect(normalised(context.draft)).toEqual(symmetricToggle(before.draft, event.facet, event.uid));
        expect(context.applied).toEqual(before.applied);
        expect(newlyShown).toEqual([]);
        break;
      case 'filter.cancel':
        expect(snapshot.hasTag('open')).toBe(false);
        expect(context.applied).toEqual(before.applied);
        expect(newlyShown).toEqual([]);
        break;
      case 'filter.apply':
        expect(snapshot.hasTag('open')).toBe(false);
        expect(normalised(context.applied)).toEqual(normalised(before.draft));
        // An unchanged selection closes the panel without reloading the list.
        if (changedList) expect(listedNow()).toEqual(before.draft);
        else expect(newlyShown).toEqual([]);
        break;
      case 'filter.clearAll':
        if (previous.hasTag('open')) {
          // In the panel: only the draft is emptied.
          expect(context.draft).toEqual(EMPTY_SELECTION);
          expect(context.applied).toEqual(before.applied);
          expect(newlyShown).toEqual([]);
        } else {
          // Outside it: the whole list shows again, at once (nothing to do when nothing was applied).
          expect(context.applied).toEqual(EMPTY_SELECTION);
          expect(newlyShown).toEqual(JSON.stringify(before.applied) === JSON.stringify(EMPTY_SELECTION) ? [] : [EMPTY_SELECTION]);
        }
        break;
      case 'filter.remove': {
        if (!isFacetEvent(event)) break;
        const wasApplied = before.applied[event.facet].includes(event.uid);
        const expected = { ...before.applied, [event.facet]: before.applied[event.facet].filter((uid) => uid !== event.uid) };
        expect(context.applied).toEqual(expected);
        expect(newlyShown).toEqual(wasApplied ? [expected] : []);
        break;
      }
    }
  },
);
