import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  BROWSER_FLOWS,
  FLOW_BATCH_MAX,
  START_EVENT,
  START_STATE,
  flowsReportSchema,
  type FlowEvent,
  type FlowsReport,
} from '../../src/domain/flows.ts';
import { flowCounts, paymentIntents, subscriptions, supportTickets } from '../../server/db/schema/index.ts';
import { CATALOG_PATH } from '../../server/modules/flows/catalog.ts';
import { endDueSubscriptions } from '../../server/modules/subscriptions/ending.ts';
import { lifecycleOf } from '../../server/modules/subscriptions/lifecycle.ts';
import { TEST_CARDS } from '../../server/modules/payments/sandbox/test-cards.ts';
import { bearer, DEMO, signIn } from '../support/server/accounts.ts';
import { cardBody, manualScheduler, payByCard, register } from '../support/server/billing.ts';
import { at, jobContext, MINUTE_MS, subscriptionRow, unsubscribe } from '../support/server/subscriptions.ts';
import { freshAddress, openTicket, ticketVersion } from '../support/server/support.ts';
import { createTestApp, type TestApp } from '../support/server/test-app.ts';

/**
 * Analysts' numbers add up (decision 0031): after a scripted mix of journeys through the real API
 * (card signups, recoverable and final declines, a signup that never pays, cancellations ended at
 * the period's end, tickets) and browser journeys generated from the machines' catalog (a start,
 * then moves the machine can make, as the browser's reporter sends them), every state of every
 * flow the page reads satisfies entries = exits + still there; the server lifecycles' "still
 * there" is what their tables hold.
 */

const ANALYST = { email: 'analyste@galant.test', password: 'Galant-Analyste-2026' };
const card = (code: string) => TEST_CARDS.find((entry) => entry.outcome.kind === 'failed' && entry.outcome.code === code)?.number ?? '';
const RECOVERABLE = card('1100003PI1');
const FINAL = card('E002');

const catalogFileSchema = z.object({
  flows: z.array(
    z.object({
      id: z.string(),
      initial: z.array(z.string()),
      transitions: z.array(z.object({ from: z.string(), event: z.string(), to: z.string() })),
    }),
  ),
});

