import { assign, setup } from 'xstate';
import { nameSchema } from '../../src/domain/field-rules.ts';
import type { User, UserMetadataData } from '../../src/domain/user.ts';
import { checkField, type FieldIssue } from '../auth/form-issues.ts';
import { notProvidedAction, notProvidedActor } from '../shared/not-provided.ts';

/**
 * The name a VIP member shows the coaches (docs/product.md#routes "a dialog asking for a first name or nickname to show
 * the coach", docs/product.md#entities user metadata profile.name, docs/product.md#validation name rule: 1 to 24 letters, accents, space,
 * apostrophe, period, hyphen). This machine decides when the dialog shows: on the coaching pages,
 * as long as the member has no name yet (before the first discussion); the member may put it off
 * ("Plus tard": action `nicknamePostponed`; the app remembers it for the tab and says so with input
 * `postponed`, so the dialog does not reopen on every coaching page) or change the name later (here,
 * or on /account, which edits the same metadata).
 *
 * Provided by the app: actors `loadProfile` ({ uid }) → User, `saveNickname` ({ uid, data }) → User,
 * rejecting with `{ reason: 'invalid', issue }` (the server's field problem) or anything else;
 * actions `metadataUpdated` ({ metadata }: the auth actor learns the metadata, read or saved),
 * `notifyNameSaved` (success message) and `nicknamePostponed` ("Plus tard" without a name).
 * Views: tags `loading`, `loadFailed`, `dialogOpen`, `saving`, `saveFailed`, `named`, `unnamed`;
 * `nicknameOf(context)`, context.nameIssue.
 */

export interface CoachingProfileInput {
  /** The signed-in member's uid (auth info). */
  uid: string | null;
  /** The metadata the tab already knows (auth actor), else null: read it. */
  metadata: UserMetadataData | null;
  /** The member already put the dialog off in this tab: no dialog until asked for. Default false. */
  postponed?: boolean;
}

export interface CoachingProfileContext {
  uid: string | null;
  metadata: UserMetadataData | null;
  /** The problem of the name typed in the dialog (a rule (docs/product.md#validation), or the server's text). */
  nameIssue: FieldIssue | null;
  /** Put off earlier in this tab (input). */
  postponed: boolean;
}

export type CoachingProfileEvent =
  | { type: 'coachingProfile.submit'; name: string }
  | { type: 'coachingProfile.edit' }
  | { type: 'coachingProfile.open' }
  | { type: 'coachingProfile.dismiss' }
  | { type: 'coachingProfile.retry' };

export type CoachingProfileTag = 'loading' | 'loadFailed' | 'dialogOpen' | 'saving' | 'saveFailed' | 'named' | 'unnamed';

/** What `saveNickname` rejects with when the server refuses the name (400 violation on the name). */
export interface NicknameRejection {
  reason: 'invalid';
  issue: FieldIssue;
}

/** The name the coaches see, or null when the member has none. */
export function nicknameOf(context: Pick<CoachingProfileContext, 'metadata'>): string | null {
  const name = context.metadata?.profile.name?.trim();
  return name ? name : null;
}

/** Name rule (docs/product.md#validation) on the trimmed name (required here: the dialog is there to set one). */
export function checkNickname(name: string): FieldIssue | null {
  return checkField(nameSchema, name.trim()) ?? null;
}

function issueOfEvent(event: CoachingProfileEvent): FieldIssue | null {
  return event.type === 'coachingProfile.submit' ? checkNickname(event.name) : null;
}

function rejectionOf(error: unknown): NicknameRejection | null {
  if (typeof error !== 'object' || error === null) return null;
  const failure = error as Partial<NicknameRejection>;
  return failure.reason === 'invalid' && typeof failure.issue === 'object' && failure.issue !== null
    ? (failure as NicknameRejection)
    : null;
}

/** The whole metadata with the new name (the favorites are kept: the API takes the whole object). */
function metadataWithNickname(metadata: UserMetadataData | null, name: string): UserMetadataData {
  return { profile: { name: name.trim() }, favorites: metadata?.favorites ?? [] };
}

const submitting = [
  { guard: 'nicknameInvalid', target: 'asking', actions: 'showNameIssue' },
  { target: 'saving', actions: 'clearNameIssue' },
] as const;

