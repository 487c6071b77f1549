import { assign, setup } from 'xstate';
import { notProvidedAction, notProvidedActor } from '../shared/not-provided.ts';

/**
 * The "my data" section of /account (docs/decisions/0022-privacy-and-consent.md): the member
 * downloads his data as a JSON file, and deletes his account after a confirmation step (a tick
 * saying it is final, then a button saying exactly what it does). The two are independent regions:
 * a download may run while the confirmation is open.
 *
 * Provided by the app: actors `exportData` (GET /api/account/export, saves the file; rejects on
 * failure) and `deleteAccount` (POST /api/account/delete) → DeletionOutcome, never rejecting;
 * action `accountDeleted` (the message, then the sign-out of this browser).
 * Views: tags `exporting`, `exported`, `exportFailed`; `confirming` (context.tickMissing: the box
 * must be ticked), `deleting`, `refused` (context.refusal is the server's French reason),
 * `deletionFailed`, `deleted`.
 */

export type DeletionOutcome =
  | { type: 'deleted' }
  /** The server said no (a subscription runs, a refund is owed…): its message, in French. */
  | { type: 'refused'; message: string }
  /** No answer, or a server error: the member may try again. */
  | { type: 'unavailable' };

export interface AccountPrivacyContext {
  /** The confirmation box is ticked. */
  ticked: boolean;
  /** The member pressed delete without ticking: the box says it is needed. */
  tickMissing: boolean;
  refusal: string | null;
}

export type AccountPrivacyEvent =
  | { type: 'privacy.export' }
  | { type: 'privacy.startDeletion' }
  | { type: 'privacy.tick'; ticked: boolean }
  | { type: 'privacy.confirmDeletion' }
  | { type: 'privacy.cancelDeletion' };

export type AccountPrivacyTag =
  'exporting' | 'exported' | 'exportFailed' | 'confirming' | 'deleting' | 'refused' | 'deletionFailed' | 'deleted';

function outcomeOf(event: { type: string }): DeletionOutcome | undefined {
  return (event as { output?: DeletionOutcome }).output;
}

const CLOSED: AccountPrivacyContext = { ticked: false, tickMissing: false, refusal: null };

export const accountPrivacyMachine = setup({
  types: {
    context: {} as AccountPrivacyContext,
    events: {} as AccountPrivacyEvent,
    tags: {} as AccountPrivacyTag,
  },
  actors: {
    exportData: notProvidedActor<void, void>('exportData'),
    deleteAccount: notProvidedActor<DeletionOutcome, void>('deleteAccount'),
  },
  actions: {
    accountDeleted: notProvidedAction('accountDeleted'),
    tick: assign(({ event }) => (event.type === 'privacy.tick' ? { ticked: event.ticked, tickMissing: false } : {})),
    askForTick: assign({ tickMissing: true }),
    reset: assign(CLOSED),
  },
  guards: {
    ticked: ({ context }) => context.ticked,
    deleted: ({ event }) => outcomeOf(event)?.type === 'deleted',
    refused: ({ event }) => outcomeOf(event)?.type === 'refused',
  },
}).createMachine({
  id: 'accountPrivacy',
  description:
    'My data (/account): download of the member data as a JSON file; deletion of the account after a tick ' +
    'saying it is final, refused by the server while a subscription runs.',
  context: CLOSED,
  type: 'parallel',
  states: {
    export: {
      description: 'The JSON file of the member data.',
      initial: 'idle',
      states: {
        idle: { description: 'The download button.', on: { 'privacy.export': 'exporting' } },
        exporting: {
          description: 'GET /api/account/export, then the file is saved.',
          tags: ['exporting'],
          invoke: { id: 'exportData', src: 'exportData', onDone: 'done', onError: 'failed' },
        },
        done: { description: 'The file was saved; it may be downloaded again.', tags: ['exported'], on: { 'privacy.export': 'exporting' } },
        failed: { description: 'No file: the member may try again.', tags: ['exportFailed'], on: { 'privacy.export': 'exporting' } },
      },
    },
    deletion: {
      description: 'Deleting the account, in two steps.',
      initial: 'closed',
      states: {
        closed: { description: 'The "delete my account" button.', on: { 'privacy.startDeletion': 'confirming' } },
        confirming: {
          description: 'What deleting means, a tick, and the final button.',
          tags: ['confirming'],
          on: {
            'privacy.tick': { actions: 'tick' },
            'privacy.confirmDeletion': [{ guard: 'ticked', target: 'deleting' }, { actions: 'askForTick' }],
            'privacy.cancelDeletion': { target: 'closed', actions: 'reset' },
          },
        },
        deleting: {
          description: 'POST /api/account/delete.',
          tags: ['confirming', 'deleting'],
          invoke: {
            id: 'deleteAccount',
            src: 'deleteAccount',
            onDone: [
              { guard: 'deleted', target: 'deleted' },
              {
                guard: 'refused',
                target: 'refused',
                actions: assign(({ event }) => ({ refusal: event.output.type === 'refused' ? event.output.message : null })),
              },
              { target: 'failed' },
            ],
            // The hook never rejects; if it does anyway, the attempt is as unanswered.
            onError: 'failed',
          },
        },
        refused: {
          description: 'The server said why not (a subscription to cancel first, a refund owed…).',
          tags: ['refused'],
          on: { 'privacy.cancelDeletion': { target: 'closed', actions: 'reset' } },
        },
        failed: {
          description: 'No answer: try again or give up.',
          tags: ['confirming', 'deletionFailed'],
          // The box stays shown and usable: unticking it takes the consent back, as before the attempt.
          on: {
            'privacy.tick': { actions: 'tick' },
            'privacy.confirmDeletion': [{ guard: 'ticked', target: 'deleting' }, { actions: 'askForTick' }],
            'privacy.cancelDeletion': { target: 'closed', actions: 'reset' },
          },
        },
        deleted: { description: 'The account is gone: this browser signs out.', tags: ['deleted'], type: 'final', entry: 'accountDeleted' },
      },
    },
  },
});
