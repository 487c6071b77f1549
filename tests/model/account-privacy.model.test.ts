import { expect } from 'vitest';
import type { EventObject } from 'xstate';
import { accountPrivacyMachine, type AccountPrivacyTag, type DeletionOutcome } from '../../machines/account/account-privacy.machine.ts';
import { describeEventType, describeModel, doneActorEvent, errorActorEvent, type StepContext } from '../support/model-testing.ts';

/**
 * "Mes données" on /account, expectations from the product rules:
 * - the download is one request per press, may be repeated, and a failure says so;
 * - deleting takes two steps: nothing is sent until the "it is final" box is ticked; the final
 *   button then sends one request; a refusal shows the server's reason; no answer may be retried;
 *   giving up forgets the tick; only a deletion the server confirmed signs the browser out, once;
 * - the download and the deletion do not disturb each other.
 */

const REFUSAL = 'Votre abonnement est en cours\u202F: résiliez-le d’abord depuis la page Abonnement.';
const outcomes: DeletionOutcome[] = [{ type: 'deleted' }, { type: 'refused', message: REFUSAL }, { type: 'unavailable' }];

type Step = StepContext<typeof accountPrivacyMachine>;
const EXPORT_TAGS: AccountPrivacyTag[] = ['exporting', 'exported', 'exportFailed'];
const DELETION_TAGS: AccountPrivacyTag[] = ['confirming', 'deleting', 'refused', 'deletionFailed', 'deleted'];

const outputOf = (event: EventObject): DeletionOutcome | undefined => (event as { output?: DeletionOutcome }).output;
const tagsOf = (snapshot: Step['snapshot'], tags: AccountPrivacyTag[]) => tags.filter((tag) => snapshot.hasTag(tag));

/**
 * The rules above as the test's own table (docs/product.md#beyond, decision 0022), carried along
 * every path without looking at the actor: what the two parts of "Mes données" show, and what
 * reached the server or the browser (requests, the sign-out).
 */
type Download = 'button' | 'downloading' | 'saved' | 'failed';
type Deletion = 'button' | 'confirming' | 'deleting' | 'refused' | 'unanswered' | 'deleted';
interface Outcome {
  download: Download;
  deletion: Deletion;
  ticked: boolean;
  tickMissing: boolean;
  refusal: string | null;
  exportRequests: number;
  deleteRequests: number;
  signOuts: number;
}

const START: Outcome = {
  download: 'button',
  deletion: 'button',
  ticked: false,
  tickMissing: false,
  refusal: null,
  exportRequests: 0,
  deleteRequests: 0,
  signOuts: 0,
};

/** Giving up closes the confirmation and forgets the tick and any refusal. */
const closeDeletion = (before: Outcome): Outcome => ({ ...before, deletion: 'button', ticked: false, tickMissing: false, refusal: null });
const sendDeletion = (before: Outcome): Outcome => ({
  ...before,
  deletion: 'deleting',
  tickMissing: false,
  deleteRequests: before.deleteRequests + 1,
});

function nextOutcome(before: Outcome, event: EventObject): Outcome {
  const { download, deletion } = before;
  switch (event.type) {
    case 'privacy.export':
      // One request per press; a press while one runs changes nothing.
      return download === 'downloading' ? before : { ...before, download: 'downloading', exportRequests: before.exportRequests + 1 };
    case 'xstate.done.actor.exportData':
      return { ...before, download: 'saved' };
    case 'xstate.error.actor.exportData':
      return { ...before, download: 'failed' };
    case 'privacy.startDeletion':
      return deletion === 'button' ? { ...before, deletion: 'confirming', ticked: false, tickMissing: false } : before;
    case 'privacy.tick':
      // The box is shown, and usable, while confirming and after an unanswered attempt.
      return deletion === 'confirming' || deletion === 'unanswered'
        ? { ...before, ticked: (event as { ticked?: boolean }).ticked === true, tickMissing: false }
        : before;
    case 'privacy.confirmDeletion':
      // A retry after no answer follows the same rule as the first attempt.
      if (deletion !== 'confirming' && deletion !== 'unanswered') return before;
      // Nothing is sent until the box is ticked; the box then says it is needed.
      return before.ticked ? sendDeletion(before) : { ...before, tickMissing: true };
    case 'privacy.cancelDeletion':
      return deletion === 'confirming' || deletion === 'refused' || deletion === 'unanswered' ? closeDeletion(before) : before;
    case 'xstate.done.actor.deleteAccount': {
      const output = outputOf(event);
      if (output?.type === 'deleted') return { ...before, deletion: 'deleted', signOuts: before.signOuts + 1 };
      if (output?.type === 'refused') return { ...before, deletion: 'refused', refusal: output.message };
      return { ...before, deletion: 'unanswered' };
    }
    case 'xstate.error.actor.deleteAccount':
      return { ...before, deletion: 'unanswered' };
    default:
      return before;
  }
}

function observe(step: Step): Outcome {
  const { snapshot } = step;
  const has = (tag: AccountPrivacyTag) => snapshot.hasTag(tag);
  return {
    download: has('exporting') ? 'downloading' : has('exported') ? 'saved' : has('exportFailed') ? 'failed' : 'button',
    deletion: has('deleted')
      ? 'deleted'
      : has('refused')
        ? 'refused'
        : has('deleting')
          ? 'deleting'
          : has('deletionFailed')
            ? 'unanswered'
            : has('confirming')
              ? 'confirming'
              : 'button',
    ticked: snapshot.context.ticked,
    tickMissing: snapshot.context.tickMissing,
    refusal: snapshot.context.refusal,
    exportRequests: step.invocations.filter((invocation) => invocation.src === 'exportData').length,
    deleteRequests: step.invocations.filter((invocation) => invocation.src === 'deleteAccount').length,
    signOuts: step.effects.filter((effect) => effect.type === 'accountDeleted').length,
  };
}

