import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  INVALID_SUPPORT_TYPE_MESSAGE,
  SUPPORT_TOKEN_TTL_SECONDS,
  ticketDetailSchema,
  ticketListSchema,
  ticketSchema,
  messageSchema,
} from '../../src/domain/support.ts';
import { errorBodySchema, violationsBodySchema } from '../../src/domain/violation.ts';
import { fr } from '../../src/i18n/fr/index.ts';
import { outbox, supportContacts, supportTickets, supportTokens } from '../../server/db/schema/index.ts';
import { bearer, createAccount, DEMO, manualClock, signIn } from '../support/server/accounts.ts';
import { freshAddress, latestLink, mailsTo, openTicket, supportAuth, uniqueContactEmail } from '../support/server/support.ts';
import { createTestApp, type TestApp } from '../support/server/test-app.ts';

describe('support tickets of contacts (/api/support/{type}/…)', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ env: { SITE_URL: 'https://galant.example' } });
  });
  afterAll(() => testApp.close());

  const app = () => testApp.app;
  const get = (url: string, headers: Record<string, string> = {}) => app().inject({ method: 'GET', url, headers });
  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    app().inject({ method: 'POST', url, payload: payload as Record<string, unknown>, headers, remoteAddress: freshAddress() });

  describe('support type', () => {
    it('answers 400 "Valid support type is required" for any other type, on every route', async () => {
      const answers = [
        await get('/api/support/vip/tickets'),
        await post('/api/support/Contact/tickets', { title: 'a', message: 'b' }),
        await get('/api/support/autre/tickets/00000000-0000-4000-8000-000000000000'),
        await post('/api/support/autre/tickets/00000000-0000-4000-8000-000000000000/messages', { message: 'b' }),
        await post('/api/support/x/auth-token/refresh', { email: 'a@exemple.test', type: 'x' }),
      ];
      for (const response of answers) {
        expect(response.statusCode).toBe(400);
        expect(violationsBodySchema.parse(response.json()).violations).toEqual([
          { property: 'type', message: INVALID_SUPPORT_TYPE_MESSAGE, type: 'invalid' },
        ]);
      }
    });
  });

  describe('opening a ticket', () => {
    it('requires e-mail and name from an anonymous contact, with the French field messages (docs/product.md#validation)', async () => {
      const missing = await post('/api/support/contact/tickets', { title: 'Sujet', message: 'Bonjour' });
      expect(missing.statusCode).toBe(400);
      expect(violationsBodySchema.parse(missing.json())).toEqual({
        message: 'Validation failed by backend',
        violations: [
          { property: 'email', message: fr.validation.required, type: 'missing' },
          { property: 'name', message: fr.validation.required, type: 'missing' },
        ],
      });

      const wrong = await post('/api/support/contact/tickets', { email: 'pas-un-email', name: 'L3a', title: ' ', message: '' });
      expect(wrong.statusCode).toBe(400);
      expect(violationsBodySchema.parse(wrong.json()).violations).toEqual([
        { property: 'title', message: fr.validation.required, type: 'invalid' },
        { property: 'message', message: fr.validation.required, type: 'invalid' },
        { property: 'email', message: fr.validation.emailFormat, type: 'invalid' },
        { property: 'name', message: fr.validation.nameFormat, type: 'invalid' },
      ]);
    });

    it('answers 201 with the ticket (category split out of the title) and mails the follow-up link, never answering it', async () => {
      const email = uniqueContactEmail();
      const response = await post('/api/support/contact/tickets', {
        email,
        name: 'Léa Martin',
        title: 'Carte refusée',
        category: 'Paiement',
        message: 'Ma carte est refusée au paiement.',
      });
      expect(response.statusCode).toBe(201);
      expect(response.headers['cache-control']).toBe('no-store');
      const ticket = ticketSchema.parse(response.json());
      expect(ticket).toMatchObject({
        title: 'Carte refusée',
        category: 'Paiement',
        status: 'new',
        type: 'contact',
        contact: { email, name: 'Léa Martin' },
      });
      expect(response.body).not.toMatch(/token/i);

      // Stored as docs/product.md#entities says: the category as a bracketed prefix of the title.
      const [row] = await testApp.db.select().from(supportTickets).where(eq(supportTickets.uid, ticket.uid));
      expect(row?.title).toBe('[Paiement] Carte refusée');

      const mail = await latestLink(testApp.db, email);
      // Discreet subject (docs/decisions/0023-html-mails.md): the ticket's title is in the body only.
      expect(mail.subject).toBe('Votre demande a bien été reçue');
      expect(mail.text).toContain('votre demande «\u202FCarte refusée\u202F»');
      expect(mail.link.origin + mail.link.pathname).toBe(`https://galant.example/contact/tickets/${ticket.uid}`);
      // ≥ 128 random bits, stored hashed only.
      expect(mail.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const tokens = await testApp.db.select().from(supportTokens);
      expect(tokens.map((token) => token.tokenHash)).not.toContain(mail.token);

      const detail = await get(`/api/support/contact/tickets/${ticket.uid}`, supportAuth(mail.token));
      expect(detail.statusCode).toBe(200);
      const body = ticketDetailSchema.parse(detail.json());
      expect(body.payload.messages).toMatchObject([
        { content: 'Ma carte est refusée au paiement.', author: { role: 'contact', name: 'Léa Martin' }, contact: { name: 'Léa Martin' } },
      ]);
      expect(body.page).toEqual({ hasNextPage: false, endCursor: expect.any(String) });
    });

    it("keeps one contact per address (any case): a second ticket joins the first one's list, and the first name stays", async () => {
      const email = uniqueContactEmail();
      const first = await openTicket(app(), testApp.db, { email, title: 'Premier' });
      const second = await post('/api/support/contact/tickets', {
        email: email.toUpperCase(),
        name: 'Autre Nom',
        title: 'Second',
        message: 'Re',
      });
      expect(second.statusCode).toBe(201);
      // The writer sees what it typed, never the name the address's contact already has.
      expect(ticketSchema.parse(second.json()).contact).toEqual({
        uid: first.ticket.contact.uid,
        name: 'Autre Nom',
        email: email.toUpperCase(),
      });
      const list = ticketListSchema.parse((await get('/api/support/contact/tickets', supportAuth(first.token))).json());
      expect(list.payload.map((ticket) => [ticket.title, ticket.contact.name])).toEqual([
        ['Second', 'Léa Martin'],
        ['Premier', 'Léa Martin'],
      ]);
    });

    it('takes the contact from a follow-up token or a signed-in account, without e-mail and name', async () => {
      const opened = await openTicket(app(), testApp.db);
      const byToken = await post(
        '/api/support/contact/tickets',
        { title: 'Autre question', message: 'Encore moi' },
        supportAuth(opened.token),
      );
      expect(byToken.statusCode).toBe(201);
      expect(ticketSchema.parse(byToken.json()).contact).toEqual(opened.ticket.contact);

      const account = await createAccount(testApp.db, { profileName: 'Marc' });
      const session = await signIn(app(), { email: account.email, password: 'Mot-de-passe-1' });
      const byAccount = await post('/api/support/contact/tickets', { title: 'Mon compte', message: 'Bonjour' }, bearer(session.token));
      expect(byAccount.statusCode).toBe(201);
      expect(ticketSchema.parse(byAccount.json()).contact).toMatchObject({ email: account.email, name: 'Marc' });
      const list = ticketListSchema.parse((await get('/api/support/contact/tickets', bearer(session.token))).json());
      expect(list.payload.map((ticket) => ticket.title)).toEqual(['Mon compte']);
    });
  });

  describe('support tokens', () => {
    it("opens only its own contact's tickets: another contact's → 403 code 2; none, unknown or wrong type → 401 code 1", async () => {
      const alice = await openTicket(app(), testApp.db, { name: 'Alice' });
      const bob = await openTicket(app(), testApp.db, { name: 'Bob' });
      const url = `/api/support/contact/tickets/${alice.ticket.uid}`;

      const other = await get(url, supportAuth(bob.token));
      expect(other.statusCode).toBe(403);
      expect(errorBodySchema.parse(other.json())).toEqual({ message: fr.server.forbidden, code: 2 });
      const otherReply = await post(`${url}/messages`, { message: 'Intrusion' }, supportAuth(bob.token));
      expect(otherReply.statusCode).toBe(403);
      expect(otherReply.json()).toMatchObject({ code: 2 });

      const unauthorized = [
        await get(url),
        await get('/api/support/contact/tickets'),
        await get(url, supportAuth('x'.repeat(43))),
        await get(url, { 'support-auth': `Coaching ${alice.token}` }),
        await get(url, { 'support-auth': alice.token }),
        await get('/api/support/coaching/tickets', supportAuth(alice.token, 'coaching')),
        await post(`${url}/messages`, { message: 'Sans jeton' }),
      ];
      for (const response of unauthorized) {
        expect(response.statusCode).toBe(401);
        expect(errorBodySchema.parse(response.json())).toEqual({ message: fr.server.unauthorized, code: 1 });
      }

      // Bob's list has Bob's ticket only; a lower-case scheme is the same scheme.
      const list = ticketListSchema.parse((await get('/api/support/contact/tickets', { 'support-auth': `contact ${bob.token}` })).json());
      expect(list.payload.map((ticket) => ticket.uid)).toEqual([bob.ticket.uid]);
    });

    it(`works many times until it expires (${SUPPORT_TOKEN_TTL_SECONDS / 86_400} days), then answers 401 code 1`, async () => {
      const clock = manualClock(testApp);
      try {
        const opened = await openTicket(app(), testApp.db);
        const url = `/api/support/contact/tickets/${opened.ticket.uid}`;
        for (let use = 0; use < 3; use += 1) expect((await get(url, supportAuth(opened.token))).statusCode).toBe(200);
        clock.advance(SUPPORT_TOKEN_TTL_SECONDS * 1000 - 60_000);
        expect((await get(url, supportAuth(opened.token))).statusCode).toBe(200);
        clock.advance(60_000);
        const expired = await get(url, supportAuth(opened.token));
        expect(expired.statusCode).toBe(401);
        expect(expired.json()).toEqual({ message: fr.server.unauthorized, code: 1 });
      } finally {
        manualClock(testApp, Date.now());
      }
    });

    it('answers 202 alike for a known and an unknown address, and mails a working link to the known one only', async () => {
      const opened = await openTicket(app(), testApp.db);
      const email = opened.ticket.contact.email;
      const before = (await mailsTo(testApp.db, email)).length;
      const unknownEmail = uniqueContactEmail();

      const known = await post('/api/support/contact/auth-token/refresh', { email: email.toUpperCase(), type: 'contact' });
      const unknown = await post('/api/support/contact/auth-token/refresh', { email: unknownEmail, type: 'contact' });
      for (const response of [known, unknown]) {
        expect(response.statusCode).toBe(202);
        expect(response.json()).toEqual({ success: true });
        expect(response.headers['cache-control']).toBe('no-store');
      }
      expect(await mailsTo(testApp.db, unknownEmail)).toHaveLength(0);
      expect(await mailsTo(testApp.db, email)).toHaveLength(before + 1);

      const mail = await latestLink(testApp.db, email);
      expect(mail.subject).toBe('Votre lien de suivi');
      expect(mail.link.origin + mail.link.pathname).toBe('https://galant.example/contact/tickets');
      const list = await get('/api/support/contact/tickets', supportAuth(mail.token));
      expect(ticketListSchema.parse(list.json()).payload.map((ticket) => ticket.uid)).toEqual([opened.ticket.uid]);
      // The first link still works: tokens are not single use.
      expect((await get('/api/support/contact/tickets', supportAuth(opened.token))).statusCode).toBe(200);
    });

    it('refuses a body type other than the path type, and mails at most 5 links per address per hour', async () => {
      const mismatch = await post('/api/support/contact/auth-token/refresh', { email: 'a@exemple.test', type: 'coaching' });
      expect(mismatch.statusCode).toBe(400);
      expect(violationsBodySchema.parse(mismatch.json()).violations).toEqual([
        { property: 'type', message: fr.supportServer.typeMismatch, type: 'invalid' },
      ]);

      const opened = await openTicket(app(), testApp.db); // its mail issued one token
      const email = opened.ticket.contact.email;
      for (let ask = 0; ask < 6; ask += 1) {
        expect((await post('/api/support/contact/auth-token/refresh', { email, type: 'contact' })).statusCode).toBe(202);
      }
      expect(await mailsTo(testApp.db, email)).toHaveLength(5);
    });
  });

  describe('paging by 10 (docs/product.md#limits)', () => {
    it("lists a contact's tickets newest first, 10 a page, then the rest", async () => {
      const clock = manualClock(testApp);
      try {
        const email = uniqueContactEmail();
        const first = await openTicket(app(), testApp.db, { email, title: 'Demande 1' });
        for (let index = 2; index <= 12; index += 1) {
          clock.advance(1000);
          await openTicket(app(), testApp.db, { email, title: `Demande ${index}` });
        }
        const page1 = ticketListSchema.parse((await get('/api/support/contact/tickets', supportAuth(first.token))).json());
        expect(page1.payload.map((ticket) => ticket.title)).toEqual(Array.from({ length: 10 }, (_, index) => `Demande ${12 - index}`));
        expect(page1.page.hasNextPage).toBe(true);
        const cursor = encodeURIComponent(page1.page.endCursor ?? '');
        const page2 = ticketListSchema.parse((await get(`/api/support/contact/tickets?cursor=${cursor}`, supportAuth(first.token))).json());
        expect(page2.payload.map((ticket) => ticket.title)).toEqual(['Demande 2', 'Demande 1']);
        expect(page2.page.hasNextPage).toBe(false);

        const bad = await get('/api/support/contact/tickets?cursor=nimporte-quoi', supportAuth(first.token));
        expect(bad.statusCode).toBe(400);
        expect(violationsBodySchema.parse(bad.json()).violations).toEqual([
          { property: 'cursor', message: fr.supportServer.invalidCursor, type: 'invalid' },
        ]);
      } finally {
        manualClock(testApp, Date.now());
      }
    });

    it("loads a ticket's messages 10 at a time, oldest first", async () => {
      const opened = await openTicket(app(), testApp.db, { message: 'Message 1' });
      const url = `/api/support/contact/tickets/${opened.ticket.uid}`;
      for (let index = 2; index <= 12; index += 1) {
        const reply = await post(`${url}/messages`, { message: `Message ${index}` }, supportAuth(opened.token));
        expect(reply.statusCode).toBe(201);
        expect(messageSchema.parse(reply.json())).toMatchObject({ content: `Message ${index}`, author: { role: 'contact' } });
      }
      const page1 = ticketDetailSchema.parse((await get(url, supportAuth(opened.token))).json());
      expect(page1.payload.messages.map((message) => message.content)).toEqual(
        Array.from({ length: 10 }, (_, index) => `Message ${index + 1}`),
      );
      expect(page1.page.hasNextPage).toBe(true);
      const page2 = ticketDetailSchema.parse(
        (await get(`${url}?cursor=${encodeURIComponent(page1.page.endCursor ?? '')}`, supportAuth(opened.token))).json(),
      );
      expect(page2.payload.messages.map((message) => message.content)).toEqual(['Message 11', 'Message 12']);
      expect(page2.page.hasNextPage).toBe(false);
      expect(page2.uid).toBe(opened.ticket.uid);
      // A new ticket stays new while only the contact writes.
      expect(page2.status).toBe('new');
    });
  });

  describe("an anonymous ticket naming a member's address", () => {
    const titles = (response: { json(): unknown }) => ticketListSchema.parse(response.json()).payload.map((ticket) => ticket.title);

    it("stays out of the member's list until its e-mailed link is opened, and never renames the member", async () => {
      const account = await createAccount(testApp.db, { profileName: 'Marc' });
      const member = await signIn(app(), { email: account.email, password: 'Mot-de-passe-1' });
      const own = await post('/api/support/contact/tickets', { title: 'Ma question', message: 'Bonjour' }, bearer(member.token));
      expect(own.statusCode).toBe(201);

      const forged = await post('/api/support/contact/tickets', {
        email: account.email.toUpperCase(),
        name: 'Intrus',
        title: 'Ticket forgé',
        message: 'Coucou',
      });
      expect(forged.statusCode).toBe(201);
      const forgedTicket = ticketSchema.parse(forged.json());
      // The writer sees its own words, not the member's name.
      expect(forgedTicket.contact.name).toBe('Intrus');

      expect(titles(await get('/api/support/contact/tickets', bearer(member.token)))).toEqual(['Ma question']);
      expect((await get(`/api/support/contact/tickets/${forgedTicket.uid}`, bearer(member.token))).statusCode).toBe(403);
      expect(
        (await post(`/api/support/contact/tickets/${forgedTicket.uid}/messages`, { message: 'Hein ?' }, bearer(member.token))).statusCode,
      ).toBe(403);
      const [contact] = await testApp.db.select().from(supportContacts).where(eq(supportContacts.userUid, account.uid));
      expect(contact?.name).toBe('Marc');

      // The mail went to the member's address, greeting the member; opening its link proves the address
      // (sorted below: the two tickets may share a millisecond).
      const mail = await latestLink(testApp.db, account.email);
      expect(mail.text).toContain('Marc');
      expect(mail.text).not.toContain('Intrus');
      expect(titles(await get('/api/support/contact/tickets', supportAuth(mail.token))).sort()).toEqual(['Ma question', 'Ticket forgé']);
      expect(titles(await get('/api/support/contact/tickets', bearer(member.token))).sort()).toEqual(['Ma question', 'Ticket forgé']);
      expect((await get(`/api/support/contact/tickets/${forgedTicket.uid}`, bearer(member.token))).statusCode).toBe(200);
      const [after] = await testApp.db.select().from(supportContacts).where(eq(supportContacts.userUid, account.uid));
      expect(after?.name).toBe('Marc');
    });

    it("writes as the account's contact even before the member ever wrote, named after the account", async () => {
      const account = await createAccount(testApp.db);
      const forged = await post('/api/support/contact/tickets', {
        email: account.email,
        name: 'Intrus',
        title: 'Avant tout',
        message: 'Coucou',
      });
      expect(forged.statusCode).toBe(201);
      const member = await signIn(app(), { email: account.email, password: 'Mot-de-passe-1' });
      expect(titles(await get('/api/support/contact/tickets', bearer(member.token)))).toEqual([]);
      const own = await post('/api/support/contact/tickets', { title: 'Moi', message: 'Bonjour' }, bearer(member.token));
      expect(ticketSchema.parse(own.json()).contact.name).toBe(account.email.split('@')[0]);
      expect(titles(await get('/api/support/contact/tickets', bearer(member.token)))).toEqual(['Moi']);
    });

    it('proves only what the link was mailed about: a ticket written after it waits for its own link', async () => {
      const account = await createAccount(testApp.db);
      const member = await signIn(app(), { email: account.email, password: 'Mot-de-passe-1' });
      const clock = manualClock(testApp);
      let firstLink, secondLink;
      try {
        await post('/api/support/contact/tickets', { email: account.email, name: 'Intrus', title: 'Premier forgé', message: 'a' });
        firstLink = await latestLink(testApp.db, account.email);
        clock.advance(1000);
        await post('/api/support/contact/tickets', { email: account.email, name: 'Intrus', title: 'Second forgé', message: 'b' });
        secondLink = await latestLink(testApp.db, account.email);
      } finally {
        manualClock(testApp, Date.now());
      }
      expect((await get('/api/support/contact/tickets', supportAuth(firstLink.token))).statusCode).toBe(200);
      expect(titles(await get('/api/support/contact/tickets', bearer(member.token)))).toEqual(['Premier forgé']);
      expect((await get('/api/support/contact/tickets', supportAuth(secondLink.token))).statusCode).toBe(200);
      expect(titles(await get('/api/support/contact/tickets', bearer(member.token)))).toEqual(['Second forgé', 'Premier forgé']);
    });
  });

  describe('e-mails through the transactional outbox', () => {
    it('writes the "received" mail with the ticket, once, under a key naming the ticket', async () => {
      const opened = await openTicket(app(), testApp.db);
      const rows = await testApp.db
        .select()
        .from(outbox)
        .where(eq(outbox.dedupeKey, `support-ticket-received:${opened.ticket.uid}`));
      expect(rows).toHaveLength(1);
      expect(rows[0]?.to).toBe(opened.ticket.contact.email);
    });

    it('refuses an address the mailer would refuse before writing anything (400 on the field, no ticket, no mail)', async () => {
      for (const email of [
        '<script>alert(1)</script>@example.com',
        'a(b)@example.com',
        'a<b@example.com',
        'a@-b.com',
        'a..b@example.com',
      ]) {
        const response = await post('/api/support/contact/tickets', { email, name: 'Léa', title: 'Bonjour', message: 'Salut' });
        expect(response.statusCode, email).toBe(400);
        expect(violationsBodySchema.parse(response.json()).violations).toContainEqual({
          property: 'email',
          message: fr.validation.emailFormat,
          type: 'invalid',
        });
        expect(await mailsTo(testApp.db, email)).toEqual([]);
        const refresh = await post('/api/support/contact/auth-token/refresh', { email, type: 'contact' });
        expect(refresh.statusCode, email).toBe(400);
        expect(violationsBodySchema.parse(refresh.json()).violations).toContainEqual({
          property: 'email',
          message: fr.validation.emailFormat,
          type: 'invalid',
        });
      }
    });
  });

  describe('coaching space', () => {
    it('needs a VIP member: anonymous → 401 code 1, member without VIP → 403 code 2, VIP → 201', async () => {
      const body = { title: 'Premier rendez-vous', message: 'Des conseils ?' };
      const anonymous = await post('/api/support/coaching/tickets', { ...body, email: uniqueContactEmail(), name: 'Paul' });
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toMatchObject({ code: 1 });

      const member = await signIn(app(), DEMO.member);
      const notVip = await post('/api/support/coaching/tickets', body, bearer(member.token));
      expect(notVip.statusCode).toBe(403);
      expect(notVip.json()).toMatchObject({ code: 2 });

      const vip = await signIn(app(), DEMO.vip);
      const created = await post('/api/support/coaching/tickets', body, bearer(vip.token));
      expect(created.statusCode).toBe(201);
      expect(ticketSchema.parse(created.json())).toMatchObject({ type: 'coaching', contact: { email: DEMO.vip.email, name: 'Julien' } });
      // A coaching ticket is not in the contact space.
      const uid = ticketSchema.parse(created.json()).uid;
      expect((await get(`/api/support/contact/tickets/${uid}`, bearer(vip.token))).statusCode).toBe(404);
      expect((await get(`/api/support/coaching/tickets/${uid}`, bearer(vip.token))).statusCode).toBe(200);
    });
  });

  it('answers 404 for an unknown or malformed ticket uid', async () => {
    const opened = await openTicket(app(), testApp.db);
    for (const uid of ['00000000-0000-4000-8000-000000000000', 'pas-un-uid']) {
      expect((await get(`/api/support/contact/tickets/${uid}`, supportAuth(opened.token))).statusCode).toBe(404);
    }
  });
});
