import { expect } from 'vitest';
import type { EventObject } from 'xstate';
import {
  registrationMachine,
  type RegistrationEvent,
  type RegistrationFailure,
  type RegistrationForm,
  type RegistrationInput,
  type SignupAccount,
} from '../../machines/signup/registration.machine.ts';
import type { Formula } from '../../src/domain/formula.ts';
import { describeEventType, describeModel, doneActorEvent, errorActorEvent, type StepContext } from '../support/model-testing.ts';
import { EXPIRED_TOKEN, FREE_TRIAL, PAID_TRIAL, VALID_TOKEN } from '../support/signup-fixtures.ts';

const PASSWORD = 'Galant-Nouveau-2026';
const good: RegistrationForm = { email: ' paul@exemple.fr ', password: PASSWORD, acceptTerms: true, acceptPrivacy: true };
const unchecked: RegistrationForm = { email: 'paul@exemple.fr', password: PASSWORD, acceptTerms: false, acceptPrivacy: false };
const malformed: RegistrationForm = { email: 'paul@', password: 'court', acceptTerms: true, acceptPrivacy: true };

const duplicate: RegistrationFailure = {
  reason: 'invalid',
  violations: [{ property: 'identifier', message: 'Ce champ a déjà été utilisé', type: 'duplicate' }],
};
const forbidden: RegistrationFailure = { reason: 'forbidden' };
const alreadyPaid: RegistrationFailure = { reason: 'alreadyPaid' };
const inProgress: RegistrationFailure = { reason: 'inProgress' };
const HREF = '/payments/sandbox/checkout?session=s-1';

/**
 * Who opens /registration → what the page offers (decision 0012 and its amendment;
 * docs/product.md#states-payment: one payment per subscription, whatever the client does).
 * Written from the product rules, not read from the machine: the account this browser registered never registers again; once its
 * payment is taken (VIP, or back from a successful payment) only the way on to the welcome page.
 */
const ACCOUNT_RULES: ReadonlyArray<{
  label: string;
  account: SignupAccount;
  offers: 'form' | 'payment' | 'wayOn';
  heading: 'new' | 'finish' | 'paid';
}> = [
  { label: 'nobody', account: { kind: 'none' }, offers: 'form', heading: 'new' },
  // A member signed in on arrival who has not paid is told to finish the payment.
  {
    label: 'signed in, unpaid',
    account: { kind: 'registered', uid: 'u-paul', paymentReceived: false },
    offers: 'payment',
    heading: 'finish',
  },
  {
    label: 'registered here, paid',
    account: { kind: 'registered', uid: 'u-paul', paymentReceived: true },
    offers: 'wayOn',
    heading: 'paid',
  },
  { label: 'vip', account: { kind: 'vip' }, offers: 'wayOn', heading: 'paid' },
];

/** "Wait a moment and try again, a few times, then say so": 2 s apart, 5 tries after the first refusal. */
const BUSY_RETRY = { delayMs: 2000, triesAfterFirstRefusal: 5 } as const;
const PAYING_ACTORS = ['requestPaymentLink', 'subscribe'] as const;

const scenarios: Array<{ name: string; input: RegistrationInput }> = [
  { name: 'utk and affiliate link', input: { utk: 'galant-essai', affiliate: { token: 'aff-42', platform: 'partenaire' } } },
  { name: 'utk, platform missing', input: { utk: ' galant-essai ', affiliate: { token: 'aff-42', platform: null } } },
  { name: 'no utk', input: { utk: null, affiliate: { token: null, platform: null } } },
];

type Step = StepContext<typeof registrationMachine>;

function is<T extends RegistrationEvent['type']>(event: EventObject, type: T): event is Extract<RegistrationEvent, { type: T }> {
  return event.type === type;
}

function payload<T>(event: EventObject, key: 'output' | 'error'): T {
  return (event as Record<string, unknown>)[key] as T;
}

/** A registration answered for an account that never paid, signed in again (decision 0034). */
function isResumedAnswer(event: EventObject): boolean {
  return event.type === 'xstate.done.actor.register' && payload<{ resumed?: boolean }>(event, 'output').resumed === true;
}

