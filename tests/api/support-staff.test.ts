import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { TICKET_INACTIVITY_DAYS, ticketDetailSchema, ticketListSchema, ticketSchema, messageSchema } from '../../src/domain/support.ts';
import { errorBodySchema, violationsBodySchema } from '../../src/domain/violation.ts';
import { fr } from '../../src/i18n/fr/index.ts';
import { outbox, supportTickets } from '../../server/db/schema/index.ts';
import { closeInactiveTickets, supportJobs } from '../../server/modules/support/jobs.ts';
import { bearer, createAccount, DAY, DEMO, signIn } from '../support/server/accounts.ts';
import { jobContext } from '../support/server/subscriptions.ts';
import { latestLink, openTicket, supportAuth, uniqueContactEmail, useSupportApi, ticketVersion } from '../support/server/support.ts';

describe('staff console API (/api/staff/tickets/…) and the ticket lifecycle', () => {
  const api = useSupportApi((coach) => bearer(coach.token));
  const { app, get, post } = api;
  const act = async (uid: string, action: string) =>
    post(`/api/staff/tickets/${uid}/status`, { action, version: await ticketVersion(api.testApp.db, uid) });
  const statusOf = async (uid: string) =>
    (await api.testApp.db.select({ status: supportTickets.status }).from(supportTickets).where(eq(supportTickets.uid, uid)))[0]?.status;

  it('keeps contacts and members out: 401 without a bearer (a support token is not one), 403 without the coach role', async () => {
    const opened = await openTicket(app(), api.testApp.db);
    const member = await signIn(app(), DEMO.member);
    const vip = await signIn(app(), DEMO.vip);
    const routes = [
      { method: 'GET', url: '/api/staff/tickets' },
      { method: 'GET', url: `/api/staff/tickets/${opened.ticket.uid}` },
      { method: 'POST', url: `/api/staff/tickets/${opened.ticket.uid}/messages`, payload: { message: 'Bonjour', version: 1 } },
      { method: 'POST', url: `/api/staff/tickets/${opened.ticket.uid}/status`, payload: { action: 'close', version: 1 } },
    ] as const;
    for (const route of routes) {
      const asContact = await app().inject({ ...route, headers: supportAuth(opened.token) });
      expect(asContact.statusCode, route.url).toBe(401);
      for (const user of [member, vip]) {
        const asMember = await app().inject({ ...route, headers: bearer(user.token) });
        expect(asMember.statusCode, route.url).toBe(403);
        expect(errorBodySchema.parse(asMember.json()).message).toBe(fr.server.forbidden);
      }
    }
    expect(await statusOf(opened.ticket.uid)).toBe('new');
  });

  it('replies: the ticket moves new → pending, the contact is mailed a link and reads the reply signed with the staff name', async () => {
    const opened = await openTicket(app(), api.testApp.db, { name: 'Sophie', title: 'Changer de formule' });
    const reply = await post(`/api/staff/tickets/${opened.ticket.uid}/messages`, {
      message: 'Bonjour Sophie, voici comment faire.',
      version: await ticketVersion(api.testApp.db, opened.ticket.uid),
    });
    expect(reply.statusCode).toBe(201);
    expect(messageSchema.parse(reply.json())).toMatchObject({
      content: 'Bonjour Sophie, voici comment faire.',
      contact: null,
      author: { role: 'staff', name: 'Coach Sarah' },
    });
    expect(await statusOf(opened.ticket.uid)).toBe('pending');

    const mail = await latestLink(api.testApp.db, opened.ticket.contact.email);
    // Discreet subject (docs/decisions/0023-html-mails.md): the ticket's title is in the body only.
    expect(mail.subject).toBe('Nouvelle réponse à votre demande');
    expect(mail.text).toContain('votre demande «\u202FChanger de formule\u202F»');
    expect(mail.text).toContain('Coach Sarah a répondu');
    expect(mail.text).toContain('statut\u202F: En cours');
    expect(mail.text).toContain('Bonjour Sophie, voici comment faire.');
    expect(mail.link.pathname).toBe(`/contact/tickets/${opened.ticket.uid}`);
    // Written with the reply, in its transaction, under a key naming the reply (sent once).
    const written = messageSchema.parse(reply.json()).uid;
    expect(
      await api.testApp.db
        .select()
        .from(outbox)
        .where(eq(outbox.dedupeKey, `support-staff-reply:${written}`)),
    ).toHaveLength(1);

    const seen = ticketDetailSchema.parse(
      (await get(mail.link.pathname.replace('/contact/', '/api/support/contact/'), supportAuth(mail.token))).json(),
    );
    expect(seen.status).toBe('pending');
    expect(seen.payload.messages.map((message) => [message.author.role, message.author.name])).toEqual([
      ['contact', 'Sophie'],
      ['staff', 'Coach Sarah'],
    ]);
  });

  it('signs replies "Équipe Galant" when the staff account has no profile name', async () => {
    const account = await createAccount(api.testApp.db, { roles: ['coach'] });
    const anonymousCoach = await signIn(app(), { email: account.email, password: 'Mot-de-passe-1' });
    const opened = await openTicket(app(), api.testApp.db);
    const reply = await post(
      `/api/staff/tickets/${opened.ticket.uid}/messages`,
      { message: 'Nous regardons.', version: await ticketVersion(api.testApp.db, opened.ticket.uid) },
      bearer(anonymousCoach.token),
    );
    expect(reply.statusCode).toBe(201);
    expect(messageSchema.parse(reply.json()).author).toEqual({ role: 'staff', name: 'Équipe Galant' });
  });

  it('follows the machine: await, contact reply back to pending, close, reopen by reply, lock; refuses the rest with 409', async () => {
    const opened = await openTicket(app(), api.testApp.db);
    const uid = opened.ticket.uid;
    const contactReply = (message: string) => post(`/api/support/contact/tickets/${uid}/messages`, { message }, supportAuth(opened.token));

    // Nothing to resume or reopen on a new ticket, and no waiting before an answer.
    for (const action of ['await', 'resume', 'reopen']) {
      const refused = await act(uid, action);
      expect(refused.statusCode, action).toBe(409);
      const body = violationsBodySchema.parse(refused.json());
      expect(body.message).toBe('Conflict in request');
      expect(body.violations).toEqual([
        {
          property: 'action',
          message: `L’action «\u202F${fr.supportServer.staffActions[action as 'await']}\u202F» n’est pas possible sur une demande au statut «\u202FEn cours\u202F».`,
          type: 'invalid',
        },
      ]);
    }
    expect(await statusOf(uid)).toBe('new');

    expect(
      (
        await post(`/api/staff/tickets/${uid}/messages`, {
          message: 'Pouvez-vous préciser ?',
          version: await ticketVersion(api.testApp.db, uid),
        })
      ).statusCode,
    ).toBe(201);
    const waiting = await act(uid, 'await');
    expect(waiting.statusCode).toBe(200);
    expect(ticketSchema.parse(waiting.json()).status).toBe('waiting');

    expect((await contactReply('Voici les précisions.')).statusCode).toBe(201);
    expect(await statusOf(uid)).toBe('pending');

    expect(ticketSchema.parse((await act(uid, 'close')).json()).status).toBe('closed');
    // Staff reopen before answering a closed ticket.
    const closedReply = await post(`/api/staff/tickets/${uid}/messages`, {
      message: 'Encore un mot',
      version: await ticketVersion(api.testApp.db, uid),
    });
    expect(closedReply.statusCode).toBe(409);
    expect(violationsBodySchema.parse(closedReply.json()).violations[0]?.message).toContain('«\u202FFermé\u202F»');

    // The contact's reply reopens a closed ticket.
    expect((await contactReply('Finalement, une autre question.')).statusCode).toBe(201);
    expect(await statusOf(uid)).toBe('pending');

    expect(ticketSchema.parse((await act(uid, 'lock')).json()).status).toBe('locked');
    const locked = await contactReply('Encore moi');
    expect(locked.statusCode).toBe(409);
    expect(violationsBodySchema.parse(locked.json()).violations).toEqual([
      { property: 'status', message: fr.supportServer.ticketLocked, type: 'invalid' },
    ]);
    for (const action of ['reopen', 'close', 'lock']) expect((await act(uid, action)).statusCode, action).toBe(409);
    expect(
      (await post(`/api/staff/tickets/${uid}/messages`, { message: 'Trop tard', version: await ticketVersion(api.testApp.db, uid) }))
        .statusCode,
    ).toBe(409);
    expect(await statusOf(uid)).toBe('locked');

    const unknownAction = await act(uid, 'delete');
    expect(unknownAction.statusCode).toBe(400);
    expect(violationsBodySchema.parse(unknownAction.json()).violations[0]?.property).toBe('action');
    expect((await post('/api/staff/tickets/00000000-0000-4000-8000-000000000000/status', { action: 'close', version: 1 })).statusCode).toBe(
      404,
    );
  });

  it('lists both support types in the inbox, most recent activity first, filtered by type and status, 10 a page', async () => {
    const email = uniqueContactEmail();
    const contactTickets = [];
    for (let index = 0; index < 11; index += 1)
      contactTickets.push(await openTicket(app(), api.testApp.db, { email, title: `Boîte ${index}` }));
    const vip = await signIn(app(), DEMO.vip);
    const coaching = await post('/api/support/coaching/tickets', { title: 'Coaching', message: 'Bonjour coach' }, bearer(vip.token));
    expect(coaching.statusCode).toBe(201);
    const coachingUid = ticketSchema.parse(coaching.json()).uid;

    const inbox = ticketListSchema.parse((await get('/api/staff/tickets')).json());
    expect(inbox.payload[0]?.uid).toBe(coachingUid);
    expect(inbox.payload).toHaveLength(10);
    expect(inbox.page.hasNextPage).toBe(true);
    const dates = inbox.payload.map((ticket) => ticket.lastActivity);
    expect([...dates].sort().reverse()).toEqual(dates);

    // Every ticket appears once over the pages.
    const seen = new Set<string>();
    let cursor: string | null = null;
    do {
      const url: string =
        cursor === null ? '/api/staff/tickets?type=contact' : `/api/staff/tickets?type=contact&cursor=${encodeURIComponent(cursor)}`;
      const page = ticketListSchema.parse((await get(url)).json());
      for (const ticket of page.payload) {
        expect(ticket.type).toBe('contact');
        expect(seen.has(ticket.uid)).toBe(false);
        seen.add(ticket.uid);
      }
      cursor = page.page.hasNextPage ? page.page.endCursor : null;
    } while (cursor !== null);
    for (const { ticket } of contactTickets) expect(seen.has(ticket.uid)).toBe(true);

    const coachingOnly = ticketListSchema.parse((await get('/api/staff/tickets?type=coaching')).json());
    expect(coachingOnly.payload.map((ticket) => ticket.uid)).toEqual([coachingUid]);

    const target = contactTickets[0]?.ticket.uid ?? '';
    await act(target, 'close');
    const closedOrLocked = ticketListSchema.parse((await get('/api/staff/tickets?status=closed&status=locked')).json());
    expect(closedOrLocked.payload.map((ticket) => ticket.uid)).toContain(target);
    for (const ticket of closedOrLocked.payload) expect(['closed', 'locked']).toContain(ticket.status);

    const badStatus = await get('/api/staff/tickets?status=ouvert');
    expect(badStatus.statusCode).toBe(400);
    const badType = await get('/api/staff/tickets?type=vip');
    expect(violationsBodySchema.parse(badType.json()).violations).toEqual([
      { property: 'type', message: 'Valid support type is required', type: 'invalid' },
    ]);

    const detail = ticketDetailSchema.parse((await get(`/api/staff/tickets/${coachingUid}`)).json());
    expect(detail.payload.messages.map((message) => message.content)).toEqual(['Bonjour coach']);
  });

  describe('closing inactive tickets (job support.close-inactive)', () => {
    it(`closes tickets waiting on the contact for more than ${TICKET_INACTIVITY_DAYS} days, and only those`, async () => {
      const waitingOld = await openTicket(app(), api.testApp.db);
      const waitingRecent = await openTicket(app(), api.testApp.db);
      const pendingOld = await openTicket(app(), api.testApp.db);
      for (const { ticket } of [waitingOld, waitingRecent, pendingOld]) {
        expect(
          (
            await post(`/api/staff/tickets/${ticket.uid}/messages`, {
              message: 'Une réponse',
              version: await ticketVersion(api.testApp.db, ticket.uid),
            })
          ).statusCode,
        ).toBe(201);
      }
      for (const { ticket } of [waitingOld, waitingRecent]) expect((await act(ticket.uid, 'await')).statusCode).toBe(200);
      // Staff waited on the recent one again three days later (a reminder): its period restarts.
      const start = Date.now();
      await api.testApp.db
        .update(supportTickets)
        .set({ lastActivityAt: new Date(start + 3 * DAY) })
        .where(eq(supportTickets.uid, waitingRecent.ticket.uid));

      const run = (daysLater: number) => closeInactiveTickets(jobContext(api.testApp, new Date(start + daysLater * DAY)));

      await run(TICKET_INACTIVITY_DAYS - 1);
      expect(await statusOf(waitingOld.ticket.uid)).toBe('waiting');

      await run(TICKET_INACTIVITY_DAYS + 1);
      expect(await statusOf(waitingOld.ticket.uid)).toBe('closed');
      expect(await statusOf(waitingRecent.ticket.uid)).toBe('waiting'); // idle for 12 days only
      expect(await statusOf(pendingOld.ticket.uid)).toBe('pending'); // staff owe an answer: never closed for it
      // Idempotent: a second run changes nothing more.
      await run(TICKET_INACTIVITY_DAYS + 1);
      expect(await statusOf(waitingRecent.ticket.uid)).toBe('waiting');

      // Closed for inactivity, the contact can still reopen it with a reply.
      const reopened = await post(
        `/api/support/contact/tickets/${waitingOld.ticket.uid}/messages`,
        { message: 'Je reviens' },
        supportAuth(waitingOld.token),
      );
      expect(reopened.statusCode).toBe(201);
      expect(await statusOf(waitingOld.ticket.uid)).toBe('pending');
    });

    it('is exported as a recurring job of the queue', () => {
      expect(supportJobs).toEqual([{ name: 'support.close-inactive', cron: expect.any(String), run: closeInactiveTickets }]);
    });
  });
});
