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
 * Who opens /registration → what the page offers (decision 0012, amendment of 2026-11-23; issue 12
 * "one payment per subscription, whatever the client does"). Written from the product rules, not
 * read from the machine: the account this browser registered never registers again; once its
 * payment is taken (VIP, or back from a successful payment) only the way on to the welcome page.
 */
const ACCOUNT_RULES: ReadonlyArray<{ label: string; account: SignupAccount; offers: 'form' | 'payment' | 'wayOn'; heading: 'new' | 'finish' | 'paid' }> = [
  { label: 'nobody', account: { kind: 'none' }, offers: 'form', heading: 'new' },
  // Issue 16: a member signed in on arrival who has not paid is told to finish the payment.
  { label: 'signed in, unpaid', account: { kind: 'registered', uid: 'u-paul', paymentReceived: false }, offers: 'payment', heading: 'finish' },
  { label: 'registered here, paid', account: { kind: 'registered', uid: 'u-paul', paymentReceived: true }, offers: 'wayOn', heading: 'paid' },
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

describeModel(
  'registration',
  {
    machine: registrationMachine,
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
      'xstate.done.actor.register': [doneActorEvent('register', { uid: 'u-paul', token: 'jeton-paul' })],
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
      if (event.type.startsWith('xstate.error.actor.')) return `${describeEventType(event.type)} (${describeFailure(payload(event, 'error'))})`;
      if (event.type === 'xstate.done.actor.readAccount') {
        return `done: readAccount (${ACCOUNT_RULES.find((rule) => rule.account === payload(event, 'output'))?.label ?? '?'})`;
      }
      if (event.type.startsWith('xstate.done.actor.')) {
        const output = payload<unknown>(event, 'output');
        const label = output && typeof output === 'object' ? ('isValid' in output ? output.isValid : 'uid' in output ? output.uid : '') : output;
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
    // §5: affiliate data only when both parameters are there, stored once at the start.
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
        if (context.formula?.trialAmount === 0) expect(step.invocations.at(-1)).toMatchObject({ src: 'subscribe', input: { uid: 'u-paul' } });
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
    // Registered on this page (or nobody found signed in): the plain "account created" step.
    if (rule?.heading !== 'finish') expect(context.resumed).toBe(false);
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
        // §8: invalid argument message, and the violation on its field with its type.
        expect(context.failure).toBe('invalid');
        expect(context.fieldIssues).toEqual({ email: { violation: 'duplicate' } });
      }
    }
    if (event.type === 'xstate.done.actor.register') {
      // Signed in, remembered, sign_up pushed; then payment unless the trial is free.
      expect(step.effects.slice(-3)).toEqual([
        { type: 'connect', params: { token: 'jeton-paul' } },
        { type: 'storeUser', params: { uid: 'u-paul', email: 'paul@exemple.fr' } },
        { type: 'pushSignUp', params: { formula: context.formula?.uid } },
      ]);
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
