/**
 * The funnel's names and limits without its schemas: what the browser's flow reporter
 * needs on every page. The schemas (src/domain/flows.ts, which re-exports these) are built when
 * a module that validates loads, not with every page's start-up.
 */

/** Flows whose actors run in the browser and report through POST /api/flows/events. */
export const BROWSER_FLOWS = [
  'registration',
  'payment',
  'payment-error',
  'payment-callback',
  'activation',
  'subscription-page',
  'contact-access',
  'new-ticket',
  'ticket-list',
  'ticket-thread',
] as const;
export type BrowserFlow = (typeof BROWSER_FLOWS)[number];

/**
 * Flows recorded by the server where the change is written: the subscription and ticket lifecycles
 * (their machines), and the registration's payment object (payment_intents.status, no machine:
 * open → pending | succeeded, pending → succeeded | open).
 */
export const SERVER_FLOWS = ['subscription', 'ticket', 'payment-intent'] as const;
export type ServerFlow = (typeof SERVER_FLOWS)[number];

/** Longest time counted before a move (longer is kept as this: a tab left open for months). */
export const MAX_ELAPSED_MS = 400 * 86_400_000;

/** At most this many moves per request (the reporter sends more in several). */
export const FLOW_BATCH_MAX = 50;

/**
 * State paths and event types as the machines name them ('editing.valid', 'xstate.done.actor.payCard'):
 * the pattern refuses '@', spaces and anything else free text (an e-mail cannot pass).
 */
export const FLOW_NAME_PATTERN = /^[A-Za-z0-9_.,:#-]+$/;
export const FLOW_STATE_MAX = 200;
export const FLOW_EVENT_MAX = 120;

/** Whether POST /api/flows/events takes a move's names (the reporter sends no move it would refuse). */
export function isReportableMove(from: string, event: string, to: string): boolean {
  const name = (value: string, max: number) => value.length > 0 && value.length <= max && FLOW_NAME_PATTERN.test(value);
  return name(from, FLOW_STATE_MAX) && name(event, FLOW_EVENT_MAX) && name(to, FLOW_STATE_MAX);
}
