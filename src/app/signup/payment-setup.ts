import type { PaymentInput } from '../../../machines/signup/payment.machine.ts';
import type { AuthInfo } from '../../domain/auth.ts';
import type { Formula } from '../../domain/formula.ts';
import type { SignupStore } from './storage.ts';

/** What /registration/payment needs to start: who pays, for which formula, and the day. */
export interface PaymentSetup {
  input: PaymentInput;
  formula: Formula;
  email: string;
}

/** The local day as YYYY-MM-DD (the card's expiry is judged against the member's calendar). */
export function localDay(now: Date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * The signed-in member (else the one registered in this browser) and the formula kept by
 * /registration (docs/product.md#entities browser data). Null when either is missing: the member starts at /registration.
 */
export function readPaymentSetup(auth: AuthInfo | null, store: SignupStore, today: string): PaymentSetup | null {
  const stored = store.readUser();
  const user = auth?.user ?? stored;
  const formula = store.readFormula();
  if (!user || !formula) return null;
  return { input: { uid: user.uid, formula: formula.uid, trafficToken: store.readUniqueToken(), today }, formula, email: user.email };
}
