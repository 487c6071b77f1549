import { expect } from 'vitest';
import type { EventObject } from 'xstate';
import {
  SNACKBAR_TIMEOUT_MS,
  SNACKBAR_TYPES,
  snackbarMachine,
  type SnackbarContext,
  type SnackbarEvent,
  type SnackbarMessage,
  type SnackbarRequest,
} from '../../machines/snackbar.machine.ts';
import { describeEventType, describeModel } from '../support/model-testing.ts';

// Three requests, so the queue can hold two and first-in-first-out order shows.
const requests: SnackbarRequest[] = [
  { message: 'Connexion perdue' }, // no type, no timeout: defaults apply
  { message: 'Modifications enregistrées', type: 'success', timeout: 2000 },
  { message: 'Paiement refusé', type: 'error' },
];

type ShowEvent = Extract<SnackbarEvent, { type: 'snackbar.show' }>;

function isShow(event: EventObject): event is ShowEvent {
  return event.type === 'snackbar.show';
}

/** What the user should see for a request: written out here, not taken from the machine. */
function expectedMessage(request: SnackbarRequest): SnackbarMessage {
  return {
    message: request.message,
    type: request.type ?? 'default',
    timeout: request.timeout ?? SNACKBAR_TIMEOUT_MS,
  };
}

function pendingMessages(context: SnackbarContext): SnackbarMessage[] {
  return context.current ? [context.current, ...context.queue] : context.queue;
}

/** After a timeout or a dismissal the oldest waiting message appears, or nothing. */
function expectAdvanced(before: SnackbarContext, after: SnackbarContext): void {
  expect(after.current).toEqual(before.queue[0] ?? null);
  expect(after.queue).toEqual(before.queue.slice(1));
}

/** What the user sees (one message) and what waits its turn, carried by the rules alone. */
interface Outcome {
  shown: SnackbarMessage | null;
  waiting: SnackbarMessage[];
}

/** Snackbar message (docs/product.md#entities), docs/product.md#limits timeout 5000 ms: one at a time, first in first out, no message twice. */
function nextOutcome(before: Outcome, event: EventObject): Outcome {
  const advance = (): Outcome => ({ shown: before.waiting[0] ?? null, waiting: before.waiting.slice(1) });
  if (isShow(event)) {
    const requested = expectedMessage(event.snackbar);
    const pending = before.shown ? [before.shown, ...before.waiting] : before.waiting;
    if (pending.some((message) => message.message === requested.message && message.type === requested.type)) return before;
    return before.shown ? { shown: before.shown, waiting: [...before.waiting, requested] } : { shown: requested, waiting: [] };
  }
  if (event.type === 'snackbar.dismiss' || describeEventType(event.type) === 'after messageTimeout') return advance();
  return before;
}

describeModel(
  'snackbar',
  {
    machine: snackbarMachine,
    expected: {
      initial: () => ({ shown: null, waiting: [] }),
      next: nextOutcome,
      observe: ({ snapshot }) => ({
        shown: snapshot.hasTag('visible') ? snapshot.context.current : null,
        waiting: snapshot.context.queue,
      }),
    },
    events: {
      'snackbar.show': requests.map((snackbar) => ({ type: 'snackbar.show' as const, snackbar })),
    },
    describeEvent: (event) => (isShow(event) ? `show "${event.snackbar.message}"` : describeEventType(event.type)),
  },
  ({ snapshot, previous, event, firedTimer }) => {
    const { context } = snapshot;

    // One message on screen exactly when the snackbar is visible, with a known type.
    expect(snapshot.hasTag('visible')).toBe(context.current !== null);
    if (context.current) expect(SNACKBAR_TYPES).toContain(context.current.type);
    // Nothing waits while nothing is shown, and no message is shown or queued twice.
    if (!context.current) expect(context.queue).toEqual([]);
    const pending = pendingMessages(context).map(({ message, type }) => `${type}:${message}`);
    expect(new Set(pending).size).toBe(pending.length);

    if (!previous) {
      expect(context.current).toBeNull();
      return;
    }
    const before = previous.context;

    if (isShow(event)) {
      const requested = expectedMessage(event.snackbar);
      const alreadyThere = pendingMessages(before).some(
        (message) => message.message === requested.message && message.type === requested.type,
      );
      if (!before.current) {
        expect(context.current).toEqual(requested);
      } else if (alreadyThere) {
        expect(context).toEqual(before);
      } else {
        // The visible message stays; the new one waits its turn.
        expect(context.current).toEqual(before.current);
        expect(context.queue).toEqual([...before.queue, requested]);
      }
    } else if (event.type === 'snackbar.dismiss') {
      expectAdvanced(before, context);
    } else {
      // The message stayed exactly its own timeout (5000 ms unless the caller said otherwise).
      expect(firedTimer?.eventType).toMatch(/^xstate\.after\.messageTimeout\./);
      expect(firedTimer?.delay).toBe(before.current?.timeout);
      expectAdvanced(before, context);
    }
  },
);
