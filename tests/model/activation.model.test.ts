import { expect } from 'vitest';
import { activationMachine } from '../../machines/signup/activation.machine.ts';
import type { PaymentStateAnswer } from '../../machines/signup/payment-callback.machine.ts';
import type { EventObject } from 'xstate';
import { describeEventType, describeModel, doneActorEvent, errorActorEvent, type StepContext } from '../support/model-testing.ts';

type Step = StepContext<typeof activationMachine>;

const TAGS = ['checking', 'unpaid', 'waiting', 'active', 'slow', 'signedOut'] as const;

type Shown = (typeof TAGS)[number];

const answerOf = (event: EventObject): PaymentStateAnswer => (event as EventObject & { output: PaymentStateAnswer }).output;

/**
 * Welcome page (docs/product.md#states: activation takes a minute or two, up to 5 minutes; an e-mail confirms).
 * Decision 0034: the payment's real state first — never paid → the way to pay, nobody signed in → sign in.
 */
const RULES: Record<Shown, Record<string, (event: EventObject) => Shown>> = {
  checking: {
    'done: readPaymentState': (event) =>
      (({ anonymous: 'signedOut', unpaid: 'unpaid', processing: 'waiting', active: 'waiting' }) as const)[answerOf(event)],
    // The server could not say: the session is asked, "it takes longer" if nothing comes.
    'error: readPaymentState': () => 'waiting',
  },
  unpaid: {},
  waiting: {
    'done: awaitActivation': () => 'active',
    // Signed out (paid from another browser): sign in once the e-mail came; otherwise "it takes longer".
    'error: awaitActivation': (event) => ('error' in event && !(event.error instanceof Error) ? 'signedOut' : 'slow'),
  },
  slow: { 'activation.retry': () => 'checking' },
  active: {},
  signedOut: {},
};

describeModel(
  'activation',
  {
    machine: activationMachine,
    expected: {
      initial: () => 'checking' as Shown,
      next: (before, event) => {
        const rule = RULES[before][describeEventType(event.type)];
        if (!rule) throw new Error(`the rules give no '${event.type}' while ${before}`);
        return rule(event);
      },
      observe: ({ snapshot }) => {
        const shown = TAGS.filter((tag) => snapshot.hasTag(tag));
        expect(shown).toHaveLength(1);
        return shown[0] as Shown;
      },
    },
    scenarios: [{ name: 'after payment', input: undefined }],
    describeEvent: (event) =>
      event.type === 'xstate.done.actor.readPaymentState' ? `server says ${answerOf(event)}` : describeEventType(event.type),
    events: {
      'xstate.done.actor.readPaymentState': (['anonymous', 'unpaid', 'processing', 'active'] as const).map((answer) =>
        doneActorEvent('readPaymentState', answer),
      ),
      'xstate.error.actor.readPaymentState': [errorActorEvent('readPaymentState', new Error('fetch failed'))],
      'xstate.done.actor.awaitActivation': [doneActorEvent('awaitActivation', undefined)],
      'xstate.error.actor.awaitActivation': [
        errorActorEvent('awaitActivation', { reason: 'signedOut' }),
        errorActorEvent('awaitActivation', new Error('gave up waiting')),
      ],
    },
  },
  ({ snapshot, event }: Step) => {
    // Exactly one thing is shown at a time: checking, the way to pay, waiting, VIP, "it takes longer", or "sign in".
    expect(TAGS.filter((tag) => snapshot.hasTag(tag))).toHaveLength(1);
    // Nothing is waited for before the server said where the payment stands (decision 0034).
    if (event.type === 'xstate.init' || event.type === 'activation.retry') expect(snapshot.hasTag('checking')).toBe(true);
    if (event.type === 'xstate.done.actor.readPaymentState' && answerOf(event) === 'unpaid') {
      expect(snapshot.hasTag('unpaid')).toBe(true);
      expect(snapshot.status).toBe('done');
    }
    if (event.type === 'xstate.done.actor.awaitActivation') {
      expect(snapshot.hasTag('active')).toBe(true);
      expect(snapshot.status).toBe('done');
    }
    if (event.type === 'xstate.error.actor.awaitActivation') {
      const signedOut = 'error' in event && !(event.error instanceof Error);
      expect(snapshot.hasTag(signedOut ? 'signedOut' : 'slow')).toBe(true);
      expect(snapshot.status).toBe(signedOut ? 'done' : 'active');
    }
  },
);
