import { and, eq, gt } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  presenceAnswerSchema,
  staffMessageAnswerSchema,
  staffTicketDetailSchema,
  staffTicketSchema,
  TICKET_CHANGED_CODE,
  ticketChangesSchema,
  VERSION_MAX,
} from '../../src/domain/helpdesk.ts';
import { violationsBodySchema } from '../../src/domain/violation.ts';
import { fr } from '../../src/i18n/fr/index.ts';
import { supportMessages, supportPresence, supportTickets } from '../../server/db/schema/index.ts';
import { bearer, createAccount, DEMO, signIn, type SignedIn } from '../support/server/accounts.ts';
import { freshAddress, mailsTo, openTicket, supportAuth, useSupportApi } from '../support/server/support.ts';

/**
 * Collision safety (docs/decisions/0050-shared-inbox.md): a staff reply, note or status action
 * names the ticket version it was written against; a newer one answers 409 with what changed and
 * writes nothing, and resending with the new version goes through. Presence: who else has the
 * ticket open, who is typing.
 */
describe('shared inbox: versions, 409 on a stale reply, presence', () => {
  const api = useSupportApi((coach) => bearer(coach.token));
  const { app, get, post } = api;
  const conflictBody = violationsBodySchema.extend({ changes: ticketChangesSchema });

  const colleague = async (name: string): Promise<SignedIn> => {
    const account = await createAccount(api.testApp.db, { roles: ['coach'], profileName: name });
    return signIn(app(), { email: account.email, password: 'Mot-de-passe-1' });
  };
  const read = async (uid: string, headers?: Record<string, string>) =>
    staffTicketDetailSchema.parse((await get(`/api/staff/tickets/${uid}`, headers)).json());
  const messageCount = async (uid: string) =>
    (await api.testApp.db.select().from(supportMessages).where(eq(supportMessages.ticketUid, uid))).length;

  it('answers 409 with who wrote and when, sends nothing, and takes the reply once resent with the new version', async () => {
    const opened = await openTicket(app(), api.testApp.db, { name: 'Chloé Bernard' });
    const uid = opened.ticket.uid;
    const seen = await read(uid);
    // The contact writes again while the coach is drafting.
    const contactReply = await post(
      `/api/support/contact/tickets/${uid}/messages`,
      { message: 'J’ajoute une précision.' },
      supportAuth(opened.token),
    );
    expect(contactReply.statusCode).toBe(201);
    const mailsBefore = (await mailsTo(api.testApp.db, opened.ticket.contact.email)).length;
    const countBefore = await messageCount(uid);

    const stale = await post(`/api/staff/tickets/${uid}/messages`, { message: 'Réponse écrite trop tôt', version: seen.version });
    expect(stale.statusCode).toBe(409);
    const body = conflictBody.parse(stale.json());
    expect(body.code).toBe(TICKET_CHANGED_CODE);
    expect(body.violations).toEqual([{ property: 'version', message: fr.supportServer.ticketChanged, type: 'invalid' }]);
    expect(body.changes.messages).toEqual([
      { date: expect.any(String), internal: false, author: { role: 'contact', name: 'Chloé Bernard' } },
    ]);
    expect(body.changes.version).toBeGreaterThan(seen.version);
    expect(await messageCount(uid)).toBe(countBefore);
    expect(await mailsTo(api.testApp.db, opened.ticket.contact.email)).toHaveLength(mailsBefore);

    // The coach read the news and confirms: same text, the new version.
    const confirmed = await post(`/api/staff/tickets/${uid}/messages`, {
      message: 'Réponse écrite trop tôt',
      version: body.changes.version,
    });
    expect(confirmed.statusCode, confirmed.body).toBe(201);
    const answer = staffMessageAnswerSchema.parse(confirmed.json());
    expect(answer.version).toBe((await read(uid)).version);
    expect(await mailsTo(api.testApp.db, opened.ticket.contact.email)).toHaveLength(mailsBefore + 1);
  });

  it('refuses a status action and a note against an older version too, naming a colleague’s note', async () => {
    const marc = await colleague('Coach Marc');
    const { ticket } = await openTicket(app(), api.testApp.db);
    const seen = await read(ticket.uid);
    const note = await post(
      `/api/staff/tickets/${ticket.uid}/messages`,
      { message: 'Je m’en occupe.', internal: true, version: seen.version },
      bearer(marc.token),
    );
    expect(note.statusCode, note.body).toBe(201);

    const close = await post(`/api/staff/tickets/${ticket.uid}/status`, { action: 'close', version: seen.version });
    expect(close.statusCode).toBe(409);
    expect(conflictBody.parse(close.json()).changes).toMatchObject({
      status: 'new',
      messages: [{ internal: true, author: { role: 'staff', name: 'Coach Marc' } }],
    });
    const [row] = await api.testApp.db.select().from(supportTickets).where(eq(supportTickets.uid, ticket.uid));
    expect(row?.status).toBe('new');
    const staleNote = await post(`/api/staff/tickets/${ticket.uid}/messages`, {
      message: 'Moi aussi',
      internal: true,
      version: seen.version,
    });
    expect(staleNote.statusCode).toBe(409);

    const current = await read(ticket.uid);
    const closed = await post(`/api/staff/tickets/${ticket.uid}/status`, { action: 'close', version: current.version });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(staffTicketSchema.parse(closed.json()).version).toBeGreaterThan(current.version);
    // A missing version is a 400, not a blind write.
    const blind = await post(`/api/staff/tickets/${ticket.uid}/messages`, { message: 'Sans version' });
    expect(blind.statusCode).toBe(400);
    expect(violationsBodySchema.parse(blind.json()).violations[0]).toMatchObject({ property: 'version', type: 'missing' });
  });

  it('two coaches answering the same version at once: exactly one reply goes out, the other gets 409', async () => {
    const marc = await colleague('Coach Marc bis');
    const opened = await openTicket(app(), api.testApp.db);
    const uid = opened.ticket.uid;
    const { version } = await read(uid);
    const send = (token: string, message: string) =>
      app().inject({
        method: 'POST',
        url: `/api/staff/tickets/${uid}/messages`,
        payload: { message, version },
        headers: bearer(token),
        remoteAddress: freshAddress(),
      });
    const answers = await Promise.all([send(api.coach.token, 'Réponse de Sarah'), send(marc.token, 'Réponse de Marc')]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    const loser = answers.find((answer) => answer.statusCode === 409);
    const winner = answers.find((answer) => answer.statusCode === 201);
    const winnerName = staffMessageAnswerSchema.parse(winner?.json()).author.name;
    expect(conflictBody.parse(loser?.json()).changes.messages).toEqual([
      { date: expect.any(String), internal: false, author: { role: 'staff', name: winnerName } },
    ]);
    const staffMessages = await api.testApp.db
      .select()
      .from(supportMessages)
      .where(and(eq(supportMessages.ticketUid, uid), eq(supportMessages.authorRole, 'staff')));
    expect(staffMessages).toHaveLength(1);
    const replyMails = (await mailsTo(api.testApp.db, opened.ticket.contact.email)).filter(
      (mail) => mail.subject === 'Nouvelle réponse à votre demande',
    );
    expect(replyMails).toHaveLength(1);
  });

  it('shows who else has the ticket open and who is typing, within a short TTL; never to members', async () => {
    const lucie = await colleague('Coach Lucie');
    const { ticket } = await openTicket(app(), api.testApp.db);
    expect((await read(ticket.uid)).presence).toEqual([]);

    // Lucie opens the ticket: Sarah sees her; Lucie sees Sarah (who read it first); nobody sees themself.
    expect((await read(ticket.uid, bearer(lucie.token))).presence).toEqual([{ uid: api.coach.uid, name: 'Coach Sarah', typing: false }]);
    expect((await read(ticket.uid)).presence).toEqual([{ uid: lucie.uid, name: 'Coach Lucie', typing: false }]);

    const beat = await post(`/api/staff/tickets/${ticket.uid}/presence`, { typing: true }, bearer(lucie.token));
    expect(beat.statusCode, beat.body).toBe(200);
    expect(presenceAnswerSchema.parse(beat.json()).presence).toEqual([{ uid: api.coach.uid, name: 'Coach Sarah', typing: false }]);
    expect((await read(ticket.uid)).presence).toEqual([{ uid: lucie.uid, name: 'Coach Lucie', typing: true }]);
    // A read of the ticket keeps the typing mark the heartbeat set.
    await read(ticket.uid, bearer(lucie.token));
    expect((await read(ticket.uid)).presence[0]?.typing).toBe(true);

    // Typing stops after its short TTL, presence after its own: the rows age in the database.
    const ago = (seconds: number) => new Date(Date.now() - seconds * 1000);
    await api.testApp.db
      .update(supportPresence)
      .set({ typingAt: ago(9) })
      .where(and(eq(supportPresence.ticketUid, ticket.uid), eq(supportPresence.userUid, lucie.uid)));
    expect((await read(ticket.uid)).presence).toEqual([{ uid: lucie.uid, name: 'Coach Lucie', typing: false }]);
    await api.testApp.db
      .update(supportPresence)
      .set({ seenAt: ago(31) })
      .where(and(eq(supportPresence.ticketUid, ticket.uid), eq(supportPresence.userUid, lucie.uid)));
    expect((await read(ticket.uid)).presence).toEqual([]);
    expect(
      await api.testApp.db
        .select()
        .from(supportPresence)
        .where(gt(supportPresence.seenAt, ago(20))),
    ).not.toHaveLength(0);

    const member = await signIn(app(), DEMO.member);
    expect((await post(`/api/staff/tickets/${ticket.uid}/presence`, { typing: true }, bearer(member.token))).statusCode).toBe(403);
    expect((await post(`/api/staff/tickets/00000000-0000-4000-8000-000000000000/presence`, { typing: false })).statusCode).toBe(404);
    expect((await post(`/api/staff/tickets/${ticket.uid}/presence`, { typing: 'oui' })).statusCode).toBe(400);
  });

  it('refuses a version beyond a PostgreSQL integer with 400 on « version », on a reply and a status action', async () => {
    const opened = await openTicket(app(), api.testApp.db, { name: 'Chloé Bernard' });
    const uid = opened.ticket.uid;
    const huge = 3_000_000_000;
    const reply = await post(`/api/staff/tickets/${uid}/messages`, { message: 'Bonjour', version: huge });
    const status = await post(`/api/staff/tickets/${uid}/status`, { action: 'close', version: huge });
    for (const refused of [reply, status]) {
      expect(refused.statusCode, refused.body).toBe(400);
      expect(violationsBodySchema.parse(refused.json()).violations).toEqual([
        { property: 'version', message: fr.validation.invalid, type: 'invalid' },
      ]);
    }
    expect((await read(uid)).status).toBe(opened.ticket.status);
    // The largest integer is still a version (a stale one here): 409, not 500.
    expect((await post(`/api/staff/tickets/${uid}/messages`, { message: 'Bonjour', version: VERSION_MAX })).statusCode).toBe(409);
  });
});