export const coachingProfileMachine = setup({
  types: {
    context: {} as CoachingProfileContext,
    events: {} as CoachingProfileEvent,
    input: {} as CoachingProfileInput,
    tags: {} as CoachingProfileTag,
  },
  actors: {
    loadProfile: notProvidedActor<User, { uid: string }>('loadProfile'),
    saveNickname: notProvidedActor<User, { uid: string; data: UserMetadataData }>('saveNickname'),
  },
  actions: {
    metadataUpdated: notProvidedAction<{ metadata: UserMetadataData }>('metadataUpdated'),
    notifyNameSaved: notProvidedAction('notifyNameSaved'),
    nicknamePostponed: notProvidedAction('nicknamePostponed'),
    rememberMetadata: assign({ metadata: (_, params: { user: User }) => params.user.metadata.data }),
    showNameIssue: assign({ nameIssue: ({ event }) => issueOfEvent(event) }),
    showServerIssue: assign({ nameIssue: (_, params: { error: unknown }) => rejectionOf(params.error)?.issue ?? null }),
    clearNameIssue: assign({ nameIssue: null }),
  },
  guards: {
    knowsMetadata: ({ context }) => context.metadata !== null,
    hasUid: ({ context }) => context.uid !== null,
    hasNickname: ({ context }) => nicknameOf(context) !== null,
    wasPostponed: ({ context }) => context.postponed,
    nicknameInvalid: ({ event }) => issueOfEvent(event) !== null,
    nameRejected: (_, params: { error: unknown }) => rejectionOf(params.error) !== null,
  },
}).createMachine({
  id: 'coachingProfile',
  description:
    'The first name or nickname a VIP member shows the coaches (docs/product.md#routes coaching dialog, user metadata ' +
    'profile.name, docs/product.md#validation name rule): the dialog opens while the member has none; it can be put off or ' +
    'changed later.',
  context: ({ input }) => ({ uid: input.uid, metadata: input.metadata, nameIssue: null, postponed: input.postponed ?? false }),
  initial: 'starting',
  states: {
    starting: {
      description: 'Does the tab already know the member’s metadata?',
      always: [{ guard: 'knowsMetadata', target: 'deciding' }, { guard: 'hasUid', target: 'loading' }, { target: 'loadFailed' }],
    },
    loading: {
      description: 'GET /api/users/{uid}.',
      tags: ['loading'],
      invoke: {
        id: 'loadProfile',
        src: 'loadProfile',
        input: ({ context }) => ({ uid: context.uid ?? '' }),
        onDone: {
          target: 'deciding',
          actions: [
            { type: 'rememberMetadata', params: ({ event }) => ({ user: event.output }) },
            // The tab keeps it: the next coaching page does not read it again.
            { type: 'metadataUpdated', params: ({ event }) => ({ metadata: event.output.metadata.data }) },
          ],
        },
        onError: 'loadFailed',
      },
    },
    loadFailed: {
      description: 'The profile could not be read: no dialog; the member may try again.',
      tags: ['loadFailed'],
      on: { 'coachingProfile.retry': { guard: 'hasUid', target: 'loading' } },
    },
    deciding: {
      description: 'A name already? Put off earlier in this tab? Otherwise the dialog asks for one.',
      always: [{ guard: 'hasNickname', target: 'named' }, { guard: 'wasPostponed', target: 'postponed' }, { target: 'asking' }],
    },
    asking: {
      description: 'The dialog is open (docs/product.md#validation name rule checked on submit).',
      tags: ['dialogOpen'],
      on: {
        'coachingProfile.submit': submitting,
        'coachingProfile.edit': { actions: 'clearNameIssue' },
        'coachingProfile.dismiss': [
          { guard: 'hasNickname', target: 'named', actions: 'clearNameIssue' },
          { target: 'postponed', actions: ['clearNameIssue', 'nicknamePostponed'] },
        ],
      },
    },
    saving: {
      description: 'POST /api/users/{uid}/metadata with profile.name (favorites kept).',
      tags: ['dialogOpen', 'saving'],
      invoke: {
        id: 'saveNickname',
        src: 'saveNickname',
        input: ({ context, event }) => ({
          uid: context.uid ?? '',
          data: metadataWithNickname(context.metadata, event.type === 'coachingProfile.submit' ? event.name : ''),
        }),
        onDone: {
          target: 'named',
          actions: [
            { type: 'rememberMetadata', params: ({ event }) => ({ user: event.output }) },
            { type: 'metadataUpdated', params: ({ event }) => ({ metadata: event.output.metadata.data }) },
            'notifyNameSaved',
          ],
        },
        onError: [
          {
            guard: { type: 'nameRejected', params: ({ event }) => ({ error: event.error }) },
            target: 'asking',
            actions: { type: 'showServerIssue', params: ({ event }) => ({ error: event.error }) },
          },
          { target: 'saveFailed' },
        ],
      },
    },
    saveFailed: {
      description: 'The name could not be saved (network, server): the dialog says so; submit again.',
      tags: ['dialogOpen', 'saveFailed'],
      on: {
        'coachingProfile.submit': submitting,
        'coachingProfile.edit': { target: 'asking', actions: 'clearNameIssue' },
        'coachingProfile.dismiss': [
          { guard: 'hasNickname', target: 'named', actions: 'clearNameIssue' },
          { target: 'postponed', actions: ['clearNameIssue', 'nicknamePostponed'] },
        ],
      },
    },
    postponed: {
      description: 'Put off: no name yet; the page offers to choose one (the dialog comes back in another tab or session).',
      tags: ['unnamed'],
      on: { 'coachingProfile.open': 'asking' },
    },
    named: {
      description: 'The coaches see this name; the member may change it.',
      tags: ['named'],
      on: { 'coachingProfile.open': 'asking' },
    },
  },
});
