/**
 * Journeys: several flows drawn together from their machines, joined where one flow's outcome
 * leads into another (declared below, checked against the drawn states: a machine change that
 * breaks a link fails `npm run diagrams`).
 */
import type { AnyStateMachine } from 'xstate';
import { flowJourneys } from '../../src/i18n/fr/flows.ts';
import { analystGraph } from './flow-analyst.ts';
import type { JourneyLink } from './flow-analyst-svg.ts';

export interface Journey {
  id: string;
  title: string;
  summary: string;
  /** Registry keys of the flows drawn, in reading order. */
  flows: readonly string[];
  links: readonly JourneyLink[];
  /** Flows whose moves are labelled in the journey too: where its outcomes are read. */
  labelledFlows?: readonly string[];
}

const member = flowJourneys['journey-member'];
const support = flowJourneys['journey-support'];

export const journeys: readonly Journey[] = [
  {
    id: 'journey-member',
    title: member.title,
    summary: member.summary,
    flows: ['registration', 'payment', 'payment-error', 'payment-callback', 'activation', 'subscription'],
    // The payment's result (paid, declined, cancelled) and the subscription's life to its end.
    labelledFlows: ['payment-callback', 'subscription'],
    links: [
      { from: { flow: 'registration', state: 'toCardPayment' }, to: { flow: 'payment' }, label: member.links.cardForm },
      { from: { flow: 'registration', state: 'redirecting' }, to: { flow: 'payment-callback' }, label: member.links.hostedReturn },
      { from: { flow: 'registration', state: 'subscribed' }, to: { flow: 'payment-callback' }, label: member.links.subscribedReturn },
      { from: { flow: 'registration', state: 'paid' }, to: { flow: 'activation' }, label: member.links.welcome },
      { from: { flow: 'registration', state: 'leavingPaid' }, to: { flow: 'activation' }, label: member.links.welcome },
      { from: { flow: 'payment', state: 'classifying' }, to: { flow: 'payment-error' }, label: member.links.errorCode },
      { from: { flow: 'payment-error', state: 'recoverable' }, to: { flow: 'payment', state: 'editing' }, label: member.links.fieldToFix },
      {
        from: { flow: 'payment-error', state: 'unrecoverable' },
        to: { flow: 'payment', state: 'failed' },
        label: member.links.paymentOver,
      },
      { from: { flow: 'payment', state: 'succeeded' }, to: { flow: 'payment-callback' }, label: member.links.paymentReturn },
      { from: { flow: 'payment', state: 'alreadyPaid' }, to: { flow: 'activation' }, label: member.links.welcome },
      { from: { flow: 'payment', state: 'stillPending' }, to: { flow: 'activation' }, label: member.links.welcome },
      { from: { flow: 'payment-callback', state: 'leavingSucceeded' }, to: { flow: 'activation' }, label: member.links.welcome },
      // A cancel on the hosted page: nothing paid, the member is back at the choice of payment.
      {
        from: { flow: 'payment-callback', state: 'cancelled' },
        to: { flow: 'registration', state: 'paymentRequired' },
        label: member.links.cancelledReturn,
      },
      { from: { flow: 'activation', state: 'active' }, to: { flow: 'subscription' }, label: member.links.subscription },
    ],
  },
  {
    id: 'journey-support',
    title: support.title,
    summary: support.summary,
    flows: ['new-ticket', 'ticket'],
    links: [{ from: { flow: 'new-ticket', state: 'sent' }, to: { flow: 'ticket' }, label: support.links.created }],
  },
];

export function journeyGraphs(journey: Journey, machines: Readonly<Record<string, AnyStateMachine>>) {
  return journey.flows.map((flowId) => {
    const machine = machines[flowId];
    if (!machine) throw new Error(`journey ${journey.id}: no machine ${flowId} in the registry`);
    return analystGraph(flowId, machine);
  });
}
