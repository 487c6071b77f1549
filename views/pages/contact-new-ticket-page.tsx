import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useNewTicketWriter } from '../../src/app/support/use-new-ticket-writer.ts';
import { SUPPORT_TOKEN_QUERY } from '../../src/domain/support-rules.ts';
import { supportPages } from '../../src/i18n/fr/support-pages.ts';
import { FormCard } from '../components/form/form-card.tsx';
import { useHydrated } from '../components/form/use-hydrated.ts';
import { NewTicketForm } from '../components/support/new-ticket-form.tsx';

/**
 * /contact/new-ticket (docs/product.md#routes): an anonymous visitor gives an e-mail address and a name; a contact with
 * a link token (`t`, or the one this tab holds) or a signed-in member writes as themselves.
 *
 * Who writes is chosen once the session has settled (the auth actor's `busy` tag: a session cookie
 * being restored, or a sign-out): the form is keyed by it, and a session restore that fails would
 * otherwise turn a member into a visitor under the typing fingers. The hydrating render repeats the
 * server's (a session cookie: "Chargement…"; none: the anonymous form), whatever the restore did
 * meanwhile. A refused link keeps the form mounted: it goes on anonymously with what was typed,
 * while the held token is dropped.
 */
export default function ContactNewTicketPage() {
  const [params] = useSearchParams();
  const { session, heldToken: held } = useNewTicketWriter(useHydrated());
  const member = session === 'member';
  const token = params.get(SUPPORT_TOKEN_QUERY)?.trim() || held;
  const identity = token || member ? 'known' : 'anonymous';
  const key = `${identity}:${token ?? ''}`;
  // The key the form had when its link was refused: dropping the token must not remount it.
  const [refusedKey, setRefusedKey] = useState<string | null>(null);
  return (
    <FormCard title={supportPages.newTicket.heading} intro={supportPages.newTicket.intro}>
      {session === 'pending' ? (
        <p role="status" className="text-muted" data-testid="new-ticket-pending">
          {supportPages.loading}
        </p>
      ) : (
        <NewTicketForm key={refusedKey ?? key} identity={identity} token={token} member={member} onRefused={() => setRefusedKey(key)} />
      )}
    </FormCard>
  );
}
