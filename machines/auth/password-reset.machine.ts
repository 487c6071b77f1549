import { assign, setup } from 'xstate';
import { emailSchema, passwordSchema } from '../../src/domain/field-rules.ts';
import { notProvidedAction, notProvidedActor } from '../shared/not-provided.ts';
import { checkField, compactIssues, hasIssues, withoutIssue, type FieldIssues } from './form-issues.ts';

/**
 * Password reset (docs/product.md#routes, docs/product.md#calls): two pages, one flow.
 * - request (/reset-password): an e-mail address → a link is sent if an account exists (the answer
 *   is the same either way, so nobody learns who is a member).
 * - update (/reset-password/update?token=…): the link's token is checked first (without using it
 *   up), then the new password is set; success goes to /login with a success message. A used,
 *   expired or unknown link says so and offers to ask for a new one.
 *
 * Provided by the app: actors `requestReset` ({ email }), `checkResetToken` ({ token }),
 * `updatePassword` ({ token, password }) rejecting with a ResetFailure; action `passwordUpdated`
 * (success message and navigation to /login).
 * Views: tags `busy`, `error`, `sent`, `checking`, `checkFailed`, `tokenRejected`; context.fieldIssues,
 * context.tokenProblem.
 */

export type ResetField = 'email' | 'password' | 'confirmation';

/** Why a link no longer works (the server's codes); 'missing' when the page has no token. */
export type TokenProblem = 'used' | 'expired' | 'invalid' | 'missing';

export type ResetFailure =
  { reason: 'tokenRejected'; problem: TokenProblem } | { reason: 'invalid'; issues: FieldIssues<ResetField> } | { reason: 'server' };

export type PasswordResetInput = { mode: 'request' } | { mode: 'update'; token: string | null };

export interface PasswordResetContext {
  mode: PasswordResetInput['mode'];
  token: string | null;
  fieldIssues: FieldIssues<ResetField>;
  tokenProblem: TokenProblem | null;
}

export type PasswordResetEvent =
  | { type: 'passwordReset.request'; email: string }
  | { type: 'passwordReset.update'; password: string; confirmation: string }
  | { type: 'passwordReset.edit'; field: ResetField }
  | { type: 'passwordReset.restart' }
  | { type: 'passwordReset.retry' };

/** Anything the actors reject with that is not a ResetFailure is a server error for people. */
export function toResetFailure(error: unknown): ResetFailure {
  if (typeof error === 'object' && error !== null && 'reason' in error) {
    const failure = error as Partial<Record<'reason' | 'problem' | 'issues', unknown>>;
    if (failure.reason === 'tokenRejected') {
      const problem = ['used', 'expired', 'invalid', 'missing'].includes(failure.problem as string)
        ? (failure.problem as TokenProblem)
        : 'invalid';
      return { reason: 'tokenRejected', problem };
    }
    if (failure.reason === 'invalid' && typeof failure.issues === 'object' && failure.issues !== null) {
      return { reason: 'invalid', issues: failure.issues as FieldIssues<ResetField> };
    }
  }
  return { reason: 'server' };
}

export function checkEmail(email: string): FieldIssues<ResetField> {
  return compactIssues({ email: checkField(emailSchema, email.trim()) });
}

export function checkNewPassword(password: string, confirmation: string): FieldIssues<ResetField> {
  const passwordIssue = checkField(passwordSchema, password);
  return compactIssues({
    password: passwordIssue,
    confirmation: !passwordIssue && confirmation !== password ? { rule: 'passwordMismatch' } : undefined,
  });
}

function issuesOf(event: PasswordResetEvent): FieldIssues<ResetField> {
  if (event.type === 'passwordReset.request') return checkEmail(event.email);
  if (event.type === 'passwordReset.update') return checkNewPassword(event.password, event.confirmation);
  return {};
}

function failureOf(error: unknown) {
  return toResetFailure(error);
}

