import { eq, inArray, or, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberDataExportSchema, type MemberDataExport } from '../../src/domain/privacy.ts';
import { ticketSchema } from '../../src/domain/support.ts';
import {
  affiliations,
  billingCards,
  idempotencyKeys,
  outbox,
  passwordResets,
  paymentIntents,
  payments,
  receipts,
  subscriptions,
  supportContacts,
  supportMessages,
  supportTickets,
  supportTokens,
  users,
} from '../../server/db/schema/index.ts';
import { bearer, createAccount, DEMO, signIn, type SignedIn } from '../support/server/accounts.ts';
import { cardBody, manualScheduler, payByCard, register, TOKEN, uniqueEmail } from '../support/server/billing.ts';
import { freshAddress, ticketVersion } from '../support/server/support.ts';
import { createTestApp, TEST_JWT_SECRET, type TestApp } from '../support/server/test-app.ts';
import { unsubscribe, userRow } from '../support/server/subscriptions.ts';

/**
 * The member's own data (docs/decisions/0022-privacy-and-consent.md): GET
 * /api/account/export gives exactly the member's data, nobody else's and no secret; POST
 * /api/account/delete deletes an account with nothing running and refuses, in French, otherwise.
 */

const PASSWORD = 'Mot-de-passe-1';

interface RichMember {
  uid: string;
  email: string;
  token: string;
  /** Words only this member wrote or was written: found in his export, in nobody else's. */
  marks: string[];
  contactTicket: string;
  coachingTicket: string;
}

