import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { supportTickets } from '../../server/db/schema/index.ts';
import { CLOSE_WARNING_DAYS } from '../../server/modules/support/close-warning.ts';
import { closeInactiveTickets } from '../../server/modules/support/jobs.ts';
import { signTicketLink } from '../../server/modules/support/signed-links.ts';
import { TICKET_INACTIVITY_DAYS } from '../../src/domain/support-rules.ts';
import { bearer, manualClock } from '../support/server/accounts.ts';
import { mailsTo, openTicket, ticketVersion, useSupportApi } from '../support/server/support.ts';
import { jobContext } from '../support/server/subscriptions.ts';
import { TEST_JWT_SECRET } from '../support/server/test-app.ts';

/**
 * Before the automatic close (docs/decisions/0056-close-warning.md): a ticket waiting on its
 * contact is announced two days ahead, once per waiting period, with a signed link that keeps it
 * open; it closes only once announced.
 */
describe('the warning before the automatic close', () => {
  const api = useSupportApi((coach) => bearer(coach.token));
  const { app, post } = api;
  const db = () => api.testApp.db;
  const DAY = 86_400_000;
  const HOUR = 3_600_000;
  const longDate = new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Paris' });

  /** A ticket waiting on its contact, and when its waiting period started. */
  const waiting = async () => {
    const opened = await openTicket(app(), db());
    const uid = opened.ticket.uid;
    expect(
      (await post(`/api/staff/tickets/${uid}/messages`, { message: 'Pouvez-vous préciser ?', version: await ticketVersion(db(), uid) }))
        .statusCode,
    ).toBe(201);
    expect((await post(`/api/staff/tickets/${uid}/status`, { action: 'await', version: await ticketVersion(db(), uid) })).statusCode).toBe(
      200,
    );
    const [row] = await db().select().from(supportTickets).where(eq(supportTickets.uid, uid));
    if (row === undefined) throw new Error('no ticket');
    return { opened, uid, email: opened.ticket.contact.email, start: row.lastActivityAt.getTime() };
  };
  const run = (at: number) => closeInactiveTickets(jobContext(api.testApp, new Date(at)));
  const warnings = async (email: string) =>
    (await mailsTo(db(), email)).filter((mail) => mail.subject === 'Votre demande va bientôt être fermée');
  const statusOf = async (uid: string) =>
    (await db().select({ status: supportTickets.status }).from(supportTickets).where(eq(supportTickets.uid, uid)))[0]?.status;
  const keepOpenPath = (text: string) => /https:\/\/galant\.example(\/api\/support\/keep-open\/\S+)/.exec(text)?.[1] ?? '';
  /** Follows a link with the app's clock at `at`. */
  const click = async (path: string, at: number, method: 'GET' | 'HEAD' = 'GET') => {
    manualClock(api.testApp, at);
    try {
      return await app().inject({ method, url: path });
    } finally {
      api.testApp.clock.use(null);
    }
  };

  it('warns two days ahead, once per waiting period, and closes only after it', async () => {
    const ticket = await waiting();
    await run(ticket.start + (TICKET_INACTIVITY_DAYS - CLOSE_WARNING_DAYS) * DAY - HOUR);
    expect(await warnings(ticket.email)).toHaveLength(0);

    const warnedAt = ticket.start + (TICKET_INACTIVITY_DAYS - CLOSE_WARNING_DAYS) * DAY + HOUR;
    // Two runs at once (two processes, a retried job): one mail.
    await Promise.all([run(warnedAt), run(warnedAt)]);
    await run(warnedAt + HOUR);
    const [mail, ...more] = await warnings(ticket.email);
    expect(more).toHaveLength(0);
    expect(mail?.text).toContain(`elle sera fermée automatiquement le ${longDate.format(new Date(warnedAt + CLOSE_WARNING_DAYS * DAY))}.`);
    expect(mail?.text).toContain('Garder ma demande ouverte');
    expect(keepOpenPath(mail?.text ?? '')).toContain(`/api/support/keep-open/${ticket.uid}?t=`);
    expect(await statusOf(ticket.uid)).toBe('waiting');

    // 14 days idle, but warned less than two days ago: still open.
    await run(ticket.start + TICKET_INACTIVITY_DAYS * DAY + 30 * 60_000);
    expect(await statusOf(ticket.uid)).toBe('waiting');
    await run(warnedAt + CLOSE_WARNING_DAYS * DAY);
    expect(await statusOf(ticket.uid)).toBe('closed');

    // Too late: the link says so and changes nothing.
    const late = await click(keepOpenPath(mail?.text ?? ''), warnedAt + CLOSE_WARNING_DAYS * DAY + HOUR);
    expect(late.statusCode).toBe(200);
    expect(late.body).toContain('Cette demande est déjà fermée. Pour la rouvrir, répondez-y depuis votre lien de suivi.');
    expect(await statusOf(ticket.uid)).toBe('closed');
  });

  it('keeps the ticket open from the link: the idle clock starts again, then a new period, a new warning', async () => {
    const ticket = await waiting();
    const warnedAt = ticket.start + (TICKET_INACTIVITY_DAYS - CLOSE_WARNING_DAYS) * DAY + HOUR;
    await run(warnedAt);
    const [mail] = await warnings(ticket.email);
    const path = keepOpenPath(mail?.text ?? '');

    const clickedAt = warnedAt + DAY;
    // A scanner's HEAD keeps nothing open.
    expect((await click(path, clickedAt - HOUR, 'HEAD')).statusCode).toBe(200);
    const [untouched] = await db().select().from(supportTickets).where(eq(supportTickets.uid, ticket.uid));
    expect(untouched?.lastActivityAt.getTime()).toBe(ticket.start);
    const kept = await click(path, clickedAt);
    expect(kept.statusCode).toBe(200);
    expect(kept.headers['content-type']).toContain('text/html');
    expect(kept.body).toContain(
      `C’est noté\u202F: votre demande reste ouverte. Sans nouvelles de votre part, elle sera fermée le ${longDate.format(new Date(clickedAt + TICKET_INACTIVITY_DAYS * DAY))}.`,
    );
    const [row] = await db().select().from(supportTickets).where(eq(supportTickets.uid, ticket.uid));
    expect(row?.lastActivityAt.getTime()).toBe(clickedAt);

    // Past the old close date: not closed, not warned again.
    await run(warnedAt + CLOSE_WARNING_DAYS * DAY + HOUR);
    await run(ticket.start + (TICKET_INACTIVITY_DAYS + 3) * DAY);
    expect(await statusOf(ticket.uid)).toBe('waiting');
    expect(await warnings(ticket.email)).toHaveLength(1);

    // The new period gets its own warning.
    await run(clickedAt + (TICKET_INACTIVITY_DAYS - CLOSE_WARNING_DAYS) * DAY + HOUR);
    expect(await warnings(ticket.email)).toHaveLength(2);
    expect(await statusOf(ticket.uid)).toBe('waiting');
  });

  it('refuses a forged, expired or misdirected keep-open link (404) and tells a ticket in progress it will not close', async () => {
    const ticket = await waiting();
    const other = await waiting();
    const token = await signTicketLink(
      TEST_JWT_SECRET,
      'keep-open',
      { uid: ticket.uid, contactUid: ticket.opened.ticket.contact.uid },
      Date.now(),
    );
    const at = (uid: string, t: string) => `/api/support/keep-open/${uid}?t=${encodeURIComponent(t)}`;
    for (const path of [
      at(ticket.uid, `${token.slice(0, -4)}AAAA`),
      at(other.uid, token),
      at(
        ticket.uid,
        await signTicketLink(TEST_JWT_SECRET, 'rating', { uid: ticket.uid, contactUid: ticket.opened.ticket.contact.uid }, Date.now()),
      ),
    ]) {
      const answer = await app().inject({ method: 'GET', url: path });
      expect(answer.statusCode, path).toBe(404);
      expect(answer.body).toContain('Ce lien n’est plus valable.');
    }
    expect((await click(at(ticket.uid, token), Date.now() + 8 * DAY)).statusCode).toBe(404);
    const [before] = await db().select().from(supportTickets).where(eq(supportTickets.uid, other.uid));
    expect(before?.lastActivityAt.getTime()).toBe(other.start);

    // The contact answered meanwhile: in progress, nothing to keep open.
    expect(
      (
        await post(
          `/api/support/contact/tickets/${ticket.uid}/messages`,
          { message: 'Voici les précisions.' },
          { 'support-auth': `Contact ${ticket.opened.token}` },
        )
      ).statusCode,
    ).toBe(201);
    const answer = await app().inject({ method: 'GET', url: at(ticket.uid, token) });
    expect(answer.body).toContain('Votre demande est en cours de traitement\u202F: elle ne sera pas fermée sans votre réponse.');
  });
});
