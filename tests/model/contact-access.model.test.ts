import { expect } from 'vitest';
import type { EventObject } from 'xstate';
import { contactAccessMachine, type ContactAccessEvent, type ContactAccessInput } from '../../machines/support/contact-access.machine.ts';
import { describeEventType, describeModel, errorActorEvent, type StepContext } from '../support/model-testing.ts';

const TOKEN = 'Zm9sbG93LXVwLXRva2VuLTEyMzQ1Njc4';

const scenarios: Array<{ name: string; input: ContactAccessInput }> = [
  { name: 'ticket page with t', input: { mode: 'tickets', token: ` ${TOKEN} ` } },
  { name: 'ticket page without t', input: { mode: 'tickets', token: null } },
  { name: 'ticket page with an empty t', input: { mode: 'tickets', token: '  ' } },
  // A signed-in member (docs/decisions/0036): his session opens his requests; a link's t still comes first.
  { name: 'ticket page without t, signed in', input: { mode: 'tickets', token: null, signedIn: true } },
  { name: 'ticket page with t, signed in', input: { mode: 'tickets', token: TOKEN, signedIn: true } },
  { name: 'ticket page with an empty t, signed in', input: { mode: 'tickets', token: ' ', signedIn: true } },
  { name: 'link page', input: { mode: 'link' } },
];

type Step = StepContext<typeof contactAccessMachine>;

/** What the visitor sees and what the page did: the link form's screen and message, the token held, the redirect. */
interface Outcome {
  screen: 'tickets' | 'member' | 'redirected' | 'form' | 'sending' | 'sent' | 'failed';
  emailIssue: string | null;
  effects: Step['effects'];
}

/**
 * docs/product.md#routes /contact/tickets needs t or a member's session (else /contact/link); docs/product.md#validation e-mail
 * format; the link form says "sent" whatever the address.
 */
function initialOutcome(input: ContactAccessInput): Outcome {
  if (input.mode === 'link') return { screen: 'form', emailIssue: null, effects: [] };
  const token = input.token?.trim() || null;
  if (token) return { screen: 'tickets', emailIssue: null, effects: [{ type: 'holdToken', params: { token } }] };
  if (input.signedIn === true) return { screen: 'member', emailIssue: null, effects: [] };
  return { screen: 'redirected', emailIssue: null, effects: [{ type: 'goToLinkPage', params: undefined }] };
}

function nextOutcome(before: Outcome, event: EventObject): Outcome {
  const key = describeEventType(event.type);
  if (event.type === 'contactAccess.request' && (before.screen === 'form' || before.screen === 'failed')) {
    const { email } = event as Extract<ContactAccessEvent, { type: 'contactAccess.request' }>;
    return /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email.trim())
      ? { ...before, screen: 'sending', emailIssue: null }
      : { ...before, screen: 'form', emailIssue: 'emailFormat' };
  }
  if (event.type === 'contactAccess.edit') return { ...before, emailIssue: null };
  if (key === 'done: requestLink') return { ...before, screen: 'sent' };
  if (key === 'error: requestLink') return { ...before, screen: 'failed' };
  if (event.type === 'contactAccess.restart') return { ...before, screen: 'form' };
  return before;
}

function observeOutcome({ snapshot, effects }: Step): Outcome {
  const issue = snapshot.context.fieldIssues.email;
  return {
    screen: snapshot.hasTag('member')
      ? 'member'
      : snapshot.hasTag('granted')
        ? 'tickets'
        : snapshot.status === 'done'
          ? 'redirected'
          : snapshot.hasTag('busy')
            ? 'sending'
            : snapshot.hasTag('sent')
              ? 'sent'
              : snapshot.hasTag('error')
                ? 'failed'
                : 'form',
    emailIssue: issue ? ('rule' in issue ? issue.rule : issue.text) : null,
    effects: [...effects],
  };
}

describeModel(
  'contact access',
  {
    machine: contactAccessMachine,
    scenarios,
    expected: {
      initial: ({ input }) => initialOutcome(input as ContactAccessInput),
      next: nextOutcome,
      observe: observeOutcome,
    },
    events: {
      'contactAccess.request': [
        { type: 'contactAccess.request', email: ' paul@exemple.fr ' },
        { type: 'contactAccess.request', email: 'paul@' },
      ],
      'xstate.error.actor.requestLink': [errorActorEvent('requestLink', new Error('offline'))],
    },
    describeEvent: (event) =>
      event.type === 'contactAccess.request'
        ? `request (${(event as Extract<ContactAccessEvent, { type: 'contactAccess.request' }>).email.trim()})`
        : describeEventType(event.type),
  },
  (step: Step) => {
    const { snapshot, previous, event, effects, invocations } = step;
    const input = step.scenario.input as ContactAccessInput;

    if (input.mode === 'tickets') {
      // docs/product.md#routes: t required, else /contact/link; the token goes to the contact auth provider once.
      const token = input.token?.trim() || null;
      if (token) {
        expect(snapshot.hasTag('granted')).toBe(true);
        expect(snapshot.hasTag('member')).toBe(false);
        expect(snapshot.context.token).toBe(TOKEN);
        expect(effects).toEqual([{ type: 'holdToken', params: { token: TOKEN } }]);
      } else if (input.signedIn === true) {
        // The session alone: nothing held, no redirect, the page lists with the bearer.
        expect(snapshot.hasTag('granted')).toBe(true);
        expect(snapshot.hasTag('member')).toBe(true);
        expect(snapshot.context.token).toBeNull();
        expect(snapshot.status).toBe('active');
        expect(effects).toEqual([]);
      } else {
        expect(snapshot.status).toBe('done');
        expect(snapshot.hasTag('granted')).toBe(false);
        expect(effects).toEqual([{ type: 'goToLinkPage', params: undefined }]);
      }
      return;
    }

    // The link page never holds a token nor leaves.
    expect(snapshot.context.token).toBeNull();
    expect(effects).toEqual([]);
    if (!previous) {
      expect(snapshot.matches({ link: 'editing' })).toBe(true);
      return;
    }
    if (event.type === 'contactAccess.request') {
      const { email } = event as Extract<ContactAccessEvent, { type: 'contactAccess.request' }>;
      if (email === 'paul@') {
        expect(snapshot.context.fieldIssues).toEqual({ email: { rule: 'emailFormat' } });
        expect(snapshot.hasTag('busy')).toBe(false);
      } else {
        // Sent trimmed; the answer is the same whether or not the address is known.
        expect(snapshot.hasTag('busy')).toBe(true);
        expect(snapshot.context.fieldIssues).toEqual({});
        expect(invocations.at(-1)).toEqual({ src: 'requestLink', id: 'requestLink', input: { email: 'paul@exemple.fr' } });
      }
    }
    if (event.type === 'contactAccess.edit') expect(snapshot.context.fieldIssues).toEqual({});
    if (event.type === 'xstate.done.actor.requestLink') expect(snapshot.hasTag('sent')).toBe(true);
    if (event.type === 'xstate.error.actor.requestLink') expect(snapshot.hasTag('error')).toBe(true);
    if (event.type === 'contactAccess.restart') expect(snapshot.matches({ link: 'editing' })).toBe(true);
  },
);
