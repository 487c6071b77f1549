// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { heldSupportToken, holdSupportToken } from '../../../src/app/support/contact-token.ts';
import {
  useContactAccessActor,
  useContactTicketListActor,
  useStaffInboxActor,
  useNewTicketActor,
  useStaffThreadActor,
} from '../../../src/app/support/use-support-actors.ts';
import { useCoachingProfileActor, useNewDiscussionActor } from '../../../src/app/coaching/use-coaching-actors.ts';
import type { Message, Ticket, TicketStatus } from '../../../src/domain/support.ts';
import type { User } from '../../../src/domain/user.ts';
import { coachingPages } from '../../../src/i18n/fr/coaching-pages.ts';
import { supportPages } from '../../../src/i18n/fr/support-pages.ts';
import { fill } from '../../../src/i18n/fill.ts';
import { tokenFor, VIP } from '../../support/auth-fixtures.ts';
import { detail, message, ticket, ticketPage } from '../../model/support-fixtures.ts';
import { failure, json, pending, renderHook, send, snackbarShown, until, type RenderedHook } from './hook-harness.tsx';

/**
 * The support and coaching hooks (/contact/*, /staff/tickets/*, /coaching/*) with the app's real
 * actors and HTTP client over a transport answering as the API does: the credential each call
 * carries (link token as support-auth, or the bearer), what the page reads, the snackbars
 * (docs/product.md#errors), the link token dropped when refused, navigation, cancel on leaving.
 */

const FUTURE = Math.floor(Date.now() / 1000) + 3600;
const CONTACT_ROUTE = { definition: { meta: { supportType: 'contact' } } };
const COACHING_ROUTE = { definition: { meta: { supportType: 'coaching' } } };
let rendered: RenderedHook<unknown> | undefined;

afterEach(async () => {
  await rendered?.unmount();
  rendered = undefined;
});

