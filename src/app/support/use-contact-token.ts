import { useSelector } from '@xstate/react';
import { useAuthActor } from '../app-context.tsx';
import { supportTokenIn } from './contact-token.ts';

/**
 * The support token the contact provider holds (docs/product.md#roles), or null: a tab that followed
 * an e-mailed link this visit can go straight to the contact's requests.
 */
export function useContactSupportToken(): string | null {
  return useSelector(useAuthActor('contact'), (snapshot) => supportTokenIn(snapshot.context.token));
}
