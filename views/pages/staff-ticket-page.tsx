import { useParams } from 'react-router-dom';
import { SUPPORT_PATHS } from '../../src/app/support/paths.ts';
import { useStaffThreadActor } from '../../src/app/support/use-support-actors.ts';
import { supportPages } from '../../src/i18n/fr/support-pages.ts';
import { FormAlert } from '../components/form/form-alert.tsx';
import { TicketThread } from '../components/support/ticket-thread.tsx';

function Thread({ uid }: { uid: string }) {
  const actor = useStaffThreadActor(uid);
  return (
    <TicketThread
      actor={actor}
      viewer="staff"
      back={{ href: SUPPORT_PATHS.staff, label: supportPages.staff.back }}
      rejected={(reason) => (
        <FormAlert tone="error">{reason === 'notFound' ? supportPages.rejected.notFound : supportPages.staff.rejected}</FormAlert>
      )}
    />
  );
}

/** /staff/tickets/{uid} (role coach): the conversation, the reply and the status actions the ticket machine allows staff. */
export default function StaffTicketPage() {
  const { uid = '' } = useParams();
  return <Thread key={uid} uid={uid} />;
}
