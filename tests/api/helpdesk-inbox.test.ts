import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { staffTicketDetailSchema, staffTicketListSchema, staffTicketSchema, type StaffTicket } from '../../src/domain/helpdesk.ts';
import { errorBodySchema, violationsBodySchema } from '../../src/domain/violation.ts';
import { fr } from '../../src/i18n/fr/index.ts';
import { supportTickets } from '../../server/db/schema/index.ts';
import { bearer, createAccount, DEMO, signIn, type SignedIn } from '../support/server/accounts.ts';
import { openTicket, supportAuth, ticketVersion, useSupportApi } from '../support/server/support.ts';

/**
 * The shared inbox (docs/product.md#shared-inbox): assignment, « Non attribués » / « Les miens »
 * with keyset paging, and the first-response target per queue with the overdue tickets first
 * (docs/decisions/0051-first-response-targets.md).
 */
describe('shared inbox: assignment, views and first-response targets', () => {
  const api = useSupportApi((coach) => bearer(coach.token));
  const { app, get, post } = api;
  const HOUR = 3_600_000;

  const colleague = async (name: string): Promise<SignedIn> => {
    const account = await createAccount(api.testApp.db, { roles: ['coach'], profileName: name });
    return signIn(app(), { email: account.email, password: 'Mot-de-passe-1' });
  };
  const assign = (uid: string, assignee: string | null, headers?: Record<string, string>) =>
    post(`/api/staff/tickets/${uid}/assignee`, { assignee }, headers);
  /** Every page of a view, following the cursors. */
  const walk = async (query: string, headers?: Record<string, string>): Promise<StaffTicket[]> => {
    const seen: StaffTicket[] = [];
    let cursor: string | null = null;
    for (let pages = 0; pages < 20; pages += 1) {
      const response = await get(`/api/staff/tickets?${query}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`, headers);
      expect(response.statusCode, response.body).toBe(200);
      const page = staffTicketListSchema.parse(response.json());
      expect(page.payload.length).toBeLessThanOrEqual(10);
      seen.push(...page.payload);
      if (!page.page.hasNextPage) return seen;
      cursor = page.page.endCursor;
    }
    throw new Error('more than 20 pages');
  };
  const backdate = (uids: string[], hoursAgo: number) =>
    api.testApp.db
      .update(supportTickets)
      .set({ createdAt: new Date(Date.now() - hoursAgo * HOUR) })
      .where(inArray(supportTickets.uid, uids));

  it('assigns to me, to a colleague, and back to nobody; the assignee is shown on the ticket and in lists', async () => {
    const marc = await colleague('Coach Marc');
    const { ticket } = await openTicket(app(), api.testApp.db);

    const mine = await assign(ticket.uid, 'me');
    expect(mine.statusCode, mine.body).toBe(200);
    expect(staffTicketSchema.parse(mine.json()).assignee).toEqual({ uid: api.coach.uid, name: 'Coach Sarah' });

    const toMarc = await assign(ticket.uid, marc.uid);
    expect(staffTicketSchema.parse(toMarc.json()).assignee).toEqual({ uid: marc.uid, name: 'Coach Marc' });
    const detail = staffTicketDetailSchema.parse((await get(`/api/staff/tickets/${ticket.uid}`)).json());
    expect(detail.assignee?.name).toBe('Coach Marc');
    expect((await walk('view=mine', bearer(marc.token))).map((item) => item.uid)).toEqual([ticket.uid]);

    const nobody = await assign(ticket.uid, null, bearer(marc.token));
    expect(staffTicketSchema.parse(nobody.json()).assignee).toBeNull();
    expect(await walk('view=mine', bearer(marc.token))).toEqual([]);
    expect((await walk('view=unassigned')).map((item) => item.uid)).toContain(ticket.uid);
  });

  it('refuses an assignee who is not staff (400, French), members (403), contacts (401) and unknown tickets (404)', async () => {
    const { ticket, token } = await openTicket(app(), api.testApp.db);
    const member = await signIn(app(), DEMO.member);

    for (const assignee of [member.uid, '00000000-0000-4000-8000-000000000000', 'quelqu’un']) {
      const refused = await assign(ticket.uid, assignee);
      expect(refused.statusCode).toBe(400);
      expect(violationsBodySchema.parse(refused.json()).violations).toEqual([
        { property: 'assignee', message: fr.supportServer.notColleague, type: 'invalid' },
      ]);
    }
    const missing = await post(`/api/staff/tickets/${ticket.uid}/assignee`, {});
    expect(violationsBodySchema.parse(missing.json()).violations[0]).toMatchObject({ property: 'assignee', type: 'missing' });

    const asMember = await assign(ticket.uid, 'me', bearer(member.token));
    expect(asMember.statusCode).toBe(403);
    expect(errorBodySchema.parse(asMember.json()).message).toBe(fr.server.forbidden);
    for (const url of ['/api/staff/tickets?view=mine', '/api/staff/team'])
      expect((await get(url, bearer(member.token))).statusCode).toBe(403);
    expect((await assign(ticket.uid, 'me', supportAuth(token))).statusCode).toBe(401);
    expect((await assign('00000000-0000-4000-8000-000000000000', 'me')).statusCode).toBe(404);
    expect((await get('/api/staff/tickets?view=tous')).statusCode).toBe(400);
  });

  it('lists the team one assigns to: active coaches only', async () => {
    const lucie = await colleague('Coach Lucie');
    const team = (await get('/api/staff/team')).json() as { payload: { uid: string; name: string }[] };
    expect(team.payload).toContainEqual({ uid: lucie.uid, name: 'Coach Lucie' });
    expect(team.payload).toContainEqual({ uid: api.coach.uid, name: 'Coach Sarah' });
    const member = await signIn(app(), DEMO.member);
    expect(team.payload.map((person) => person.uid)).not.toContain(member.uid);
  });

  it('pages « Les miens » overdue first (longest overdue first), then by last activity, each ticket once', async () => {
    const nina = await colleague('Coach Nina');
    const opened: string[] = [];
    for (let index = 0; index < 13; index += 1) {
      const { ticket } = await openTicket(app(), api.testApp.db, { title: `Question ${index}` });
      expect((await assign(ticket.uid, 'me', bearer(nina.token))).statusCode).toBe(200);
      opened.push(ticket.uid);
    }
    const [a, b, c, ...rest] = opened as [string, string, string, ...string[]];
    // Support's target is 24 h: two tickets past it, one just within it.
    await backdate([a], 30);
    await backdate([c], 26);
    await backdate([b], 23);

    const mine = await walk('view=mine', bearer(nina.token));
    expect(mine.map((ticket) => ticket.uid)).toEqual([a, c, ...[...rest].reverse(), b]);
    const [first, second] = mine;
    expect(first?.firstResponse).toMatchObject({ targetHours: 24, overdue: true, answeredAt: null });
    expect(first?.firstResponse.secondsLeft).toBeLessThan(-5 * 3600);
    expect(second?.firstResponse.overdue).toBe(true);
    const within = mine.find((ticket) => ticket.uid === b);
    expect(within?.firstResponse.overdue).toBe(false);
    expect(within?.firstResponse.secondsLeft).toBeGreaterThan(3000);
    expect(within?.firstResponse.secondsLeft).toBeLessThanOrEqual(3600);

    // The first public answer meets the target: the ticket leaves the overdue segment.
    const answered = await post(
      `/api/staff/tickets/${a}/messages`,
      { message: 'Bonjour, voici notre réponse.', version: await ticketVersion(api.testApp.db, a) },
      bearer(nina.token),
    );
    expect(answered.statusCode, answered.body).toBe(201);
    const after = await walk('view=mine', bearer(nina.token));
    expect(after[0]?.uid).toBe(c);
    expect(after[1]?.uid).toBe(a);
    expect(after[1]?.firstResponse).toMatchObject({ overdue: false, secondsLeft: null });
    expect(after[1]?.firstResponse.answeredAt).not.toBeNull();
  });

  it('gives coaching its own target (12 h) and leaves closed tickets out of the overdue ones', async () => {
    const vip = await signIn(app(), DEMO.vip);
    const opened = await post(
      '/api/support/coaching/tickets',
      { title: 'Premier rendez-vous', message: 'Que proposer ?' },
      bearer(vip.token),
    );
    expect(opened.statusCode, opened.body).toBe(201);
    const uid = staffTicketSchema.pick({ uid: true }).parse(opened.json()).uid;
    await backdate([uid], 13);
    const detail = staffTicketDetailSchema.parse((await get(`/api/staff/tickets/${uid}`)).json());
    expect(detail.firstResponse).toMatchObject({ targetHours: 12, overdue: true });

    const closed = await post(`/api/staff/tickets/${uid}/status`, { action: 'close', version: detail.version });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(staffTicketSchema.parse(closed.json()).firstResponse).toMatchObject({ overdue: false, secondsLeft: null, answeredAt: null });
    const [row] = await api.testApp.db.select().from(supportTickets).where(eq(supportTickets.uid, uid));
    expect(row?.status).toBe('closed');
  });

  it('« Non attribués » holds only the tickets nobody holds', async () => {
    const { ticket } = await openTicket(app(), api.testApp.db);
    const unassigned = await walk('view=unassigned');
    expect(unassigned.map((item) => item.uid)).toContain(ticket.uid);
    expect(unassigned.every((item) => item.assignee === null)).toBe(true);
  });
});
