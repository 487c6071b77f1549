import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { messageSchema, ticketDetailSchema, ticketListSchema, ticketSchema } from '../../src/domain/support.ts';
import { userSchema } from '../../src/domain/user.ts';
import { users } from '../../server/db/schema/index.ts';
import { bearer, createAccount, DEMO, signIn, type SignedIn } from '../support/server/accounts.ts';
import { latestLink, mailsTo, supportAuth, useSupportApi, ticketVersion } from '../support/server/support.ts';

/**
 * The coaching space (docs/decisions/0014-coaching.md): VIP members' discussions with the
 * coaches on /api/support/coaching/…, answered from the staff console.
 */
describe('coaching space (/api/support/coaching/…)', () => {
  const api = useSupportApi();
  const { app, get, post } = api;

  /** A fresh active VIP member, signed in. */
  async function freshVip(profileName?: string): Promise<SignedIn & { email: string }> {
    const account = await createAccount(api.testApp.db, { roles: ['vip'], ...(profileName ? { profileName } : {}) });
    return { ...(await signIn(app(), { email: account.email, password: 'Mot-de-passe-1' })), email: account.email };
  }

  async function openDiscussion(member: SignedIn, title = 'Premier rendez-vous') {
    const response = await post(
      '/api/support/coaching/tickets',
      { title, message: 'Où l’emmener pour un premier verre ?' },
      bearer(member.token),
    );
    expect(response.statusCode, response.body).toBe(201);
    return ticketSchema.parse(response.json());
  }

  it('lets a VIP member open a discussion with only a subject and a message, under their nickname', async () => {
    const vip = await freshVip('Maxime');
    const discussion = await openDiscussion(vip);
    expect(discussion).toMatchObject({
      type: 'coaching',
      status: 'new',
      title: 'Premier rendez-vous',
      category: null,
      contact: { name: 'Maxime', email: vip.email },
    });

    const list = ticketListSchema.parse((await get('/api/support/coaching/tickets', bearer(vip.token))).json());
    expect(list.payload.map((ticket) => ticket.uid)).toEqual([discussion.uid]);
    const detail = ticketDetailSchema.parse((await get(`/api/support/coaching/tickets/${discussion.uid}`, bearer(vip.token))).json());
    expect(detail.payload.messages.map((message) => message.author)).toEqual([{ role: 'contact', name: 'Maxime' }]);

    // The confirmation mail links to the discussion's page, without a token: the page needs the member signed in.
    const mail = await latestLink(api.testApp.db, vip.email);
    // Discreet subject (docs/decisions/0023-html-mails.md): the title and the coaching are in the body only.
    expect(mail.subject).toBe('Votre discussion a bien été transmise');
    expect(mail.text).toContain('Votre discussion «\u202FPremier rendez-vous\u202F» est bien arrivée');
    expect(mail.link.href).toBe(`https://galant.example/coaching/${discussion.uid}`);
    expect(mail.token).toBe('');
  });

  it('follows a nickname chosen after the first discussion (the contact takes the profile name)', async () => {
    const vip = await freshVip();
    const local = vip.email.split('@')[0]?.slice(0, 24);
    const discussion = await openDiscussion(vip);
    expect(discussion.contact.name).toBe(local);

    const saved = await post(`/api/users/${vip.uid}/metadata`, { profile: { name: 'Jean-Éric' }, favorites: [] }, bearer(vip.token));
    expect(saved.statusCode, saved.body).toBe(200);
    expect(userSchema.parse(saved.json()).metadata.data.profile.name).toBe('Jean-Éric');

    const detail = ticketDetailSchema.parse((await get(`/api/support/coaching/tickets/${discussion.uid}`, bearer(vip.token))).json());
    expect(detail.contact.name).toBe('Jean-Éric');
    expect(detail.payload.messages[0]?.author).toEqual({ role: 'contact', name: 'Jean-Éric' });
    const second = await openDiscussion(vip, 'Après le premier verre');
    expect(second.contact.name).toBe('Jean-Éric');
  });

  it('keeps a discussion to its member: another VIP and a member without VIP get 403 code 2, anonymous 401 code 1', async () => {
    const owner = await freshVip('Hugo');
    const discussion = await openDiscussion(owner);
    const otherVip = await freshVip('Karim');
    const member = await signIn(app(), DEMO.member);
    const url = `/api/support/coaching/tickets/${discussion.uid}`;

    for (const intruder of [otherVip, member]) {
      const read = await get(url, bearer(intruder.token));
      expect(read.statusCode).toBe(403);
      expect(read.json()).toMatchObject({ code: 2 });
      const write = await post(`${url}/messages`, { message: 'Je m’invite.' }, bearer(intruder.token));
      expect(write.statusCode).toBe(403);
      expect(write.json()).toMatchObject({ code: 2 });
    }
    // The list of another member is never visible: another VIP sees only their own, a non-VIP nothing.
    const otherList = ticketListSchema.parse((await get('/api/support/coaching/tickets', bearer(otherVip.token))).json());
    expect(otherList.payload.map((ticket) => ticket.uid)).not.toContain(discussion.uid);
    const memberList = await get('/api/support/coaching/tickets', bearer(member.token));
    expect(memberList.statusCode).toBe(403);
    expect(memberList.json()).toMatchObject({ code: 2 });

    const anonymous = await get(url, {});
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ code: 1 });
    // A member's own bearer in the contact space does not open a coaching discussion.
    expect((await get(`/api/support/contact/tickets/${discussion.uid}`, bearer(owner.token))).statusCode).toBe(404);
  });

  it('mails the member when a coach answers, with a link to /coaching/<uid>; the member reads "Coach Sarah"', async () => {
    const vip = await freshVip('Thomas');
    const discussion = await openDiscussion(vip, 'Relancer une conversation');

    const inbox = ticketListSchema.parse((await get('/api/staff/tickets?type=coaching', bearer(api.coach.token))).json());
    expect(inbox.payload.find((ticket) => ticket.uid === discussion.uid)).toMatchObject({ type: 'coaching', contact: { name: 'Thomas' } });

    const answer = await post(
      `/api/staff/tickets/${discussion.uid}/messages`,
      { message: 'Bonjour Thomas, essayez une question ouverte.', version: await ticketVersion(api.testApp.db, discussion.uid) },
      bearer(api.coach.token),
    );
    expect(answer.statusCode).toBe(201);
    expect(messageSchema.parse(answer.json()).author).toEqual({ role: 'staff', name: 'Coach Sarah' });

    const mails = await mailsTo(api.testApp.db, vip.email);
    expect(mails).toHaveLength(2);
    const mail = await latestLink(api.testApp.db, vip.email);
    expect(mail.subject).toBe('Vous avez reçu une réponse');
    expect(mail.text).toContain('Coach Sarah a répondu à votre discussion «\u202FRelancer une conversation\u202F»');
    expect(mail.text).toContain('Bonjour Thomas,');
    expect(mail.text).toContain('Bonjour Thomas, essayez une question ouverte.');
    expect(mail.text).toContain('statut\u202F: En cours');
    expect(mail.link.href).toBe(`https://galant.example/coaching/${discussion.uid}`);
    expect(mail.text).not.toContain('/contact/tickets');

    const detail = ticketDetailSchema.parse((await get(`/api/support/coaching/tickets/${discussion.uid}`, bearer(vip.token))).json());
    expect(detail.status).toBe('pending');
    expect(detail.payload.messages.map((message) => [message.author.role, message.author.name])).toEqual([
      ['contact', 'Thomas'],
      ['staff', 'Coach Sarah'],
    ]);
    const reply = await post(
      `/api/support/coaching/tickets/${discussion.uid}/messages`,
      { message: 'Merci, je tente ce soir.' },
      bearer(vip.token),
    );
    expect(reply.statusCode).toBe(201);
    expect(messageSchema.parse(reply.json()).author).toEqual({ role: 'contact', name: 'Thomas' });
  });

  it('still accepts "Coaching <token>" from a follow-up link asked through the API, for this member only', async () => {
    const vip = await freshVip('Louis');
    const discussion = await openDiscussion(vip);
    const refresh = await post('/api/support/coaching/auth-token/refresh', { email: vip.email, type: 'coaching' }, {});
    expect(refresh.statusCode).toBe(202);
    const { token, link } = await latestLink(api.testApp.db, vip.email);
    expect(link.pathname).toBe('/coaching');
    expect(token).not.toBe('');
    const list = ticketListSchema.parse((await get('/api/support/coaching/tickets', supportAuth(token, 'coaching'))).json());
    expect(list.payload.map((ticket) => ticket.uid)).toEqual([discussion.uid]);
    // Not a contact-space credential.
    expect((await get('/api/support/contact/tickets', supportAuth(token, 'contact'))).statusCode).toBe(401);

    // Once the membership is over, the link opens nothing more (403 code 2), even before it expires.
    await api.testApp.db.update(users).set({ status: 'ended', roles: [] }).where(eq(users.uid, vip.uid));
    const after = await get('/api/support/coaching/tickets', supportAuth(token, 'coaching'));
    expect(after.statusCode).toBe(403);
    expect(after.json()).toMatchObject({ code: 2 });
    const write = await post(
      '/api/support/coaching/tickets',
      { title: 'Encore une question', message: 'Toujours là ?' },
      supportAuth(token, 'coaching'),
    );
    expect(write.statusCode).toBe(403);
  });
});
