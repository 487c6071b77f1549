import { assign, setup } from 'xstate';
import { emailSchema, passwordSchema } from '../../src/domain/field-rules.ts';
import { notProvidedAction, notProvidedActor } from '../shared/not-provided.ts';
import { checkField, compactIssues, hasIssues, withoutIssue, type FieldIssues } from './form-issues.ts';

/**
 * /login (docs/product.md#routes, docs/product.md#states, docs/product.md#errors): the form is checked with the rules (docs/product.md#validation), then sent; success signs the user in
 * and goes to the page they asked for (when allowed) or the configured page; a failure shows the
 * Message (docs/product.md#errors) of its kind. The password is never kept in the context.
 *
 * An account that never paid (decision 0034) is signed in to finish its payment: it goes to the
 * payment step (« Terminez votre paiement »), never to the page asked for.
 *
 * Provided by the app: actor `signIn` (POST /api/auth_check → { token, finishPayment? }; rejects with a LoginFailure),
 * actions `connect` ({ token }: hands the token to the auth actor), `redirectAfterLogin`
 * ({ requestedPath }: the route guard decides where to go) and `goToFinishPayment` (the payment step).
 * Views: tags `busy`, `error`; context.fieldIssues, context.failure.
 */

export type LoginField = 'identifier' | 'password';

/** What went wrong, by docs/product.md#errors kind; the view picks the French message. */
export type LoginFailureReason = 'unauthorized' | 'forbidden' | 'accountPending' | 'accountEnded' | 'tooManyAttempts' | 'server';

export interface LoginFailure {
  reason: LoginFailureReason;
}

const REASONS: readonly LoginFailureReason[] = ['unauthorized', 'forbidden', 'accountPending', 'accountEnded', 'tooManyAttempts', 'server'];

/** Anything the signIn actor rejects with that is not a LoginFailure is a server error for people. */
export function toLoginFailure(error: unknown): LoginFailure {
  if (typeof error === 'object' && error !== null && 'reason' in error) {
    const { reason } = error as { reason: unknown };
    if (REASONS.includes(reason as LoginFailureReason)) return { reason: reason as LoginFailureReason };
  }
  return { reason: 'server' };
}

export interface LoginCredentials {
  identifier: string;
  password: string;
}

/** What a sign-in answers: the token, and whether the account must first finish its payment. */
export interface SignInAnswer {
  token: string;
  finishPayment?: boolean;
}

export interface LoginInput {
  /** The `redirect` query parameter of /login, if any. */
  requestedPath: string | null;
}

export interface LoginContext {
  requestedPath: string | null;
  fieldIssues: FieldIssues<LoginField>;
  failure: LoginFailure | null;
}

export type LoginEvent = ({ type: 'login.submit' } & LoginCredentials) | { type: 'login.edit'; field: LoginField };

/** Rules (docs/product.md#validation) of the form: the identifier is the e-mail address. */
export function checkCredentials(credentials: LoginCredentials): FieldIssues<LoginField> {
  return compactIssues({
    identifier: checkField(emailSchema, credentials.identifier),
    password: checkField(passwordSchema, credentials.password),
  });
}

function credentialsOf(event: LoginEvent): LoginCredentials {
  return event.type === 'login.submit'
    ? { identifier: event.identifier.trim(), password: event.password }
    : { identifier: '', password: '' };
}

export const loginMachine = setup({
  types: {
    context: {} as LoginContext,
    events: {} as LoginEvent,
    input: {} as LoginInput,
    tags: {} as 'busy' | 'error',
  },
  actors: {
    signIn: notProvidedActor<SignInAnswer, LoginCredentials>('signIn'),
  },
  actions: {
    connect: notProvidedAction<{ token: string }>('connect'),
    goToFinishPayment: notProvidedAction('goToFinishPayment'),
    redirectAfterLogin: notProvidedAction<{ requestedPath: string | null }>('redirectAfterLogin'),
    showFieldIssues: assign({ fieldIssues: ({ event }) => checkCredentials(credentialsOf(event)), failure: null }),
    clearIssues: assign({ fieldIssues: {}, failure: null }),
    clearFieldIssue: assign({
      fieldIssues: ({ context, event }) =>
        event.type === 'login.edit' ? withoutIssue(context.fieldIssues, event.field) : context.fieldIssues,
    }),
    rememberFailure: assign({ failure: (_, params: { error: unknown }) => toLoginFailure(params.error) }),
  },
  guards: {
    credentialsInvalid: ({ event }) => hasIssues(checkCredentials(credentialsOf(event))),
    mustFinishPayment: (_, params: { answer: SignInAnswer }) => params.answer.finishPayment === true,
  },
}).createMachine({
  id: 'login',
  description:
    'Sign-in form (/login, docs/product.md#routes): checked with the rules (docs/product.md#validation), then sent. Success signs in and goes to ' +
    'the requested page if allowed (docs/product.md#states), else the configured one; an account that never paid goes to ' +
    'the payment step; failure shows the message (docs/product.md#errors).',
  context: ({ input }) => ({ requestedPath: input.requestedPath, fieldIssues: {}, failure: null }),
  initial: 'editing',
  states: {
    editing: {
      description: 'The form: identifier (e-mail) and password.',
      on: {
        'login.submit': [
          { guard: 'credentialsInvalid', actions: 'showFieldIssues' },
          { target: 'submitting', actions: 'clearIssues' },
        ],
        'login.edit': { actions: 'clearFieldIssue' },
      },
    },
    submitting: {
      description: 'Checks the credentials (POST /api/auth_check).',
      tags: ['busy'],
      invoke: {
        id: 'signIn',
        src: 'signIn',
        input: ({ event }) => credentialsOf(event),
        onDone: [
          {
            guard: { type: 'mustFinishPayment', params: ({ event }) => ({ answer: event.output }) },
            target: 'finishingPayment',
            actions: [{ type: 'connect', params: ({ event }) => ({ token: event.output.token }) }, 'goToFinishPayment'],
          },
          {
            target: 'succeeded',
            actions: [
              { type: 'connect', params: ({ event }) => ({ token: event.output.token }) },
              { type: 'redirectAfterLogin', params: ({ context }) => ({ requestedPath: context.requestedPath }) },
            ],
          },
        ],
        onError: { target: 'failed', actions: { type: 'rememberFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    failed: {
      description: 'The message (docs/product.md#errors) of the failure is shown; the user may correct and send again.',
      tags: ['error'],
      on: {
        'login.submit': [
          { guard: 'credentialsInvalid', target: 'editing', actions: 'showFieldIssues' },
          { target: 'submitting', actions: 'clearIssues' },
        ],
        'login.edit': { actions: 'clearFieldIssue' },
      },
    },
    succeeded: {
      description: 'Signed in: leaving for the next page.',
      type: 'final',
      tags: ['busy'],
    },
    finishingPayment: {
      description: 'Signed in, never paid (decision 0034): leaving for the payment step, whatever page was asked for.',
      type: 'final',
      tags: ['busy'],
    },
  },
});
