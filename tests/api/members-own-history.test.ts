import { describe, expect, it } from 'vitest';
import { ticketDetailSchema, ticketListSchema, ticketSchema, type SupportType } from '../../src/domain/support.ts';
import type { Role } from '../../src/domain/auth.ts';
import { bearer, createAccount, signIn, type SignedIn } from '../support/server/accounts.ts';
import { openTicket, supportAuth, useSupportApi, ticketVersion } from '../support/server/support.ts';

/**
 * Members see their own history (docs/decisions/0036-members-own-tickets-and-unread-answers.md):
 * a signed-in member lists the support requests of his account with his session alone (no e-mailed
 * link), never anyone else's; a staff answer is unread until the member opens the ticket.
 */
describe('a member’s own history: requests listed by session, unread answers', () => {
  const api = useSupportApi();
  const { app, get, post } = api;
  const coachHeaders = () => bearer(api.coach.token);

  async function member(roles: Role[] = []): Promise<SignedIn & { email: string }> {
    const account = await createAccount(api.testApp.db, { roles, profileName: 'Romain' });
    return { ...(await signIn(app(), { email: account.email, password: 'Mot-de-passe-1' })), email: account.email };
  }
  async function open(type: SupportType, who: SignedIn, title: string) {
    const response = await post(
      `/api/support/${type}/tickets`,
      { title, message: 'Bonjour, pouvez-vous m’aider ?', ...(type === 'contact' ? { category: 'Abonnement' } : {}) },
      bearer(who.token),
    );
    expect(response.statusCode, response.body).toBe(201);
    return ticketSchema.parse(response.json());
  }
  const list = async (type: SupportType, headers: Record<string, string>) => {
    const response = await get(`/api/support/${type}/tickets`, headers);
    expect(response.statusCode, response.body).toBe(200);
    return ticketListSchema.parse(response.json()).payload;
  };
  const staffReply = async (uid: string) =>
    expect(
      (
        await post(
          `/api/staff/tickets/${uid}/messages`,
          { message: 'Voici notre réponse.', version: await ticketVersion(api.testApp.db, uid) },
          coachHeaders(),
        )
      ).statusCode,
    ).toBe(201);

  it('a signed-in member lists his own requests with his session, newest first, and never another’s', async () => {
    const romain = await member();
    const other = await member();
    const first = await open('contact', romain, 'Ma facture');
    const second = await open('contact', romain, 'Changer de formule');
    const theirs = await open('contact', other, 'Une autre question');
    // Someone typing the member's address without signing in: it stays out of his list until a
    // link mailed for it is used (decision 0018).
    const typed = await openTicket(app(), api.testApp.db, { email: romain.email, title: 'Écrit sans compte' });

    const mine = await list('contact', bearer(romain.token));
    expect(mine.map((ticket) => ticket.uid)).toEqual([second.uid, first.uid]);
    expect(mine.map((ticket) => ticket.uid)).not.toContain(theirs.uid);
    expect(mine.map((ticket) => ticket.uid)).not.toContain(typed.ticket.uid);
    expect((await list('contact', bearer(other.token))).map((ticket) => ticket.uid)).toEqual([theirs.uid]);

    // Another's request, by its uid with the member's session: 403 code 2.
    const peek = await get(`/api/support/contact/tickets/${theirs.uid}`, bearer(romain.token));
    expect(peek.statusCode).toBe(403);
    expect(peek.json()).toMatchObject({ code: 2 });

    // Once the member follows the link mailed for the typed request, it joins his list.
    expect((await get(`/api/support/contact/tickets/${typed.ticket.uid}`, supportAuth(typed.token))).statusCode).toBe(200);
    expect((await list('contact', bearer(romain.token))).map((ticket) => ticket.uid)).toEqual([typed.ticket.uid, second.uid, first.uid]);
  });

  it('without a session or a link the list is refused (401 code 1), as before', async () => {
    const response = await get('/api/support/contact/tickets', {});
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 1 });
  });

  it('a coach’s answer marks the discussion unread in the member’s list; opening it clears the mark', async () => {
    const vip = await member(['vip']);
    const discussion = await open('coaching', vip, 'Premier rendez-vous');
    const quiet = await open('coaching', vip, 'Deuxième question');
    expect(discussion.unread).toBe(false);
    const unreadOf = async () =>
      Object.fromEntries((await list('coaching', bearer(vip.token))).map((ticket) => [ticket.uid, ticket.unread] as const));
    expect(await unreadOf()).toEqual({ [discussion.uid]: false, [quiet.uid]: false });

    await staffReply(discussion.uid);
    expect(await unreadOf()).toEqual({ [discussion.uid]: true, [quiet.uid]: false });
    // The coaches' console reading it changes nothing for the member.
    expect((await get(`/api/staff/tickets/${discussion.uid}`, coachHeaders())).statusCode).toBe(200);
    expect((await unreadOf())[discussion.uid]).toBe(true);

    // The member opens it: the answer says it was unread (the page can tell what is new), then it is read.
    const opened = ticketDetailSchema.parse((await get(`/api/support/coaching/tickets/${discussion.uid}`, bearer(vip.token))).json());
    expect(opened.unread).toBe(true);
    expect(opened.payload.messages.at(-1)?.author.role).toBe('staff');
    expect(await unreadOf()).toEqual({ [discussion.uid]: false, [quiet.uid]: false });

    // A second answer is unread again; the member replying (without reopening) has read it.
    await staffReply(discussion.uid);
    expect((await unreadOf())[discussion.uid]).toBe(true);
    const reply = await post(`/api/support/coaching/tickets/${discussion.uid}/messages`, { message: 'Merci\u202F!' }, bearer(vip.token));
    expect(reply.statusCode, reply.body).toBe(201);
    expect((await unreadOf())[discussion.uid]).toBe(false);
  });

  it('another member opening the discussion (refused) does not clear the mark', async () => {
    const vip = await member(['vip']);
    const otherVip = await member(['vip']);
    const discussion = await open('coaching', vip, 'Rendez-vous manqué');
    await staffReply(discussion.uid);
    expect((await get(`/api/support/coaching/tickets/${discussion.uid}`, bearer(otherVip.token))).statusCode).toBe(403);
    expect((await list('coaching', bearer(vip.token))).find((ticket) => ticket.uid === discussion.uid)?.unread).toBe(true);
    expect((await list('coaching', bearer(otherVip.token))).map((ticket) => ticket.uid)).toEqual([]);
  });

  it('a link holder’s list marks a staff answer unread too, and opening it with the link clears it', async () => {
    const opened = await openTicket(app(), api.testApp.db, { title: 'Question sans compte' });
    await staffReply(opened.ticket.uid);
    expect((await list('contact', supportAuth(opened.token))).map((ticket) => ticket.unread)).toEqual([true]);
    expect((await get(`/api/support/contact/tickets/${opened.ticket.uid}`, supportAuth(opened.token))).statusCode).toBe(200);
    expect((await list('contact', supportAuth(opened.token))).map((ticket) => ticket.unread)).toEqual([false]);
  });
});
