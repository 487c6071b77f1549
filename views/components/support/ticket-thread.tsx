import { useSelector } from '@xstate/react';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { ActorRefFrom } from 'xstate';
import type { SupportFailureReason } from '../../../machines/support/support-failure.ts';
import {
  statusActionsOf,
  type ThreadMessage,
  type ticketThreadMachine,
  type ThreadViewer,
} from '../../../machines/support/ticket-thread.machine.ts';
import { MESSAGE_MAX } from '../../../src/domain/support-rules.ts';
import { fill } from '../../../src/i18n/fill.ts';
import { formatDateTime } from '../../../src/i18n/format.ts';
import { supportPages } from '../../../src/i18n/fr/support-pages.ts';
import { FormAlert } from '../form/form-alert.tsx';
import { SubmitButton } from '../form/submit-button.tsx';
import { useFocusFirstInvalid } from '../form/use-focus-first-invalid.ts';
import { TextAreaField } from './fields.tsx';
import { StatusBadge } from './status-badge.tsx';
import { secondaryButton } from './ticket-list.tsx';

type ThreadActor = ActorRefFrom<typeof ticketThreadMachine>;
/** The conversation's texts (default: a support ticket); the coaching space words them as a discussion. */
export type ThreadTexts = { readonly [K in keyof typeof supportPages.ticket]: string };

interface TicketThreadProps {
  actor: ThreadActor;
  viewer: ThreadViewer;
  back: { href: string; label: string };
  /** What to show when the ticket cannot be opened (link expired, another contact's, unknown). */
  rejected: (reason: SupportFailureReason | null) => ReactNode;
  /** Contact: where a new ticket is opened once this one is locked. */
  newTicketHref?: string;
  /** Replaces some of the default texts (supportPages.ticket). */
  texts?: Partial<ThreadTexts>;
  /** The contact's own messages show their name (the coaching nickname) instead of "Vous". */
  showOwnName?: boolean;
}

function BackLink({ href, label }: { href: string; label: string }) {
  return (
    <Link
      to={href}
      data-testid="back-link"
      className="inline-flex items-center gap-1.5 text-sm font-semibold text-primary underline-offset-4 hover:underline"
    >
      <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4" fill="currentColor">
        <path d="M12.7 4.3a1 1 0 010 1.4L8.4 10l4.3 4.3a1 1 0 01-1.4 1.4l-5-5a1 1 0 010-1.4l5-5a1 1 0 011.4 0z" />
      </svg>
      {label}
    </Link>
  );
}

function MessageItem({
  message,
  viewer,
  texts,
  showOwnName,
}: {
  message: ThreadMessage;
  viewer: ThreadViewer;
  texts: ThreadTexts;
  showOwnName: boolean;
}) {
  const fromStaff = message.author.role === 'staff';
  // An internal note (docs/product.md#shared-inbox) must never read as sent to the contact.
  const note = message.internal === true;
  const own = message.author.role === viewer;
  const author = own && viewer === 'contact' && !(showOwnName && message.author.name) ? texts.you : message.author.name;
  const tone = note
    ? 'border-dashed border-warning bg-warning/10'
    : fromStaff
      ? 'border-primary/25 bg-primary/5'
      : 'border-gray-200 bg-white';
  return (
    <li className={`flex ${own ? 'justify-end' : 'justify-start'}`}>
      <article
        data-testid="message"
        data-author={message.author.role}
        data-internal={note ? 'true' : undefined}
        className={`w-full max-w-[36rem] rounded-2xl border px-4 py-3 shadow-sm ${tone}`}
      >
        <header className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
          <p className="text-sm font-semibold text-ink">
            {author}
            {note ? (
              <span
                className="ml-2 rounded-full bg-warning/20 px-2 py-0.5 text-xs font-semibold text-ink"
                title={supportPages.staff.noteHint}
                data-testid="note-badge"
              >
                {supportPages.staff.note}
              </span>
            ) : (
              fromStaff && (
                <span className="ml-2 rounded-full bg-primary px-2 py-0.5 text-xs font-semibold text-white">{texts.staffBadge}</span>
              )
            )}
          </p>
          <time dateTime={message.date} className="text-xs text-muted">
            {formatDateTime(message.date)}
          </time>
        </header>
        <p className="mt-2 break-words whitespace-pre-wrap text-ink">{message.content}</p>
      </article>
    </li>
  );
}

