import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { flowsReportSchema, type FlowsReport } from '../../src/domain/flows.ts';
import { flowCounts, flowStartDays, paymentIntents, supportContacts, supportTickets } from '../../server/db/schema/index.ts';
import { bearer, signIn } from '../support/server/accounts.ts';
import { createTestApp, type TestApp } from '../support/server/test-app.ts';

/**
 * The tickets' starts in the analysts' report (decision 0031) come from the rows created, and
 * those of a day that is over are kept per day (decision 0043): the report adds the kept days up
 * rather than counting every row created before its period. A day is kept from two days back.
 */

const ANALYST = { email: 'analyste@galant.test', password: 'Galant-Analyste-2026' };
const DAY_MS = 86_400_000;
const dayOf = (date: Date) => date.toISOString().slice(0, 10);

describe('starts of days that are over are kept per day (decision 0043)', () => {
  let testApp: TestApp;
  let analyst: string;
  const today = dayOf(new Date());
  const tenDaysAgo = dayOf(new Date(Date.now() - 10 * DAY_MS));
  const oldTickets: string[] = [];

  const report = async (from: string, to: string): Promise<FlowsReport> => {
    const response = await testApp.app.inject({ method: 'GET', url: `/api/staff/flows?from=${from}&to=${to}`, headers: bearer(analyst) });
    expect(response.statusCode, response.body).toBe(200);
    return flowsReportSchema.parse(response.json());
  };
  /** The ticket flow's `new` state: entries in the period (the starts) and what was there at its start. */
  const ticketsNew = (body: FlowsReport) =>
    body.flows.find((flow) => flow.flow === 'ticket')?.states.find((state) => state.state === 'new') ?? { count: 0, atStart: 0 };

  beforeAll(async () => {
    testApp = await createTestApp();
    // Rows written before counting began (the demo seed) are no journey: a fresh start.
    await testApp.db.delete(paymentIntents);
    await testApp.db.delete(supportTickets);
    await testApp.db.delete(flowCounts);
    analyst = (await signIn(testApp.app, ANALYST)).token;
    const [contact] = await testApp.db.insert(supportContacts).values({ email: 'jours@galant.test', name: 'Jours' }).returning();
    if (contact === undefined) throw new Error('no contact');
    const ticket = (createdAt: Date) => ({
      type: 'contact' as const,
      contactUid: contact.uid,
      title: '[Question] Un jour',
      createdAt,
      lastActivityAt: createdAt,
    });
    const old = new Date(`${tenDaysAgo}T12:00:00Z`);
    const rows = await testApp.db
      .insert(supportTickets)
      .values([ticket(old), ticket(old), ticket(old), ticket(new Date())])
      .returning({ uid: supportTickets.uid, createdAt: supportTickets.createdAt });
    oldTickets.push(...rows.filter((row) => row.createdAt.getTime() === old.getTime()).map((row) => row.uid));
  });
  afterAll(() => testApp.close());

  it('counts a past day from its kept count, and today from the rows', async () => {
    expect(ticketsNew(await report(tenDaysAgo, tenDaysAgo)).count).toBe(3);
    const [kept] = await testApp.db
      .select()
      .from(flowStartDays)
      .where(and(eq(flowStartDays.lifecycle, 'ticket'), eq(flowStartDays.day, tenDaysAgo)));
    expect(kept?.count).toBe(3);
    // Today is not kept yet: the ticket written today counts at once, the kept days are there at its start.
    expect(ticketsNew(await report(today, today))).toMatchObject({ count: 1, atStart: 3 });
    const [keptToday] = await testApp.db
      .select()
      .from(flowStartDays)
      .where(and(eq(flowStartDays.lifecycle, 'ticket'), eq(flowStartDays.day, today)));
    expect(keptToday).toBeUndefined();
  });

  it('counts again a day whose starts were kept when an older ticket is written into it (an import)', async () => {
    const [contact] = await testApp.db.select().from(supportContacts).limit(1);
    if (contact === undefined) throw new Error('no contact');
    const old = new Date(`${tenDaysAgo}T18:00:00Z`);
    await testApp.db
      .insert(supportTickets)
      .values({ type: 'contact', contactUid: contact.uid, title: '[Question] Importée', createdAt: old, lastActivityAt: old });
    expect(ticketsNew(await report(tenDaysAgo, tenDaysAgo)).count).toBe(4);
    expect(ticketsNew(await report(today, today)).atStart).toBe(4);
  });

  it('keeps counting the start of a ticket deleted after its day was kept, as its recorded moves are', async () => {
    const [gone] = oldTickets;
    if (gone === undefined) throw new Error('no old ticket');
    await testApp.db.delete(supportTickets).where(eq(supportTickets.uid, gone));
    expect(ticketsNew(await report(tenDaysAgo, tenDaysAgo)).count).toBe(4);
    expect(ticketsNew(await report(today, today)).atStart).toBe(4);
  });
});
