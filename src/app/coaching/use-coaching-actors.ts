import { useActorRef } from '@xstate/react';
import { useRef } from 'react';
import { useNavigate, type NavigateFunction } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { coachingProfileMachine, type NicknameRejection } from '../../../machines/coaching/coaching-profile.machine.ts';
import { newTicketMachine } from '../../../machines/support/new-ticket.machine.ts';
import { ticketListMachine, type TicketPageRequest } from '../../../machines/support/ticket-list.machine.ts';
import { ticketThreadMachine, type ThreadPageRequest } from '../../../machines/support/ticket-thread.machine.ts';
import { useAppServices } from '../../../views/app-context.tsx';
import { createTicket, getTicket, listTickets, replyToTicket, type SupportCredentials } from '../../api/support.ts';
import { getUser, setUserMetadata } from '../../api/users.ts';
import type { Paged } from '../../domain/page.ts';
import type { CreateTicketRequest, Message, StaffStatusAction, Ticket, TicketDetail } from '../../domain/support.ts';
import type { User, UserMetadataData } from '../../domain/user.ts';
import { fill } from '../../i18n/fill.ts';
import { coachingPages } from '../../i18n/fr/coaching-pages.ts';
import { accountFailureOf } from '../auth/failures.ts';
import { discussionHref } from './paths.ts';
import { routeContext } from '../route-context.ts';
import { supportCall } from '../support/failures.ts';
import { useRouteSupportType } from '../support/support-type.ts';

/**
 * The coaching machines with their I/O (§2 /coaching/*, docs/decisions/0014-coaching.md): the
 * support machines of the contact pages (ticketList, ticketThread as the contact, newTicket as a
 * known contact) on /api/support/coaching/…, and the nickname dialog (coachingProfile) on
 * /api/users/{uid}. Every call goes through the tab's default client: the member's bearer is the
 * credential (the server lets a VIP bearer in for type coaching), so no support token is held.
 * Used by the coaching pages only (lazy chunks).
 */

const api = () => routeContext(null).api();

/** The route's support type (coaching; anything else throws "Valid support type is required") and the bearer alone. */
function useCredentials(): SupportCredentials {
  return { type: useRouteSupportType(), token: null };
}

function useNotify() {
  const { snackbar } = useAppServices();
  return (message: string, type: 'error' | 'success' | 'info' = 'error') => snackbar.send({ type: 'snackbar.show', snackbar: { message, type } });
}

/** The nickname dialog: the member's profile.name, read and saved through the user metadata. */
export function useCoachingProfileActor() {
  const { auth } = useAppServices();
  const notify = useNotify();
  const { context } = auth.default.getSnapshot();
  return useActorRef(
    coachingProfileMachine.provide({
      actors: {
        loadProfile: fromPromise<User, { uid: string }>(async ({ input: { uid }, signal }) => getUser(await api(), uid, { signal })),
        saveNickname: fromPromise<User, { uid: string; data: UserMetadataData }>(async ({ input: { uid, data }, signal }) => {
          try {
            return await setUserMetadata(await api(), uid, data, { signal });
          } catch (error) {
            const failure = accountFailureOf(error);
            const issue = failure.reason === 'invalid' ? failure.issues.name : undefined;
            throw issue ? ({ reason: 'invalid', issue } satisfies NicknameRejection) : error;
          }
        }),
      },
      actions: {
        metadataUpdated: (_, { metadata }) => auth.default.send({ type: 'auth.metadataUpdated', metadata }),
        notifyNameSaved: ({ context: profile }) =>
          notify(fill(coachingPages.snackbar.nameSaved, { name: profile.metadata?.profile.name ?? '' }), 'success'),
      },
    }),
    { input: { uid: context.authInfo?.user.uid ?? null, metadata: context.metadata } },
  );
}

/** /coaching: the member's discussions, newest first, 10 a page. */
export function useDiscussionListActor() {
  const credentials = useCredentials();
  const notify = useNotify();
  return useActorRef(
    ticketListMachine.provide({
      actors: {
        fetchTickets: fromPromise<Paged<Ticket>, TicketPageRequest>(({ input: { cursor }, signal }) =>
          supportCall(async () => listTickets(await api(), credentials, cursor, { signal })),
        ),
      },
      actions: {
        notifyLoadFailed: () => notify(coachingPages.snackbar.loadDiscussions),
        // A bearer, not a link: a lost session is the session watch's (guards run again).
        accessRejected: () => undefined,
      },
    }),
    { input: {} },
  );
}

/** /coaching/{uid}: one discussion as its member sees it (reply unless locked). */
export function useDiscussionThreadActor(uid: string) {
  const credentials = useCredentials();
  const notify = useNotify();
  return useActorRef(
    ticketThreadMachine.provide({
      actors: {
        fetchThread: fromPromise<TicketDetail, ThreadPageRequest>(({ input: { cursor }, signal }) =>
          supportCall(async () => getTicket(await api(), credentials, uid, cursor, { signal })),
        ),
        sendReply: fromPromise<Message, { uid: string; message: string }>(({ input: { message }, signal }) =>
          supportCall(async () => replyToTicket(await api(), credentials, uid, message, { signal })),
        ),
        changeStatus: fromPromise<Ticket, { uid: string; action: StaffStatusAction }>(() => Promise.reject(new Error('a member changes no status'))),
      },
      actions: {
        notifyLoadFailed: () => notify(coachingPages.snackbar.loadDiscussion),
        notifySendFailed: () => notify(coachingPages.snackbar.sendMessage),
        notifyStatusFailed: () => undefined,
        notifyConflict: (_, { message }) => notify(message ?? coachingPages.snackbar.conflict, 'info'),
        notifyStatusChanged: () => undefined,
        accessRejected: () => undefined,
      },
    }),
    { input: { uid, viewer: 'contact' } },
  );
}

/** /coaching/new-discussion: subject and message only (the member writes as their account); opened → its page. */
export function useNewDiscussionActor() {
  const credentials = useCredentials();
  const notify = useNotify();
  const navigate = useNavigate();
  const navigateRef = useRef<NavigateFunction>(navigate);
  navigateRef.current = navigate;
  return useActorRef(
    newTicketMachine.provide({
      actors: {
        createTicket: fromPromise<Ticket, CreateTicketRequest>(({ input: request, signal }) =>
          supportCall(async () => createTicket(await api(), credentials, request, { signal })),
        ),
      },
      actions: {
        notifySendFailed: () => notify(coachingPages.snackbar.sendDiscussion),
        ticketCreated: (_, { ticket }) => {
          notify(coachingPages.snackbar.discussionOpened, 'success');
          void navigateRef.current(discussionHref(ticket.uid));
        },
      },
    }),
    { input: { identity: 'known' } },
  );
}
