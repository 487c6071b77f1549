import { useRouteData } from '../router/use-route.ts';
import { useActorRef } from '@xstate/react';
import { useRef, useState } from 'react';
import { fromPromise } from 'xstate';
import { contactAccessMachine, type ContactAccessInput } from '../../../machines/support/contact-access.machine.ts';
import { newTicketMachine, type NewTicketIdentity, type NewTicketRefusal } from '../../../machines/support/new-ticket.machine.ts';
import type { SupportFailureReason } from '../../../machines/support/support-failure.ts';
import { ticketListMachine, type TicketFilter, type TicketPageRequest } from '../../../machines/support/ticket-list.machine.ts';
import { ticketThreadMachine, type ThreadPageRequest } from '../../../machines/support/ticket-thread.machine.ts';
import { useAppServices } from '../app-context.tsx';
import {
  changeTicketStatus,
  createTicket,
  getStaffTicket,
  getTicket,
  listStaffTickets,
  listTickets,
  replyAsStaff,
  replyToTicket,
  requestSupportLink,
  type SupportCredentials,
} from '../../api/support.ts';
import type { Paged } from '../../domain/page.ts';
import type { CreateTicketRequest, Message, StaffStatusAction, Ticket, TicketDetail } from '../../domain/support.ts';
import { fill } from '../../i18n/fill.ts';
import { supportPages } from '../../i18n/fr/support-pages.ts';
import { routeContext } from '../route-context.ts';
import { useLatestNavigate, useNotify } from '../use-page-effects.ts';
import { dropSupportToken, holdSupportToken } from './contact-token.ts';
import { supportCall } from './failures.ts';
import { SUPPORT_PATHS } from './paths.ts';
import { useRouteSupportType } from './support-type.ts';
import { reportFlows } from '../flows/flow-reporter.ts';
import { useMovesMade } from '../flows/use-moves-made.ts';
import { snapshotAfterFirstCall } from '../first-call-snapshot.ts';
import type { ContactTicketData } from './ticket-loader.ts';

/**
 * The support machines with their I/O (docs/product.md#routes /contact/*, staff console): the /api/support and
 * /api/staff calls, the contact auth provider (the link's token), the snackbar (docs/product.md#errors ticket errors)
 * and navigation. Used by the support pages only (lazy chunks). Actions run in the browser only
 * (actors start after hydration).
 *
 * Every call goes through the tab's default client (`routeContext(null).api()`): a signed-in
 * member's or coach's bearer goes along; a contact following a link adds `support-auth` with the
 * token (docs/decisions/0013-support-client.md).
 */

const api = () => routeContext(null).api();

/** A link token the server refused (docs/product.md#errors support code 1) is dropped by the contact auth provider. */
function useAccessRejected() {
  const { auth } = useAppServices();
  return (_: unknown, { reason }: { reason: SupportFailureReason }) => {
    if (reason === 'unauthorized') dropSupportToken(auth.contact);
  };
}

/** /contact/tickets, /contact/tickets/{uid} (token t or a member's session) and /contact/link (resend form). */
export function useContactAccessActor(input: ContactAccessInput) {
  const { auth } = useAppServices();
  const type = useRouteSupportType();
  const go = useLatestNavigate();
  return useActorRef(
    contactAccessMachine.provide({
      actors: {
        requestLink: fromPromise<void, { email: string }>(({ input: { email }, signal }) =>
          supportCall(async () => requestSupportLink(await api(), type, email, { signal })),
        ),
      },
      actions: {
        holdToken: (_, { token }) => holdSupportToken(auth.contact, token),
        goToLinkPage: () => go(SUPPORT_PATHS.link, { replace: true }),
      },
    }),
    { input, inspect: reportFlows },
  );
}

/** What a page says when a call fails, and what a refused credential does (support or coaching pages). */
export interface SupportPageEffects {
  texts: { loadList: string; loadThread: string; sendMessage: string; sendTicket: string; conflict: string };
  /** A credential the server refused: a link's token is dropped; a member's bearer is the session watch's. */
  accessRejected: (_: unknown, params: { reason: SupportFailureReason }) => void;
}

const { snackbar } = supportPages;
/** Snackbars (docs/product.md#errors) of the support pages (contact and staff). */
const SUPPORT_TEXTS: SupportPageEffects['texts'] = {
  loadList: snackbar.loadTickets,
  loadThread: snackbar.loadTicket,
  sendMessage: snackbar.sendMessage,
  sendTicket: snackbar.sendTicket,
  conflict: snackbar.conflict,
};

