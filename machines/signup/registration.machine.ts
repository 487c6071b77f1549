import { assign, setup } from 'xstate';
import { emailSchema, passwordSchema } from '../../src/domain/field-rules.ts';
import type { Formula, TrafficToken } from '../../src/domain/formula.ts';
import type { Affiliation } from '../../src/domain/registration.ts';
import type { Violation } from '../../src/domain/violation.ts';
import { notProvidedAction, notProvidedActor } from '../shared/not-provided.ts';
import { compact, hasIssues, ruleIssue, violationIssues, withoutField, type SignupFieldIssues } from './field-issues.ts';
import { isAlreadyPaid, isInProgress, PAYMENT_BUSY_RETRIES, PAYMENT_BUSY_RETRY_MS } from './payment-refusals.ts';

/**
 * /registration (docs/product.md#routes, docs/product.md#states, docs/product.md#errors): the unique token comes from the `utk` query parameter or, failing
 * that, from browser storage ("Unable to get a token" without one); it is validated and its
 * formula loaded. Affiliate parameters (token, platform) are kept only when both are present (docs/product.md#validation).
 * The form (e-mail, password, terms and privacy) registers the account, which signs the user in
 * and pushes `sign_up`; then payment is required: the card form (/registration/payment) or the
 * provider's hosted page. A formula with a free trial needs no payment now: it subscribes without
 * redirect and goes to callback-payment with success=1 (docs/product.md#states).
 *
 * Back on this page after registering: once the formula is known, `readAccount` says who
 * is signed in. The account this browser registered skips the form: already VIP, or back from a
 * successful payment, it ends on `paid` (the page offers the welcome page, no way to pay again);
 * else it goes on to the payment step. A paying call refused because the registration is already
 * paid goes to the welcome page (`goToAlreadyPaid`); refused because another attempt runs, it waits
 * and tries again a few times, then says so (payment-refusals.ts).
 *
 * The same address again with its own password, for an account that never paid (decision 0034):
 * the server signs that account in again (`resumed`), and the page says "finish your payment".
 *
 * Provided by the app: actors `readStoredToken` (→ string | null), `validateToken` ({ token } →
 * TrafficToken), `loadFormula` ({ uid } → Formula), `readAccount` (→ SignupAccount), `register` (→ { uid, token, resumed? }), `requestPaymentLink`
 * ({ formula } → { href }), `subscribe` ({ uid, trafficToken, formula }); they reject with a
 * RegistrationFailure (anything else counts as 'unavailable'). Actions `storeToken`, `storeFormula`,
 * `storeAffiliation`, `storeUser` (browser storage, docs/product.md#entities), `connect` ({ token }: signs in), `pushSignUp`
 * (data layer), `goToCardPayment`, `redirectToPayment` ({ href }), `goToPaymentCallback` ({ success }),
 * `goToAlreadyPaid` (the welcome page, saying the payment was already received).
 * Views: tags `busy`, `form`, `paymentChoice`, `error`, `otherAttempt`, `paid`; context.failure (docs/product.md#errors message key),
 * context.fieldIssues, context.formula, context.resumed (signed in on arrival: "finish your payment").
 */

export type RegistrationField = 'email' | 'password' | 'terms' | 'privacy';

/** Which docs/product.md#errors message the page shows. */
export type RegistrationFailureReason =
  /** "Unable to get a token": no utk in the query nor in storage. */
  | 'noToken'
  /** The unique token is unknown or no longer valid. */
  | 'invalidToken'
  /** Type error, not found, server error: docs/product.md#errors "cannot create an account for now". */
  | 'unavailable'
  /** Invalid argument or a used address: docs/product.md#errors "incorrect information or address already used". */
  | 'invalid'
  /** Forbidden once the account exists: docs/product.md#errors "account created, but an error occurred". */
  | 'forbidden'
  /** The payment link could not be had: docs/product.md#errors redirect failure. */
  | 'redirect'
  /** Another payment attempt of this registration was still running after a few tries. */
  | 'inProgress';

export type RegistrationFailure =
  | { reason: 'invalid'; violations: readonly Violation[] }
  | { reason: Exclude<RegistrationFailureReason, 'invalid'> }
  /** A paying call refused before any charge: this registration's payment was already received. */
  | { reason: 'alreadyPaid' };

const REASONS: readonly RegistrationFailureReason[] = [
  'noToken',
  'invalidToken',
  'unavailable',
  'invalid',
  'forbidden',
  'redirect',
  'inProgress',
];

