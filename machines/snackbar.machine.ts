import { assign, setup } from 'xstate';

/**
 * Snackbar (docs/product.md#entities "Snackbar message"): one message visible at a time, the next ones wait in a queue;
 * each hides after its own timeout or when the user dismisses it.
 *
 * The caller gives the text already translated: this machine holds no wording.
 * Views: `snapshot.hasTag('visible')` and `snapshot.context.current`.
 */

/** Snackbar timeout (docs/product.md#limits). */
export const SNACKBAR_TIMEOUT_MS = 5000;

export const SNACKBAR_TYPES = ['default', 'error', 'info', 'success', 'warning'] as const;
export type SnackbarType = (typeof SNACKBAR_TYPES)[number];

/** Snackbar message (docs/product.md#entities), as shown. */
export interface SnackbarMessage {
  message: string;
  type: SnackbarType;
  /** Milliseconds the message stays visible. */
  timeout: number;
}

/** What a caller sends: type and timeout fall back to 'default' and docs/product.md#limits. */
export interface SnackbarRequest {
  message: string;
  type?: SnackbarType;
  timeout?: number;
}

export type SnackbarEvent = { type: 'snackbar.show'; snackbar: SnackbarRequest } | { type: 'snackbar.dismiss' };

export interface SnackbarContext {
  current: SnackbarMessage | null;
  queue: SnackbarMessage[];
}

export function toSnackbarMessage(request: SnackbarRequest): SnackbarMessage {
  const { timeout } = request;
  return {
    message: request.message,
    type: request.type ?? 'default',
    // A non-positive or infinite timeout would hide at once or never: use docs/product.md#limits instead.
    timeout: timeout !== undefined && Number.isFinite(timeout) && timeout > 0 ? timeout : SNACKBAR_TIMEOUT_MS,
  };
}

function sameMessage(a: SnackbarMessage, b: SnackbarMessage): boolean {
  return a.message === b.message && a.type === b.type;
}

export const snackbarMachine = setup({
  types: {
    context: {} as SnackbarContext,
    events: {} as SnackbarEvent,
    tags: {} as 'visible',
  },
  actions: {
    showRequested: assign({
      current: ({ event }) => (event.type === 'snackbar.show' ? toSnackbarMessage(event.snackbar) : null),
    }),
    enqueueRequested: assign({
      queue: ({ context, event }) =>
        event.type === 'snackbar.show' ? [...context.queue, toSnackbarMessage(event.snackbar)] : context.queue,
    }),
    showNextQueued: assign({
      current: ({ context }) => context.queue[0] ?? null,
      queue: ({ context }) => context.queue.slice(1),
    }),
    clearCurrent: assign({ current: null }),
  },
  guards: {
    // The same error raised twice (e.g. two failed requests) is shown once.
    isAlreadyShownOrQueued: ({ context, event }) => {
      if (event.type !== 'snackbar.show') return false;
      const requested = toSnackbarMessage(event.snackbar);
      const pending = context.current ? [context.current, ...context.queue] : context.queue;
      return pending.some((message) => sameMessage(message, requested));
    },
    hasQueuedMessage: ({ context }) => context.queue.length > 0,
  },
  delays: {
    messageTimeout: ({ context }) => context.current?.timeout ?? SNACKBAR_TIMEOUT_MS,
  },
}).createMachine({
  id: 'snackbar',
  description:
    'Short messages at the bottom of the screen (docs/product.md#entities): one at a time, the others wait in line; ' +
    'each hides after its timeout (5 s by default, docs/product.md#limits) or when the user closes it. ' +
    'The same message is never shown or queued twice.',
  context: { current: null, queue: [] },
  initial: 'hidden',
  states: {
    hidden: {
      description: 'Nothing on screen.',
      on: {
        'snackbar.show': { target: 'visible', actions: 'showRequested' },
      },
    },
    visible: {
      description: 'One message on screen; new messages wait in line.',
      tags: ['visible'],
      // Re-entered for each message, so every message gets its full timeout.
      after: { messageTimeout: 'advancing' },
      on: {
        'snackbar.show': [{ guard: 'isAlreadyShownOrQueued' }, { actions: 'enqueueRequested' }],
        'snackbar.dismiss': 'advancing',
      },
    },
    advancing: {
      description: 'Shows the next message in line, if any.',
      always: [
        { guard: 'hasQueuedMessage', target: 'visible', actions: 'showNextQueued' },
        { target: 'hidden', actions: 'clearCurrent' },
      ],
    },
  },
});