/** The staff console: its session is the session watch's; no link token to drop. */
const STAFF_EFFECTS: SupportPageEffects = { texts: SUPPORT_TEXTS, accessRejected: () => undefined };

function useContactEffects(): SupportPageEffects {
  return { texts: SUPPORT_TEXTS, accessRejected: useAccessRejected() };
}

/**
 * A contact's (or a coaching member's) tickets, newest first, 10 a page. `firstPage`: the first
 * page the server already read for this render (route loader): the list starts showing it.
 */
export function useTicketListActor(credentials: SupportCredentials, effects: SupportPageEffects, firstPage: Paged<Ticket> | null = null) {
  const notify = useNotify();
  const machine = ticketListMachine.provide({
    actors: {
      fetchTickets: fromPromise<Paged<Ticket>, TicketPageRequest>(({ input: { cursor }, signal }) =>
        supportCall(async () => listTickets(await api(), credentials, cursor, { signal })),
      ),
    },
    actions: {
      notifyLoadFailed: () => notify(effects.texts.loadList),
      accessRejected: effects.accessRejected,
    },
  });
  const [start] = useState(() => (firstPage ? snapshotAfterFirstCall(machine, {}, 'fetchTickets', { output: firstPage }) : undefined));
  useMovesMade(machine.id, start);
  return useActorRef(machine, { input: {}, snapshot: start?.snapshot, inspect: reportFlows });
}

/** The contact's tickets (tab "all requests" of /contact/tickets), with the link's token, or a member's session (null). */
export function useContactTicketListActor(token: string | null) {
  return useTicketListActor({ type: useRouteSupportType(), token }, useContactEffects());
}

/** The staff inbox (/staff): both support types, filtered by status. */
export function useStaffInboxActor(filter: TicketFilter) {
  const notify = useNotify();
  return useActorRef(
    ticketListMachine.provide({
      actors: {
        fetchTickets: fromPromise<Paged<Ticket>, TicketPageRequest>(({ input: { cursor, statuses }, signal }) =>
          supportCall(async () => listStaffTickets(await api(), statuses, cursor, { signal })),
        ),
      },
      actions: {
        notifyLoadFailed: () => notify(STAFF_EFFECTS.texts.loadList),
        accessRejected: STAFF_EFFECTS.accessRejected,
      },
    }),
    { input: { filter }, inspect: reportFlows },
  );
}

interface ThreadCalls {
  fetch: (cursor: string | null, signal: AbortSignal) => Promise<TicketDetail>;
  reply: (message: string, signal: AbortSignal) => Promise<Message>;
  changeStatus: (action: StaffStatusAction, signal: AbortSignal) => Promise<Ticket>;
}

/** `first`: the ticket and its first messages the server already read for this render (route loader). */
function useThreadActor(
  uid: string,
  viewer: 'contact' | 'staff',
  calls: ThreadCalls,
  effects: SupportPageEffects,
  first: TicketDetail | null = null,
) {
  const notify = useNotify();
  const machine = ticketThreadMachine.provide({
    actors: {
      fetchThread: fromPromise<TicketDetail, ThreadPageRequest>(({ input: { cursor }, signal }) =>
        supportCall(() => calls.fetch(cursor, signal)),
      ),
      sendReply: fromPromise<Message, { uid: string; message: string }>(({ input: { message }, signal }) =>
        supportCall(() => calls.reply(message, signal)),
      ),
      changeStatus: fromPromise<Ticket, { uid: string; action: StaffStatusAction }>(({ input: { action }, signal }) =>
        supportCall(() => calls.changeStatus(action, signal)),
      ),
    },
    actions: {
      notifyLoadFailed: () => notify(effects.texts.loadThread),
      notifySendFailed: () => notify(effects.texts.sendMessage),
      notifyStatusFailed: () => notify(snackbar.changeStatus),
      notifyConflict: (_, { message }) => notify(message ?? effects.texts.conflict, 'info'),
      notifyStatusChanged: (_, { status }) => notify(fill(snackbar.statusChanged, { status: supportPages.staffStatus[status] }), 'success'),
      accessRejected: effects.accessRejected,
    },
  });
  const [start] = useState(() =>
    first?.uid === uid ? snapshotAfterFirstCall(machine, { uid, viewer }, 'fetchThread', { output: first }) : undefined,
  );
  useMovesMade(machine.id, start);
  return useActorRef(machine, { input: { uid, viewer }, snapshot: start?.snapshot, inspect: reportFlows });
}

