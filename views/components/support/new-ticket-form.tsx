import { useSelector } from '@xstate/react';
import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import type { NewTicketField, NewTicketIdentity } from '../../../machines/support/new-ticket.machine.ts';
import { ticketHref, ticketsHref } from '../../../src/app/support/paths.ts';
import { useNewTicketActor } from '../../../src/app/support/use-support-actors.ts';
import { MESSAGE_MAX, TITLE_MAX } from '../../../src/domain/support-rules.ts';
import type { Ticket } from '../../../src/domain/support.ts';
import { fill } from '../../../src/i18n/fill.ts';
import { supportPages } from '../../../src/i18n/fr/support-pages.ts';
import { FormAlert } from '../form/form-alert.tsx';
import { SubmitButton } from '../form/submit-button.tsx';
import { TextField } from '../form/text-field.tsx';
import { useFocusFirstInvalid } from '../form/use-focus-first-invalid.ts';
import { SelectField, TextAreaField } from './fields.tsx';

const texts = supportPages.newTicket;
const CATEGORY_OPTIONS = [
  { value: '', label: texts.noCategory },
  ...texts.categories.map((category) => ({ value: category, label: category })),
];

interface NewTicketFormProps {
  /** anonymous: e-mail and name asked (docs/product.md#validation); known: a link holder or a signed-in member (anonymous once refused). */
  identity: NewTicketIdentity;
  /** The link's token (a known contact writes with it). */
  token: string | null;
  /** Whether the writer is a signed-in member (a note says the ticket goes to their account). */
  member?: boolean;
  onCreated?: (ticket: Ticket) => void;
  /** The link (or session) was refused: the form goes on anonymously and must stay mounted. */
  onRefused?: () => void;
}

/** New ticket (docs/product.md#routes): e-mail and name for anonymous contacts only, subject, message, optional category. */
export function NewTicketForm({ identity: initialIdentity, token: givenToken, member = false, onCreated, onRefused }: NewTicketFormProps) {
  // The actor writes with the first token it was given (a refused one is dropped by the page meanwhile).
  const [token] = useState(givenToken);
  const actor = useNewTicketActor(initialIdentity, token, onCreated, onRefused);
  const identity = useSelector(actor, (snapshot) => snapshot.context.identity);
  const refused = useSelector(actor, (snapshot) => snapshot.context.rejection !== null);
  const issues = useSelector(actor, (snapshot) => snapshot.context.fieldIssues);
  const busy = useSelector(actor, (snapshot) => snapshot.hasTag('busy'));
  const ticket = useSelector(actor, (snapshot) => (snapshot.hasTag('sent') ? snapshot.context.ticket : null));
  const form = useRef<HTMLFormElement>(null);
  const [attempt, setAttempt] = useState(0);
  useFocusFirstInvalid(form, attempt);
  const edit = (field: NewTicketField) => () => actor.send({ type: 'newTicket.edit', field });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const value = (name: string) => String(data.get(name) ?? '');
    actor.send({
      type: 'newTicket.submit',
      title: value('title'),
      message: value('message'),
      category: value('category'),
      ...(identity === 'anonymous' ? { email: value('email'), name: value('name') } : {}),
    });
    setAttempt((count) => count + 1);
  };

  if (ticket) {
    return (
      <div className="flex flex-col gap-5" data-testid="ticket-sent">
        <FormAlert tone="success" title={texts.sentTitle}>
          {fill(texts.sent, { title: ticket.title })}
        </FormAlert>
        <div className="flex flex-wrap gap-x-6 gap-y-3 text-sm font-semibold">
          {(token || member) && identity === 'known' && (
            <Link to={ticketHref(ticket.uid, token)} className="text-primary underline-offset-4 hover:underline">
              {texts.openTicket}
            </Link>
          )}
          {(token || member) && identity === 'known' && !onCreated && (
            <Link to={ticketsHref(token, member)} className="text-primary underline-offset-4 hover:underline">
              {texts.myTickets}
            </Link>
          )}
          <button
            type="button"
            onClick={() => actor.send({ type: 'newTicket.restart' })}
            className="text-primary underline-offset-4 hover:underline"
          >
            {texts.another}
          </button>
        </div>
      </div>
    );
  }

  return (
    <form ref={form} method="post" noValidate onSubmit={submit} className="flex flex-col gap-5" data-testid="new-ticket-form">
      {identity === 'known' && <FormAlert tone="info">{member && !token ? texts.memberNote : texts.knownNote}</FormAlert>}
      {refused && (
        <FormAlert tone="error" testId="new-ticket-refused">
          {token ? texts.linkRefused : texts.sessionRefused}
        </FormAlert>
      )}
      {identity === 'anonymous' && (
        <>
          <TextField
            name="email"
            type="email"
            label={texts.email}
            autoComplete="email"
            inputMode="email"
            required
            hint={texts.emailHint}
            issue={issues.email}
            onEdit={edit('email')}
          />
          <TextField name="name" label={texts.name} autoComplete="name" required maxLength={24} issue={issues.name} onEdit={edit('name')} />
        </>
      )}
      <SelectField
        name="category"
        label={texts.category}
        options={CATEGORY_OPTIONS}
        defaultValue=""
        issue={issues.category}
        onEdit={edit('category')}
      />
      <TextField name="title" label={texts.title} required maxLength={TITLE_MAX} issue={issues.title} onEdit={edit('title')} />
      <TextAreaField
        name="message"
        label={texts.message}
        hint={texts.messageHint}
        required
        maxLength={MESSAGE_MAX}
        rows={7}
        issue={issues.message}
        onEdit={edit('message')}
      />
      <div>
        <SubmitButton label={texts.submit} busyLabel={texts.submitting} busy={busy} />
      </div>
    </form>
  );
}
