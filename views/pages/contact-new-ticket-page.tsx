import { useSelector } from '@xstate/react';
import { useSearchParams } from 'react-router-dom';
import { supportTokenIn } from '../../src/app/support/contact-token.ts';
import { SUPPORT_TOKEN_QUERY } from '../../src/domain/support.ts';
import { supportPages } from '../../src/i18n/fr/support-pages.ts';
import { useAuthActor } from '../app-context.tsx';
import { FormCard } from '../components/form/form-card.tsx';
import { NewTicketForm } from '../components/support/new-ticket-form.tsx';

/**
 * /contact/new-ticket (§2): an anonymous visitor gives an e-mail address and a name; a contact with
 * a link token (`t`, or the one this tab holds) or a signed-in member writes as themselves.
 */
export default function ContactNewTicketPage() {
  const [params] = useSearchParams();
  const held = useSelector(useAuthActor('contact'), (snapshot) => supportTokenIn(snapshot.context.token));
  const member = useSelector(useAuthActor(), (snapshot) => snapshot.hasTag('signedIn'));
  const token = params.get(SUPPORT_TOKEN_QUERY)?.trim() || held;
  const identity = token || member ? 'known' : 'anonymous';
  return (
    <FormCard title={supportPages.newTicket.heading} intro={supportPages.newTicket.intro}>
      <NewTicketForm key={`${identity}:${token ?? ''}`} identity={identity} token={token} member={member} />
    </FormCard>
  );
}