/** One ticket as its contact sees it (reply unless locked; no status actions); `first` as useThreadActor's. */
export function useContactSideThreadActor(
  uid: string,
  credentials: SupportCredentials,
  effects: SupportPageEffects,
  first: TicketDetail | null = null,
) {
  return useThreadActor(
    uid,
    'contact',
    {
      fetch: async (cursor, signal) => getTicket(await api(), credentials, uid, cursor, { signal }),
      reply: async (message, signal) => replyToTicket(await api(), credentials, uid, message, { signal }),
      changeStatus: () => Promise.reject(new Error('a contact changes no status')),
    },
    effects,
    first,
  );
}

/**
 * /contact/tickets/{uid}: the contact's view of one ticket, with the link's token (read by the server
 * first when it could) or a member's session (token null).
 */
export function useContactThreadActor(uid: string, token: string | null) {
  const loaded = useRouteData<ContactTicketData | null | undefined>();
  const first = loaded?.uid === uid && loaded.token === token ? loaded.ticket : null;
  return useContactSideThreadActor(uid, { type: useRouteSupportType(), token }, useContactEffects(), first);
}

/**
 * /staff/tickets/{uid}: the staff view (reply and status actions). Each reply or action names the
 * ticket version this view shows (docs/product.md#shared-inbox): when the ticket changed since, the
 * server answers 409 and the thread reloads with the draft kept, so sending again confirms it.
 */
export function useStaffThreadActor(uid: string) {
  const seen = useRef(0);
  return useThreadActor(
    uid,
    'staff',
    {
      fetch: async (cursor, signal) => {
        const detail = await getStaffTicket(await api(), uid, cursor, { signal });
        // A later page leaves the status shown as it was: only a full load moves the version.
        if (cursor === null) seen.current = detail.version;
        return detail;
      },
      reply: async (message, signal) => {
        const sent = await replyAsStaff(await api(), uid, message, seen.current, { signal });
        seen.current = sent.version;
        return sent;
      },
      changeStatus: async (action, signal) => {
        const ticket = await changeTicketStatus(await api(), uid, action, seen.current, { signal });
        seen.current = ticket.version;
        return ticket;
      },
    },
    STAFF_EFFECTS,
  );
}

/**
 * /contact/new-ticket and the "new request" tab: `token` is the link's (a known contact), else the
 * default client's bearer (a signed-in member) or nothing (anonymous: e-mail and name asked). A
 * refused link is dropped and the form asks for e-mail and name (`onRefused` runs first, so the
 * page keeps the form mounted while the held token goes).
 */
export function useNewTicketActor(
  identity: NewTicketIdentity,
  token: string | null,
  onCreated?: (ticket: Ticket) => void,
  onRefused?: () => void,
) {
  const accessRejected = useAccessRejected();
  const refused = useRef(onRefused);
  refused.current = onRefused;
  return useTicketCreationActor(
    identity,
    { type: useRouteSupportType(), token },
    {
      sendFailedText: snackbar.sendTicket,
      onRefused: 'anonymous',
      accessRejected: (event, params) => {
        refused.current?.();
        accessRejected(event, params);
      },
    },
    onCreated,
  );
}

export interface TicketCreationEffects {
  sendFailedText: string;
  /** What a refused credential leads to (the newTicket machine's input). */
  onRefused: NewTicketRefusal;
  accessRejected: SupportPageEffects['accessRejected'];
}

/** A new ticket (or coaching discussion): `onCreated` runs once the server opened it. */
export function useTicketCreationActor(
  identity: NewTicketIdentity,
  credentials: SupportCredentials,
  effects: TicketCreationEffects,
  onCreated?: (ticket: Ticket) => void,
) {
  const notify = useNotify();
  const created = useRef(onCreated);
  created.current = onCreated;
  return useActorRef(
    newTicketMachine.provide({
      actors: {
        // An anonymous request (e-mail and name: the link was refused) goes without the link's token.
        createTicket: fromPromise<Ticket, CreateTicketRequest>(({ input: request, signal }) =>
          supportCall(async () =>
            createTicket(await api(), 'email' in request ? { ...credentials, token: null } : credentials, request, { signal }),
          ),
        ),
      },
      actions: {
        notifySendFailed: () => notify(effects.sendFailedText),
        ticketCreated: (_, { ticket }) => created.current?.(ticket),
        accessRejected: effects.accessRejected,
      },
    }),
    { input: { identity, onRefused: effects.onRefused }, inspect: reportFlows },
  );
}
