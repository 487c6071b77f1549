import { assign, setup } from 'xstate';
import { emailSchema } from '../../src/domain/field-rules.ts';
import { checkField, compactIssues, hasIssues, withoutIssue, type FieldIssues } from '../auth/form-issues.ts';
import { notProvidedAction, notProvidedActor } from '../shared/not-provided.ts';

/**
 * How a contact reaches their tickets (docs/product.md#routes rules, docs/product.md#roles): the ticket pages (/contact/tickets,
 * /contact/tickets/{uid}) need the support token `t` of an e-mailed link; with it the contact auth
 * provider holds the token and the page goes on. A signed-in member without a link goes on with his
 * session (his account's requests, docs/decisions/0036-members-own-tickets-and-unread-answers.md);
 * anyone else goes to /contact/link. That
 * page asks for a fresh link by e-mail (POST …/auth-token/refresh, 202), and says the same thing
 * whether or not the address is known (nobody learns who wrote to support).
 *
 * Provided by the app: actor `requestLink` ({ email }); actions `holdToken` ({ token }: hands it to
 * the contact auth provider) and `goToLinkPage` (replaces the page by /contact/link).
 * Views: tags `granted` (`member` too when by session), `busy`, `sent`, `error`; context.fieldIssues,
 * context.token (null when granted by session).
 */

/** `signedIn`: a member's session is there (the link's token, when given, still comes first). */
export type ContactAccessInput = { mode: 'tickets'; token: string | null; signedIn?: boolean } | { mode: 'link' };

export interface ContactAccessContext {
  mode: ContactAccessInput['mode'];
  /** The support token of the link (`t`), once accepted. */
  token: string | null;
  signedIn: boolean;
  fieldIssues: FieldIssues<'email'>;
}

export type ContactAccessEvent =
  { type: 'contactAccess.request'; email: string } | { type: 'contactAccess.edit' } | { type: 'contactAccess.restart' };

function emailIssues(event: ContactAccessEvent): FieldIssues<'email'> {
  return event.type === 'contactAccess.request' ? compactIssues({ email: checkField(emailSchema, event.email.trim()) }) : {};
}

export const contactAccessMachine = setup({
  types: {
    context: {} as ContactAccessContext,
    events: {} as ContactAccessEvent,
    input: {} as ContactAccessInput,
    tags: {} as 'granted' | 'member' | 'busy' | 'sent' | 'error',
  },
  actors: {
    requestLink: notProvidedActor<void, { email: string }>('requestLink'),
  },
  actions: {
    holdToken: notProvidedAction<{ token: string }>('holdToken'),
    goToLinkPage: notProvidedAction('goToLinkPage'),
    showFieldIssues: assign({ fieldIssues: ({ event }) => emailIssues(event) }),
    clearIssues: assign({ fieldIssues: {} }),
    clearFieldIssue: assign({ fieldIssues: ({ context }) => withoutIssue(context.fieldIssues, 'email') }),
  },
  guards: {
    isLinkPage: ({ context }) => context.mode === 'link',
    hasToken: ({ context }) => context.token !== null,
    isSignedIn: ({ context }) => context.signedIn,
    formInvalid: ({ event }) => hasIssues(emailIssues(event)),
  },
}).createMachine({
  id: 'contactAccess',
  description:
    'Contact access (docs/product.md#routes): the ticket pages need the token t of an e-mailed link or a member’s session, ' +
    'else the visitor goes to /contact/link, which e-mails a fresh link and answers the same whether or not the address is known.',
  context: ({ input }) => {
    const token = input.mode === 'tickets' ? input.token?.trim() || null : null;
    return { mode: input.mode, token, signedIn: input.mode === 'tickets' && input.signedIn === true, fieldIssues: {} };
  },
  initial: 'starting',
  states: {
    starting: {
      description: 'Which page, and does a ticket page have its token?',
      always: [
        { guard: 'isLinkPage', target: 'link' },
        { guard: 'hasToken', target: 'granted', actions: { type: 'holdToken', params: ({ context }) => ({ token: context.token ?? '' }) } },
        { guard: 'isSignedIn', target: 'member' },
        { target: 'redirecting', actions: 'goToLinkPage' },
      ],
    },
    granted: {
      description: 'The link token is held by the contact auth provider: the tickets may load.',
      tags: ['granted'],
    },
    member: {
      description: 'No token t, but a member is signed in: his own requests, by his session (no link needed).',
      tags: ['granted', 'member'],
    },
    redirecting: {
      description: 'No token t and nobody signed in: on to /contact/link.',
      tags: ['busy'],
      type: 'final',
    },
    link: {
      description: 'Ask for a follow-up link by e-mail (/contact/link).',
      initial: 'editing',
      states: {
        editing: {
          description: 'The e-mail address the requests were sent from.',
          on: {
            'contactAccess.request': [
              { guard: 'formInvalid', actions: 'showFieldIssues' },
              { target: 'sending', actions: 'clearIssues' },
            ],
            'contactAccess.edit': { actions: 'clearFieldIssue' },
          },
        },
        sending: {
          description: 'POST /api/support/contact/auth-token/refresh (202 either way).',
          tags: ['busy'],
          invoke: {
            id: 'requestLink',
            src: 'requestLink',
            input: ({ event }) => ({ email: event.type === 'contactAccess.request' ? event.email.trim() : '' }),
            onDone: 'sent',
            onError: 'failed',
          },
        },
        sent: {
          description: 'If requests exist for this address, a link is on its way (the same answer otherwise).',
          tags: ['sent'],
          on: { 'contactAccess.restart': 'editing' },
        },
        failed: {
          description: 'The request could not be sent (network, server, too many requests): try again.',
          tags: ['error'],
          on: {
            'contactAccess.request': [
              { guard: 'formInvalid', target: 'editing', actions: 'showFieldIssues' },
              { target: 'sending', actions: 'clearIssues' },
            ],
            'contactAccess.edit': { actions: 'clearFieldIssue' },
          },
        },
      },
    },
  },
});