function ReplyForm({ actor, viewer, texts }: { actor: ThreadActor; viewer: ThreadViewer; texts: ThreadTexts }) {
  const issue = useSelector(actor, (snapshot) => snapshot.context.replyIssue);
  const sending = useSelector(actor, (snapshot) => snapshot.hasTag('sending'));
  const status = useSelector(actor, (snapshot) => snapshot.context.ticket?.status);
  // The draft the machine kept (a status change or a 409 reload unmounted this form meanwhile).
  const [draft] = useState(() => actor.getSnapshot().context.draft);
  const form = useRef<HTMLFormElement>(null);
  const [attempt, setAttempt] = useState(0);
  useFocusFirstInvalid(form, attempt);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    actor.send({ type: 'thread.reply', message: String(new FormData(event.currentTarget).get('message') ?? '') });
    setAttempt((value) => value + 1);
  };
  return (
    <form ref={form} method="post" noValidate onSubmit={submit} className="flex flex-col gap-4" data-testid="reply-form">
      {viewer === 'contact' && status === 'closed' && <FormAlert tone="info">{texts.closedHint}</FormAlert>}
      <TextAreaField
        name="message"
        label={viewer === 'staff' ? supportPages.staff.reply : texts.reply}
        hint={texts.replyHint}
        maxLength={MESSAGE_MAX}
        required
        rows={5}
        issue={issue}
        defaultValue={draft}
        onEdit={(text) => actor.send({ type: 'thread.edit', draft: text })}
      />
      <div>
        <SubmitButton label={texts.send} busyLabel={texts.sending} busy={sending} />
      </div>
    </form>
  );
}

/** What changed since the version the refused reply or action was written against (decision 0050), above the reply box. */
function ThreadChanges({ actor }: { actor: ThreadActor }) {
  const changes = useSelector(actor, (snapshot) => snapshot.context.changes);
  if (!changes) return null;
  const { changes: words } = supportPages.staff;
  return (
    <FormAlert tone="info" title={words.title} testId="ticket-changes">
      <ul className="list-disc pl-5">
        {changes.messages.map((written) => (
          <li key={`${written.date}-${written.author.name}`}>
            {fill(written.internal ? words.note : words.message, { name: written.author.name, date: formatDateTime(written.date) })}
          </li>
        ))}
        {changes.messages.length === 0 && <li>{fill(words.status, { status: supportPages.staffStatus[changes.status] })}</li>}
      </ul>
      <p className="mt-2 font-semibold">{words.confirm}</p>
    </FormAlert>
  );
}

function StatusActions({ actor }: { actor: ThreadActor }) {
  const actions = useSelector(actor, statusActionsOf, (a, b) => a.join() === b.join());
  const busy = useSelector(actor, (snapshot) => snapshot.hasTag('changingStatus') || snapshot.hasTag('sending'));
  if (actions.length === 0) return null;
  return (
    <section aria-labelledby="status-actions-title" className="rounded-2xl border border-gray-200 bg-surface p-4">
      <h2 id="status-actions-title" className="text-sm font-semibold text-ink">
        {supportPages.staff.actionsTitle}
      </h2>
      <div className="mt-3 flex flex-wrap gap-2" data-testid="status-actions">
        {actions.map((action) => (
          <button
            key={action}
            type="button"
            disabled={busy}
            onClick={() => actor.send({ type: 'thread.changeStatus', action })}
            className={`rounded-full border px-4 py-2 text-sm font-semibold transition disabled:cursor-wait disabled:opacity-60 ${
              action === 'lock'
                ? 'border-error text-error hover:bg-error hover:text-white'
                : 'border-header text-ink hover:bg-header hover:text-white'
            }`}
          >
            {supportPages.staff.actions[action]}
          </button>
        ))}
      </div>
    </section>
  );
}