function describeFailure(error: unknown): string {
  return error instanceof Error ? 'network' : (error as RegistrationFailure).reason;
}

function refusal(error: unknown): 'alreadyPaid' | 'inProgress' | null {
  const reason = error instanceof Error ? null : (error as RegistrationFailure).reason;
  return reason === 'alreadyPaid' || reason === 'inProgress' ? reason : null;
}

/** "Another attempt is running" refusals since the member last chose a way to pay (or it started). */
function busyRefusalsSinceChoice(history: readonly EventObject[]): number {
  let count = 0;
  for (const event of history) {
    if (event.type.startsWith('registration.')) count = 0;
    if (PAYING_ACTORS.some((id) => event.type === `xstate.error.actor.${id}`)) {
      count = refusal(payload(event, 'error')) === 'inProgress' ? count + 1 : 0;
    }
  }
  return count;
}

function accountRule(history: readonly EventObject[]) {
  const read = history.find((event) => event.type === 'xstate.done.actor.readAccount');
  if (!read) return undefined;
  const account = payload<SignupAccount>(read, 'output');
  return ACCOUNT_RULES.find((rule) => rule.account === account);
}

/**
 * /registration as the product rules write it (docs/product.md#routes, #validation,
 * #states-activation, #errors; decisions 0012 and 0015), the test's own table carried
 * along every path without the actor: the screen shown, its message (failure) and field messages,
 * the formula, who is signed in, the calls made and what the page did (stored, signed in, left).
 * The express-start box of decision 0021 is on the card form (payment model test), not here: this
 * page only leads to it.
 */
type Screen =
  | 'readingStoredToken'
  | 'checkingToken'
  | 'loadingFormula'
  | 'checkingAccount'
  | 'noToken'
  | 'invalidToken'
  | 'loadFailed'
  | 'form'
  | 'registering'
  | 'paymentChoice'
  | 'requestingLink'
  | 'linkWaiting'
  | 'toCardForm'
  | 'redirecting'
  | 'leavingPaid'
  | 'paid'
  | 'subscribing'
  | 'subscribeWaiting'
  | 'subscribeFailed'
  | 'subscribed';
interface Outcome {
  screen: Screen;
  failure: string | null;
  fieldIssues: Record<string, unknown>;
  token: string | null;
  formula: Formula | null;
  uid: string | null;
  resumed: boolean;
  /** Tries made since another attempt of this registration was reported running. */
  busyTries: number;
  calls: Step['invocations'];
  effects: Step['effects'];
}

const call = (src: string, input: unknown) => ({ src, id: src, input });
const effect = (type: string, params?: unknown) => ({ type, params });

function initialOutcome(input: RegistrationInput): Outcome {
  const token = input.utk?.trim() || null;
  // Affiliate data only when both parameters are given, stored once at the start.
  const affiliation =
    input.affiliate.token?.trim() && input.affiliate.platform?.trim()
      ? { token: input.affiliate.token.trim(), platform: input.affiliate.platform.trim() }
      : null;
  return {
    screen: token ? 'checkingToken' : 'readingStoredToken',
    failure: null,
    fieldIssues: {},
    token,
    formula: null,
    uid: null,
    resumed: false,
    busyTries: 0,
    // The utk of the link first, else the one stored in the browser.
    calls: [token ? call('validateToken', { token }) : call('readStoredToken', undefined)],
    effects: affiliation ? [effect('storeAffiliation', { affiliation })] : [],
  };
}

/** Signed in: payment is required, unless a free trial subscribes without redirect. */
function afterSignIn(before: Outcome): Outcome {
  const free = before.formula?.trialAmount === 0;
  if (!free) return { ...before, screen: 'paymentChoice', busyTries: 0 };
  return {
    ...before,
    screen: 'subscribing',
    calls: [...before.calls, call('subscribe', { uid: before.uid, trafficToken: before.token, formula: before.formula?.uid })],
  };
}