/** Who is signed in when /registration opens, as far as the funnel is concerned. */
export type SignupAccount =
  /** Nobody, or an account this browser did not register: the form. */
  | { kind: 'none' }
  /** The account registered in this browser, not VIP yet; `paymentReceived`: back from a successful payment. */
  | { kind: 'registered'; uid: string; paymentReceived: boolean }
  /** Already VIP: nothing to pay. */
  | { kind: 'vip' };

/** Anything an actor rejects with that is not a RegistrationFailure is 'unavailable' for people. */
export function toRegistrationFailure(error: unknown): RegistrationFailure {
  if (typeof error === 'object' && error !== null && 'reason' in error) {
    const { reason, violations } = error as { reason: unknown; violations?: unknown };
    if (reason === 'invalid') return { reason, violations: Array.isArray(violations) ? (violations as Violation[]) : [] };
    if (reason === 'alreadyPaid') return { reason };
    if (REASONS.includes(reason as RegistrationFailureReason)) {
      return { reason: reason as Exclude<RegistrationFailureReason, 'invalid'> };
    }
  }
  return { reason: 'unavailable' };
}

export interface RegistrationInput {
  /** The `utk` query parameter, if any. */
  utk: string | null;
  /** Affiliate query parameters `token` and `platform`, if any (the app may pass stored ones instead). */
  affiliate: { token: string | null; platform: string | null };
}

export interface RegistrationForm {
  email: string;
  password: string;
  acceptTerms: boolean;
  acceptPrivacy: boolean;
}

export interface RegistrationContext {
  input: RegistrationInput;
  uniqueToken: string | null;
  /** The formula the unique token is for (its uid), then the formula itself. */
  formulaUid: string | null;
  formula: Formula | null;
  affiliation: Affiliation | null;
  uid: string | null;
  /** The address registered (never the password). */
  email: string | null;
  fieldIssues: SignupFieldIssues<RegistrationField>;
  failure: RegistrationFailureReason | null;
  /** Tries made since another payment attempt was reported running. */
  busyRetries: number;
  /** Signed in already when the page opened (not registered just now): "finish your payment". */
  resumed: boolean;
}

export type RegistrationEvent =
  | ({ type: 'registration.submit' } & RegistrationForm)
  | { type: 'registration.edit'; field: RegistrationField }
  | { type: 'registration.retry' }
  | { type: 'registration.payByCard' }
  | { type: 'registration.payByLink' };

export interface RegisterRequest {
  identifier: string;
  password: string;
  formula: string;
  affiliation?: Affiliation;
}

/** What registering answers; `resumed`: an account that never paid, signed in again with its password (decision 0034). */
export interface RegisterAnswer {
  uid: string;
  token: string;
  resumed?: boolean;
}

/** Rules (docs/product.md#validation) of the form; both acceptances are required. */
export function checkRegistrationForm(form: RegistrationForm): SignupFieldIssues<RegistrationField> {
  return compact({
    email: ruleIssue(emailSchema, form.email.trim()),
    password: ruleIssue(passwordSchema, form.password),
    terms: form.acceptTerms ? undefined : { rule: 'required' },
    privacy: form.acceptPrivacy ? undefined : { rule: 'required' },
  });
}

/** Affiliation (docs/product.md#validation): token and platform both required, else nothing is kept. */
export function validAffiliation(affiliate: RegistrationInput['affiliate']): Affiliation | null {
  const token = affiliate.token?.trim() ?? '';
  const platform = affiliate.platform?.trim() ?? '';
  return token !== '' && platform !== '' ? { token, platform } : null;
}

function formOf(event: RegistrationEvent): RegistrationForm {
  return event.type === 'registration.submit'
    ? { email: event.email, password: event.password, acceptTerms: event.acceptTerms, acceptPrivacy: event.acceptPrivacy }
    : { email: '', password: '', acceptTerms: false, acceptPrivacy: false };
}

/** A free trial (nothing to charge now) subscribes without a payment redirect. */
export function needsPayment(formula: Formula | null): boolean {
  return !(formula && formula.trialAmount === 0 && formula.trialDuration !== undefined);
}

const VIOLATION_FIELDS: Readonly<Record<string, RegistrationField>> = { identifier: 'email', email: 'email', password: 'password' };