/** A small seeded generator: the same journeys at every run. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

describe('every state adds up: entries = exits + still there (decision 0031)', () => {
  let testApp: TestApp;
  let analyst: string;
  const today = new Date().toISOString().slice(0, 10);
  let lastDay = today;
  let browserMoves = 0;

  const report = async (from: string, to: string): Promise<FlowsReport> => {
    const response = await testApp.app.inject({ method: 'GET', url: `/api/staff/flows?from=${from}&to=${to}`, headers: bearer(analyst) });
    expect(response.statusCode, response.body).toBe(200);
    return flowsReportSchema.parse(response.json());
  };

  beforeAll(async () => {
    testApp = await createTestApp();
    const scheduler = manualScheduler(testApp);
    // Rows written before counting began (the demo seed) are no journey: a fresh start.
    await testApp.db.delete(subscriptions);
    await testApp.db.delete(paymentIntents);
    await testApp.db.delete(supportTickets);
    await testApp.db.delete(flowCounts);
    analyst = (await signIn(testApp.app, ANALYST)).token;

    // Card signups: two paid at once, one after a recoverable refusal, one refused for good, one
    // that never pays.
    const paid: { uid: string; token: string }[] = [];
    for (const refusals of [[], [], [RECOVERABLE]]) {
      const member = await register(testApp.app);
      for (const number of refusals)
        expect((await payByCard(testApp.app, member.token, cardBody(member.uid, { number }))).statusCode).toBe(400);
      const answer = await payByCard(testApp.app, member.token, cardBody(member.uid));
      expect(answer.statusCode, answer.body).toBe(200);
      paid.push(member);
    }
    const refused = await register(testApp.app);
    expect((await payByCard(testApp.app, refused.token, cardBody(refused.uid, { number: FINAL }))).statusCode).toBe(400);
    await register(testApp.app);
    // The notifications activate the paid ones; two cancel, one of which is ended at its period's end.
    await scheduler.runAll();
    for (const member of paid.slice(0, 2)) expect((await unsubscribe(testApp, member.token)).statusCode).toBe(200);
    const ending = await subscriptionRow(testApp, paid[0]?.uid ?? '');
    const endAt = at(ending.expirationAt, MINUTE_MS);
    // Only the first: the second's period ends at the same time, so its end waits for a later run.
    await testApp.db
      .update(subscriptions)
      .set({ expirationAt: at(endAt, 30 * 86_400_000) })
      .where(eq(subscriptions.userUid, paid[1]?.uid ?? ''));
    expect(await endDueSubscriptions(jobContext(testApp, endAt))).toMatchObject({ ended: 1 });
    lastDay = endAt.toISOString().slice(0, 10);

    // Tickets: one answered, one left new.
    const coach = await signIn(testApp.app, DEMO.coach);
    const answered = await openTicket(testApp.app, testApp.db);
    const reply = await testApp.app.inject({
      method: 'POST',
      url: `/api/staff/tickets/${answered.ticket.uid}/messages`,
      payload: { message: 'Bonjour, voici notre réponse.', version: await ticketVersion(testApp.db, answered.ticket.uid) },
      headers: bearer(coach.token),
      remoteAddress: freshAddress(),
    });
    expect(reply.statusCode).toBe(201);
    await openTicket(testApp.app, testApp.db);

    // Browser journeys generated from the catalog: per flow, a few visits walking moves the
    // machine can make, each visit's start first, as the reporter sends them.
    const catalog = catalogFileSchema.parse(JSON.parse(await readFile(CATALOG_PATH, 'utf8')));
    const next = random(2026);
    const events: FlowEvent[] = [];
    for (const flow of catalog.flows.filter((entry) => (BROWSER_FLOWS as readonly string[]).includes(entry.id))) {
      for (let visit = 0; visit < 3; visit += 1) {
        let state = flow.initial[Math.floor(next() * flow.initial.length)];
        if (state === undefined) continue;
        events.push({ flow: flow.id as FlowEvent['flow'], from: START_STATE, event: START_EVENT, to: state, elapsedMs: null });
        for (let step = 0; step < 6; step += 1) {
          const choices = flow.transitions.filter((transition) => transition.from === state);
          const chosen = choices[Math.floor(next() * choices.length)];
          if (chosen === undefined) break;
          events.push({ flow: flow.id as FlowEvent['flow'], ...chosen, elapsedMs: Math.floor(next() * 60_000) });
          state = chosen.to;
        }
      }
    }
    browserMoves = events.length;
    for (let index = 0; index < events.length; index += FLOW_BATCH_MAX) {
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/api/flows/events',
        payload: { visit: randomUUID(), seq: 0, events: events.slice(index, index + FLOW_BATCH_MAX) },
        remoteAddress: freshAddress(),
      });
      expect(response.statusCode).toBe(204);
    }
    // The journeys run through the whole API: slow on a shared machine.
  }, 300_000);
  afterAll(() => testApp?.close());

  it('adds up for every state of every flow, on the counts the page reads', async () => {
    const body = await report(today, lastDay);
    expect(browserMoves).toBeGreaterThan(30);
    let states = 0;
    for (const flow of body.flows) {
      for (const state of flow.states) {
        const where = `${flow.flow}: ${state.state}`;
        // Nothing before the period: every journey entered within it.
        expect(state.atStart, where).toBe(0);
        expect(state.count, where).toBe(state.exits + state.present);
        expect(state.present, where).toBeGreaterThanOrEqual(0);
        if (state.count > 0) states += 1;
      }
    }
    expect(states).toBeGreaterThan(20);
    // The states journeys start in are entered: the card form, the subscription, the ticket.
    const stateOf = (flow: string, state: string) =>
      body.flows.find((entry) => entry.flow === flow)?.states.find((entry) => entry.state === state);
    expect(stateOf('subscription', 'pending')).toMatchObject({ count: 3, exits: 3, present: 0 });
    expect(stateOf('payment-intent', 'open')).toMatchObject({ count: 4, exits: 3, present: 1 });
    expect(stateOf('ticket', 'new')).toMatchObject({ count: 2, exits: 1, present: 1 });
  });

  it('says "still there" for the server lifecycles as their tables do', async () => {
    const body = await report(today, lastDay);
    const present = (flow: string) =>
      Object.fromEntries(
        (body.flows.find((entry) => entry.flow === flow)?.states ?? [])
          .filter((state) => state.present > 0)
          .map((state) => [state.state, state.present]),
      );
    const tally = (values: readonly string[]) => {
      const counts: Record<string, number> = {};
      for (const value of values) counts[value] = (counts[value] ?? 0) + 1;
      return counts;
    };
    const subscriptionRows = await testApp.db.select().from(subscriptions);
    expect(present('subscription')).toEqual(tally(subscriptionRows.map((row) => lifecycleOf(row).state)));
    expect(present('subscription')).toEqual({ trial: 1, cancellationRequested: 1, ended: 1 });
    expect(present('payment-intent')).toEqual(tally((await testApp.db.select().from(paymentIntents)).map((row) => row.status)));
    expect(present('ticket')).toEqual(tally((await testApp.db.select().from(supportTickets)).map((row) => row.status)));
  });

  it('carries what is still there into the next period: already there at its start', async () => {
    const whole = await report(today, lastDay);
    const later = new Date(Date.parse(`${lastDay}T00:00:00Z`) + 2 * 86_400_000).toISOString().slice(0, 10);
    const after = await report(later, later);
    for (const flow of whole.flows) {
      for (const state of flow.states) {
        const carried = after.flows.find((entry) => entry.flow === flow.flow)?.states.find((entry) => entry.state === state.state);
        expect(carried, `${flow.flow}: ${state.state}`).toMatchObject({
          atStart: state.present,
          count: 0,
          exits: 0,
          present: state.present,
        });
      }
    }
  });

  it('keeps the funnel to the signup path and counts cancellations apart', async () => {
    const body = await report(today, lastDay);
    expect(body.funnel.map((step) => step.id)).toEqual(['registered', 'paid', 'activated']);
    expect(body.funnel.find((step) => step.id === 'activated')).toMatchObject({ count: 3, conversion: 1 });
    expect(body.cancellations.map(({ id, count }) => ({ id, count }))).toEqual([
      { id: 'cancellationRequested', count: 2 },
      { id: 'endedAfterRequest', count: 1 },
      { id: 'withdrawn', count: 0 },
    ]);
    // The refusals, with their meaning: a recoverable code names the field; a final one none.
    expect(body.errorCodes).toEqual(
      expect.arrayContaining([
        { code: '1100003PI1', field: 'number', count: 1, previous: null },
        { code: 'E002', field: null, count: 1, previous: null },
      ]),
    );
  });
});