/** 409 refusals of a paying call: already paid → the welcome page; another attempt → wait, a few times. */
function payingRefusal(before: Outcome, error: unknown, waiting: Screen, givenUp: Screen): Outcome | null {
  const reason = refusal(error);
  if (reason === 'alreadyPaid') return { ...before, screen: 'leavingPaid', effects: [...before.effects, effect('goToAlreadyPaid')] };
  if (reason !== 'inProgress') return null;
  if (before.busyTries < BUSY_RETRY.triesAfterFirstRefusal) return { ...before, screen: waiting, busyTries: before.busyTries + 1 };
  return { ...before, screen: givenUp, failure: 'inProgress', busyTries: 0 };
}

function nextOutcome(before: Outcome, event: EventObject): Outcome {
  const error = payload<unknown>(event, 'error');
  if (is(event, 'registration.submit') && before.screen === 'form') {
    if (event.password === 'court')
      return { ...before, fieldIssues: { email: { rule: 'emailFormat' }, password: { rule: 'passwordLength' } }, failure: null };
    if (!event.acceptTerms)
      return { ...before, fieldIssues: { terms: { rule: 'required' }, privacy: { rule: 'required' } }, failure: null };
    // Sent trimmed, for the token's formula, with the affiliation only when valid.
    const affiliation = before.effects.find((entry) => entry.type === 'storeAffiliation')?.params as { affiliation: unknown } | undefined;
    const request = {
      identifier: event.email.trim(),
      password: event.password,
      formula: before.formula?.uid,
      ...(affiliation ? { affiliation: affiliation.affiliation } : {}),
    };
    return { ...before, screen: 'registering', fieldIssues: {}, failure: null, calls: [...before.calls, call('register', request)] };
  }
  if (is(event, 'registration.edit')) {
    const { [event.field]: _cleared, ...fieldIssues } = before.fieldIssues;
    return { ...before, fieldIssues };
  }
  switch (event.type) {
    case 'xstate.done.actor.readStoredToken': {
      const stored = payload<string | null>(event, 'output')?.trim();
      if (!stored) return { ...before, screen: 'noToken', failure: 'noToken' }; // "Unable to get a token"
      return { ...before, screen: 'checkingToken', token: stored, calls: [...before.calls, call('validateToken', { token: stored })] };
    }
    case 'xstate.error.actor.readStoredToken':
      return { ...before, screen: 'noToken', failure: 'noToken' };
    case 'xstate.done.actor.validateToken': {
      const checked = payload<{ isValid: boolean; value: string; formula: string }>(event, 'output');
      if (!checked.isValid) return { ...before, screen: 'invalidToken', failure: 'invalidToken' };
      return {
        ...before,
        screen: 'loadingFormula',
        effects: [...before.effects, effect('storeToken', { token: checked.value })],
        calls: [...before.calls, call('loadFormula', { uid: checked.formula })],
      };
    }
    case 'xstate.error.actor.validateToken':
      if (!(error instanceof Error) && (error as RegistrationFailure).reason === 'invalidToken')
        return { ...before, screen: 'invalidToken', failure: 'invalidToken' };
      return { ...before, screen: 'loadFailed', failure: 'unavailable' };
    case 'xstate.error.actor.loadFormula':
      return { ...before, screen: 'loadFailed', failure: 'unavailable' };
    case 'registration.retry':
      if (before.screen === 'loadFailed')
        return {
          ...before,
          screen: 'checkingToken',
          failure: null,
          calls: [...before.calls, call('validateToken', { token: before.token })],
        };
      if (before.screen === 'subscribeFailed') {
        return {
          ...before,
          screen: 'subscribing',
          failure: null,
          calls: [...before.calls, call('subscribe', { uid: before.uid, trafficToken: before.token, formula: before.formula?.uid })],
        };
      }
      return before;
    case 'xstate.done.actor.loadFormula': {
      // Who is signed in decides between the form and the payment step.
      const formula = payload<Formula>(event, 'output');
      return {
        ...before,
        screen: 'checkingAccount',
        formula,
        effects: [...before.effects, effect('storeFormula', { formula })],
        calls: [...before.calls, call('readAccount', undefined)],
      };
    }
    case 'xstate.done.actor.readAccount': {
      const rule = ACCOUNT_RULES.find((candidate) => candidate.account === payload(event, 'output'));
      if (rule?.offers === 'wayOn') return { ...before, screen: 'paid' }; // the way on, nothing to pay with
      if (rule?.offers === 'payment') return afterSignIn({ ...before, uid: 'u-paul', resumed: true }); // "finish your payment"
      return { ...before, screen: 'form' };
    }
    case 'xstate.error.actor.readAccount':
      return { ...before, screen: 'form' }; // unknown: as for a newcomer
    case 'xstate.done.actor.register': {
      const { uid, token, resumed } = payload<{ uid: string; token: string; resumed?: boolean }>(event, 'output');
      const email = (before.calls.at(-1)?.input as { identifier: string }).identifier;
      // Signed in, remembered, sign_up pushed — except for an account that never paid, signed in
      // again with its password (decision 0034): "finish your payment", no second sign_up.
      const effects = [...before.effects, effect('connect', { token }), effect('storeUser', { uid, email })];
      if (resumed === true) return afterSignIn({ ...before, uid, effects, resumed: true });
      return afterSignIn({ ...before, uid, effects: [...effects, effect('pushSignUp', { formula: before.formula?.uid })] });
    }
    case 'xstate.error.actor.register':
      if (error instanceof Error) return { ...before, screen: 'form', failure: 'unavailable' };
      // The invalid-argument message, and the violation on its field with its type.
      return { ...before, screen: 'form', failure: 'invalid', fieldIssues: { email: { violation: 'duplicate' } } };
    case 'registration.payByCard':
      return before.screen === 'paymentChoice'
        ? { ...before, screen: 'toCardForm', effects: [...before.effects, effect('goToCardPayment')] }
        : before;
    case 'registration.payByLink':
      return before.screen === 'paymentChoice'
        ? {
            ...before,
            screen: 'requestingLink',
            failure: null,
            calls: [...before.calls, call('requestPaymentLink', { formula: before.formula?.uid })],
          }
        : before;
    case 'xstate.done.actor.requestPaymentLink':
      return {
        ...before,
        screen: 'redirecting',
        effects: [...before.effects, effect('redirectToPayment', { href: payload<{ href: string }>(event, 'output').href })],
      };
    case 'xstate.error.actor.requestPaymentLink': {
      const refused = payingRefusal(before, error, 'linkWaiting', 'paymentChoice');
      if (refused) return refused;
      // The account exists: the member may try again without registering twice.
      const reason = error instanceof Error ? 'redirect' : (error as RegistrationFailure).reason === 'forbidden' ? 'forbidden' : 'redirect';
      return { ...before, screen: 'paymentChoice', failure: reason, busyTries: 0 };
    }
    case 'xstate.done.actor.subscribe':
      return { ...before, screen: 'subscribed', effects: [...before.effects, effect('goToPaymentCallback', { success: true })] };
    case 'xstate.error.actor.subscribe':
      // "Account created, but an error occurred".
      return (
        payingRefusal(before, error, 'subscribeWaiting', 'subscribeFailed') ?? {
          ...before,
          screen: 'subscribeFailed',
          failure: 'forbidden',
          busyTries: 0,
        }
      );
  }
  if (describeEventType(event.type) === 'after busyRetryDelay') {
    // The same call again, after the pause.
    const again = [...before.calls].reverse().find((entry) => entry.src === 'requestPaymentLink' || entry.src === 'subscribe');
    if (again) return { ...before, screen: again.src === 'subscribe' ? 'subscribing' : 'requestingLink', calls: [...before.calls, again] };
  }
  return before;
}

