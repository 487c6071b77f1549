import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { paymentLinkResponseSchema } from '../../src/domain/payment.ts';
import { FLOW_BATCH_MAX, flowDiagramSchema, flowsReportSchema, reportedMedianMs, type FlowsReport } from '../../src/domain/flows.ts';
import { violationsBodySchema } from '../../src/domain/violation.ts';
import { flowCounts, flowVisitBatches, paymentIntents, payments, subscriptions, supportTickets } from '../../server/db/schema/index.ts';
import { flowJobs } from '../../server/modules/flows/jobs.ts';
import { endDueSubscriptions } from '../../server/modules/subscriptions/ending.ts';
import { TEST_CARDS } from '../../server/modules/payments/sandbox/test-cards.ts';
import { bearer, createAccount, DEMO, signIn } from '../support/server/accounts.ts';
import { cardBody, manualScheduler, payByCard, register, uniqueEmail } from '../support/server/billing.ts';
import { at, jobContext, MINUTE_MS, subscriptionRow, unsubscribe } from '../support/server/subscriptions.ts';
import { freshAddress, openTicket, supportAuth, ticketVersion } from '../support/server/support.ts';
import { createTestApp, type TestApp } from '../support/server/test-app.ts';

/**
 * Funnel counts driven by known journeys through the API: N card signups with K
 * recoverable card errors, H hosted-page payments, C cancellations ended at the period's end, one
 * registration that never pays, tickets through each status, and the browser's reports. Every
 * count, conversion and median of GET /api/staff/flows and its CSV is checked against them.
 */

const N = 4;
const K = 3;
const H = 2;
const C = 2;
const ANALYST = { email: 'analyste@galant.test', password: 'Galant-Analyste-2026' };
const RECOVERABLE = TEST_CARDS.find((card) => card.outcome.kind === 'failed' && card.outcome.code === '1100004PI2');
const RECOVERABLE_CODE = '1100004PI2';

/** What the registration machine of each browser reported (the API test plays the browser's part). */
const REGISTER_DONE = { flow: 'registration', from: 'registering', event: 'xstate.done.actor.register', to: 'paymentRequired' } as const;
const SUBMIT = { flow: 'payment', from: 'editing', event: 'payment.submit', to: 'paying' } as const;
const RETIRED = { flow: 'payment', from: 'editing', event: 'payment.legacyCoupon', to: 'paying' } as const;