/** One ticket: its header, the conversation (10 messages a page), the reply and, for staff, the status actions. */
export function TicketThread({ actor, viewer, back, rejected, newTicketHref, texts: overrides, showOwnName = false }: TicketThreadProps) {
  const texts: ThreadTexts = overrides ? { ...supportPages.ticket, ...overrides } : supportPages.ticket;
  const ticket = useSelector(actor, (snapshot) => snapshot.context.ticket);
  const messages = useSelector(actor, (snapshot) => snapshot.context.messages);
  const lastReply = useSelector(actor, (snapshot) => snapshot.context.lastReply);
  const rejection = useSelector(actor, (snapshot) => snapshot.context.rejection);
  const view = useSelector(actor, (snapshot) =>
    snapshot.hasTag('loading')
      ? 'loading'
      : snapshot.hasTag('loadFailed')
        ? 'loadFailed'
        : snapshot.hasTag('rejected')
          ? 'rejected'
          : 'ready',
  );
  const conversation = useSelector(actor, (snapshot) =>
    snapshot.hasTag('replyable') ? 'replyable' : snapshot.hasTag('locked') ? 'locked' : snapshot.hasTag('readOnly') ? 'readOnly' : 'busy',
  );
  const more = useSelector(actor, (snapshot) => (snapshot.hasTag('loadingMore') ? 'busy' : snapshot.hasTag('canLoadMore') ? 'more' : null));
  // A reply was sent: the (emptied, remounted) reply box gets the focus back, not <body>.
  const replyBox = useRef<HTMLDivElement>(null);
  const focusedReply = useRef(lastReply);
  useEffect(() => {
    if (lastReply === focusedReply.current) return;
    focusedReply.current = lastReply;
    replyBox.current?.querySelector('textarea')?.focus();
  }, [lastReply]);

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-8 md:py-12">
      <BackLink href={back.href} label={back.label} />
      {view === 'loading' && (
        <p role="status" className="text-muted">
          {texts.loading}
        </p>
      )}
      {view === 'loadFailed' && (
        <div className="flex flex-col items-start gap-3">
          <p role="alert" className="text-error">
            {texts.loadFailed}
          </p>
          <button type="button" className={secondaryButton} onClick={() => actor.send({ type: 'thread.retry' })}>
            {supportPages.retry}
          </button>
        </div>
      )}
      {view === 'rejected' && rejected(rejection)}
      {view === 'ready' && ticket && (
        <>
          <header className="flex flex-col gap-2 border-b border-gray-200 pb-5">
            <div className="flex flex-wrap items-start justify-between gap-3">
              <h1 className="min-w-0 font-serif text-2xl font-bold break-words text-ink sm:text-3xl" data-testid="ticket-title">
                {ticket.title}
              </h1>
              <StatusBadge status={ticket.status} detailed={viewer === 'staff'} />
            </div>
            <p className="text-sm text-muted">
              {ticket.category && (
                <span className="mr-3">
                  {supportPages.categoryPrefix} <span className="font-medium text-ink">{ticket.category}</span>
                </span>
              )}
              {fill(supportPages.opened, { date: formatDateTime(ticket.date) })}
            </p>
            {viewer === 'staff' && (
              <p className="text-sm break-words text-ink">
                <span className="mr-2 rounded bg-surface px-1.5 py-0.5 text-xs font-semibold text-muted">
                  {supportPages.type[ticket.type]}
                </span>
                {fill(supportPages.staff.from, { name: ticket.contact.name, email: ticket.contact.email })}
              </p>
            )}
          </header>

          {viewer === 'staff' && <StatusActions actor={actor} />}

          <section aria-labelledby="conversation-title" className="flex flex-col gap-4">
            <h2 id="conversation-title" className="sr-only">
              {texts.messagesTitle}
            </h2>
            <ol className="flex flex-col gap-3" data-testid="messages">
              {messages.map((message) => (
                <MessageItem key={message.uid} message={message} viewer={viewer} texts={texts} showOwnName={showOwnName} />
              ))}
            </ol>
            {more && (
              <div className="flex justify-center">
                <button
                  type="button"
                  className={secondaryButton}
                  disabled={more === 'busy'}
                  onClick={() => actor.send({ type: 'thread.loadMore' })}
                >
                  {more === 'busy' ? supportPages.loading : texts.loadMore}
                </button>
              </div>
            )}
          </section>

          {viewer === 'staff' && <ThreadChanges actor={actor} />}
          {conversation === 'replyable' && (
            <div ref={replyBox}>
              <ReplyForm key={lastReply ?? ''} actor={actor} viewer={viewer} texts={texts} />
            </div>
          )}
          {conversation === 'locked' &&
            (viewer === 'contact' ? (
              <FormAlert tone="info" title={texts.lockedTitle} testId="ticket-locked">
                <p>{texts.locked}</p>
                {newTicketHref && (
                  <Link to={newTicketHref} className="mt-2 inline-block font-semibold text-primary underline-offset-4 hover:underline">
                    {texts.newTicket}
                  </Link>
                )}
              </FormAlert>
            ) : (
              <FormAlert tone="info" testId="ticket-locked">
                {supportPages.staff.lockedHint}
              </FormAlert>
            ))}
          {conversation === 'readOnly' && (
            <FormAlert tone="info" testId="ticket-read-only">
              {supportPages.staff.closedHint}
            </FormAlert>
          )}
        </>
      )}
    </div>
  );
}
