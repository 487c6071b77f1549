import { expect } from 'vitest';
import { activationMachine } from '../../machines/signup/activation.machine.ts';
import type { EventObject } from 'xstate';
import { describeEventType, describeModel, doneActorEvent, errorActorEvent, type StepContext } from '../support/model-testing.ts';

type Step = StepContext<typeof activationMachine>;

const TAGS = ['waiting', 'active', 'slow', 'signedOut'] as const;

type Shown = (typeof TAGS)[number];

/** Welcome page (docs/product.md#states: activation takes a minute or two, up to 5 minutes; an e-mail confirms). */
const RULES: Record<Shown, Record<string, (event: EventObject) => Shown>> = {
  waiting: {
    'done: awaitActivation': () => 'active',
    // Signed out (paid from another browser): sign in once the e-mail came; otherwise "it takes longer".
    'error: awaitActivation': (event) => ('error' in event && !(event.error instanceof Error) ? 'signedOut' : 'slow'),
  },
  slow: { 'activation.retry': () => 'waiting' },
  active: {},
  signedOut: {},
};

describeModel(
  'activation',
  {
    machine: activationMachine,
    expected: {
      initial: () => 'waiting' as Shown,
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
    events: {
      'xstate.done.actor.awaitActivation': [doneActorEvent('awaitActivation', undefined)],
      'xstate.error.actor.awaitActivation': [
        errorActorEvent('awaitActivation', { reason: 'signedOut' }),
        errorActorEvent('awaitActivation', new Error('gave up waiting')),
      ],
    },
  },
  ({ snapshot, event }: Step) => {
    // Exactly one thing is shown at a time: waiting, VIP, "it takes longer", or "sign in".
    expect(TAGS.filter((tag) => snapshot.hasTag(tag))).toHaveLength(1);
    if (event.type === 'xstate.init' || event.type === 'activation.retry') expect(snapshot.hasTag('waiting')).toBe(true);
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