describe('privacy API: export and deletion of a member’s data', () => {
  let testApp: TestApp;
  let scheduler: ReturnType<typeof manualScheduler>;
  let coach: SignedIn;
  beforeAll(async () => {
    testApp = await createTestApp({ env: { SITE_URL: 'https://galant.example' } });
    scheduler = manualScheduler(testApp);
    coach = await signIn(testApp.app, DEMO.coach);
  });
  afterAll(() => testApp.close());

  const inject = (method: 'GET' | 'POST', url: string, headers: Record<string, string>, payload?: Record<string, unknown>) =>
    testApp.app.inject({ method, url, headers, remoteAddress: freshAddress(), ...(payload === undefined ? {} : { payload }) });
  const exportOf = (token: string) => inject('GET', '/api/account/export', bearer(token));
  const deleteAccount = (token: string, payload: Record<string, unknown> = { confirm: true }) =>
    inject('POST', '/api/account/delete', bearer(token), payload);

  async function post(url: string, token: string, payload: Record<string, unknown>): Promise<unknown> {
    const response = await inject('POST', url, bearer(token), payload);
    expect(response.statusCode, `${url}: ${response.body}`).toBeLessThan(300);
    return response.json();
  }

  /**
   * A member with a row in every table that holds a member's data: affiliation, subscription,
   * payment with its receipt, card on file, payment object, idempotency key, profile name and
   * favourites, a contact ticket and a coaching discussion both answered by the coach, a password
   * reset link, e-mails in the outbox.
   */
  async function richMember(label: string): Promise<RichMember> {
    const { uid, token } = await register(testApp.app, {
      identifier: uniqueEmail(label),
      affiliation: { token: TOKEN, platform: `plateforme-${label}` },
    });
    const paid = await payByCard(testApp.app, token, cardBody(uid));
    expect(paid.statusCode, paid.body).toBe(200);
    await scheduler.runAll();
    const user = await userRow(testApp, uid);
    expect(user?.status).toBe('active');
    const email = user?.email ?? '';
    const marks = [
      `surnom-${label}`,
      `favori-${label}`,
      `question-contact-${label}`,
      `réponse-contact-${label}`,
      `question-coaching-${label}`,
      `réponse-coaching-${label}`,
    ];
    await post(`/api/users/${uid}/metadata`, token, { profile: { name: marks[0] }, favorites: [marks[1]] });
    const contact = ticketSchema.parse(await post('/api/support/contact/tickets', token, { title: `Sujet ${label}`, message: marks[2] }));
    await post(`/api/staff/tickets/${contact.uid}/messages`, coach.token, {
      message: marks[3],
      version: await ticketVersion(testApp.db, contact.uid),
    });
    const coaching = ticketSchema.parse(
      await post('/api/support/coaching/tickets', token, { title: `Rendez-vous ${label}`, message: marks[4] }),
    );
    await post(`/api/staff/tickets/${coaching.uid}/messages`, coach.token, {
      message: marks[5],
      version: await ticketVersion(testApp.db, coaching.uid),
    });
    const reset = await inject('POST', '/api/reset-password/request', {}, { email });
    expect(reset.statusCode, reset.body).toBeLessThan(300);
    return { uid, email, token, marks, contactTicket: contact.uid, coachingTicket: coaching.uid };
  }

  async function exported(member: { token: string }): Promise<{ text: string; data: MemberDataExport }> {
    const response = await exportOf(member.token);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="galant-donnees-\d{4}-\d{2}-\d{2}\.json"$/);
    expect(response.headers['cache-control']).toBe('no-store');
    return { text: response.body, data: memberDataExportSchema.parse(response.json()) };
  }

  /** Every value of the member's rows the file must never carry (secrets, keys of other systems). */
  async function secretsOf(uid: string): Promise<string[]> {
    const [user] = await testApp.db.select().from(users).where(eq(users.uid, uid));
    const paymentRows = await testApp.db.select().from(payments).where(eq(payments.userUid, uid));
    const cards = await testApp.db.select().from(billingCards).where(eq(billingCards.userUid, uid));
    const resets = await testApp.db.select().from(passwordResets).where(eq(passwordResets.userUid, uid));
    const keys = await testApp.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.userUid, uid));
    const contacts = await testApp.db.select().from(supportContacts).where(eq(supportContacts.userUid, uid));
    const tokens =
      contacts.length === 0
        ? []
        : await testApp.db
            .select()
            .from(supportTokens)
            .where(
              inArray(
                supportTokens.contactUid,
                contacts.map((row) => row.uid),
              ),
            );
    const [affiliation] = await testApp.db.select().from(affiliations).where(eq(affiliations.userUid, uid));
    const secrets = [
      user?.passwordHash ?? 'no password hash',
      ...paymentRows.flatMap((row) => [row.cardToken, row.providerReference]),
      ...cards.map((row) => row.cardToken),
      ...resets.map((row) => row.tokenHash),
      ...keys.flatMap((row) => [row.key, row.requestHash]),
      ...tokens.map((row) => row.tokenHash),
      affiliation?.token ?? 'no affiliation',
      TEST_JWT_SECRET,
    ].filter((value): value is string => typeof value === 'string' && value.length > 0);
    expect(paymentRows.length, 'payments').toBeGreaterThan(0);
    expect(cards.length, 'card on file').toBeGreaterThan(0);
    expect(resets.length, 'reset link').toBeGreaterThan(0);
    expect(keys.length, 'idempotency key').toBeGreaterThan(0);
    return secrets;
  }

  let first: RichMember;
  let second: RichMember;

  it('exports exactly the member’s data: profile, subscription, payments with receipt numbers, card, tickets and coaching with their messages', async () => {
    first = await richMember('alice');
    second = await richMember('bruno');
    const { data } = await exported(first);

    expect(data.profile).toMatchObject({
      uid: first.uid,
      email: first.email,
      displayName: first.marks[0],
      favorites: [first.marks[1]],
      status: 'active',
      roles: ['vip'],
    });
    expect(data.subscriptions).toHaveLength(1);
    expect(data.subscriptions[0]).toMatchObject({ formula: 'vip-mensuel', state: 'trial' });
    expect(data.affiliation).toMatchObject({ platform: 'plateforme-alice' });
    expect(data.cardOnFile).toMatchObject({ last4: '4242' });
    const [charge] = data.payments;
    expect(data.payments).toHaveLength(1);
    expect(charge).toMatchObject({ kind: 'charge', status: 'succeeded', currency: 'EUR', cardLast4: '4242' });
    const [receipt] = await testApp.db.select().from(receipts).where(eq(receipts.userUid, first.uid));
    expect(charge?.document).toEqual({ number: `GAL-${String(receipt?.number).padStart(6, '0')}`, kind: 'receipt' });

    expect(data.supportTickets.map((ticket) => ticket.uid)).toEqual([first.contactTicket]);
    expect(data.supportTickets[0]?.messages.map((message) => [message.author, message.content])).toEqual([
      ['member', first.marks[2]],
      ['staff', first.marks[3]],
    ]);
    expect(data.supportTickets[0]?.messages[1]?.staffName).toBe('Coach Sarah');
    expect(data.coachingDiscussions.map((ticket) => ticket.uid)).toEqual([first.coachingTicket]);
    expect(data.coachingDiscussions[0]?.messages.map((message) => [message.author, message.content])).toEqual([
      ['member', first.marks[4]],
      ['staff', first.marks[5]],
    ]);
  });

  it('carries nothing of another member, and no password hash, token, session or internal secret', async () => {
    const { text } = await exported(first);
    for (const mark of first.marks) expect(text).toContain(mark);
    const [otherPayment] = await testApp.db.select().from(payments).where(eq(payments.userUid, second.uid));
    for (const foreign of [
      second.email,
      second.uid,
      second.contactTicket,
      second.coachingTicket,
      otherPayment?.uid ?? 'x',
      ...second.marks,
    ]) {
      expect(text, 'another member’s data').not.toContain(foreign);
    }
    // The coach's address (the staff author) is not the member's data either.
    expect(text).not.toContain(DEMO.coach.email);
    const signedIn = await signIn(testApp.app, { email: first.email, password: PASSWORD });
    for (const secret of [...(await secretsOf(first.uid)), first.token, signedIn.token, signedIn.cookie]) {
      expect(text.includes(secret), `secret ${secret.slice(0, 12)}…`).toBe(false);
    }
    for (const name of ['passwordHash', 'password', 'tokenVersion', 'cardToken', 'providerReference', 'tokenHash', 'acl']) {
      expect(text, name).not.toContain(`"${name}"`);
    }
    // The other member's file is his own, too.
    const other = await exported(second);
    expect(other.data.profile.email).toBe(second.email);
    expect(other.text).not.toContain(first.email);
    expect(other.text).not.toContain(first.marks[2]);
  });

  it('answers 401 without a valid bearer token, and limits exports per address (429)', async () => {
    expect((await inject('GET', '/api/account/export', {})).statusCode).toBe(401);
    expect((await inject('GET', '/api/account/export', bearer('a.b.c'))).statusCode).toBe(401);
    expect((await inject('POST', '/api/account/delete', {}, { confirm: true })).statusCode).toBe(401);
    const member = await signIn(testApp.app, DEMO.member);
    const statuses: number[] = [];
    for (let index = 0; index < 11; index += 1) {
      const response = await testApp.app.inject({
        method: 'GET',
        url: '/api/account/export',
        headers: bearer(member.token),
        remoteAddress: '10.99.0.1',
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 10).every((status) => status === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it('refuses to delete while a subscription runs (cancel first), then while the cancelled period runs: 409 in French, nothing deleted', async () => {
    const running = await deleteAccount(first.token);
    expect(running.statusCode).toBe(409);
    expect(running.json()).toMatchObject({ code: 'subscription_running', violations: [{ property: 'account', type: 'invalid' }] });
    expect(running.json().message).toContain('résiliez-le d’abord');

    expect((await unsubscribe(testApp, first.token)).statusCode).toBe(200);
    const ending = await deleteAccount(first.token);
    expect(ending.statusCode).toBe(409);
    expect(ending.json()).toMatchObject({ code: 'subscription_ending' });
    expect(ending.json().message).toMatch(/reste actif jusqu’au \d{1,2} \S+ \d{4}/);
    expect((await userRow(testApp, first.uid))?.status).toBe('active');
    expect((await exported(first)).data.supportTickets).toHaveLength(1);
  });

  it('asks for the confirmation tick: 400 with a French field message', async () => {
    const account = await createAccount(testApp.db);
    const member = await signIn(testApp.app, { email: account.email, password: PASSWORD });
    for (const payload of [{}, { confirm: false }, { confirm: 'oui' }]) {
      const response = await deleteAccount(member.token, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().violations).toEqual([
        {
          property: 'confirm',
          message: 'Cochez la case pour confirmer la suppression définitive de votre compte.',
          type: payload.confirm === undefined ? 'missing' : 'invalid',
        },
      ]);
    }
    expect(await userRow(testApp, account.uid)).toBeDefined();
  });

  it('deletes an account without subscription: profile, sessions, tickets and coaching discussions go; the token and the cookie stop working', async () => {
    const account = await createAccount(testApp.db, { roles: ['vip'], profileName: 'Zoé' });
    const member = await signIn(testApp.app, { email: account.email, password: PASSWORD });
    const contact = ticketSchema.parse(
      await post('/api/support/contact/tickets', member.token, { title: 'Question', message: 'Un message de Zoé' }),
    );
    const coaching = ticketSchema.parse(
      await post('/api/support/coaching/tickets', member.token, { title: 'Conseil', message: 'Une discussion de Zoé' }),
    );
    await post(`/api/staff/tickets/${coaching.uid}/messages`, coach.token, {
      message: 'Une réponse à Zoé',
      version: await ticketVersion(testApp.db, coaching.uid),
    });
    // Someone else's data stays: the other member's tickets and the coach's account.
    const before = await exported(second);

    const response = await deleteAccount(member.token);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ deleted: true, message: 'Votre compte et vos données ont été supprimés.' });
    // The browser's session cookie is cleared in the same answer.
    const cleared = response.cookies.find((cookie) => cookie.name.endsWith('galant_session'));
    expect(cleared?.value ?? '').toBe('');

    expect(await userRow(testApp, account.uid)).toBeUndefined();
    expect(
      await testApp.db
        .select()
        .from(supportContacts)
        .where(or(eq(supportContacts.userUid, account.uid), sql`lower(${supportContacts.email}) = lower(${account.email})`)),
    ).toEqual([]);
    expect(
      await testApp.db
        .select()
        .from(supportTickets)
        .where(inArray(supportTickets.uid, [contact.uid, coaching.uid])),
    ).toEqual([]);
    expect(
      await testApp.db
        .select()
        .from(supportMessages)
        .where(inArray(supportMessages.ticketUid, [contact.uid, coaching.uid])),
    ).toEqual([]);
    expect(
      await testApp.db
        .select()
        .from(outbox)
        .where(sql`lower(${outbox.to}) = lower(${account.email})`),
    ).toEqual([]);

    // Sessions: the bearer token and the session cookie open nothing any more; signing in fails.
    expect((await inject('GET', `/api/users/${account.uid}`, bearer(member.token))).statusCode).toBe(401);
    expect((await exportOf(member.token)).statusCode).toBe(401);
    const restore = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/session',
      headers: { 'x-galant-session': '1' },
      cookies: { galant_session: member.cookie },
    });
    expect(restore.statusCode).toBe(401);
    const again = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth_check',
      payload: { identifier: account.email, password: PASSWORD },
      remoteAddress: freshAddress(),
    });
    expect(again.statusCode).toBe(401);

    const after = await exported(second);
    expect(after.data).toEqual({ ...before.data, exportedDateTime: after.data.exportedDateTime });
    expect((await signIn(testApp.app, DEMO.coach)).uid).toBe(coach.uid);
  });

  it('keeps payments anonymised (no member, no card token, no last four) and receipts as issued; refuses while a cashback is still owed', async () => {
    // A member whose subscription is over but who still holds a session (the state the erasure job
    // would act on later): his payments are accounting records.
    const member = await richMember('chloe');
    const [subscription] = await testApp.db.select().from(subscriptions).where(eq(subscriptions.userUid, member.uid));
    const now = new Date();
    await testApp.db
      .update(subscriptions)
      .set({
        status: 'ended',
        endedAt: now,
        nextRenewalAt: null,
        cashbackDueAt: new Date(now.getTime() + 86_400_000),
        cashbackRefundedAt: null,
      })
      .where(eq(subscriptions.uid, subscription?.uid ?? ''));
    const owed = await deleteAccount(member.token);
    expect(owed.statusCode).toBe(409);
    expect(owed.json()).toMatchObject({ code: 'refund_owed' });
    expect(owed.json().message).toContain('Un remboursement vous est encore dû le');

    await testApp.db
      .update(subscriptions)
      .set({ cashbackRefundedAt: now })
      .where(eq(subscriptions.uid, subscription?.uid ?? ''));
    const paymentUids = (await testApp.db.select().from(payments).where(eq(payments.userUid, member.uid))).map((row) => row.uid);
    expect(paymentUids.length).toBeGreaterThan(0);
    const deleted = await deleteAccount(member.token);
    expect(deleted.statusCode, deleted.body).toBe(200);

    const kept = await testApp.db.select().from(payments).where(inArray(payments.uid, paymentUids));
    expect(kept).toHaveLength(paymentUids.length);
    for (const payment of kept) expect(payment).toMatchObject({ userUid: null, cardToken: null, cardLast4: null });
    const documents = await testApp.db.select().from(receipts).where(inArray(receipts.paymentUid, paymentUids));
    expect(documents.length).toBe(paymentUids.length);
    for (const document of documents) expect(document.userUid).toBeNull();
    // Everything else of the member went with the account (cascades).
    for (const table of [subscriptions, billingCards, affiliations, paymentIntents, idempotencyKeys, passwordResets]) {
      expect(await testApp.db.select().from(table).where(eq(table.userUid, member.uid))).toEqual([]);
    }
    expect(
      await testApp.db
        .select()
        .from(supportTickets)
        .where(inArray(supportTickets.uid, [member.contactTicket, member.coachingTicket])),
    ).toEqual([]);
  });

  it('deletes once under two simultaneous requests: the other gets a clean 404 or 401, never a 500', async () => {
    for (let round = 0; round < 3; round += 1) {
      const account = await createAccount(testApp.db);
      const member = await signIn(testApp.app, { email: account.email, password: PASSWORD });
      await post('/api/support/contact/tickets', member.token, { title: 'Question', message: `Tour ${round}` });
      const answers = await Promise.all([deleteAccount(member.token), deleteAccount(member.token)]);
      const statuses = answers.map((answer) => answer.statusCode).sort();
      expect(
        statuses.filter((status) => status === 200),
        JSON.stringify(answers.map((answer) => answer.body)),
      ).toHaveLength(1);
      const other = answers.find((answer) => answer.statusCode !== 200);
      expect([401, 404]).toContain(other?.statusCode);
      expect(other?.json()).toHaveProperty('message');
      expect(await userRow(testApp, account.uid)).toBeUndefined();
    }
  });

  it('leaves staff accounts to an administrator (403) and refuses a pending payment (409)', async () => {
    const refused = await deleteAccount(coach.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'staff_account' });

    const account = await createAccount(testApp.db);
    const member = await signIn(testApp.app, { email: account.email, password: PASSWORD });
    await testApp.db.insert(payments).values({
      userUid: account.uid,
      amount: 100,
      formula: 'vip-mensuel',
      status: 'pending',
      providerReference: `pending-${account.uid}`,
    });
    const pending = await deleteAccount(member.token);
    expect(pending.statusCode).toBe(409);
    expect(pending.json()).toMatchObject({ code: 'payment_pending' });
    expect(await userRow(testApp, account.uid)).toBeDefined();
  });
});
