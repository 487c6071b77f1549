/**
 * The fragment of the footer's « Résilier mon abonnement » link (docs/product.md#routes,
 * Code de la consommation L215-1-1): /account/subscription#resilier opens the stop-renewal dialog
 * itself, so cancelling takes three clicks (the link, the box, the confirmation). A fragment, not a
 * query: the server and the page's loader never see it, and without script the browser still
 * scrolls to the card of the same id.
 */
export const STOP_RENEWAL_FRAGMENT = 'resilier';

/** The footer link's address for the subscription page's path. */
export const stopRenewalLink = (path: string): string => `${path}#${STOP_RENEWAL_FRAGMENT}`;
