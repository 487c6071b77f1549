import { expect } from 'vitest';
import type { EventObject } from 'xstate';
import {
  registrationMachine,
  type RegistrationEvent,
  type RegistrationFailure,
  type RegistrationForm,
  type RegistrationInput,
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
const HREF = '/payments/sandbox/checkout?session=s-1';

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
      'xstate.done.actor.register': [doneActorEvent('register', { uid: 'u-paul', token: 'jeton-paul' })],
      'xstate.error.actor.register': [errorActorEvent('register', duplicate), errorActorEvent('register', new Error('offline'))],
      'xstate.done.actor.requestPaymentLink': [doneActorEvent('requestPaymentLink', { href: HREF })],
      'xstate.error.actor.requestPaymentLink': [
        errorActorEvent('requestPaymentLink', new Error('offline')),
        errorActorEvent('requestPaymentLink', forbidden),
      ],
      'xstate.done.actor.subscribe': [doneActorEvent('subscribe', { status: 'Success' })],
      'xstate.error.actor.subscribe': [errorActorEvent('subscribe', new Error('offline'))],
    },
    describeEvent: (event) => {
      if (is(event, 'registration.submit')) {
        return `submit (${event.password === 'court' ? 'malformed' : event.acceptTerms ? 'good' : 'unchecked'})`;
      }
      if (is(event, 'registration.edit')) return `edit ${event.field}`;
      if (event.type.startsWith('xstate.error.actor.')) return `${describeEventType(event.type)} (${describeFailure(payload(event, 'error'))})`;
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
    const busy = ['gettingToken', 'validatingToken', 'loadingFormula', 'registering', 'requestingPaymentLink', 'subscribing', 'toCardPayment', 'redirecting', 'subscribed'] as const;
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
      expect(snapshot.matches('editing')).toBe(true);
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
    if (event.type === 'xstate.error.actor.requestPaymentLink') {
      // The account exists: the member may try again without registering twice.
      expect(context.failure).toBe(payload<unknown>(event, 'error') instanceof Error ? 'redirect' : 'forbidden');
      expect(snapshot.hasTag('paymentChoice')).toBe(true);
    }
    if (event.type === 'xstate.done.actor.subscribe') {
      expect(step.effects.at(-1)).toEqual({ type: 'goToPaymentCallback', params: { success: true } });
      expect(snapshot.status).toBe('done');
    }
    if (event.type === 'xstate.error.actor.subscribe') expect(context.failure).toBe('forbidden');
    if (is(event, 'registration.retry') && previous.matches('subscribeFailed')) {
      expect(step.invocations.at(-1)?.src).toBe('subscribe');
    }
    // One registration at most per successful answer: never two accounts.
    expect(step.history.filter((e) => e.type === 'xstate.done.actor.register').length).toBeLessThanOrEqual(1);
  },
);
