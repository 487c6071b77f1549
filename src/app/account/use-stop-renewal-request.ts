import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { STOP_RENEWAL_FRAGMENT } from './stop-renewal-link.ts';

/**
 * Calls `request` each time the page is reached through the footer's « Résilier mon abonnement »
 * link (stop-renewal-link.ts), a second click on it while on the page included (a new history
 * entry). After hydration only: the dialog is the browser's.
 */
export function useStopRenewalRequest(request: () => void): void {
  const { hash, key } = useLocation();
  const asked = hash === `#${STOP_RENEWAL_FRAGMENT}`;
  useEffect(() => {
    if (asked) request();
  }, [asked, key, request]);
}
