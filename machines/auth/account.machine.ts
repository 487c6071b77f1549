import { assign, setup } from 'xstate';
import { nameSchema, passwordSchema } from '../../src/domain/field-rules.ts';
import type { User, UserMetadataData } from '../../src/domain/user.ts';
import { notProvidedAction, notProvidedActor } from '../shared/not-provided.ts';
import { checkField, compactIssues, hasIssues, withoutIssue, type FieldIssues } from './form-issues.ts';

/**
 * /account (docs/product.md#routes profile): the member's e-mail, a display name kept in the user metadata
 * (profile.name, docs/product.md#entities), a change-password form (uid, old, new, docs/product.md#calls) and sign-out. The two forms work
 * independently (parallel regions). A password change revokes the older tokens: the fresh token
 * the server answers replaces the one in memory.
 *
 * Provided by the app: actors `loadUser` ({ uid }), `saveDisplayName` ({ uid, data }) → User,
 * `changePassword` ({ uid, old, new }) → { token }, rejecting with an AccountFailure; actions
 * `metadataUpdated` ({ metadata }), `sessionRenewed` ({ token }), `notifyNameSaved`,
 * `notifyPasswordChanged` (success messages), `signOut`.
 * Views: tags `loading`, `loadFailed`, `savingName`, `nameFailed`, `savingPassword`, `passwordFailed`.
 */

export type AccountField = 'name' | 'old' | 'new' | 'confirmation';

export type AccountFailure = { reason: 'invalid'; issues: FieldIssues<AccountField> } | { reason: 'server' };

export interface AccountInput {
  /** The signed-in user's uid (auth info). */
  uid: string | null;
  /** The user as the page loader read it; null: load it here. */
  user: User | null;
}

export interface AccountContext {
  uid: string | null;
  user: User | null;
  nameIssues: FieldIssues<'name'>;
  passwordIssues: FieldIssues<'old' | 'new' | 'confirmation'>;
  /** True right after a successful change (the view empties the form), until the next attempt. */
  passwordChanged: boolean;
}

export interface PasswordChange {
  old: string;
  new: string;
  confirmation: string;
}

export type AccountEvent =
  | { type: 'account.retry' }
  | { type: 'account.saveName'; name: string }
  | ({ type: 'account.changePassword' } & PasswordChange)
  | { type: 'account.edit'; field: AccountField }
  | { type: 'account.signOut' };

export type AccountTag = 'loading' | 'loadFailed' | 'savingName' | 'nameFailed' | 'savingPassword' | 'passwordFailed';

export function toAccountFailure(error: unknown): AccountFailure {
  if (typeof error === 'object' && error !== null && 'reason' in error) {
    const failure = error as { reason: unknown; issues?: unknown };
    if (failure.reason === 'invalid' && typeof failure.issues === 'object' && failure.issues !== null) {
      return { reason: 'invalid', issues: failure.issues as FieldIssues<AccountField> };
    }
  }
  return { reason: 'server' };
}

/** An empty display name clears it (null, docs/product.md#entities: the profile name is nullable). */
export function displayNameOf(name: string): string | null {
  const trimmed = name.trim();
  return trimmed === '' ? null : trimmed;
}

export function checkDisplayName(name: string): FieldIssues<'name'> {
  const value = displayNameOf(name);
  return value === null ? {} : compactIssues({ name: checkField(nameSchema, value) });
}

export function checkPasswordChange(change: PasswordChange): FieldIssues<'old' | 'new' | 'confirmation'> {
  const newIssue = checkField(passwordSchema, change.new);
  return compactIssues({
    old: change.old === '' ? { rule: 'required' } : undefined,
    new: newIssue,
    confirmation: !newIssue && change.confirmation !== change.new ? { rule: 'passwordMismatch' } : undefined,
  });
}

function nameIssuesOf(event: AccountEvent) {
  return event.type === 'account.saveName' ? checkDisplayName(event.name) : {};
}

function passwordIssuesOf(event: AccountEvent) {
  return event.type === 'account.changePassword' ? checkPasswordChange(event) : {};
}