export const passwordResetMachine = setup({
  types: {
    context: {} as PasswordResetContext,
    events: {} as PasswordResetEvent,
    input: {} as PasswordResetInput,
    tags: {} as 'busy' | 'error' | 'sent' | 'checking' | 'checkFailed' | 'tokenRejected',
  },
  actors: {
    requestReset: notProvidedActor<void, { email: string }>('requestReset'),
    checkResetToken: notProvidedActor<void, { token: string }>('checkResetToken'),
    updatePassword: notProvidedActor<void, { token: string; password: string }>('updatePassword'),
  },
  actions: {
    passwordUpdated: notProvidedAction('passwordUpdated'),
    showFieldIssues: assign({ fieldIssues: ({ event }) => issuesOf(event) }),
    clearIssues: assign({ fieldIssues: {} }),
    clearFieldIssue: assign({
      fieldIssues: ({ context, event }) =>
        event.type === 'passwordReset.edit' ? withoutIssue(context.fieldIssues, event.field) : context.fieldIssues,
    }),
    showServerIssues: assign({
      fieldIssues: (_, params: { error: unknown }) => {
        const failure = failureOf(params.error);
        return failure.reason === 'invalid' ? failure.issues : {};
      },
    }),
    rememberTokenProblem: assign({
      tokenProblem: (_, params: { error: unknown }) => {
        const failure = failureOf(params.error);
        return failure.reason === 'tokenRejected' ? failure.problem : 'invalid';
      },
    }),
    rememberMissingToken: assign({ tokenProblem: 'missing' }),
  },
  guards: {
    isRequestMode: ({ context }) => context.mode === 'request',
    hasToken: ({ context }) => context.token !== null && context.token !== '',
    formInvalid: ({ event }) => hasIssues(issuesOf(event)),
    tokenRejected: (_, params: { error: unknown }) => failureOf(params.error).reason === 'tokenRejected',
    passwordRejected: (_, params: { error: unknown }) => failureOf(params.error).reason === 'invalid',
  },
}).createMachine({
  id: 'passwordReset',
  description:
    'Forgotten password (docs/product.md#calls): ask for a link by e-mail (same answer whether or not the account exists), ' +
    'then, from the link, check it without using it up and set a new password; success goes to /login. ' +
    'A used, expired or unknown link says so and offers a new request.',
  context: ({ input }) => ({
    mode: input.mode,
    token: input.mode === 'update' ? input.token : null,
    fieldIssues: {},
    tokenProblem: null,
  }),
  initial: 'starting',
  states: {
    starting: {
      description: 'Which page: the request form, or a link to set a new password?',
      always: [
        { guard: 'isRequestMode', target: 'request' },
        { guard: 'hasToken', target: 'update' },
        { target: 'update.tokenRejected', actions: 'rememberMissingToken' },
      ],
    },
    request: {
      description: 'Ask for a reset link (/reset-password).',
      initial: 'editing',
      states: {
        editing: {
          description: 'The e-mail address of the account.',
          on: {
            'passwordReset.request': [
              { guard: 'formInvalid', actions: 'showFieldIssues' },
              { target: 'sending', actions: 'clearIssues' },
            ],
            'passwordReset.edit': { actions: 'clearFieldIssue' },
          },
        },
        sending: {
          description: 'POST /api/reset-password/request.',
          tags: ['busy'],
          invoke: {
            id: 'requestReset',
            src: 'requestReset',
            input: ({ event }) => ({ email: event.type === 'passwordReset.request' ? event.email.trim() : '' }),
            onDone: 'sent',
            onError: 'failed',
          },
        },
        sent: {
          description: 'If an account exists for the address, the link is on its way.',
          tags: ['sent'],
          on: { 'passwordReset.restart': 'editing' },
        },
        failed: {
          description: 'The request could not be sent; the user may try again.',
          tags: ['error'],
          on: {
            'passwordReset.request': [
              { guard: 'formInvalid', target: 'editing', actions: 'showFieldIssues' },
              { target: 'sending', actions: 'clearIssues' },
            ],
            'passwordReset.edit': { actions: 'clearFieldIssue' },
          },
        },
      },
    },
    update: {
      description: 'Set a new password from the e-mailed link (/reset-password/update?token=…).',
      initial: 'checking',
      states: {
        checking: {
          description: 'Is the link still valid? (GET /api/reset-password/check: does not use it up)',
          tags: ['busy', 'checking'],
          invoke: {
            id: 'checkResetToken',
            src: 'checkResetToken',
            input: ({ context }) => ({ token: context.token ?? '' }),
            onDone: 'editing',
            onError: [
              {
                guard: { type: 'tokenRejected', params: ({ event }) => ({ error: event.error }) },
                target: 'tokenRejected',
                actions: { type: 'rememberTokenProblem', params: ({ event }) => ({ error: event.error }) },
              },
              { target: 'checkFailed' },
            ],
          },
        },
        checkFailed: {
          description: 'The link could not be checked (network, server): try again.',
          tags: ['checkFailed'],
          on: { 'passwordReset.retry': 'checking' },
        },
        editing: {
          description: 'New password and its confirmation (docs/product.md#validation: 8 to 50 characters).',
          on: {
            'passwordReset.update': [
              { guard: 'formInvalid', actions: 'showFieldIssues' },
              { target: 'saving', actions: 'clearIssues' },
            ],
            'passwordReset.edit': { actions: 'clearFieldIssue' },
          },
        },
        saving: {
          description: 'POST /api/reset-password/update: uses the link up.',
          tags: ['busy'],
          invoke: {
            id: 'updatePassword',
            src: 'updatePassword',
            input: ({ context, event }) => ({
              token: context.token ?? '',
              password: event.type === 'passwordReset.update' ? event.password : '',
            }),
            onDone: 'done',
            onError: [
              {
                guard: { type: 'tokenRejected', params: ({ event }) => ({ error: event.error }) },
                target: 'tokenRejected',
                actions: { type: 'rememberTokenProblem', params: ({ event }) => ({ error: event.error }) },
              },
              {
                guard: { type: 'passwordRejected', params: ({ event }) => ({ error: event.error }) },
                target: 'editing',
                actions: { type: 'showServerIssues', params: ({ event }) => ({ error: event.error }) },
              },
              { target: 'failed' },
            ],
          },
        },
        failed: {
          description: 'The password could not be saved (network, server); the user may try again.',
          tags: ['error'],
          on: {
            'passwordReset.update': [
              { guard: 'formInvalid', target: 'editing', actions: 'showFieldIssues' },
              { target: 'saving', actions: 'clearIssues' },
            ],
            'passwordReset.edit': { actions: 'clearFieldIssue' },
          },
        },
        tokenRejected: {
          description: 'The link is used, expired or unknown: a new one can be requested.',
          tags: ['tokenRejected'],
        },
        done: {
          description: 'Password changed: on to /login with a success message.',
          type: 'final',
          tags: ['busy'],
          entry: 'passwordUpdated',
        },
      },
    },
  },
});
