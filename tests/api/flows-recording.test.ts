import { count, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { flowsReportSchema, type FlowsReport } from '../../src/domain/flows.ts';
import { openDatabase, type DatabaseHandle } from '../../server/db/database.ts';
import { flowCounts, payments } from '../../server/db/schema/index.ts';
import { bearer, signIn } from '../support/server/accounts.ts';
import { cardBody, payByCard, register } from '../support/server/billing.ts';
import { createTestApp, type TestApp } from '../support/server/test-app.ts';

/**
 * Recording a flow's moves never endangers money nor makes payments wait (decision
 * 0019's note of 2026-11-25): moves are counted after their transaction commits, outside it, so a
 * payment succeeds with the counts table gone, and concurrent payments never queue on a counter
 * row. A rolled-back transaction counts nothing.
 */

const ANALYST = { email: 'analyste@galant.test', password: 'Galant-Analyste-2026' };
const CHARGED = 'open --charge.succeeded--> succeeded';
const SUBMIT = { flow: 'payment', from: 'editing', event: 'payment.submit', to: 'paying' } as const;

describe('flow recording and money', () => {
  let testApp: TestApp;
  let analyst: string;

  const report = async (): Promise<FlowsReport> => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/staff/flows', headers: bearer(analyst) });
    expect(response.statusCode, response.body).toBe(200);
    return flowsReportSchema.parse(response.json());
  };
  const countOf = (body: FlowsReport, flow: string, key: string) =>
    body.flows.find((entry) => entry.flow === flow)?.transitions.find((transition) => transition.key === key)?.count ?? 0;
  const signupAndPay = async () => {
    const { uid, token } = await register(testApp.app);
    return payByCard(testApp.app, token, cardBody(uid));
  };
  const chargedPayments = async () =>
    (
      await testApp.db
        .select({ n: count() })
        .from(payments)
        .where(inArray(payments.status, ['succeeded', 'pending']))
    )[0]?.n ?? 0;

  beforeAll(async () => {
    testApp = await createTestApp();
    analyst = (await signIn(testApp.app, ANALYST)).token;
  });
  afterAll(() => testApp.close());

  it('takes a payment while the counts table is gone, and counts it once the table is back', async () => {
    const before = countOf(await report(), 'payment-intent', CHARGED);
    const charged = await chargedPayments();
    await testApp.db.execute(sql`alter table flow_counts rename to flow_counts_away`);
    try {
      const paid = await signupAndPay();
      expect(paid.statusCode, paid.body).toBe(200);
      // The write fails, the count waits in memory; nothing reaches the member.
      await testApp.services.flows.flush();
      expect(testApp.logs().some((line) => line.msg === 'flow counts not written; kept for the next write')).toBe(true);
    } finally {
      await testApp.db.execute(sql`alter table flow_counts_away rename to flow_counts`);
    }
    expect(await chargedPayments()).toBe(charged + 1);
    expect(countOf(await report(), 'payment-intent', CHARGED)).toBe(before + 1);
  });

  it('takes concurrent payments at once, none waiting on the counts (on PostgreSQL, while another connection locks the counts table)', async () => {
    const before = countOf(await report(), 'payment-intent', CHARGED);
    const payers = 6;
    // PGlite has one connection: nothing else can hold a lock there. On PostgreSQL, a second
    // connection holds the counts table exclusively until every payment has answered: a payment
    // that touched it would wait for the lock, the lock for the payments (the test would hang).
    let locker: DatabaseHandle | null = null;
    if (testApp.config.database.driver === 'pg') locker = await openDatabase(testApp.config);
    try {
      const payAll = () => Promise.all(Array.from({ length: payers }, () => signupAndPay()));
      const answers = locker
        ? await locker.db.transaction(async (tx) => {
            await tx.execute(sql`lock table flow_counts in access exclusive mode`);
            return payAll();
          })
        : await payAll();
      for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    } finally {
      await locker?.close();
    }
    expect(countOf(await report(), 'payment-intent', CHARGED)).toBe(before + payers);
  });

  it('counts the moves of a committed transaction, none of a rolled-back one', async () => {
    const day = new Date().toISOString().slice(0, 10);
    const submits = async () => {
      await testApp.services.flows.flush();
      const rows = await testApp.db.select().from(flowCounts);
      return rows
        .filter((row) => row.day === day && row.flow === SUBMIT.flow && row.event === SUBMIT.event)
        .reduce((sum, row) => sum + row.count, 0);
    };
    const before = await submits();
    const { flows } = testApp.services;
    await expect(
      flows.transaction(testApp.db, async (_tx, moves) => {
        moves.add([{ ...SUBMIT, elapsedMs: 1000 }], new Date());
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await submits()).toBe(before);
    await flows.transaction(testApp.db, async (_tx, moves) =>
      moves.add(
        [
          { ...SUBMIT, elapsedMs: 1000 },
          { ...SUBMIT, elapsedMs: null },
        ],
        new Date(),
      ),
    );
    expect(await submits()).toBe(before + 2);
  });
});
