import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { useAppServices } from '../app-context.tsx';
import { localDay, readPaymentSetup, type PaymentSetup } from './payment-setup.ts';
import { signupStore } from './use-signup-actors.ts';

export type { PaymentSetup } from './payment-setup.ts';

/**
 * What /registration/payment starts from: the signed-in member and the formula kept by the funnel
 * (browser storage, docs/product.md#entities), or null when there is no such session. Browser
 * storage exists only once the page runs (`hydrated`); read once per signed-in state, not at every
 * render (storage and a schema check).
 */
export function usePaymentSetup(hydrated: boolean): PaymentSetup | null {
  const { auth } = useAppServices();
  const authInfo = useSelector(auth.default, (snapshot) => snapshot.context.authInfo);
  return useMemo(() => (hydrated ? readPaymentSetup(authInfo, signupStore(), localDay()) : null), [hydrated, authInfo]);
}
