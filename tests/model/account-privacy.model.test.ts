import { expect } from 'vitest';
import type { EventObject } from 'xstate';
import { accountPrivacyMachine, type AccountPrivacyTag, type DeletionOutcome } from '../../machines/account/account-privacy.machine.ts';
import { describeEventType, describeModel, doneActorEvent, errorActorEvent, type StepContext } from '../support/model-testing.ts';

/**
 * "Mes données" on /account (issue 16), expectations from the product rules:
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

describeModel(
  'accountPrivacy',
  {
    machine: accountPrivacyMachine,
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
