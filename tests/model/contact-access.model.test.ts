import { expect } from 'vitest';
import { contactAccessMachine, type ContactAccessEvent, type ContactAccessInput } from '../../machines/support/contact-access.machine.ts';
import { describeEventType, describeModel, errorActorEvent, type StepContext } from '../support/model-testing.ts';

const TOKEN = 'Zm9sbG93LXVwLXRva2VuLTEyMzQ1Njc4';

const scenarios: Array<{ name: string; input: ContactAccessInput }> = [
  { name: 'ticket page with t', input: { mode: 'tickets', token: ` ${TOKEN} ` } },
  { name: 'ticket page without t', input: { mode: 'tickets', token: null } },
  { name: 'ticket page with an empty t', input: { mode: 'tickets', token: '  ' } },
  { name: 'link page', input: { mode: 'link' } },
];

type Step = StepContext<typeof contactAccessMachine>;

describeModel(
  'contact access',
  {
    machine: contactAccessMachine,
    scenarios,
    events: {
      'contactAccess.request': [
        { type: 'contactAccess.request', email: ' paul@exemple.fr ' },
        { type: 'contactAccess.request', email: 'paul@' },
      ],
      'xstate.error.actor.requestLink': [errorActorEvent('requestLink', new Error('offline'))],
    },
    describeEvent: (event) =>
      event.type === 'contactAccess.request' ? `request (${(event as Extract<ContactAccessEvent, { type: 'contactAccess.request' }>).email.trim()})` : describeEventType(event.type),
  },
  (step: Step) => {
    const { snapshot, previous, event, effects, invocations } = step;
    const input = step.scenario.input as ContactAccessInput;

    if (input.mode === 'tickets') {
      // §2: t required, else /contact/link; the token goes to the contact auth provider once.
      const token = input.token?.trim() || null;
      if (token) {
        expect(snapshot.hasTag('granted')).toBe(true);
        expect(snapshot.context.token).toBe(TOKEN);
        expect(effects).toEqual([{ type: 'holdToken', params: { token: TOKEN } }]);
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
