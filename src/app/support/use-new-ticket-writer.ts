import { useSelector } from '@xstate/react';
import { useAuthActor } from '../app-context.tsx';
import { startedWithSession } from '../auth/auth-actors.ts';
import { supportTokenIn } from './contact-token.ts';

/** Who writes a new ticket, as far as this tab knows: the session is settling, a member, or a visitor. */
export type NewTicketSession = 'pending' | 'member' | 'visitor';

/**
 * What /contact/new-ticket needs to choose its form: the session (once settled: the auth actor's
 * `busy` tag, a session cookie being restored or a sign-out) and the link token the contact actor
 * holds. Until hydrated, what the server rendered (its actor never leaves its first state).
 */
export function useNewTicketWriter(hydrated: boolean): { session: NewTicketSession; heldToken: string | null } {
  const heldToken = useSelector(useAuthActor('contact'), (snapshot) => supportTokenIn(snapshot.context.token));
  const auth = useAuthActor();
  const live = useSelector(auth, (snapshot): NewTicketSession =>
    snapshot.hasTag('busy') ? 'pending' : snapshot.hasTag('signedIn') ? 'member' : 'visitor',
  );
  return { session: hydrated ? live : startedWithSession(auth) ? 'pending' : 'visitor', heldToken };
}