const SCREENS: Record<string, Screen> = {
  validatingToken: 'checkingToken',
  loadingFormula: 'loadingFormula',
  checkingAccount: 'checkingAccount',
  noToken: 'noToken',
  invalidToken: 'invalidToken',
  loadFailed: 'loadFailed',
  editing: 'form',
  registering: 'registering',
  paymentRequired: 'paymentChoice',
  requestingPaymentLink: 'requestingLink',
  paymentLinkWaiting: 'linkWaiting',
  toCardPayment: 'toCardForm',
  redirecting: 'redirecting',
  leavingPaid: 'leavingPaid',
  paid: 'paid',
  subscribing: 'subscribing',
  subscribeWaiting: 'subscribeWaiting',
  subscribeFailed: 'subscribeFailed',
  subscribed: 'subscribed',
};

function observe({ snapshot, invocations, effects }: Step): Outcome {
  const { context } = snapshot;
  const key = typeof snapshot.value === 'string' ? snapshot.value : (Object.keys(snapshot.value)[0] ?? '');
  const screen = key === 'gettingToken' ? 'readingStoredToken' : SCREENS[key];
  if (screen === undefined) throw new Error(`unknown screen ${JSON.stringify(snapshot.value)}`);
  return {
    screen,
    failure: context.failure,
    fieldIssues: context.fieldIssues,
    token: context.uniqueToken,
    formula: context.formula,
    uid: context.uid,
    resumed: context.resumed,
    busyTries: context.busyRetries,
    calls: [...invocations],
    effects: [...effects],
  };
}