function metadataWithName(user: User | null, name: string | null): UserMetadataData {
  return { profile: { name }, favorites: user?.metadata.data.favorites ?? [] };
}

function serverIssues(error: unknown): FieldIssues<AccountField> {
  const failure = toAccountFailure(error);
  return failure.reason === 'invalid' ? failure.issues : {};
}

export const accountMachine = setup({
  types: {
    context: {} as AccountContext,
    events: {} as AccountEvent,
    input: {} as AccountInput,
    tags: {} as AccountTag,
  },
  actors: {
    loadUser: notProvidedActor<User, { uid: string }>('loadUser'),
    saveDisplayName: notProvidedActor<User, { uid: string; data: UserMetadataData }>('saveDisplayName'),
    changePassword: notProvidedActor<{ token: string }, { uid: string; old: string; new: string }>('changePassword'),
  },
  actions: {
    metadataUpdated: notProvidedAction<{ metadata: UserMetadataData }>('metadataUpdated'),
    sessionRenewed: notProvidedAction<{ token: string }>('sessionRenewed'),
    notifyNameSaved: notProvidedAction('notifyNameSaved'),
    notifyPasswordChanged: notProvidedAction('notifyPasswordChanged'),
    signOut: notProvidedAction('signOut'),
    rememberUser: assign({ user: (_, params: { user: User }) => params.user }),
    showNameIssues: assign({ nameIssues: ({ event }) => nameIssuesOf(event) }),
    clearNameIssues: assign({ nameIssues: {} }),
    showServerNameIssues: assign({
      nameIssues: (_, params: { error: unknown }) => {
        const { name } = serverIssues(params.error);
        return name ? { name } : {};
      },
    }),
    showPasswordIssues: assign({ passwordIssues: ({ event }) => passwordIssuesOf(event), passwordChanged: false }),
    clearPasswordIssues: assign({ passwordIssues: {}, passwordChanged: false }),
    rememberPasswordChanged: assign({ passwordChanged: true }),
    showServerPasswordIssues: assign({
      passwordIssues: (_, params: { error: unknown }) => {
        const { old, new: fresh, confirmation } = serverIssues(params.error);
        return compactIssues({ old, new: fresh, confirmation });
      },
    }),
    clearFieldIssue: assign(({ context, event }) => {
      if (event.type !== 'account.edit') return {};
      return event.field === 'name'
        ? { nameIssues: withoutIssue(context.nameIssues, 'name') }
        : { passwordIssues: withoutIssue(context.passwordIssues, event.field) };
    }),
  },
  guards: {
    hasUser: ({ context }) => context.user !== null,
    hasUid: ({ context }) => context.uid !== null,
    nameInvalid: ({ event }) => hasIssues(nameIssuesOf(event)),
    passwordChangeInvalid: ({ event }) => hasIssues(passwordIssuesOf(event)),
    rejectedWithIssues: (_, params: { error: unknown }) => hasIssues(serverIssues(params.error)),
  },
}).createMachine({
  id: 'account',
  description:
    'The profile page (/account, docs/product.md#routes): e-mail, display name (user metadata), change of password ' +
    '(the fresh token replaces the revoked ones) and sign-out. Both forms work independently.',
  context: ({ input }) => ({
    uid: input.user?.uid ?? input.uid,
    user: input.user,
    nameIssues: {},
    passwordIssues: {},
    passwordChanged: false,
  }),
  initial: 'starting',
  on: {
    'account.signOut': { actions: 'signOut' },
    'account.edit': { actions: 'clearFieldIssue' },
  },
  states: {
    starting: {
      description: 'Did the page loader already read the user?',
      always: [{ guard: 'hasUser', target: 'ready' }, { guard: 'hasUid', target: 'loading' }, { target: 'loadFailed' }],
    },
    loading: {
      description: 'GET /api/users/{uid}.',
      tags: ['loading'],
      invoke: {
        id: 'loadUser',
        src: 'loadUser',
        input: ({ context }) => ({ uid: context.uid ?? '' }),
        onDone: { target: 'ready', actions: { type: 'rememberUser', params: ({ event }) => ({ user: event.output }) } },
        onError: 'loadFailed',
      },
    },
    loadFailed: {
      description: 'The profile could not be read; the user may try again.',
      tags: ['loadFailed'],
      on: { 'account.retry': { guard: 'hasUid', target: 'loading' } },
    },
    ready: {
      description: 'The profile is shown; its two forms work independently.',
      type: 'parallel',
      states: {
        profile: {
          description: 'Display name (metadata profile.name; empty clears it).',
          initial: 'idle',
          states: {
            idle: {
              on: {
                'account.saveName': [
                  { guard: 'nameInvalid', actions: 'showNameIssues' },
                  { target: 'saving', actions: 'clearNameIssues' },
                ],
              },
            },
            saving: {
              description: 'POST /api/users/{uid}/metadata.',
              tags: ['savingName'],
              invoke: {
                id: 'saveDisplayName',
                src: 'saveDisplayName',
                input: ({ context, event }) => ({
                  uid: context.uid ?? '',
                  data: metadataWithName(context.user, event.type === 'account.saveName' ? displayNameOf(event.name) : null),
                }),
                onDone: {
                  target: 'idle',
                  actions: [
                    { type: 'rememberUser', params: ({ event }) => ({ user: event.output }) },
                    { type: 'metadataUpdated', params: ({ event }) => ({ metadata: event.output.metadata.data }) },
                    'notifyNameSaved',
                  ],
                },
                onError: [
                  {
                    guard: { type: 'rejectedWithIssues', params: ({ event }) => ({ error: event.error }) },
                    target: 'idle',
                    actions: { type: 'showServerNameIssues', params: ({ event }) => ({ error: event.error }) },
                  },
                  { target: 'failed' },
                ],
              },
            },
            failed: {
              description: 'The name could not be saved; the user may try again.',
              tags: ['nameFailed'],
              on: {
                'account.saveName': [
                  { guard: 'nameInvalid', target: 'idle', actions: 'showNameIssues' },
                  { target: 'saving', actions: 'clearNameIssues' },
                ],
              },
            },
          },
        },
        password: {
          description: 'Change of password: current one, new one (docs/product.md#validation: 8 to 50), confirmation.',
          initial: 'idle',
          states: {
            idle: {
              on: {
                'account.changePassword': [
                  { guard: 'passwordChangeInvalid', actions: 'showPasswordIssues' },
                  { target: 'saving', actions: 'clearPasswordIssues' },
                ],
              },
            },
            saving: {
              description: 'POST /api/users/{uid}/password: answers a fresh token, older ones are revoked.',
              tags: ['savingPassword'],
              invoke: {
                id: 'changePassword',
                src: 'changePassword',
                input: ({ context, event }) => ({
                  uid: context.uid ?? '',
                  old: event.type === 'account.changePassword' ? event.old : '',
                  new: event.type === 'account.changePassword' ? event.new : '',
                }),
                onDone: {
                  target: 'idle',
                  actions: [
                    { type: 'sessionRenewed', params: ({ event }) => ({ token: event.output.token }) },
                    'rememberPasswordChanged',
                    'notifyPasswordChanged',
                  ],
                },
                onError: [
                  {
                    guard: { type: 'rejectedWithIssues', params: ({ event }) => ({ error: event.error }) },
                    target: 'idle',
                    actions: { type: 'showServerPasswordIssues', params: ({ event }) => ({ error: event.error }) },
                  },
                  { target: 'failed' },
                ],
              },
            },
            failed: {
              description: 'The password could not be changed; the user may try again.',
              tags: ['passwordFailed'],
              on: {
                'account.changePassword': [
                  { guard: 'passwordChangeInvalid', target: 'idle', actions: 'showPasswordIssues' },
                  { target: 'saving', actions: 'clearPasswordIssues' },
                ],
              },
            },
          },
        },
      },
    },
  },
});
