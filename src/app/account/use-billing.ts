import { useCallback, useEffect, useState } from 'react';
import { useAppServices } from '../app-context.tsx';
import { fetchReceiptPdf, getBilling } from '../../api/billing.ts';
import type { Billing } from '../../domain/billing.ts';
import { routeContext } from '../route-context.ts';

export type BillingState = { status: 'loading' } | { status: 'failed' } | { status: 'loaded'; billing: Billing };

/**
 * The billing section of /account/subscription: GET /api/billing once shown, again on
 * retry or after a change of card; receipts downloaded with the member's bearer token (a plain
 * link would not carry it) and saved under their number.
 */
export function useBilling() {
  const { auth } = useAppServices();
  const [state, setState] = useState<BillingState>({ status: 'loading' });
  const [round, setRound] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    // A reload (after a change of card) keeps what is shown until the new answer: no flash.
    // Unchanged when already loading (the first run): no re-render of the page right after hydration.
    setState((previous) => (previous.status === 'loaded' || previous.status === 'loading' ? previous : { status: 'loading' }));
    (async () => {
      try {
        const billing = await getBilling(await routeContext(null).api(), { signal: controller.signal });
        setState({ status: 'loaded', billing });
      } catch {
        if (!controller.signal.aborted) setState({ status: 'failed' });
      }
    })();
    return () => controller.abort();
  }, [round]);

  const reload = useCallback(() => setRound((value) => value + 1), []);

  const download = useCallback(
    async (href: string, number: string) => {
      const token = auth.default.getSnapshot().context.token;
      const blob = await fetchReceiptPdf(await routeContext(null).api(), href, token);
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = `${number}.pdf`;
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    },
    [auth],
  );

  return { state, reload, download };
}