describeModel(
  'registration',
  {
    machine: registrationMachine,
    expected: { initial: (scenario) => initialOutcome(scenario.input as RegistrationInput), next: nextOutcome, observe },
    scenarios,
    events: {
      'registration.submit': [good, unchecked, malformed].map((form) => ({ type: 'registration.submit' as const, ...form })),
      'registration.edit': [
        { type: 'registration.edit', field: 'email' },
        { type: 'registration.edit', field: 'terms' },
      ],
      'xstate.done.actor.readStoredToken': [doneActorEvent('readStoredToken', 'galant-essai'), doneActorEvent('readStoredToken', null)],
      'xstate.error.actor.readStoredToken': [errorActorEvent('readStoredToken', new Error('storage blocked'))],
      'xstate.done.actor.validateToken': [doneActorEvent('validateToken', VALID_TOKEN), doneActorEvent('validateToken', EXPIRED_TOKEN)],
      'xstate.error.actor.validateToken': [
        errorActorEvent('validateToken', { reason: 'invalidToken' }),
        errorActorEvent('validateToken', new Error('offline')),
      ],
      'xstate.done.actor.loadFormula': [doneActorEvent('loadFormula', PAID_TRIAL), doneActorEvent('loadFormula', FREE_TRIAL)],
      'xstate.error.actor.loadFormula': [errorActorEvent('loadFormula', new Error('offline'))],
      'xstate.done.actor.readAccount': ACCOUNT_RULES.map((rule) => doneActorEvent('readAccount', rule.account)),
      'xstate.error.actor.readAccount': [errorActorEvent('readAccount', new Error('auth unsettled'))],
      'xstate.done.actor.register': [
        doneActorEvent('register', { uid: 'u-paul', token: 'jeton-paul' }),
        doneActorEvent('register', { uid: 'u-paul', token: 'jeton-paul', resumed: true }),
      ],
      'xstate.error.actor.register': [errorActorEvent('register', duplicate), errorActorEvent('register', new Error('offline'))],
      'xstate.done.actor.requestPaymentLink': [doneActorEvent('requestPaymentLink', { href: HREF })],
      'xstate.error.actor.requestPaymentLink': [new Error('offline'), forbidden, alreadyPaid, inProgress].map((error) =>
        errorActorEvent('requestPaymentLink', error),
      ),
      'xstate.done.actor.subscribe': [doneActorEvent('subscribe', { status: 'Success' })],
      'xstate.error.actor.subscribe': [new Error('offline'), alreadyPaid, inProgress].map((error) => errorActorEvent('subscribe', error)),
    },
    describeEvent: (event) => {
      if (is(event, 'registration.submit')) {
        return `submit (${event.password === 'court' ? 'malformed' : event.acceptTerms ? 'good' : 'unchecked'})`;
      }
      if (is(event, 'registration.edit')) return `edit ${event.field}`;
      if (event.type.startsWith('xstate.error.actor.'))
        return `${describeEventType(event.type)} (${describeFailure(payload(event, 'error'))})`;
      if (event.type === 'xstate.done.actor.readAccount') {
        return `done: readAccount (${ACCOUNT_RULES.find((rule) => rule.account === payload(event, 'output'))?.label ?? '?'})`;
      }
      if (isResumedAnswer(event)) return 'done: register (never paid, signed in again)';
      if (event.type.startsWith('xstate.done.actor.')) {
        const output = payload<unknown>(event, 'output');
        const label =
          output && typeof output === 'object' ? ('isValid' in output ? output.isValid : 'uid' in output ? output.uid : '') : output;
        return `${describeEventType(event.type)} (${String(label)})`;
      }
      return describeEventType(event.type);
    },
  },
  (step: Step) => {
    const { snapshot, previous, event } = step;
    const { context } = snapshot;
    const input = step.scenario.input as RegistrationInput;
    const affiliateLink = input.affiliate.platform !== null;

    // The password is never kept; the funnel stays on the formula the token names.
    expect(JSON.stringify(context)).not.toContain(PASSWORD);
    expect(context.formula === null || [PAID_TRIAL.uid, FREE_TRIAL.uid].includes(context.formula.uid)).toBe(true);
    // docs/product.md#validation: affiliate data only when both parameters are there, stored once at the start.
    expect(context.affiliation).toEqual(affiliateLink ? { token: 'aff-42', platform: 'partenaire' } : null);
    expect(step.effects.filter((effect) => effect.type === 'storeAffiliation')).toEqual(
      affiliateLink ? [{ type: 'storeAffiliation', params: { affiliation: { token: 'aff-42', platform: 'partenaire' } } }] : [],
    );
    const busy = [
      'gettingToken',
      'validatingToken',
      'loadingFormula',
      'checkingAccount',
      'registering',
      'requestingPaymentLink',
      'paymentLinkWaiting',
      'subscribing',
      'subscribeWaiting',
      'toCardPayment',
      'redirecting',
      'leavingPaid',
      'subscribed',
    ] as const;
    expect(snapshot.hasTag('busy')).toBe(busy.some((state) => snapshot.matches(state)));
    expect(snapshot.hasTag('form')).toBe(snapshot.matches('editing') || snapshot.matches('registering'));

    if (!previous) {
      if (input.utk) {
        // The token of the link is checked at once.
        expect(snapshot.matches('validatingToken')).toBe(true);
        expect(step.invocations).toEqual([{ src: 'validateToken', id: 'validateToken', input: { token: 'galant-essai' } }]);
      } else {
        expect(snapshot.matches({ gettingToken: 'fromStorage' })).toBe(true);
      }
      return;
    }

    if (event.type === 'xstate.done.actor.readStoredToken') {
      const stored = payload<string | null>(event, 'output');
      if (stored) expect(step.invocations.at(-1)).toMatchObject({ src: 'validateToken', input: { token: stored } });
      else {
        // "Unable to get a token".
        expect(snapshot.status).toBe('done');
        expect(context.failure).toBe('noToken');
      }
    }
    if (event.type === 'xstate.error.actor.readStoredToken') expect(context.failure).toBe('noToken');

    if (event.type === 'xstate.done.actor.validateToken') {
      if (payload<{ isValid: boolean }>(event, 'output').isValid) {
        expect(step.effects.at(-1)).toEqual({ type: 'storeToken', params: { token: 'galant-essai' } });
        expect(step.invocations.at(-1)).toEqual({ src: 'loadFormula', id: 'loadFormula', input: { uid: 'vip-mensuel' } });
      } else {
        expect(snapshot.status).toBe('done');
        expect(context.failure).toBe('invalidToken');
      }
    }
    if (event.type === 'xstate.error.actor.validateToken' || event.type === 'xstate.error.actor.loadFormula') {
      const error = payload<unknown>(event, 'error');
      expect(context.failure).toBe(error instanceof Error ? 'unavailable' : 'invalidToken');
      expect(snapshot.hasTag('error')).toBe(true);
    }
    if (is(event, 'registration.retry') && previous.matches('loadFailed')) {
      expect(context.failure).toBeNull();
      expect(step.invocations.at(-1)?.src).toBe('validateToken');
    }
    if (event.type === 'xstate.done.actor.loadFormula') {
      const formula = payload<Formula>(event, 'output');
      expect(context.formula).toEqual(formula);
      expect(step.effects.at(-1)).toEqual({ type: 'storeFormula', params: { formula } });
      // Who is signed in decides between the form and the payment step.
      expect(step.invocations.at(-1)).toEqual({ src: 'readAccount', id: 'readAccount', input: undefined });
    }

    const rule = accountRule(step.history);
    if (event.type === 'xstate.done.actor.readAccount' && rule) {
      if (rule.offers === 'form') expect(snapshot.hasTag('form')).toBe(true);
      // "Finish your payment" only for a member found signed in, never after registering here.
      expect(context.resumed).toBe(rule.heading === 'finish');
      if (rule.offers === 'payment') {
        expect(context.uid).toBe('u-paul');
        if (context.formula?.trialAmount === 0)
          expect(step.invocations.at(-1)).toMatchObject({ src: 'subscribe', input: { uid: 'u-paul' } });
        else expect(snapshot.hasTag('paymentChoice')).toBe(true);
      }
      if (rule.offers === 'wayOn') {
        // The way on to the welcome page, and nothing to pay with.
        expect(snapshot.status).toBe('done');
        expect(snapshot.hasTag('paid')).toBe(true);
        expect(snapshot.hasTag('paymentChoice')).toBe(false);
        expect(snapshot.hasTag('form')).toBe(false);
      }
    }
    if (event.type === 'xstate.error.actor.readAccount') expect(snapshot.hasTag('form')).toBe(true);
    // Registered on this page (or nobody found signed in): the plain "account created" step — unless
    // the address was an account that never paid, signed in again (decision 0034).
    if (rule?.heading !== 'finish') expect(context.resumed).toBe(step.history.some(isResumedAnswer));
    if (rule && rule.offers !== 'form') {
      // The account registered in this browser never registers again.
      expect(step.invocations.some((invocation) => invocation.src === 'register')).toBe(false);
    }
    if (rule?.offers === 'wayOn') {
      expect(step.invocations.filter((invocation) => PAYING_ACTORS.some((id) => id === invocation.src))).toEqual([]);
      expect(step.effects.filter((effect) => effect.type === 'goToCardPayment')).toEqual([]);
    }

    if (is(event, 'registration.submit') && previous.matches('editing')) {
      if (event.password === 'court') {
        expect(context.fieldIssues).toEqual({ email: { rule: 'emailFormat' }, password: { rule: 'passwordLength' } });
      } else if (!event.acceptTerms) {
        expect(context.fieldIssues).toEqual({ terms: { rule: 'required' }, privacy: { rule: 'required' } });
      } else {
        // Sent trimmed, for the token's formula, with the affiliation only when valid.
        expect(step.invocations.at(-1)).toEqual({
          src: 'register',
          id: 'register',
          input: {
            identifier: 'paul@exemple.fr',
            password: PASSWORD,
            formula: context.formula?.uid,
            ...(affiliateLink ? { affiliation: { token: 'aff-42', platform: 'partenaire' } } : {}),
          },
        });
        expect(context.failure).toBeNull();
      }
      const sent = step.history.filter((e) => is(e, 'registration.submit') && e.acceptTerms && e.password !== 'court').length;
      expect(step.invocations.filter((invocation) => invocation.src === 'register')).toHaveLength(sent);
    }
    if (is(event, 'registration.edit')) {
      expect(context.fieldIssues[event.field]).toBeUndefined();
    }
    if (event.type === 'xstate.error.actor.register') {
      const error = payload<unknown>(event, 'error');
      expect(snapshot.matches('editing')).toBe(true);
      if (error instanceof Error) expect(context.failure).toBe('unavailable');
      else {
        // docs/product.md#errors: invalid argument message, and the violation on its field with its type.
        expect(context.failure).toBe('invalid');
        expect(context.fieldIssues).toEqual({ email: { violation: 'duplicate' } });
      }
    }
    if (event.type === 'xstate.done.actor.register') {
      // Signed in, remembered, sign_up pushed (not for an account signed in again: it signed up
      // before, decision 0034); then payment unless the trial is free.
      const signedIn = [
        { type: 'connect', params: { token: 'jeton-paul' } },
        { type: 'storeUser', params: { uid: 'u-paul', email: 'paul@exemple.fr' } },
        ...(isResumedAnswer(event) ? [] : [{ type: 'pushSignUp', params: { formula: context.formula?.uid } }]),
      ];
      expect(step.stepEffects.slice(0, signedIn.length)).toEqual(signedIn);
      expect(step.effects.some((effect) => effect.type === 'pushSignUp')).toBe(!isResumedAnswer(event));
      if (context.formula?.trialAmount === 0) {
        expect(step.invocations.at(-1)).toEqual({
          src: 'subscribe',
          id: 'subscribe',
          input: { uid: 'u-paul', trafficToken: 'galant-essai', formula: FREE_TRIAL.uid },
        });
      } else {
        expect(snapshot.hasTag('paymentChoice')).toBe(true);
      }
    }
    if (is(event, 'registration.payByCard')) {
      expect(step.effects.at(-1)).toEqual({ type: 'goToCardPayment', params: undefined });
      expect(snapshot.status).toBe('done');
    }
    if (is(event, 'registration.payByLink')) {
      expect(step.invocations.at(-1)).toEqual({ src: 'requestPaymentLink', id: 'requestPaymentLink', input: { formula: PAID_TRIAL.uid } });
    }
    if (event.type === 'xstate.done.actor.requestPaymentLink') {
      expect(step.effects.at(-1)).toEqual({ type: 'redirectToPayment', params: { href: HREF } });
      expect(snapshot.status).toBe('done');
    }
    const payingError = PAYING_ACTORS.find((id) => event.type === `xstate.error.actor.${id}`);
    const refused = payingError ? refusal(payload(event, 'error')) : null;
    if (refused === 'alreadyPaid') {
      // Refused before any charge: no error, no retry, on to the welcome page ("already received").
      expect(step.effects.at(-1)).toEqual({ type: 'goToAlreadyPaid', params: undefined });
      expect(snapshot.status).toBe('done');
      expect(snapshot.hasTag('paid')).toBe(true);
      expect(context.failure).toBeNull();
    } else if (refused === 'inProgress') {
      const onChoice = payingError === 'requestPaymentLink';
      if (busyRefusalsSinceChoice(step.history) <= BUSY_RETRY.triesAfterFirstRefusal) {
        // Neither an error nor a success: it says so and tries again after a moment.
        expect(snapshot.hasTag('otherAttempt')).toBe(true);
        expect(snapshot.hasTag('error')).toBe(false);
        expect(step.pendingTimers).toHaveLength(1);
        expect(context.failure).toBeNull();
      } else {
        // Still running after the tries: said in French; the member may try again.
        expect(context.failure).toBe('inProgress');
        expect(snapshot.hasTag('otherAttempt')).toBe(false);
        expect(snapshot.hasTag(onChoice ? 'paymentChoice' : 'error')).toBe(true);
      }
    } else if (payingError === 'requestPaymentLink') {
      // The account exists: the member may try again without registering twice.
      expect(context.failure).toBe(payload<unknown>(event, 'error') instanceof Error ? 'redirect' : 'forbidden');
      expect(snapshot.hasTag('paymentChoice')).toBe(true);
    } else if (payingError === 'subscribe') {
      expect(context.failure).toBe('forbidden');
    }
    if (step.firedTimer) {
      // The same call again, after the pause.
      expect(step.firedTimer.delay).toBe(BUSY_RETRY.delayMs);
      const again = step.invocations.at(-1);
      expect(PAYING_ACTORS.some((id) => id === again?.src)).toBe(true);
      expect(step.invocations.filter((invocation) => invocation.src === again?.src).at(-2)).toEqual(again);
    }
    if (event.type === 'xstate.done.actor.subscribe') {
      expect(step.effects.at(-1)).toEqual({ type: 'goToPaymentCallback', params: { success: true } });
      expect(snapshot.status).toBe('done');
    }
    if (is(event, 'registration.retry') && previous.matches('subscribeFailed')) {
      expect(step.invocations.at(-1)?.src).toBe('subscribe');
    }
    // One registration at most per successful answer: never two accounts.
    expect(step.history.filter((e) => e.type === 'xstate.done.actor.register').length).toBeLessThanOrEqual(1);
  },
);