describeModel(
  'accountPrivacy',
  {
    machine: accountPrivacyMachine,
    expected: { initial: () => START, next: nextOutcome, observe },
    events: {
      'privacy.tick': [true, false].map((ticked) => ({ type: 'privacy.tick' as const, ticked })),
      'xstate.done.actor.exportData': [doneActorEvent('exportData', undefined)],
      'xstate.error.actor.exportData': [errorActorEvent('exportData', new Error('offline'))],
      'xstate.done.actor.deleteAccount': outcomes.map((outcome) => doneActorEvent('deleteAccount', outcome)),
      'xstate.error.actor.deleteAccount': [errorActorEvent('deleteAccount', new Error('unexpected'))],
    },
    describeEvent: (event) => {
      if (event.type === 'privacy.tick') return (event as { ticked?: boolean }).ticked ? 'tick' : 'untick';
      const output = outputOf(event);
      if (output !== undefined) return `deleteAccount → ${output.type}`;
      return describeEventType(event.type);
    },
  },
  (step: Step) => {
    const { snapshot, previous, event } = step;
    const { context } = snapshot;
    const deletions = step.invocations.filter((invocation) => invocation.src === 'deleteAccount').length;
    const exports = step.invocations.filter((invocation) => invocation.src === 'exportData').length;
    const signOuts = step.effects.filter((effect) => effect.type === 'accountDeleted').length;

    // The browser signs out exactly when the server confirmed the deletion, and once.
    expect(signOuts).toBe(snapshot.hasTag('deleted') ? 1 : 0);
    // A refusal is shown only in the refused state, with the server's words.
    expect(context.refusal !== null).toBe(snapshot.hasTag('refused'));
    if (snapshot.hasTag('refused')) expect(context.refusal).toBe(REFUSAL);
    if (previous === undefined) {
      expect(tagsOf(snapshot, [...EXPORT_TAGS, ...DELETION_TAGS])).toEqual([]);
      return;
    }

    // Independence: an event of one region leaves the other's tags as they were.
    const exportEvent = event.type === 'privacy.export' || event.type.includes('exportData');
    if (exportEvent) expect(tagsOf(snapshot, DELETION_TAGS)).toEqual(tagsOf(previous, DELETION_TAGS));
    else expect(tagsOf(snapshot, EXPORT_TAGS)).toEqual(tagsOf(previous, EXPORT_TAGS));

    switch (event.type) {
      case 'privacy.export':
        // One request per press, unless one is already running.
        expect(snapshot.hasTag('exporting')).toBe(true);
        if (!previous.hasTag('exporting')) expect(step.invocations.at(-1)?.src).toBe('exportData');
        break;
      case 'xstate.done.actor.exportData':
        expect(tagsOf(snapshot, EXPORT_TAGS)).toEqual(['exported']);
        break;
      case 'xstate.error.actor.exportData':
        expect(tagsOf(snapshot, EXPORT_TAGS)).toEqual(['exportFailed']);
        break;
      case 'privacy.startDeletion':
        if (!previous.hasTag('confirming') && !previous.hasTag('refused') && !previous.hasTag('deleted')) {
          // The first step only explains: nothing is sent, nothing is ticked.
          expect(snapshot.hasTag('confirming')).toBe(true);
          expect(context.ticked).toBe(false);
        }
        break;
      case 'privacy.tick':
        if (previous.hasTag('confirming') && !previous.hasTag('deleting') && !previous.hasTag('deletionFailed')) {
          expect(context.ticked).toBe((event as { ticked?: boolean }).ticked);
          expect(context.tickMissing).toBe(false);
        }
        break;
      case 'privacy.confirmDeletion':
        if (previous.hasTag('confirming') && !previous.hasTag('deleting')) {
          if (previous.context.ticked) {
            // Ticked: one request for this press.
            expect(snapshot.hasTag('deleting')).toBe(true);
            expect(step.invocations.at(-1)?.src).toBe('deleteAccount');
          } else {
            // Not ticked: nothing sent, the box says it is needed.
            expect(snapshot.hasTag('deleting')).toBe(false);
            expect(context.tickMissing).toBe(true);
          }
        }
        break;
      case 'privacy.cancelDeletion':
        if (previous.hasTag('confirming') || previous.hasTag('refused')) {
          if (!previous.hasTag('deleting')) {
            // Giving up forgets the tick: a next attempt starts from the explanation again.
            expect(tagsOf(snapshot, DELETION_TAGS)).toEqual([]);
            expect(context).toEqual({ ticked: false, tickMissing: false, refusal: null });
          }
        }
        break;
      case 'xstate.done.actor.deleteAccount': {
        const output = outputOf(event);
        if (output?.type === 'deleted') expect(tagsOf(snapshot, DELETION_TAGS)).toEqual(['deleted']);
        if (output?.type === 'refused') expect(tagsOf(snapshot, DELETION_TAGS)).toEqual(['refused']);
        if (output?.type === 'unavailable') expect(tagsOf(snapshot, DELETION_TAGS)).toEqual(['confirming', 'deletionFailed']);
        break;
      }
      case 'xstate.error.actor.deleteAccount':
        expect(tagsOf(snapshot, DELETION_TAGS)).toEqual(['confirming', 'deletionFailed']);
        break;
    }
    // Never more downloads than presses, never more deletion requests than final presses.
    expect(exports).toBeLessThanOrEqual(step.history.filter((past) => past.type === 'privacy.export').length);
    expect(deletions).toBeLessThanOrEqual(step.history.filter((past) => past.type === 'privacy.confirmDeletion').length);
  },
);
