import { useRouteData } from '../router/use-route.ts';
import { useActorRef } from '@xstate/react';
import { fromPromise } from 'xstate';
import { coachingProfileMachine, type NicknameRejection } from '../../../machines/coaching/coaching-profile.machine.ts';
import { useAppServices } from '../app-context.tsx';
import type { SupportCredentials } from '../../api/support.ts';
import { getUser, setUserMetadata } from '../../api/users.ts';
import type { User, UserMetadataData } from '../../domain/user.ts';
import { fill } from '../../i18n/fill.ts';
import { coachingPages } from '../../i18n/fr/coaching-pages.ts';
import { accountFailureOf } from '../auth/failures.ts';
import { routeContext } from '../route-context.ts';
import { useRouteSupportType } from '../support/support-type.ts';
import {
  useContactSideThreadActor,
  useTicketCreationActor,
  useTicketListActor,
  type SupportPageEffects,
} from '../support/use-support-actors.ts';
import { useLatestNavigate, useNotify } from '../use-page-effects.ts';
import type { DiscussionData, DiscussionsData } from './loaders.ts';
import { discussionHref } from './paths.ts';

/**
 * The coaching machines with their I/O (docs/product.md#routes /coaching/*, docs/decisions/0014-coaching.md): the
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

/**
 * Members who put the nickname dialog off ("Plus tard") in this tab: it stays closed on the next
 * coaching pages until they ask for it (a new tab or a reload asks again). Browser only: the action
 * that fills it never runs in the server render.
 */
const postponedBy = new Set<string>();

/** The nickname dialog: the member's profile.name, read and saved through the user metadata. */
export function useCoachingProfileActor() {
  const { auth } = useAppServices();
  const notify = useNotify();
  const { context } = auth.default.getSnapshot();
  const uid = context.authInfo?.user.uid ?? null;
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
        nicknamePostponed: ({ context: profile }) => {
          if (profile.uid) postponedBy.add(profile.uid);
        },
      },
    }),
    { input: { uid, metadata: context.metadata, postponed: uid !== null && postponedBy.has(uid) } },
  );
}

/** What the coaching pages say when a call fails; the bearer is the session watch's, not the page's. */
function coachingEffects(): SupportPageEffects {
  const { snackbar } = coachingPages;
  return {
    texts: {
      loadList: snackbar.loadDiscussions,
      loadThread: snackbar.loadDiscussion,
      sendMessage: snackbar.sendMessage,
      sendTicket: snackbar.sendDiscussion,
      conflict: snackbar.conflict,
    },
    accessRejected: () => undefined,
  };
}

/** /coaching: the member's discussions, newest first, 10 a page (the first page as the server read it, when it could). */
export function useDiscussionListActor() {
  const loaded = useRouteData<DiscussionsData | null | undefined>();
  return useTicketListActor(useCredentials(), coachingEffects(), loaded?.discussions ?? null);
}

/** /coaching/{uid}: one discussion as its member sees it (reply unless locked), as the server read it when it could. */
export function useDiscussionThreadActor(uid: string) {
  const loaded = useRouteData<DiscussionData | null | undefined>();
  return useContactSideThreadActor(uid, useCredentials(), coachingEffects(), loaded?.uid === uid ? loaded.discussion : null);
}

/** /coaching/new-discussion: subject and message only (the member writes as their account); opened → its page. */
export function useNewDiscussionActor() {
  const notify = useNotify();
  const go = useLatestNavigate();
  // A refused bearer (session ended, VIP lost): the page shows the rejected notice; the session watch handles the bearer.
  const effects = { sendFailedText: coachingPages.snackbar.sendDiscussion, onRefused: 'reject', accessRejected: () => undefined } as const;
  return useTicketCreationActor('known', useCredentials(), effects, (ticket) => {
    notify(coachingPages.snackbar.discussionOpened, 'success');
    go(discussionHref(ticket.uid));
  });
}
