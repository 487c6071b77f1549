import { expect } from 'vitest';
import { copyLinkMachine, type CopyNotice } from '../../machines/content/copy-link.machine.ts';
import { describeEventType, describeModel, doneActorEvent, errorActorEvent } from '../support/model-testing.ts';

const PATH = '/article/premier-rendez-vous';

/** What the reader notices: the button busy or not, and the snackbar raised by the step. */
interface Outcome {
  button: 'ready' | 'busy';
  snackbar: CopyNotice['outcome'] | null;
}

/** Copy-link button (docs/product.md#routes), written from the rules: a click copies, then one snackbar says how it went. */
const RULES: Record<Outcome['button'], Record<string, Outcome>> = {
  ready: { 'link.copy': { button: 'busy', snackbar: null } },
  busy: {
    'done: writeLink': { button: 'ready', snackbar: 'copied' },
    'error: writeLink': { button: 'ready', snackbar: 'failed' },
  },
};

describeModel(
  'copy link',
  {
    machine: copyLinkMachine,
    expected: {
      initial: (): Outcome => ({ button: 'ready', snackbar: null }),
      next: (before, event) => RULES[before.button][describeEventType(event.type)] ?? { ...before, snackbar: null },
      observe: ({ snapshot, stepEffects }): Outcome => {
        const notices = stepEffects.filter((effect) => effect.type === 'notify').map((effect) => (effect.params as CopyNotice).outcome);
        expect(notices.length).toBeLessThanOrEqual(1);
        return { button: snapshot.hasTag('busy') ? 'busy' : 'ready', snackbar: notices[0] ?? null };
      },
    },
    scenarios: [{ name: 'article page', input: { path: PATH } }],
    events: {
      'xstate.done.actor.writeLink': [doneActorEvent('writeLink', undefined)],
      'xstate.error.actor.writeLink': [errorActorEvent('writeLink', new DOMException('denied', 'NotAllowedError'))],
    },
  },
  ({ snapshot, event, stepEffects, invocations }) => {
    const newNotices = stepEffects.filter((effect) => effect.type === 'notify').map((effect) => effect.params as CopyNotice);

    // The button shows "busy" while the clipboard is written; the page's own path is what is copied.
    expect(snapshot.hasTag('busy')).toBe(snapshot.matches('copying'));
    expect(invocations.every((invocation) => (invocation.input as { path: string }).path === PATH)).toBe(true);

    if (event.type === 'link.copy') {
      expect(invocations.at(-1)?.src).toBe('writeLink');
      expect(newNotices).toEqual([]);
    } else if (event.type === 'xstate.done.actor.writeLink') {
      // Exactly one snackbar per click, saying what happened.
      expect(newNotices).toEqual([{ outcome: 'copied' }]);
    } else if (event.type === 'xstate.error.actor.writeLink') {
      expect(newNotices).toEqual([{ outcome: 'failed' }]);
    } else {
      expect(newNotices).toEqual([]);
    }
  },
);
