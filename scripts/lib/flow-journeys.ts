/**
 * Journeys: several flows drawn together from their machines, joined where one flow's outcome
 * leads into another (declared below, checked against the drawn states: a machine change that
 * breaks a link fails `npm run diagrams`).
 */
import type { AnyStateMachine } from 'xstate';
import { analystGraph } from './flow-analyst.ts';
import type { DrawOptions, JourneyLink } from './flow-analyst-svg.ts';

export interface Journey {
  id: string;
  title: string;
  summary: string;
  /** Registry keys of the flows drawn, in reading order. */
  flows: readonly string[];
  links: readonly JourneyLink[];
  edgeColor?: DrawOptions['edgeColor'];
  legend?: readonly string[];
}

const CONTACT = '#2678C6';
const STAFF = '#1E8922';
const SYSTEM = '#A96522';

export const journeys: readonly Journey[] = [
  {
    id: 'journey-member',
    title: 'Parcours du membre',
    summary:
      'De l’inscription à la fin de l’abonnement\u202F: création du compte, paiement par carte ou sur la page du prestataire, refus ou retour du paiement, activation du compte VIP, période d’essai, abonnement actif, résiliation demandée, abonnement terminé.',
    flows: ['registration', 'payment', 'payment-error', 'payment-callback', 'activation', 'subscription'],
    links: [
      { from: { flow: 'registration', state: 'toCardPayment' }, to: { flow: 'payment' }, label: 'Formulaire de carte' },
      { from: { flow: 'registration', state: 'redirecting' }, to: { flow: 'payment-callback' }, label: 'Retour de la page de paiement' },
      { from: { flow: 'registration', state: 'subscribed' }, to: { flow: 'payment-callback' }, label: 'Paiement réussi (success=1)' },
      { from: { flow: 'registration', state: 'paid' }, to: { flow: 'activation' }, label: 'Page de bienvenue' },
      { from: { flow: 'registration', state: 'leavingPaid' }, to: { flow: 'activation' }, label: 'Page de bienvenue' },
      { from: { flow: 'payment', state: 'classifying' }, to: { flow: 'payment-error' }, label: 'Code du refus' },
      { from: { flow: 'payment-error', state: 'recoverable' }, to: { flow: 'payment', state: 'editing' }, label: 'Champ à corriger' },
      { from: { flow: 'payment-error', state: 'unrecoverable' }, to: { flow: 'payment', state: 'failed' }, label: 'Fin du paiement' },
      { from: { flow: 'payment', state: 'succeeded' }, to: { flow: 'payment-callback' }, label: 'Retour du paiement' },
      { from: { flow: 'payment', state: 'alreadyPaid' }, to: { flow: 'activation' }, label: 'Page de bienvenue' },
      { from: { flow: 'payment', state: 'stillPending' }, to: { flow: 'activation' }, label: 'Page de bienvenue' },
      { from: { flow: 'payment-callback', state: 'leaving' }, to: { flow: 'activation' }, label: 'Page de bienvenue' },
      { from: { flow: 'activation', state: 'active' }, to: { flow: 'subscription' }, label: 'Abonnement du membre' },
    ],
  },
  {
    id: 'journey-support',
    title: 'Parcours d’une demande au support',
    summary:
      'Une demande au support, de sa création par un membre connecté ou un visiteur anonyme à sa fin\u202F: chaque changement de statut est coloré selon qui le fait — le contact (en bleu), l’équipe, coach ou support (en vert), ou l’expiration automatique (en brun).',
    flows: ['new-ticket', 'ticket'],
    links: [{ from: { flow: 'new-ticket', state: 'sent' }, to: { flow: 'ticket' }, label: 'Ticket créé' }],
    edgeColor: (flowId, event) => {
      if (flowId !== 'ticket') return undefined;
      if (event.startsWith('ticket.contact.')) return CONTACT;
      if (event.startsWith('ticket.staff.')) return STAFF;
      if (event.startsWith('ticket.system.')) return SYSTEM;
      return undefined;
    },
    legend: [
      `legend [shape=plain, fontsize=10, label=<<table border="0" cellborder="0" cellspacing="2">` +
        `<tr><td align="left"><font color="${CONTACT}">— Contact (membre connecté ou visiteur anonyme)</font></td></tr>` +
        `<tr><td align="left"><font color="${STAFF}">— Équipe (coach ou support)</font></td></tr>` +
        `<tr><td align="left"><font color="${SYSTEM}">— Automatique (sans réponse du contact)</font></td></tr>` +
        `</table>>];`,
    ],
  },
];

export function journeyGraphs(journey: Journey, machines: Readonly<Record<string, AnyStateMachine>>) {
  return journey.flows.map((flowId) => {
    const machine = machines[flowId];
    if (!machine) throw new Error(`journey ${journey.id}: no machine ${flowId} in the registry`);
    return analystGraph(flowId, machine);
  });
}
