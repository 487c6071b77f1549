import { useSelector } from '@xstate/react';
import { useMemo, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useNewTicketWriter } from '../../../src/app/support/use-new-ticket-writer.ts';
import { useContactAccessActor } from '../../../src/app/support/use-support-actors.ts';
import { SUPPORT_TOKEN_QUERY } from '../../../src/domain/support-rules.ts';
import { useHydrated } from '../form/use-hydrated.ts';

interface GateProps {
  /** What the page shows while the session settles (who is signed in is not known yet). */
  settling: ReactNode;
  /** What the page shows while it leaves for /contact/link (neither a link nor a session). */
  waiting: ReactNode;
  /** The page, once granted: `token` is the link's, null for a signed-in member's session. */
  children: (token: string | null) => ReactNode;
}

function Access({ token, signedIn, waiting, children }: Omit<GateProps, 'settling'> & { token: string | null; signedIn: boolean }) {
  const access = useContactAccessActor(useMemo(() => ({ mode: 'tickets' as const, token, signedIn }), [token, signedIn]));
  const granted = useSelector(access, (snapshot) => snapshot.hasTag('granted'));
  const held = useSelector(access, (snapshot) => snapshot.context.token);
  return <>{granted ? children(held) : waiting}</>;
}

/**
 * The contact's ticket pages (docs/product.md#routes): a link's token `t` opens them at once (the
 * server render included); without one, a signed-in member goes on with his session
 * (docs/decisions/0036-members-own-tickets-and-unread-answers.md), anyone else to /contact/link.
 * Who is signed in is known once the page runs and the session has settled: the access is decided
 * only then, and made again (keyed) if the session changes.
 */
export function ContactAccessGate({ settling, waiting, children }: GateProps) {
  const [params] = useSearchParams();
  const urlToken = params.get(SUPPORT_TOKEN_QUERY)?.trim() || null;
  const hydrated = useHydrated();
  const { session } = useNewTicketWriter(hydrated);
  if (urlToken === null && (!hydrated || session === 'pending')) return <>{settling}</>;
  const signedIn = urlToken === null && session === 'member';
  return (
    <Access key={`${urlToken ?? ''}:${signedIn ? 'member' : 'visitor'}`} token={urlToken} signedIn={signedIn} waiting={waiting}>
      {children}
    </Access>
  );
}
