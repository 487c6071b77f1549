/**
 * The funnel's names and limits (issue 15) without its schemas: what the browser's flow reporter
 * needs on every page. The schemas (src/domain/flows.ts, which re-exports these) are built when
 * a module that validates loads, not with every page's start-up (issue 13).
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