describe('funnel counts: recorded where the flows move, read by analysts', () => {
  let testApp: TestApp;
  let scheduler: ReturnType<typeof manualScheduler>;
  const members: { uid: string; email: string; token: string }[] = [];
  const secrets: string[] = [];
  const today = new Date().toISOString().slice(0, 10);
  const registerDurations = [12_000, 45_000, 30_000, 90_000, 61_000, 20_000, 5_000];
  const submitDurations = [8_000, 100_000, 42_000];
  const expected = { activatedMs: [] as number[], paidMs: [] as number[], endedMs: [] as number[] };
  let analyst: string;
  /** The last day of the journeys: the period's end (the cancelled subscriptions end days later). */
  let lastDay = today;

  const post = (events: unknown[], visit = randomUUID(), seq = 0, remoteAddress = freshAddress()) =>
    testApp.app.inject({ method: 'POST', url: '/api/flows/events', payload: { visit, seq, events }, remoteAddress });
  const report = async (query = `from=${today}&to=${lastDay}`): Promise<FlowsReport> => {
    const response = await testApp.app.inject({ method: 'GET', url: `/api/staff/flows?${query}`, headers: bearer(analyst) });
    expect(response.statusCode, response.body).toBe(200);
    return flowsReportSchema.parse(response.json());
  };
  const transitionOf = (body: FlowsReport, flow: string, key: string) =>
    body.flows.find((entry) => entry.flow === flow)?.transitions.find((transition) => transition.key === key);
  const countOf = (body: FlowsReport, flow: string, key: string) => transitionOf(body, flow, key)?.count ?? 0;
  const stateOf = (body: FlowsReport, flow: string, state: string) =>
    body.flows.find((entry) => entry.flow === flow)?.states.find((entry) => entry.state === state)?.count ?? 0;

  beforeAll(async () => {
    testApp = await createTestApp({ env: { SITE_URL: 'https://galant.example' } });
    scheduler = manualScheduler(testApp);
    // The demo VIP's seeded subscription would take part in the ending job below.
    await testApp.db.delete(subscriptions);
    await testApp.db.delete(flowCounts);
    analyst = (await signIn(testApp.app, ANALYST)).token;

    const signup = async () => {
      const email = uniqueEmail('parcours');
      const { uid, token } = await register(testApp.app, { identifier: email });
      members.push({ uid, email, token });
      secrets.push(email, uid, token);
      return { uid, token };
    };
    // N card signups; the first has 2 recoverable refusals, the second 1 (K = 3), then all succeed.
    if (RECOVERABLE === undefined) throw new Error('no recoverable test card');
    const refusals = [2, 1, 0, 0];
    for (let index = 0; index < N; index += 1) {
      const { uid, token } = await signup();
      for (let refusal = 0; refusal < (refusals[index] ?? 0); refusal += 1) {
        const refused = await payByCard(testApp.app, token, cardBody(uid, { number: RECOVERABLE.number }));
        expect(refused.statusCode).toBe(400);
      }
      expect((await payByCard(testApp.app, token, cardBody(uid))).statusCode).toBe(200);
    }
    // H hosted-page payments.
    const year = String((new Date().getFullYear() + 2) % 100);
    for (let index = 0; index < H; index += 1) {
      const { token } = await signup();
      const link = await testApp.app.inject({
        method: 'POST',
        url: '/api/subscriptions/payment-link',
        headers: bearer(token),
        payload: { formula: 'vip-mensuel' },
      });
      const session = new URL(paymentLinkResponseSchema.parse(link.json()).href, 'http://x').searchParams.get('session') ?? '';
      const paid = await testApp.app.inject({
        method: 'POST',
        url: '/api/payments/sandbox/checkout',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({
          session,
          intent: 'pay',
          holder: 'Jean Dupont',
          number: '4242 4242 4242 4242',
          month: '12',
          year,
          code: '123',
          expressStart: '1',
        }).toString(),
      });
      expect(paid.statusCode).toBe(303);
    }
    // One registration that never pays.
    await signup();
    // The providers' notifications activate the N + H paid members (trial).
    await scheduler.runAll();
    for (const member of members.slice(0, N + H)) {
      const row = await subscriptionRow(testApp, member.uid);
      if (row.startedAt === null) throw new Error('not started');
      expected.activatedMs.push(row.startedAt.getTime() - row.createdAt.getTime());
      const [intent] = await testApp.db.select().from(paymentIntents).where(eq(paymentIntents.userUid, member.uid));
      const [charge] = await testApp.db
        .select()
        .from(payments)
        .where(and(eq(payments.userUid, member.uid), eq(payments.status, 'succeeded')));
      if (intent === undefined || charge === undefined) throw new Error('no payment object');
      // Taken when the charge was recorded (the database's clock stamped the row; the app's, the count).
      expected.paidMs.push(charge.createdAt.getTime() - intent.createdAt.getTime());
    }
    // C cancellations (the first member asks twice: the second request changes nothing), ended at the period's end.
    for (const member of members.slice(0, C)) expect((await unsubscribe(testApp, member.token)).statusCode).toBe(200);
    expect((await unsubscribe(testApp, members[0]?.token ?? '')).statusCode).toBe(200);
    const cancelled = await Promise.all(members.slice(0, C).map((member) => subscriptionRow(testApp, member.uid)));
    const endAt = at(cancelled.map((row) => row.expirationAt ?? new Date(0)).sort((a, b) => b.getTime() - a.getTime())[0], MINUTE_MS);
    for (const row of cancelled) expected.endedMs.push(endAt.getTime() - (row.cancelledAt ?? new Date(0)).getTime());
    expect(await endDueSubscriptions(jobContext(testApp, endAt))).toMatchObject({ ended: C });
    lastDay = endAt.toISOString().slice(0, 10);

    // Tickets through each status: new → pending → waiting → pending → closed → pending → locked; a second one locked at once.
    const coach = await signIn(testApp.app, DEMO.coach);
    const staff = (url: string, payload: Record<string, unknown>) =>
      testApp.app.inject({ method: 'POST', url, payload, headers: bearer(coach.token), remoteAddress: freshAddress() });
    const opened = await openTicket(testApp.app, testApp.db, { email: 'lea.flux@exemple.test', name: 'Léa Flux' });
    secrets.push('lea.flux@exemple.test', 'Léa Flux', opened.token, opened.ticket.uid);
    const uid = opened.ticket.uid;
    const contactReply = (message: string) =>
      testApp.app.inject({
        method: 'POST',
        url: `/api/support/contact/tickets/${uid}/messages`,
        payload: { message },
        headers: supportAuth(opened.token),
        remoteAddress: freshAddress(),
      });
    expect(
      (
        await staff(`/api/staff/tickets/${uid}/messages`, {
          message: 'Pouvez-vous préciser ?',
          version: await ticketVersion(testApp.db, uid),
        })
      ).statusCode,
    ).toBe(201);
    expect(
      (await staff(`/api/staff/tickets/${uid}/status`, { action: 'await', version: await ticketVersion(testApp.db, uid) })).statusCode,
    ).toBe(200);
    expect((await contactReply('Voici les précisions.')).statusCode).toBe(201);
    expect(
      (await staff(`/api/staff/tickets/${uid}/status`, { action: 'close', version: await ticketVersion(testApp.db, uid) })).statusCode,
    ).toBe(200);
    expect(
      (await staff(`/api/staff/tickets/${uid}/status`, { action: 'reopen', version: await ticketVersion(testApp.db, uid) })).statusCode,
    ).toBe(200);
    expect(
      (await staff(`/api/staff/tickets/${uid}/status`, { action: 'lock', version: await ticketVersion(testApp.db, uid) })).statusCode,
    ).toBe(200);
    const second = await openTicket(testApp.app, testApp.db);
    secrets.push(second.ticket.contact.email, second.token);
    expect(
      (
        await staff(`/api/staff/tickets/${second.ticket.uid}/status`, {
          action: 'lock',
          version: await ticketVersion(testApp.db, second.ticket.uid),
        })
      ).statusCode,
    ).toBe(200);
    expect((await testApp.db.select().from(supportTickets).where(eq(supportTickets.uid, uid)))[0]?.status).toBe('locked');

    // What the browsers reported: every registration's account created (N + H + 1), K + N card
    // submissions of which 3 with a known time, and one move no machine has any more.
    const registrations = registerDurations.map((elapsedMs) => ({ ...REGISTER_DONE, elapsedMs }));
    expect((await post(registrations)).statusCode).toBe(204);
    const submits = [
      ...submitDurations.map((elapsedMs) => ({ ...SUBMIT, elapsedMs })),
      ...Array.from({ length: K + N - 3 }, () => ({ ...SUBMIT, elapsedMs: null })),
    ];
    expect((await post(submits)).statusCode).toBe(204);
    // A move counted while the machine still made it (an earlier build): the machine no longer does.
    testApp.services.flows.add([{ move: { ...RETIRED, elapsedMs: 1000 }, at: new Date() }]);
    // Reported by a browser now, it is accepted but not counted: only moves the machines can make are.
    expect((await post([{ ...RETIRED, elapsedMs: 1000 }])).statusCode).toBe(204);
    // The journeys run through the whole API: slow on a shared machine.
  }, 300_000);
  afterAll(() => testApp?.close());

  it('counts every transition of the journeys, per flow, from the machines’ own events', async () => {
    const body = await report();
    expect(body.period).toEqual({ from: today, to: lastDay });
    expect(body.previousPeriod).toBeNull();
    // The payment object: K refusals keep it open, N + H charges take it.
    expect(countOf(body, 'payment-intent', 'open --charge.failed--> open')).toBe(K);
    expect(countOf(body, 'payment-intent', 'open --charge.succeeded--> succeeded')).toBe(N + H);
    // The subscription lifecycle.
    expect(countOf(body, 'subscription', 'pending --subscription.activate--> trial')).toBe(N + H);
    expect(countOf(body, 'subscription', 'trial --subscription.unsubscribe--> cancellationRequested')).toBe(C);
    expect(countOf(body, 'subscription', 'cancellationRequested --subscription.unsubscribe--> cancellationRequested')).toBe(1);
    expect(countOf(body, 'subscription', 'cancellationRequested --subscription.periodEnded--> ended')).toBe(C);
    expect(countOf(body, 'subscription', 'trial --subscription.renewed--> active')).toBe(0);
    expect(stateOf(body, 'subscription', 'trial')).toBe(N + H);
    expect(stateOf(body, 'subscription', 'cancellationRequested')).toBe(C);
    expect(stateOf(body, 'subscription', 'ended')).toBe(C);
    // Tickets, each status reached.
    const ticket = (key: string) => countOf(body, 'ticket', key);
    expect(ticket('new --ticket.staff.reply--> pending')).toBe(1);
    expect(ticket('pending --ticket.staff.await--> waiting')).toBe(1);
    expect(ticket('waiting --ticket.contact.reply--> pending')).toBe(1);
    expect(ticket('pending --ticket.staff.close--> closed')).toBe(1);
    expect(ticket('closed --ticket.staff.reopen--> pending')).toBe(1);
    expect(ticket('pending --ticket.staff.lock--> locked')).toBe(1);
    expect(ticket('new --ticket.staff.lock--> locked')).toBe(1);
    expect(stateOf(body, 'ticket', 'pending')).toBe(3);
    expect(stateOf(body, 'ticket', 'waiting')).toBe(1);
    expect(stateOf(body, 'ticket', 'closed')).toBe(1);
    expect(stateOf(body, 'ticket', 'locked')).toBe(2);
    // The browsers' reports.
    expect(countOf(body, 'registration', 'registering --xstate.done.actor.register--> paymentRequired')).toBe(N + H + 1);
    expect(countOf(body, 'payment', 'editing --payment.submit--> paying')).toBe(K + N);
    // Every transition of a catalogued flow is listed (with 0), and the labels come from the catalog.
    const payment = body.flows.find((entry) => entry.flow === 'payment');
    expect(payment?.catalogued).toBe(true);
    expect(transitionOf(body, 'payment', 'editing --payment.submit--> paying')).toMatchObject({
      retired: false,
      label: expect.any(String),
    });
    expect(payment?.transitions.some((transition) => transition.count === 0 && !transition.retired)).toBe(true);
  });

  it('shows a recorded transition the machine no longer has as retired, never drops it', async () => {
    const body = await report();
    expect(transitionOf(body, 'payment', 'editing --payment.legacyCoupon--> paying')).toMatchObject({
      count: 1,
      retired: true,
      label: null,
    });
    expect(body.flows.find((entry) => entry.flow === 'payment')?.transitions.filter((transition) => transition.retired)).toHaveLength(1);
  });

  it('computes the funnel: conversion and drop-off between steps, and the median time to each step', async () => {
    const body = await report();
    const registered = N + H + 1;
    const paid = N + H;
    // The signup path only (decision 0031): a cancellation is no step of it.
    expect(body.funnel.map(({ id, count, conversion, dropOff }) => ({ id, count, conversion, dropOff }))).toEqual([
      { id: 'registered', count: registered, conversion: null, dropOff: null },
      { id: 'paid', count: paid, conversion: paid / registered, dropOff: 1 },
      { id: 'activated', count: N + H, conversion: 1, dropOff: 0 },
    ]);
    // Cancellations in their own table, without conversion: C requests (the second request of the
    // first member is no new one), C ends at the period's end, no withdrawal.
    expect(body.cancellations.map(({ id, count }) => ({ id, count }))).toEqual([
      { id: 'cancellationRequested', count: C },
      { id: 'endedAfterRequest', count: C },
      { id: 'withdrawn', count: 0 },
    ]);
    expect(body.cancellations.find((step) => step.id === 'endedAfterRequest')?.medianMs).toBe(reportedMedianMs(expected.endedMs));
    const median = (id: string) => body.funnel.find((step) => step.id === id)?.medianMs;
    expect(median('registered')).toBe(reportedMedianMs(registerDurations));
    // Within one histogram bucket: the payment row's time is the database's, the count's the app's.
    const paidMedian = median('paid') ?? 0;
    const paidExpected = reportedMedianMs(expected.paidMs) ?? 0;
    expect(Math.abs(Math.log2(Math.max(paidMedian, 500) / Math.max(paidExpected, 500))) * 8).toBeLessThanOrEqual(1.01);
    expect(median('activated')).toBe(reportedMedianMs(expected.activatedMs));
    // Per transition: only the moves with a known time count in the median.
    expect(transitionOf(body, 'payment', 'editing --payment.submit--> paying')?.medianMs).toBe(reportedMedianMs(submitDurations));
    expect(reportedMedianMs(submitDurations)).toBeGreaterThan(42_000 * 0.95);
    expect(reportedMedianMs(submitDurations)).toBeLessThan(42_000 * 1.05);
  });

  it('lists the most frequent docs/product.md#errors error codes from the payment records, with the field a recoverable one names', async () => {
    const body = await report();
    // docs/product.md#errors-payment-codes: 1100004PI2 asks to correct the card's code (CVV).
    expect(body.errorCodes).toEqual([{ code: RECOVERABLE_CODE, field: 'code', count: K, previous: null }]);
  });

  it('compares with the previous period of the same length', async () => {
    const body = await report(`from=${today}&to=${lastDay}&compare=previous`);
    const day = (offset: number) => new Date(Date.parse(`${today}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);
    const length = (Date.parse(lastDay) - Date.parse(today)) / 86_400_000 + 1;
    expect(body.previousPeriod).toEqual({ from: day(-length), to: day(-1) });
    expect(transitionOf(body, 'subscription', 'pending --subscription.activate--> trial')).toMatchObject({ count: N + H, previous: 0 });
    expect(body.funnel[0]).toMatchObject({ count: N + H + 1, previous: 0 });
    expect(body.errorCodes[0]).toMatchObject({ code: RECOVERABLE_CODE, count: K, previous: 0 });
    // A period before all of it counts nothing.
    const before = await report('from=2020-01-01&to=2020-01-31');
    expect(before.funnel.every((step) => step.count === 0)).toBe(true);
  });

  it('gives the same numbers as CSV, for a French spreadsheet: French headers, semicolons, decimal commas, seconds', async () => {
    const body = await report();
    const response = await testApp.app.inject({
      method: 'GET',
      url: `/api/staff/flows.csv?from=${today}&to=${lastDay}`,
      headers: bearer(analyst),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="galant-parcours-${today}-${lastDay}.csv"`);
    expect(response.body.startsWith('\uFEFF')).toBe(true);
    const [header, ...lines] = response.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    const columns = (header ?? '').split(';');
    expect(columns).toEqual([
      'rubrique',
      'parcours',
      'état ou étape',
      'depuis',
      'événement',
      'vers',
      'libellé',
      'nombre',
      'période précédente',
      'déjà là au début',
      'sorties',
      'encore là à la fin',
      'retirée',
      'durée médiane (s)',
      'conversion (%)',
      'abandons',
    ]);
    // Labels may hold semicolons: read the quoted cells.
    const rows = lines.map((line) => {
      const cells = [...line.matchAll(/("(?:[^"]|"")*"|[^;]*)(;|$)/g)].map((match) =>
        (match[1] ?? '').replace(/^"|"$/g, '').replace(/""/g, '"'),
      );
      return Object.fromEntries(columns.map((column, index) => [column, cells[index] ?? '']));
    });
    /** 42.5 s → '42,5': seconds with a decimal comma, never milliseconds. */
    const seconds = (ms: number | null) => (ms === null ? '' : String(Number((ms / 1000).toFixed(1))).replace('.', ','));
    for (const flow of body.flows) {
      for (const transition of flow.transitions) {
        const row = rows.find(
          (entry) =>
            entry.rubrique === 'transition' &&
            entry.parcours === flow.flow &&
            entry.depuis === transition.from &&
            entry.événement === transition.event &&
            entry.vers === transition.to,
        );
        expect(row, transition.key).toMatchObject({
          nombre: String(transition.count),
          retirée: transition.retired ? 'oui' : 'non',
          'durée médiane (s)': seconds(transition.medianMs),
        });
      }
      for (const state of flow.states) {
        expect(
          rows.find((entry) => entry.rubrique === 'état' && entry.parcours === flow.flow && entry['état ou étape'] === state.state),
          state.state,
        ).toMatchObject({
          nombre: String(state.count),
          sorties: String(state.exits),
          'déjà là au début': String(state.atStart),
          'encore là à la fin': String(state.present),
        });
      }
    }
    for (const step of body.funnel) {
      const row = rows.find((entry) => entry.rubrique === 'entonnoir' && entry['état ou étape'] === step.id);
      expect(row, step.id).toMatchObject({
        nombre: String(step.count),
        'conversion (%)': step.conversion === null ? '' : String(Number((step.conversion * 100).toFixed(1))).replace('.', ','),
        abandons: step.dropOff === null ? '' : String(step.dropOff),
        'durée médiane (s)': seconds(step.medianMs),
      });
    }
    // 6 of 7 paid: 85,7 %, written with a decimal comma.
    expect(rows.find((entry) => entry.rubrique === 'entonnoir' && entry['état ou étape'] === 'paid')?.['conversion (%)']).toBe('85,7');
    for (const step of body.cancellations) {
      expect(rows.find((entry) => entry.rubrique === 'résiliation' && entry['état ou étape'] === step.id)?.nombre, step.id).toBe(
        String(step.count),
      );
    }
    expect(rows.find((entry) => entry.rubrique === 'code d’erreur')).toMatchObject({
      'état ou étape': RECOVERABLE_CODE,
      libellé: 'Cryptogramme (CVV) à corriger',
      nombre: String(K),
    });
    // No cell is a dotted decimal nor a millisecond count.
    for (const row of rows) expect(row['durée médiane (s)'] ?? '', JSON.stringify(row)).toMatch(/^(\d+(,\d)?)?$/);
  });

  it('keeps no personal data: no e-mail, name, user id, token or address in any column of the flow tables', async () => {
    const tables = ['flow_counts', 'flow_visit_batches'];
    const forbidden = [...secrets, 'Jean', 'Dupont', '@', '127.0.0.1', '10.7.', ...members.map((member) => member.uid.slice(0, 8))];
    let cells = 0;
    for (const table of tables) {
      // Both drivers answer raw SQL as { rows }.
      const { rows } = z
        .object({ rows: z.array(z.record(z.string(), z.unknown())) })
        .parse(await testApp.db.execute(sql`select * from ${sql.identifier(table)}`));
      for (const row of rows) {
        for (const [column, value] of Object.entries(row)) {
          cells += 1;
          const text = String(value);
          for (const secret of forbidden) expect(text.includes(secret), `${table}.${column} = ${text}`).toBe(false);
        }
      }
      // No column can hold one either: only days, machine names, buckets and counts (and the day's random visit).
      const { rows: columns } = z
        .object({ rows: z.array(z.object({ column_name: z.string() })) })
        .parse(
          await testApp.db.execute(
            sql`select column_name from information_schema.columns where table_name = ${table} order by column_name`,
          ),
        );
      expect(columns.map((column) => column.column_name)).toEqual(
        table === 'flow_counts' ? ['bucket', 'count', 'day', 'event', 'flow', 'from_state', 'to_state'] : ['day', 'seq', 'visit'],
      );
    }
    expect(cells).toBeGreaterThan(50);
  });

  it('lets analysts and staff admins read, nobody else (401 anonymous, 403 member, VIP, coach)', async () => {
    for (const url of ['/api/staff/flows', '/api/staff/flows.csv']) {
      expect((await testApp.app.inject({ method: 'GET', url })).statusCode, url).toBe(401);
      for (const who of [DEMO.member, DEMO.vip, DEMO.coach]) {
        const { token } = await signIn(testApp.app, who);
        const response = await testApp.app.inject({ method: 'GET', url, headers: bearer(token) });
        expect(response.statusCode, `${who.email} ${url}`).toBe(403);
      }
      expect((await testApp.app.inject({ method: 'GET', url, headers: bearer(analyst) })).statusCode).toBe(200);
      const admin = await createAccount(testApp.db, { roles: ['admin'] });
      const { token } = await signIn(testApp.app, { email: admin.email, password: 'Mot-de-passe-1' });
      expect((await testApp.app.inject({ method: 'GET', url, headers: bearer(token) })).statusCode).toBe(200);
    }
  });

  it('serves a flow’s analyst diagram, its edges keyed as the counts are, to readers only', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/staff/flows/diagrams/subscription', headers: bearer(analyst) });
    expect(response.statusCode).toBe(200);
    const { svg } = flowDiagramSchema.parse(response.json());
    expect(svg).toContain('<svg');
    // The key of a counted transition, as the SVG writes it (XML-escaped).
    expect(svg).toContain('data-transition="pending --subscription.activate--&gt; trial"');
    expect(
      (await testApp.app.inject({ method: 'GET', url: '/api/staff/flows/diagrams/payment-intent', headers: bearer(analyst) })).statusCode,
    ).toBe(404);
    expect(
      (await testApp.app.inject({ method: 'GET', url: '/api/staff/flows/diagrams/..%2F..%2Fpackage', headers: bearer(analyst) }))
        .statusCode,
    ).toBe(400);
    expect((await testApp.app.inject({ method: 'GET', url: '/api/staff/flows/diagrams/subscription' })).statusCode).toBe(401);
    const { token } = await signIn(testApp.app, DEMO.coach);
    expect(
      (await testApp.app.inject({ method: 'GET', url: '/api/staff/flows/diagrams/subscription', headers: bearer(token) })).statusCode,
    ).toBe(403);
  });

  it('refuses a bad period with 400', async () => {
    for (const query of [
      'from=2026-13-01&to=2026-13-02',
      'from=2026-02-10&to=2026-02-01',
      'from=2024-01-01&to=2026-01-01',
      'compare=next',
      'from=hier',
    ]) {
      const response = await testApp.app.inject({ method: 'GET', url: `/api/staff/flows?${query}`, headers: bearer(analyst) });
      expect(response.statusCode, query).toBe(400);
      expect(violationsBodySchema.parse(response.json()).message).toBe('Validation failed by backend');
    }
  });

  it('refuses bad reports with 400 and their violations, counts a batch sent twice once, takes sendBeacon’s text/plain', async () => {
    const move = { ...SUBMIT, elapsedMs: 1000 };
    const bad: [unknown, string][] = [
      [{ visit: randomUUID(), seq: 0, events: [] }, 'events'],
      [{ visit: randomUUID(), seq: 0, events: Array.from({ length: FLOW_BATCH_MAX + 1 }, () => move) }, 'events'],
      [{ visit: randomUUID(), seq: 0, events: [{ ...move, flow: 'snackbar' }] }, 'events.0.flow'],
      // A server lifecycle is counted by the server only.
      [{ visit: randomUUID(), seq: 0, events: [{ ...move, flow: 'subscription' }] }, 'events.0.flow'],
      [{ visit: randomUUID(), seq: 0, events: [{ ...move, event: 'jean.dupont@exemple.test' }] }, 'events.0.event'],
      [{ visit: randomUUID(), seq: 0, events: [{ ...move, to: 'Jean Dupont' }] }, 'events.0.to'],
      [{ visit: randomUUID(), seq: 0, events: [{ ...move, elapsedMs: -1 }] }, 'events.0.elapsedMs'],
      [{ visit: 'x', seq: 0, events: [move] }, 'visit'],
      [{ seq: 0, events: [move] }, 'visit'],
    ];
    for (const [payload, property] of bad) {
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/api/flows/events',
        payload: payload as Record<string, unknown>,
        remoteAddress: freshAddress(),
      });
      expect(response.statusCode, property).toBe(400);
      const body = violationsBodySchema.parse(response.json());
      expect(
        body.violations.map((violation) => violation.property),
        property,
      ).toContain(property);
      expect(body.violations.every((violation) => violation.message.length > 0)).toBe(true);
    }
    const before = countOf(await report(), 'payment', 'editing --payment.submit--> paying');
    const visit = randomUUID();
    expect((await post([move], visit, 7)).statusCode).toBe(204);
    expect((await post([move], visit, 7)).statusCode).toBe(204);
    const beacon = await testApp.app.inject({
      method: 'POST',
      url: '/api/flows/events',
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
      payload: JSON.stringify({ visit, seq: 8, events: [move, move] }),
      remoteAddress: freshAddress(),
    });
    expect(beacon.statusCode).toBe(204);
    expect(countOf(await report(), 'payment', 'editing --payment.submit--> paying')).toBe(before + 3);
    const garbled = await testApp.app.inject({
      method: 'POST',
      url: '/api/flows/events',
      headers: { 'content-type': 'text/plain' },
      payload: '{nope',
      remoteAddress: freshAddress(),
    });
    expect(garbled.statusCode).toBe(400);
  });

  it('forgets the visit ids once their day is over, even when no report comes', async () => {
    const job = flowJobs.find((entry) => entry.name === 'flows.forget-visits');
    const visits = async () => (await testApp.db.select().from(flowVisitBatches)).length;
    expect(await visits()).toBeGreaterThan(0);
    await job?.run(jobContext(testApp, new Date()));
    expect(await visits()).toBeGreaterThan(0);
    await job?.run(jobContext(testApp, new Date(Date.now() + 24 * 60 * MINUTE_MS)));
    expect(await visits()).toBe(0);
  });

  it('is rate-limited per client address', async () => {
    const address = freshAddress();
    const statuses: number[] = [];
    for (let index = 0; index < 61; index += 1) {
      statuses.push((await post([{ ...SUBMIT, elapsedMs: null }], randomUUID(), 0, address)).statusCode);
    }
    expect(statuses.slice(0, 60).every((status) => status === 204)).toBe(true);
    expect(statuses[60]).toBe(429);
  });
});
