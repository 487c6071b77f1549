import { setup } from 'xstate';
import { notProvidedAction, notProvidedActor } from '../shared/not-provided.ts';

/**
 * Copy link (docs/product.md#routes /article): copies the page's address to the clipboard and tells the reader how it
 * went in a snackbar. A second click while copying is ignored.
 *
 * Provided by the app: actor `writeLink` (clipboard, given the path to copy), action `notify`
 * ({ outcome }: the app shows the matching snackbar message; the machine holds no wording).
 * Views: tag 'busy'.
 */

export interface CopyLinkInput {
  /** Path of the page to share, e.g. /article/premier-rendez-vous. */
  path: string;
}

export type CopyLinkEvent = { type: 'link.copy' };

export type CopyOutcome = 'copied' | 'failed';
export interface CopyNotice {
  outcome: CopyOutcome;
}

export const copyLinkMachine = setup({
  types: {
    context: {} as CopyLinkInput,
    events: {} as CopyLinkEvent,
    input: {} as CopyLinkInput,
    tags: {} as 'busy',
  },
  actors: {
    writeLink: notProvidedActor<void, CopyLinkInput>('writeLink'),
  },
  actions: {
    notify: notProvidedAction<CopyNotice>('notify'),
  },
}).createMachine({
  id: 'copyLink',
  description:
    'The copy-link button of an article (docs/product.md#routes): copies its address, then a snackbar says it is ' +
    'copied, or that it could not be.',
  context: ({ input }) => ({ path: input.path }),
  initial: 'idle',
  states: {
    idle: {
      description: 'Waits for a click.',
      on: { 'link.copy': { target: 'copying' } },
    },
    copying: {
      description: 'Writes the address to the clipboard.',
      tags: ['busy'],
      invoke: {
        id: 'writeLink',
        src: 'writeLink',
        input: ({ context }) => ({ path: context.path }),
        onDone: { target: 'idle', actions: { type: 'notify', params: { outcome: 'copied' } } },
        onError: { target: 'idle', actions: { type: 'notify', params: { outcome: 'failed' } } },
      },
    },
  },
});