describe('useContactTicketListActor (/contact/tickets)', () => {
  it('lists the contact’s tickets with the link’s token as support-auth, page after page', async () => {
    const hook = await renderHook(() => useContactTicketListActor('jeton-lien'), {
      path: '/contact/tickets?t=jeton-lien',
      handle: CONTACT_ROUTE,
      server: ({ path }) =>
        json(200, path.includes('cursor=c1') ? ticketPage(['t-3'], false, null) : ticketPage(['t-1', 't-2'], true, 'c1')),
    });
    rendered = hook;
    const actor = hook.current();
    await until(actor, (snapshot) => snapshot.hasTag('canLoadMore'));
    await send(actor, { type: 'ticketList.loadMore' });
    const done = await until(actor, (snapshot) => snapshot.hasTag('complete'));

    expect(done.context.tickets.map((item) => item.uid)).toEqual(['t-1', 't-2', 't-3']);
    expect(hook.requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      'GET /support/contact/tickets',
      'GET /support/contact/tickets?cursor=c1',
    ]);
    expect(hook.requests.map((request) => request.supportAuth)).toEqual(['Contact jeton-lien', 'Contact jeton-lien']);
  });

  it('a refused link (401) ends the list and the contact provider drops the token', async () => {
    let answer: (response: Response) => void = () => undefined;
    const hook = await renderHook(() => useContactTicketListActor('jeton-perime'), {
      handle: CONTACT_ROUTE,
      server: () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    rendered = hook;
    // The page held the link's token (as /contact/tickets does), then the server refuses it.
    holdSupportToken(hook.services.auth.contact, 'jeton-perime');
    await until(hook.services.auth.contact, (snapshot) => snapshot.hasTag('authenticated'));
    await hook.requested(1);
    answer(failure(401, 'Invalid token', { code: 1 }));
    await until(hook.current(), (snapshot) => snapshot.hasTag('rejected'));
    await until(hook.services.auth.contact, (snapshot) => !snapshot.hasTag('authenticated'));
    expect(heldSupportToken(hook.services.auth.contact)).toBeNull();
  });

  it('a page that cannot be read shows the "loading tickets" snackbar; leaving cancels the call', async () => {
    const hook = await renderHook(() => useContactTicketListActor('jeton-lien'), {
      handle: CONTACT_ROUTE,
      server: () => failure(503, 'Service unavailable'),
    });
    rendered = hook;
    await until(hook.current(), (snapshot) => snapshot.hasTag('error'));
    expect(snackbarShown(hook.services)).toEqual({ message: supportPages.snackbar.loadTickets, type: 'error' });

    const slow = await renderHook(() => useContactTicketListActor('jeton-lien'), { handle: CONTACT_ROUTE, server: pending });
    await slow.requested(1);
    await slow.unmount();
    expect(slow.signals[0]?.aborted).toBe(true);
  });
});

describe('useContactAccessActor (/contact/tickets, /contact/link)', () => {
  it('the ticket pages hold the link’s token in the contact provider; without one, they go to /contact/link', async () => {
    const granted = await renderHook(() => useContactAccessActor({ mode: 'tickets', token: 'jeton-lien' }), {
      path: '/contact/tickets?t=jeton-lien',
      handle: CONTACT_ROUTE,
      server: () => json(500),
    });
    expect(granted.current().getSnapshot().hasTag('granted')).toBe(true);
    expect(heldSupportToken(granted.services.auth.contact)).toBe('jeton-lien');
    await granted.unmount();

    const hook = await renderHook(() => useContactAccessActor({ mode: 'tickets', token: null }), {
      path: '/contact/tickets',
      handle: CONTACT_ROUTE,
      server: () => json(500),
    });
    rendered = hook;
    await until(hook.current(), (snapshot) => snapshot.status === 'done');
    expect(hook.location()).toBe('/contact/link');
    expect(hook.requests).toEqual([]);
  });

  it('the link page asks for a fresh link for the trimmed address (202), the same answer whoever asks', async () => {
    const hook = await renderHook(() => useContactAccessActor({ mode: 'link' }), {
      path: '/contact/link',
      handle: CONTACT_ROUTE,
      server: () => json(202, { success: true }),
    });
    rendered = hook;
    const actor = hook.current();
    await send(actor, { type: 'contactAccess.request', email: ' paul@exemple.fr ' });
    await until(actor, (snapshot) => snapshot.hasTag('sent'));
    expect(hook.requests).toEqual([
      {
        method: 'POST',
        path: '/support/contact/auth-token/refresh',
        body: { email: 'paul@exemple.fr', type: 'contact' },
        authorization: null,
      },
    ]);
  });
});

describe('useStaffInboxActor (/staff)', () => {
  it('asks for the statuses shown "En cours" with the coach’s bearer, and says so when the inbox cannot be read', async () => {
    const coach = tokenFor({ uid: 'u-coach', identifier: 'coach@galant.test', acl: { coach: true } }, FUTURE);
    const hook = await renderHook(() => useStaffInboxActor('active'), {
      path: '/staff',
      token: coach,
      server: () => failure(503, 'Service unavailable'),
    });
    rendered = hook;
    await until(hook.current(), (snapshot) => snapshot.hasTag('error'));
    // A read is retried by the client before the page hears of the failure: every try asks the same.
    expect(hook.requests.length).toBeGreaterThan(0);
    for (const request of hook.requests) {
      expect(request).toEqual({
        method: 'GET',
        path: '/staff/tickets?status=new&status=pending&status=waiting',
        body: undefined,
        authorization: `Bearer ${coach}`,
      });
    }
    expect(snackbarShown(hook.services)).toEqual({ message: supportPages.snackbar.loadTickets, type: 'error' });
  });
});

describe('useStaffThreadActor (/staff/tickets/{uid})', () => {
  const coach = tokenFor({ uid: 'u-coach', identifier: 'coach@galant.test', acl: { coach: true } }, FUTURE);
  /** The staff contract (docs/product.md#shared-inbox): version, assignee, first response, presence; messages marked `internal`. */
  const staffDetail = (status: TicketStatus, messages: Array<Message & { internal?: boolean }>, version: number) => {
    const read = detail(status, [], false, null);
    return {
      ...read,
      payload: { messages: messages.map((item) => ({ internal: false, ...item })) },
      version,
      assignee: null,
      firstResponse: { targetHours: 24, dueAt: read.date, answeredAt: null, secondsLeft: 3600, overdue: false },
      presence: [],
    };
  };

  it('reads the ticket with the coach’s bearer, closes it naming the version it read, and says so', async () => {
    const hook = await renderHook(() => useStaffThreadActor('t-1'), {
      token: coach,
      server: ({ method, path }) => {
        if (method === 'GET') return json(200, staffDetail('pending', [message('m-1', 'contact', 1)], 3));
        if (path.endsWith('/status')) return json(200, { ...ticket('t-1', 'closed'), version: 4 });
        return json(500);
      },
    });
    rendered = hook;
    const actor = hook.current();
    await until(actor, (snapshot) => snapshot.hasTag('replyable'));
    await send(actor, { type: 'thread.changeStatus', action: 'close' });
    const closed = await until(actor, (snapshot) => snapshot.context.ticket?.status === 'closed' && !snapshot.hasTag('changingStatus'));

    expect(hook.requests.map(({ method, path, body, authorization }) => ({ method, path, body, authorization }))).toEqual([
      { method: 'GET', path: '/staff/tickets/t-1', body: undefined, authorization: `Bearer ${coach}` },
      { method: 'POST', path: '/staff/tickets/t-1/status', body: { action: 'close', version: 3 }, authorization: `Bearer ${coach}` },
    ]);
    expect(closed.hasTag('readOnly')).toBe(true);
    expect(snackbarShown(hook.services)).toEqual({
      message: fill(supportPages.snackbar.statusChanged, { status: supportPages.staffStatus.closed }),
      type: 'success',
    });
  });

  it('a reply refused because the ticket changed (409) shows the server’s words and reloads the ticket', async () => {
    const locked = 'Cette demande est terminée\u202F: vous ne pouvez plus y répondre.';
    let reads = 0;
    const hook = await renderHook(() => useStaffThreadActor('t-1'), {
      token: coach,
      server: ({ method }) => {
        if (method === 'POST') return failure(409, 'Conflict', { violations: [{ property: 'status', message: locked, type: 'invalid' }] });
        reads += 1;
        return json(200, staffDetail(reads === 1 ? 'pending' : 'locked', [message('m-1', 'contact', 1)], reads));
      },
    });
    rendered = hook;
    const actor = hook.current();
    await until(actor, (snapshot) => snapshot.hasTag('replyable'));
    await send(actor, { type: 'thread.edit', draft: 'Bonjour' });
    await send(actor, { type: 'thread.reply', message: 'Bonjour' });
    const after = await until(actor, (snapshot) => snapshot.hasTag('locked'));

    expect(snackbarShown(hook.services)).toEqual({ message: locked, type: 'info' });
    expect(reads).toBe(2);
    // The draft survives the reload.
    expect(after.context.draft).toBe('Bonjour');
    expect(after.context.changes).toBeNull();
  });

  it('keeps an internal note marked, and after a stale version (409 ticket_changed) shows what changed; sending again confirms', async () => {
    const note = { ...message('m-2', 'staff', 2), internal: true };
    const changes = {
      version: 5,
      status: 'pending',
      messages: [{ date: '2026-11-20T13:02:00.000Z', internal: false, author: { role: 'contact', name: 'Paul' } }],
    };
    let reads = 0;
    const hook = await renderHook(() => useStaffThreadActor('t-1'), {
      token: coach,
      server: ({ method, body }) => {
        if (method === 'GET') {
          reads += 1;
          return json(200, staffDetail('pending', [message('m-1', 'contact', 1), note], reads === 1 ? 4 : 5));
        }
        if ((body as { version: number }).version === 4) {
          return failure(409, 'Conflict in request', {
            code: 'ticket_changed',
            violations: [{ property: 'version', message: 'Cette demande a changé depuis votre lecture.', type: 'invalid' }],
            changes,
          });
        }
        return json(201, { ...message('m-3', 'staff', 3), internal: false, version: 6 });
      },
    });
    rendered = hook;
    const actor = hook.current();
    const shown = await until(actor, (snapshot) => snapshot.hasTag('replyable'));
    expect(shown.context.messages.map((item) => [item.uid, item.internal])).toEqual([
      ['m-1', false],
      ['m-2', true],
    ]);

    await send(actor, { type: 'thread.edit', draft: 'Bonjour Paul' });
    await send(actor, { type: 'thread.reply', message: 'Bonjour Paul' });
    const reloaded = await until(actor, (snapshot) => reads === 2 && snapshot.hasTag('replyable'));
    expect(reloaded.context.changes).toEqual(changes);
    expect(reloaded.context.draft).toBe('Bonjour Paul');

    await send(actor, { type: 'thread.reply', message: 'Bonjour Paul' });
    const sent = await until(actor, (snapshot) => snapshot.context.lastReply === 'm-3');
    expect(sent.context.changes).toBeNull();
    expect(hook.requests.filter((request) => request.method === 'POST').map((request) => request.body)).toEqual([
      { message: 'Bonjour Paul', version: 4 },
      { message: 'Bonjour Paul', version: 5 },
    ]);
  });
});

describe('useNewTicketActor (/contact/new-ticket)', () => {
  it('an anonymous contact sends e-mail, name, subject and message; the page learns the ticket', async () => {
    const created: Ticket[] = [];
    const opened = ticket('t-new');
    const hook = await renderHook(() => useNewTicketActor('anonymous', null, (item) => created.push(item)), {
      handle: CONTACT_ROUTE,
      server: () => json(201, opened),
    });
    rendered = hook;
    const actor = hook.current();
    await send(actor, {
      type: 'newTicket.submit',
      email: ' paul@exemple.fr ',
      name: 'Paul',
      title: 'Carte refusée',
      message: 'Ma carte est refusée.',
    });
    await until(actor, (snapshot) => snapshot.hasTag('sent'));
    expect(hook.requests).toEqual([
      {
        method: 'POST',
        path: '/support/contact/tickets',
        body: { title: 'Carte refusée', message: 'Ma carte est refusée.', email: 'paul@exemple.fr', name: 'Paul' },
        authorization: null,
      },
    ]);
    expect(created).toEqual([opened]);
  });

  it('a refused link falls back to writing anonymously, dropping the token, and the page is told first', async () => {
    let refusedCalls = 0;
    const hook = await renderHook(() => useNewTicketActor('known', 'jeton-perime', undefined, () => (refusedCalls += 1)), {
      handle: CONTACT_ROUTE,
      server: () => failure(401, 'Invalid token', { code: 1 }),
    });
    rendered = hook;
    holdSupportToken(hook.services.auth.contact, 'jeton-perime');
    const actor = hook.current();
    await send(actor, { type: 'newTicket.submit', title: 'Question', message: 'Bonjour.' });
    const after = await until(actor, (snapshot) => snapshot.context.identity === 'anonymous');
    expect(after.context.rejection).toBe('unauthorized');
    expect(refusedCalls).toBe(1);
    expect(hook.requests[0]?.supportAuth).toBe('Contact jeton-perime');
    await until(hook.services.auth.contact, (snapshot) => !snapshot.hasTag('authenticated'));
  });

  it('a ticket that cannot be sent shows the "sending a ticket" snackbar and keeps the form', async () => {
    const hook = await renderHook(() => useNewTicketActor('anonymous', null), {
      handle: CONTACT_ROUTE,
      server: () => failure(503, 'Service unavailable'),
    });
    rendered = hook;
    const actor = hook.current();
    await send(actor, { type: 'newTicket.submit', email: 'paul@exemple.fr', name: 'Paul', title: 'Question', message: 'Bonjour.' });
    await until(actor, () => snackbarShown(hook.services) !== null);
    expect(snackbarShown(hook.services)).toEqual({ message: supportPages.snackbar.sendTicket, type: 'error' });
    expect(actor.getSnapshot().matches('editing')).toBe(true);
  });
});

describe('coaching hooks (/coaching/*)', () => {
  const vipToken = tokenFor(VIP, FUTURE);

  it('a new discussion goes with the member’s bearer (no support token), then says so and opens its page', async () => {
    const opened: Ticket = { ...ticket('d-1'), type: 'coaching' };
    const hook = await renderHook(() => useNewDiscussionActor(), {
      path: '/coaching/new-discussion',
      handle: COACHING_ROUTE,
      token: vipToken,
      server: () => json(201, opened),
    });
    rendered = hook;
    const actor = hook.current();
    await send(actor, { type: 'newTicket.submit', title: 'Premier rendez-vous', message: 'Bonjour coach.' });
    await until(actor, (snapshot) => snapshot.hasTag('sent'));
    expect(hook.requests).toEqual([
      {
        method: 'POST',
        path: '/support/coaching/tickets',
        body: { title: 'Premier rendez-vous', message: 'Bonjour coach.' },
        authorization: `Bearer ${vipToken}`,
      },
    ]);
    expect(hook.requests[0]?.supportAuth).toBeNull();
    expect(snackbarShown(hook.services)).toEqual({ message: coachingPages.snackbar.discussionOpened, type: 'success' });
    expect(hook.location()).toBe('/coaching/d-1');
  });

  it('the name dialog reads the member, saves the name, tells the session and thanks by name', async () => {
    const user = (name: string | null): User => ({
      uid: VIP.uid,
      email: VIP.identifier,
      coachingUid: null,
      metadata: { data: { profile: { name }, favorites: [] }, date: '2026-01-01T10:00:00.000Z', modified: '2026-01-01T10:00:00.000Z' },
    });
    const hook = await renderHook(() => useCoachingProfileActor(), {
      path: '/coaching',
      handle: COACHING_ROUTE,
      // Signed in earlier in this tab: the token says who (no session cookie to restore).
      token: vipToken,
      server: ({ method }) => json(200, method === 'GET' ? user(null) : user('Jules')),
    });
    rendered = hook;
    const actor = hook.current();
    await until(actor, (snapshot) => snapshot.hasTag('dialogOpen'));
    await send(actor, { type: 'coachingProfile.submit', name: ' Jules ' });
    await until(actor, (snapshot) => snapshot.hasTag('named'));

    expect(hook.requests.map(({ method, path, body }) => ({ method, path, body }))).toEqual([
      { method: 'GET', path: `/users/${VIP.uid}`, body: undefined },
      { method: 'POST', path: `/users/${VIP.uid}/metadata`, body: { profile: { name: 'Jules' }, favorites: [] } },
    ]);
    expect(hook.services.auth.default.getSnapshot().context.metadata?.profile.name).toBe('Jules');
    expect(snackbarShown(hook.services)).toEqual({ message: fill(coachingPages.snackbar.nameSaved, { name: 'Jules' }), type: 'success' });
  });
});
