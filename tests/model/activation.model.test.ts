import { expect } from 'vitest';
import { activationMachine } from '../../machines/signup/activation.machine.ts';
import { describeModel, doneActorEvent, errorActorEvent, type StepContext } from '../support/model-testing.ts';

type Step = StepContext<typeof activationMachine>;

const TAGS = ['waiting', 'active', 'slow', 'signedOut'] as const;

describeModel(
  'activation',
  {
    machine: activationMachine,
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
