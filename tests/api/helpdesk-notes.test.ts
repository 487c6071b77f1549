import { describe, expect, it } from 'vitest';
import {
  cannedReplyListSchema,
  cannedReplySchema,
  filledReplySchema,
  staffMessageAnswerSchema,
  staffTicketDetailSchema,
} from '../../src/domain/helpdesk.ts';
import { ticketDetailSchema, ticketListSchema, ticketSchema } from '../../src/domain/support.ts';
import { MESSAGE_MAX } from '../../src/domain/support-rules.ts';
import { violationsBodySchema } from '../../src/domain/violation.ts';
import { fr } from '../../src/i18n/fr/index.ts';
import { bearer, createAccount, DEMO, signIn } from '../support/server/accounts.ts';
import { mailsTo, openTicket, supportAuth, ticketVersion, useSupportApi } from '../support/server/support.ts';

/**
 * Internal notes never reach a member or a visitor (docs/product.md#shared-inbox): not in the thread
 * (by session or by link), not in the lists, the unread marks or the activity date, not in any
 * e-mail, not in the privacy export. And canned replies per team, with {prenom} and {lien_ticket}.
 */
describe('internal notes and canned replies', () => {
  const api = useSupportApi((coach) => bearer(coach.token));
  const { app, get, post } = api;
  const note = async (uid: string, message: string) => {
    const response = await post(`/api/staff/tickets/${uid}/messages`, {
      message,
      internal: true,
      version: await ticketVersion(api.testApp.db, uid),
    });
    expect(response.statusCode, response.body).toBe(201);
    return staffMessageAnswerSchema.parse(response.json());
  };
  const everyText = (value: unknown) => JSON.stringify(value);

  it('keeps a note away from every member surface, by link and by session, in both spaces', async () => {
    const account = await createAccount(api.testApp.db, { roles: ['vip'], profileName: 'Inès' });
    const member = await signIn(app(), { email: account.email, password: 'Mot-de-passe-1' });
    const asMember = bearer(member.token);
    const contactTicket = ticketSchema.parse(
      (await post('/api/support/contact/tickets', { title: 'Ma facture', message: 'Où est ma facture ?' }, asMember)).json(),
    );
    const discussion = ticketSchema.parse(
      (await post('/api/support/coaching/tickets', { title: 'Un conseil', message: 'Comment relancer ?' }, asMember)).json(),
    );
    const anonymous = await openTicket(app(), api.testApp.db, { name: 'Bruno' });
    const secret = 'NOTE-INTERNE-remboursement-exceptionnel';
    const mailsBefore = (await mailsTo(api.testApp.db, account.email)).length;
    const anonymousMailsBefore = (await mailsTo(api.testApp.db, anonymous.ticket.contact.email)).length;
    const before = {
      contact: ticketListSchema.parse((await get('/api/support/contact/tickets', asMember)).json()).payload[0],
      coaching: ticketListSchema.parse((await get('/api/support/coaching/tickets', asMember)).json()).payload[0],
    };

    const written = await note(contactTicket.uid, secret);
    expect(written).toMatchObject({ internal: true, content: secret, author: { role: 'staff', name: 'Coach Sarah' } });
    await note(discussion.uid, secret);
    await note(anonymous.ticket.uid, secret);

    // Staff see it, marked.
    const staffView = staffTicketDetailSchema.parse((await get(`/api/staff/tickets/${contactTicket.uid}`)).json());
    expect(staffView.payload.messages.map((message) => [message.content, message.internal])).toEqual([
      ['Où est ma facture ?', false],
      [secret, true],
    ]);
    // Not a reply: the status, the activity date and the first-response target do not move.
    expect(staffView.status).toBe('new');
    expect(staffView.firstResponse.answeredAt).toBeNull();

    // The threads, by session and by link.
    for (const [type, uid] of [
      ['contact', contactTicket.uid],
      ['coaching', discussion.uid],
    ] as const) {
      const thread = await get(`/api/support/${type}/tickets/${uid}`, asMember);
      expect(thread.statusCode).toBe(200);
      expect(thread.body).not.toContain(secret);
      expect(ticketDetailSchema.parse(thread.json()).payload.messages).toHaveLength(1);
    }
    const byLink = await get(`/api/support/contact/tickets/${anonymous.ticket.uid}`, supportAuth(anonymous.token));
    expect(byLink.statusCode).toBe(200);
    expect(byLink.body).not.toContain(secret);
    expect(Object.keys(ticketDetailSchema.parse(byLink.json()).payload.messages)).toHaveLength(1);
    // No staff-only field leaks into a contact's answer either.
    for (const key of ['internal', 'version', 'assignee', 'firstResponse', 'presence']) expect(byLink.body).not.toContain(`"${key}"`);

    // The lists: no unread mark, no new activity date.
    const after = {
      contact: ticketListSchema.parse((await get('/api/support/contact/tickets', asMember)).json()).payload[0],
      coaching: ticketListSchema.parse((await get('/api/support/coaching/tickets', asMember)).json()).payload[0],
    };
    expect(after).toEqual(before);
    expect(after.contact?.unread).toBe(false);
    const linkList = await get('/api/support/contact/tickets', supportAuth(anonymous.token));
    expect(linkList.body).not.toContain(secret);
    expect(ticketListSchema.parse(linkList.json()).payload.every((ticket) => !ticket.unread)).toBe(true);

    // No e-mail at all for a note.
    expect(await mailsTo(api.testApp.db, account.email)).toHaveLength(mailsBefore);
    expect(await mailsTo(api.testApp.db, anonymous.ticket.contact.email)).toHaveLength(anonymousMailsBefore);

    // A later public reply mails the reply, never the note.
    const reply = await post(`/api/staff/tickets/${contactTicket.uid}/messages`, {
      message: 'Votre facture est dans votre espace.',
      version: await ticketVersion(api.testApp.db, contactTicket.uid),
    });
    expect(reply.statusCode, reply.body).toBe(201);
    const mails = await mailsTo(api.testApp.db, account.email);
    expect(mails).toHaveLength(mailsBefore + 1);
    for (const mail of mails) expect(`${mail.subject}${mail.text}${mail.html ?? ''}`).not.toContain(secret);
    const unread = ticketListSchema.parse((await get('/api/support/contact/tickets', asMember)).json()).payload[0];
    expect(unread?.unread).toBe(true);
    expect((await get(`/api/support/contact/tickets/${contactTicket.uid}`, asMember)).body).not.toContain(secret);

    // The privacy export holds the member's conversation, not the staff's notes.
    const exported = await get('/api/account/export', asMember);
    expect(exported.statusCode).toBe(200);
    expect(exported.body).toContain('Votre facture est dans votre espace.');
    expect(exported.body).not.toContain(secret);
  });

  it('takes a note on a locked ticket (staff still annotate), which stays locked', async () => {
    const { ticket } = await openTicket(app(), api.testApp.db);
    const locked = await post(`/api/staff/tickets/${ticket.uid}/status`, {
      action: 'lock',
      version: await ticketVersion(api.testApp.db, ticket.uid),
    });
    expect(locked.statusCode, locked.body).toBe(200);
    await note(ticket.uid, 'Client prévenu par téléphone.');
    expect(staffTicketDetailSchema.parse((await get(`/api/staff/tickets/${ticket.uid}`)).json()).status).toBe('locked');
  });

  it('keeps canned replies per team: create, list, update, delete; a title once per team, in any case', async () => {
    const create = (body: Record<string, unknown>) => post('/api/staff/canned-replies', body);
    const made = await create({
      team: 'contact',
      title: 'Remboursement',
      content: 'Bonjour {prenom}, votre remboursement est en cours : {lien_ticket}',
    });
    expect(made.statusCode, made.body).toBe(201);
    const reply = cannedReplySchema.parse(made.json());
    expect(reply).toMatchObject({ team: 'contact', title: 'Remboursement' });

    const taken = await create({ team: 'contact', title: 'REMBOURSEMENT', content: 'Autre' });
    expect(taken.statusCode).toBe(409);
    expect(violationsBodySchema.parse(taken.json()).violations).toEqual([
      { property: 'title', message: fr.supportServer.cannedTitleTaken, type: 'duplicate' },
    ]);
    const coachingOne = await create({ team: 'coaching', title: 'Remboursement', content: 'Côté coaching, {prenom}.' });
    expect(coachingOne.statusCode).toBe(201);

    const contactList = cannedReplyListSchema.parse((await get('/api/staff/canned-replies?team=contact')).json()).payload;
    expect(contactList.map((item) => item.uid)).toEqual([reply.uid]);
    expect(cannedReplyListSchema.parse((await get('/api/staff/canned-replies')).json()).payload).toHaveLength(2);

    const updated = await api.app().inject({
      method: 'PUT',
      url: `/api/staff/canned-replies/${reply.uid}`,
      payload: { team: 'contact', title: 'Remboursement accepté', content: 'Bonjour {prenom}, c’est fait.' },
      headers: bearer(api.coach.token),
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(cannedReplySchema.parse(updated.json()).title).toBe('Remboursement accepté');

    const invalid = await create({ team: 'support', title: '', content: 'x' });
    expect(invalid.statusCode).toBe(400);
    const violations = violationsBodySchema.parse(invalid.json()).violations;
    expect(violations.map((violation) => violation.property).sort()).toEqual(['team', 'title']);
    expect(violations.find((violation) => violation.property === 'title')?.message).toBe(fr.validation.required);

    const member = await signIn(app(), DEMO.member);
    expect((await get('/api/staff/canned-replies', bearer(member.token))).statusCode).toBe(403);
    expect((await post('/api/staff/canned-replies', { team: 'contact', title: 'x', content: 'y' }, bearer(member.token))).statusCode).toBe(
      403,
    );

    const removed = await api
      .app()
      .inject({ method: 'DELETE', url: `/api/staff/canned-replies/${reply.uid}`, headers: bearer(api.coach.token) });
    expect(removed.statusCode).toBe(204);
    const again = await api
      .app()
      .inject({ method: 'DELETE', url: `/api/staff/canned-replies/${reply.uid}`, headers: bearer(api.coach.token) });
    expect(again.statusCode).toBe(404);
  });

  it('fills {prenom} and {lien_ticket} on the server, for the composer and when the reply is sent (mail included)', async () => {
    const opened = await openTicket(app(), api.testApp.db, { name: 'Léa Martin' });
    const uid = opened.ticket.uid;
    const made = cannedReplySchema.parse(
      (
        await post('/api/staff/canned-replies', {
          team: 'contact',
          title: 'Suivi',
          content: 'Bonjour {prenom}, suivez votre demande ici : {lien_ticket}',
        })
      ).json(),
    );
    const link = `https://galant.example/contact/tickets/${uid}`;
    const filled = await get(`/api/staff/tickets/${uid}/canned-replies/${made.uid}`);
    expect(filled.statusCode).toBe(200);
    expect(filledReplySchema.parse(filled.json()).content).toBe(`Bonjour Léa, suivez votre demande ici : ${link}`);
    expect((await get(`/api/staff/tickets/${uid}/canned-replies/00000000-0000-4000-8000-000000000000`)).statusCode).toBe(404);

    const sent = await post(`/api/staff/tickets/${uid}/messages`, {
      message: made.content,
      version: await ticketVersion(api.testApp.db, uid),
    });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(staffMessageAnswerSchema.parse(sent.json()).content).toBe(`Bonjour Léa, suivez votre demande ici : ${link}`);
    const thread = ticketDetailSchema.parse((await get(`/api/support/contact/tickets/${uid}`, supportAuth(opened.token))).json());
    expect(thread.payload.messages.at(-1)?.content).toBe(`Bonjour Léa, suivez votre demande ici : ${link}`);
    const [mail] = await mailsTo(api.testApp.db, opened.ticket.contact.email);
    expect(mail?.text).toContain('Bonjour Léa, suivez votre demande ici');
    expect(mail?.text).not.toContain('{prenom}');
    expect(everyText(thread)).not.toContain('?t=');
  });

  it('refuses a message whose filled variables pass 5,000 characters: 400 on « message », nothing stored or mailed', async () => {
    const opened = await openTicket(app(), api.testApp.db, { name: 'Léa Martin' });
    const uid = opened.ticket.uid;
    const version = await ticketVersion(api.testApp.db, uid);
    // 200 × 13 characters as written (2,600): each {lien_ticket} becomes a link of some 80.
    const written = '{lien_ticket}'.repeat(200);
    expect(written.length).toBeLessThanOrEqual(MESSAGE_MAX);
    const mailsBefore = (await mailsTo(api.testApp.db, opened.ticket.contact.email)).length;
    const messagesBefore = staffTicketDetailSchema.parse((await get(`/api/staff/tickets/${uid}`)).json()).payload.messages.length;

    for (const internal of [false, true]) {
      const refused = await post(`/api/staff/tickets/${uid}/messages`, { message: written, version, internal });
      expect(refused.statusCode, refused.body).toBe(400);
      expect(violationsBodySchema.parse(refused.json()).violations).toEqual([
        { property: 'message', message: fr.validation.length, type: 'invalid' },
      ]);
    }
    const after = staffTicketDetailSchema.parse((await get(`/api/staff/tickets/${uid}`)).json());
    expect(after.payload.messages).toHaveLength(messagesBefore);
    expect(after.version).toBe(version);
    expect(await mailsTo(api.testApp.db, opened.ticket.contact.email)).toHaveLength(mailsBefore);
    // Short enough once filled: it goes.
    const fits = await post(`/api/staff/tickets/${uid}/messages`, { message: '{lien_ticket}'.repeat(5), version });
    expect(fits.statusCode, fits.body).toBe(201);
  });
});