export const registrationMachine = setup({
  types: {
    context: {} as RegistrationContext,
    events: {} as RegistrationEvent,
    input: {} as RegistrationInput,
    tags: {} as 'busy' | 'form' | 'paymentChoice' | 'error' | 'otherAttempt' | 'paid',
  },
  actors: {
    readStoredToken: notProvidedActor<string | null>('readStoredToken'),
    validateToken: notProvidedActor<TrafficToken, { token: string }>('validateToken'),
    loadFormula: notProvidedActor<Formula, { uid: string }>('loadFormula'),
    readAccount: notProvidedActor<SignupAccount>('readAccount'),
    register: notProvidedActor<RegisterAnswer, RegisterRequest>('register'),
    requestPaymentLink: notProvidedActor<{ href: string }, { formula: string }>('requestPaymentLink'),
    subscribe: notProvidedActor<{ status: 'Success' | 'Pending' }, { uid: string; trafficToken: string; formula: string }>('subscribe'),
  },
  actions: {
    storeToken: notProvidedAction<{ token: string }>('storeToken'),
    storeFormula: notProvidedAction<{ formula: Formula }>('storeFormula'),
    storeAffiliation: notProvidedAction<{ affiliation: Affiliation }>('storeAffiliation'),
    storeUser: notProvidedAction<{ uid: string; email: string }>('storeUser'),
    connect: notProvidedAction<{ token: string }>('connect'),
    pushSignUp: notProvidedAction<{ formula: string }>('pushSignUp'),
    goToCardPayment: notProvidedAction('goToCardPayment'),
    redirectToPayment: notProvidedAction<{ href: string }>('redirectToPayment'),
    goToPaymentCallback: notProvidedAction<{ success: boolean }>('goToPaymentCallback'),
    goToAlreadyPaid: notProvidedAction('goToAlreadyPaid'),
    rememberAffiliation: assign({ affiliation: ({ context }) => validAffiliation(context.input.affiliate) }),
    rememberQueryToken: assign({ uniqueToken: ({ context }) => context.input.utk?.trim() ?? null }),
    rememberStoredToken: assign({ uniqueToken: (_, params: { token: string }) => params.token }),
    rememberFormula: assign({ formula: (_, params: { formula: Formula }) => params.formula }),
    rememberFormulaUid: assign({ formulaUid: (_, params: { uid: string }) => params.uid }),
    rememberEmail: assign({ email: ({ event }) => formOf(event).email.trim() }),
    rememberUser: assign({ uid: (_, params: { uid: string }) => params.uid }),
    rememberResumed: assign({ resumed: true }),
    fail: assign({ failure: (_, params: { reason: RegistrationFailureReason }) => params.reason }),
    failWith: assign({
      failure: (_, params: { error: unknown }): RegistrationFailureReason => {
        const { reason } = toRegistrationFailure(params.error);
        // Registering never answers "already paid"; should it, the form has nothing to say of it.
        return reason === 'alreadyPaid' ? 'unavailable' : reason;
      },
      fieldIssues: ({ context }, params: { error: unknown }) => {
        const failure = toRegistrationFailure(params.error);
        return failure.reason === 'invalid' ? violationIssues(failure.violations, VIOLATION_FIELDS) : context.fieldIssues;
      },
    }),
    /** After the account exists, any failure but a redirect one is "account created, but…". */
    failAfterAccount: assign({
      failure: (_, params: { error: unknown; otherwise: 'redirect' | 'forbidden' }) =>
        toRegistrationFailure(params.error).reason === 'forbidden' ? 'forbidden' : params.otherwise,
    }),
    showFieldIssues: assign({ fieldIssues: ({ event }) => checkRegistrationForm(formOf(event)), failure: null }),
    clearIssues: assign({ fieldIssues: {}, failure: null }),
    clearFailure: assign({ failure: null }),
    countBusyRetry: assign({ busyRetries: ({ context }) => context.busyRetries + 1 }),
    resetBusyRetries: assign({ busyRetries: 0 }),
    failInProgress: assign({ failure: 'inProgress' }),
    clearFieldIssue: assign({
      fieldIssues: ({ context, event }) =>
        event.type === 'registration.edit' ? withoutField(context.fieldIssues, event.field) : context.fieldIssues,
    }),
  },
  guards: {
    affiliationValid: ({ context }) => validAffiliation(context.input.affiliate) !== null,
    hasQueryToken: ({ context }) => (context.input.utk?.trim() ?? '') !== '',
    tokenFound: (_, params: { token: string | null }) => (params.token?.trim() ?? '') !== '',
    tokenValid: (_, params: { token: TrafficToken }) => params.token.isValid,
    tokenRejected: (_, params: { error: unknown }) => toRegistrationFailure(params.error).reason === 'invalidToken',
    formInvalid: ({ event }) => hasIssues(checkRegistrationForm(formOf(event))),
    paymentRequired: ({ context }) => needsPayment(context.formula),
    isVip: (_, params: { account: SignupAccount }) => params.account.kind === 'vip',
    isRegisteredAndPaid: (_, params: { account: SignupAccount }) => params.account.kind === 'registered' && params.account.paymentReceived,
    isRegistered: (_, params: { account: SignupAccount }) => params.account.kind === 'registered',
    isResumed: (_, params: { answer: RegisterAnswer }) => params.answer.resumed === true,
    isAlreadyPaid: (_, params: { error: unknown }) => isAlreadyPaid(params.error),
    mayRetryBusy: ({ context }, params: { error: unknown }) => isInProgress(params.error) && context.busyRetries < PAYMENT_BUSY_RETRIES,
    isInProgress: (_, params: { error: unknown }) => isInProgress(params.error),
  },
  delays: {
    busyRetryDelay: PAYMENT_BUSY_RETRY_MS,
  },
}).createMachine({
  id: 'registration',
  description:
    'Account creation (/registration, docs/product.md#states): unique token from utk or storage, validated, formula ' +
    'loaded; valid affiliate parameters kept; the form registers and signs in (sign_up pushed); ' +
    'then payment: card form or hosted page, or a subscription without redirect (success=1). ' +
    'The account registered here skips the form; once paid, only the way on to the welcome page.',
  context: ({ input }) => ({
    input,
    uniqueToken: null,
    formula: null,
    affiliation: null,
    formulaUid: null,
    uid: null,
    email: null,
    fieldIssues: {},
    failure: null,
    busyRetries: 0,
    resumed: false,
  }),
  initial: 'readingAffiliate',
  states: {
    readingAffiliate: {
      description: 'Affiliate parameters are kept only when both token and platform are given (docs/product.md#validation).',
      always: [
        {
          guard: 'affiliationValid',
          target: 'gettingToken',
          actions: [
            'rememberAffiliation',
            // Set by rememberAffiliation just before, the guard having checked it.
            { type: 'storeAffiliation', params: ({ context }) => ({ affiliation: context.affiliation as Affiliation }) },
          ],
        },
        { target: 'gettingToken' },
      ],
    },
    gettingToken: {
      description: 'The unique token: the utk query parameter first, else browser storage.',
      tags: ['busy'],
      initial: 'fromQuery',
      states: {
        fromQuery: {
          always: [
            { guard: 'hasQueryToken', target: '#registration.validatingToken', actions: 'rememberQueryToken' },
            { target: 'fromStorage' },
          ],
        },
        fromStorage: {
          invoke: {
            id: 'readStoredToken',
            src: 'readStoredToken',
            onDone: [
              {
                guard: { type: 'tokenFound', params: ({ event }) => ({ token: event.output }) },
                target: '#registration.validatingToken',
                actions: { type: 'rememberStoredToken', params: ({ event }) => ({ token: event.output?.trim() ?? '' }) },
              },
              { target: '#registration.noToken' },
            ],
            onError: { target: '#registration.noToken' },
          },
        },
      },
    },
    noToken: {
      description: '"Unable to get a token": the page explains it and links home.',
      type: 'final',
      tags: ['error'],
      entry: { type: 'fail', params: { reason: 'noToken' } },
    },
    validatingToken: {
      description: 'GET /api/traffic-tokens/{utk}: is the unique token valid, and for which formula?',
      tags: ['busy'],
      invoke: {
        id: 'validateToken',
        src: 'validateToken',
        input: ({ context }) => ({ token: context.uniqueToken ?? '' }),
        onDone: [
          {
            guard: { type: 'tokenValid', params: ({ event }) => ({ token: event.output }) },
            target: 'loadingFormula',
            actions: [
              { type: 'rememberFormulaUid', params: ({ event }) => ({ uid: event.output.formula }) },
              { type: 'storeToken', params: ({ event }) => ({ token: event.output.value }) },
            ],
          },
          { target: 'invalidToken' },
        ],
        onError: [
          { guard: { type: 'tokenRejected', params: ({ event }) => ({ error: event.error }) }, target: 'invalidToken' },
          { target: 'loadFailed' },
        ],
      },
    },
    invalidToken: {
      description: 'The unique token is unknown or expired: nothing to subscribe to.',
      type: 'final',
      tags: ['error'],
      entry: { type: 'fail', params: { reason: 'invalidToken' } },
    },
    loadingFormula: {
      description: 'GET /api/formulas/{uid}: the formula the token is for.',
      tags: ['busy'],
      invoke: {
        id: 'loadFormula',
        src: 'loadFormula',
        input: ({ context }) => ({ uid: context.formulaUid ?? '' }),
        onDone: {
          target: 'checkingAccount',
          actions: [
            { type: 'rememberFormula', params: ({ event }) => ({ formula: event.output }) },
            { type: 'storeFormula', params: ({ event }) => ({ formula: event.output }) },
          ],
        },
        onError: { target: 'loadFailed' },
      },
    },
    checkingAccount: {
      description: 'Who is signed in: the account registered in this browser (e.g. back with Back) does not register twice.',
      tags: ['busy'],
      invoke: {
        id: 'readAccount',
        src: 'readAccount',
        onDone: [
          { guard: { type: 'isVip', params: ({ event }) => ({ account: event.output }) }, target: 'paid' },
          { guard: { type: 'isRegisteredAndPaid', params: ({ event }) => ({ account: event.output }) }, target: 'paid' },
          {
            guard: { type: 'isRegistered', params: ({ event }) => ({ account: event.output }) },
            target: 'signedIn',
            actions: [
              {
                type: 'rememberUser',
                params: ({ event }) => ({ uid: event.output.kind === 'registered' ? event.output.uid : '' }),
              },
              'rememberResumed',
            ],
          },
          { target: 'editing' },
        ],
        // Unknown: the form, as for a newcomer (registering again is refused on the address).
        onError: { target: 'editing' },
      },
    },
    paid: {
      description: 'Already VIP, or back from a successful payment: no payment again, the way on to the welcome page.',
      type: 'final',
      tags: ['paid'],
    },
    loadFailed: {
      description: 'The token or formula could not be loaded: docs/product.md#errors "cannot create an account for now"; retry.',
      tags: ['error'],
      entry: { type: 'fail', params: { reason: 'unavailable' } },
      on: { 'registration.retry': { target: 'validatingToken', actions: 'clearFailure' } },
    },
    editing: {
      description: 'The form: e-mail, password, terms and privacy, notice that payment follows.',
      tags: ['form'],
      on: {
        'registration.submit': [
          { guard: 'formInvalid', actions: 'showFieldIssues' },
          { target: 'registering', actions: ['clearIssues', 'rememberEmail'] },
        ],
        'registration.edit': { actions: 'clearFieldIssue' },
      },
    },
    registering: {
      description: 'POST /api/registrations/register: the account is created pending payment.',
      tags: ['form', 'busy'],
      invoke: {
        id: 'register',
        src: 'register',
        input: ({ context, event }) => {
          const form = formOf(event);
          return {
            identifier: form.email.trim(),
            password: form.password,
            formula: context.formula?.uid ?? '',
            ...(context.affiliation ? { affiliation: context.affiliation } : {}),
          };
        },
        onDone: [
          {
            // The address was an account that never paid, with its own password (decision 0034): signed
            // in again to finish paying — "finish your payment", and no second sign_up.
            guard: { type: 'isResumed', params: ({ event }) => ({ answer: event.output }) },
            target: 'signedIn',
            actions: [
              { type: 'rememberUser', params: ({ event }) => ({ uid: event.output.uid }) },
              { type: 'connect', params: ({ event }) => ({ token: event.output.token }) },
              { type: 'storeUser', params: ({ context, event }) => ({ uid: event.output.uid, email: context.email ?? '' }) },
              'rememberResumed',
            ],
          },
          {
            target: 'signedIn',
            actions: [
              { type: 'rememberUser', params: ({ event }) => ({ uid: event.output.uid }) },
              { type: 'connect', params: ({ event }) => ({ token: event.output.token }) },
              { type: 'storeUser', params: ({ context, event }) => ({ uid: event.output.uid, email: context.email ?? '' }) },
              { type: 'pushSignUp', params: ({ context }) => ({ formula: context.formula?.uid ?? '' }) },
            ],
          },
        ],
        onError: { target: 'editing', actions: { type: 'failWith', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    signedIn: {
      description: 'Signed in (docs/product.md#states): payment is required, unless a free trial subscribes without redirect.',
      always: [{ guard: 'paymentRequired', target: 'paymentRequired' }, { target: 'subscribing' }],
    },
    paymentRequired: {
      description: 'Pay by card here (/registration/payment) or on the provider’s hosted page.',
      tags: ['paymentChoice'],
      // Each choice is a new attempt: its own few tries if another attempt runs.
      entry: 'resetBusyRetries',
      on: {
        'registration.payByCard': { target: 'toCardPayment' },
        'registration.payByLink': { target: 'requestingPaymentLink', actions: 'clearFailure' },
      },
    },
    toCardPayment: {
      description: 'On to the card form.',
      type: 'final',
      tags: ['busy'],
      entry: 'goToCardPayment',
    },
    requestingPaymentLink: {
      description: 'POST /api/subscriptions/payment-link: where the hosted payment page is.',
      tags: ['paymentChoice', 'busy'],
      invoke: {
        id: 'requestPaymentLink',
        src: 'requestPaymentLink',
        input: ({ context }) => ({ formula: context.formula?.uid ?? '' }),
        onDone: {
          target: 'redirecting',
          actions: { type: 'redirectToPayment', params: ({ event }) => ({ href: event.output.href }) },
        },
        onError: [
          { guard: { type: 'isAlreadyPaid', params: ({ event }) => ({ error: event.error }) }, target: 'leavingPaid' },
          {
            guard: { type: 'mayRetryBusy', params: ({ event }) => ({ error: event.error }) },
            target: 'paymentLinkWaiting',
            actions: 'countBusyRetry',
          },
          {
            guard: { type: 'isInProgress', params: ({ event }) => ({ error: event.error }) },
            target: 'paymentRequired',
            actions: 'failInProgress',
          },
          {
            target: 'paymentRequired',
            actions: { type: 'failAfterAccount', params: ({ event }) => ({ error: event.error, otherwise: 'redirect' }) },
          },
        ],
      },
    },
    paymentLinkWaiting: {
      description: 'Another payment attempt runs: wait a moment, then ask for the payment link again.',
      tags: ['paymentChoice', 'busy', 'otherAttempt'],
      after: { busyRetryDelay: { target: 'requestingPaymentLink' } },
    },
    leavingPaid: {
      description: 'The registration’s payment was already received (nothing charged now): on to the welcome page.',
      type: 'final',
      tags: ['busy', 'paid'],
      entry: 'goToAlreadyPaid',
    },
    redirecting: {
      description: 'Leaving for the hosted payment page.',
      type: 'final',
      tags: ['busy'],
    },
    subscribing: {
      description: 'POST /api/subscriptions/subscribe: a subscription without redirect.',
      tags: ['busy'],
      invoke: {
        id: 'subscribe',
        src: 'subscribe',
        input: ({ context }) => ({ uid: context.uid ?? '', trafficToken: context.uniqueToken ?? '', formula: context.formula?.uid ?? '' }),
        onDone: { target: 'subscribed', actions: { type: 'goToPaymentCallback', params: { success: true } } },
        onError: [
          { guard: { type: 'isAlreadyPaid', params: ({ event }) => ({ error: event.error }) }, target: 'leavingPaid' },
          {
            guard: { type: 'mayRetryBusy', params: ({ event }) => ({ error: event.error }) },
            target: 'subscribeWaiting',
            actions: 'countBusyRetry',
          },
          {
            guard: { type: 'isInProgress', params: ({ event }) => ({ error: event.error }) },
            target: 'subscribeFailed',
            actions: 'failInProgress',
          },
          {
            target: 'subscribeFailed',
            actions: { type: 'failAfterAccount', params: ({ event }) => ({ error: event.error, otherwise: 'forbidden' }) },
          },
        ],
      },
    },
    subscribeWaiting: {
      description: 'Another payment attempt runs: wait a moment, then subscribe again (same idempotency key).',
      tags: ['busy', 'otherAttempt'],
      after: { busyRetryDelay: { target: 'subscribing' } },
    },
    subscribeFailed: {
      description: 'docs/product.md#errors "account created, but an error occurred"; the user may retry.',
      tags: ['error'],
      entry: 'resetBusyRetries',
      on: { 'registration.retry': { target: 'subscribing', actions: 'clearFailure' } },
    },
    subscribed: {
      description: 'On to callback-payment with success=1 (docs/product.md#states).',
      type: 'final',
      tags: ['busy'],
    },
  },
});
