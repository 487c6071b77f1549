import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { metricsAnswerSchema } from '../../src/domain/helpdesk-metrics.ts';
import { ticketSchema } from '../../src/domain/support.ts';
import { fr } from '../../src/i18n/fr/index.ts';
import { supportSatisfaction } from '../../server/db/schema/index.ts';
import { signTicketLink } from '../../server/modules/support/signed-links.ts';
import { bearer, createAccount, DEMO, manualClock, signIn } from '../support/server/accounts.ts';
import { mailsTo, openTicket, ticketVersion, useSupportApi } from '../support/server/support.ts';
import { TEST_JWT_SECRET } from '../support/server/test-app.ts';

/**
 * Satisfaction and the helpdesk's figures (docs/decisions/0055-satisfaction-and-metrics.md): a
 * ticket closed by staff mails five signed rating links; a click records the score without a
 * sign-in, once (concurrent clicks included), then takes an optional comment; a link forged,
 * expired or for another ticket is a 404. Medians and 90th percentiles per queue and per coach.
 */
describe('helpdesk satisfaction', () => {
  const api = useSupportApi((coach) => bearer(coach.token));
  const { app, get, post } = api;
  const pages = fr.helpdeskFollowups.pages;
  const db = () => api.testApp.db;

  const reply = async (uid: string, headers?: Record<string, string>) =>
    expect(
      (await post(`/api/staff/tickets/${uid}/messages`, { message: 'Voici la réponse.', version: await ticketVersion(db(), uid) }, headers))
        .statusCode,
    ).toBe(201);
  const close = async (uid: string, headers?: Record<string, string>, action = 'close') =>
    expect((await post(`/api/staff/tickets/${uid}/status`, { action, version: await ticketVersion(db(), uid) }, headers)).statusCode).toBe(
      200,
    );
  /** The five rating links of the newest "resolved" mail to `email`. */
  const ratingLinks = async (email: string) => {
    const mails = (await mailsTo(db(), email)).filter(
      (mail) => mail.subject === 'Votre demande est résolue' || mail.subject === 'Votre discussion est résolue',
    );
    const links = [...(mails[0]?.text ?? '').matchAll(/https:\/\/galant\.example(\/api\/support\/satisfaction\/\S+)/g)].map(
      (match) => match[1] ?? '',
    );
    return { count: mails.length, links, mail: mails[0] };
  };
  const resolved = async () => {
    const opened = await openTicket(app(), db());
    await reply(opened.ticket.uid);
    await close(opened.ticket.uid);
    const { links } = await ratingLinks(opened.ticket.contact.email);
    return { opened, links };
  };
  const scoreOf = async (uid: string) => (await db().select().from(supportSatisfaction).where(eq(supportSatisfaction.ticketUid, uid)))[0];
  const form = (url: string, body: Record<string, string>) =>
    app().inject({
      method: 'POST',
      url,
      payload: new URLSearchParams(body).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });

  it('mails five signed links when staff close a ticket, records one click once, then a comment once', async () => {
    const { opened, links } = await resolved();
    const { mail } = await ratingLinks(opened.ticket.contact.email);
    expect(links.map((link) => new URL(link, 'https://x').searchParams.get('note'))).toEqual(['1', '2', '3', '4', '5']);
    expect(mail?.text).toContain('Comment jugez-vous notre réponse\u202F? Un clic suffit\u202F:');
    expect(mail?.text).toContain('5\u00A0–\u00A0Très satisfait');
    // The main link stays the first of the text: the follow-up page, with its token.
    expect(/https?:\/\/\S+/.exec(mail?.text ?? '')?.[0]).toContain(`/contact/tickets/${opened.ticket.uid}?t=`);

    // A scanner's HEAD records nothing.
    expect((await app().inject({ method: 'HEAD', url: links[3] ?? '' })).statusCode).toBe(200);
    expect((await scoreOf(opened.ticket.uid))?.score).toBeNull();

    const first = await app().inject({ method: 'GET', url: links[3] ?? '' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toContain('text/html');
    expect(first.body).toContain('Merci\u202F! Votre note est enregistrée\u202F: 4 sur 5.');
    expect(first.body).toContain(pages.commentLabel);
    const second = await app().inject({ method: 'GET', url: links[0] ?? '' });
    expect(second.body).toContain('Vous nous avez déjà donné votre avis sur cette demande\u202F: 4 sur 5. Merci\u202F!');
    expect((await scoreOf(opened.ticket.uid))?.score).toBe(4);

    const action = `/api/support/satisfaction/${opened.ticket.uid}`;
    const token = new URL(links[0] ?? '', 'https://x').searchParams.get('t') ?? '';
    const tooLong = await form(action, { t: token, commentaire: 'x'.repeat(2001) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.body).toContain('Votre commentaire ne doit pas dépasser 2\u202F000 caractères.');
    const commented = await form(action, { t: token, commentaire: '  Réponse rapide et claire, merci.  ' });
    expect(commented.statusCode).toBe(200);
    expect(commented.body).toContain('Merci pour votre commentaire\u202F: nous le lirons avec attention.');
    expect((await form(action, { t: token, commentaire: 'Autre chose' })).body).toContain('Votre commentaire est déjà enregistré.');
    expect(await scoreOf(opened.ticket.uid)).toMatchObject({ score: 4, comment: 'Réponse rapide et claire, merci.' });

    // Reopened and closed again: the first resolution stands, no second mail.
    await close(opened.ticket.uid, undefined, 'reopen');
    await close(opened.ticket.uid);
    expect((await ratingLinks(opened.ticket.contact.email)).count).toBe(1);
  });

  it('records concurrent clicks once', async () => {
    const { opened, links } = await resolved();
    const answers = await Promise.all(links.map((url) => app().inject({ method: 'GET', url })));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const recorded = answers.filter((answer) => answer.body.includes('Votre note est enregistrée'));
    expect(recorded).toHaveLength(1);
    const score = Number(/enregistrée\u202F: (\d) sur 5/.exec(recorded[0]?.body ?? '')?.[1]);
    expect((await scoreOf(opened.ticket.uid))?.score).toBe(score);
    for (const answer of answers.filter((item) => item !== recorded[0])) expect(answer.body).toContain(`${score} sur 5. Merci`);
  });

  it('answers 404 to a forged, expired or misdirected link, and records nothing', async () => {
    const mine = await resolved();
    const other = await resolved();
    const url = new URL(mine.links[4] ?? '', 'https://x');
    const token = url.searchParams.get('t') ?? '';
    const at = (uid: string, t: string) => `/api/support/satisfaction/${uid}?t=${encodeURIComponent(t)}&note=5`;
    const refused = async (path: string) => {
      const answer = await app().inject({ method: 'GET', url: path });
      expect(answer.statusCode, path).toBe(404);
      expect(answer.body).toContain('Ce lien n’est plus valable.');
    };
    await refused(at(mine.opened.ticket.uid, `${token.slice(0, -4)}AAAA`)); // forged signature
    await refused(at(other.opened.ticket.uid, token)); // my link on someone else's ticket
    // Signed with the right key for the other ticket but naming me as its contact.
    await refused(
      at(
        other.opened.ticket.uid,
        await signTicketLink(
          TEST_JWT_SECRET,
          'rating',
          { uid: other.opened.ticket.uid, contactUid: mine.opened.ticket.contact.uid },
          Date.now(),
        ),
      ),
    );
    // A keep-open link is not a rating link; a ticket never closed has nothing to rate.
    await refused(
      at(
        mine.opened.ticket.uid,
        await signTicketLink(
          TEST_JWT_SECRET,
          'keep-open',
          { uid: mine.opened.ticket.uid, contactUid: mine.opened.ticket.contact.uid },
          Date.now(),
        ),
      ),
    );
    const open = await openTicket(app(), db());
    await refused(
      at(
        open.ticket.uid,
        await signTicketLink(TEST_JWT_SECRET, 'rating', { uid: open.ticket.uid, contactUid: open.ticket.contact.uid }, Date.now()),
      ),
    );
    await refused(at('not-a-uid', token));
    const clock = manualClock(api.testApp);
    try {
      clock.advance(31 * 86_400_000);
      await refused(at(mine.opened.ticket.uid, token)); // expired
    } finally {
      api.testApp.clock.use(null);
    }
    expect((await scoreOf(mine.opened.ticket.uid))?.score).toBeNull();
    expect((await scoreOf(other.opened.ticket.uid))?.score).toBeNull();
  });

  it('computes medians, 90th percentiles and satisfaction per queue and per coach', async () => {
    const U = 300_000; // five minutes: the whole story holds within the access tokens' hour
    const clock = manualClock(api.testApp, Date.UTC(2031, 0, 6, 8));
    try {
      const sarah = await signIn(app(), DEMO.coach);
      const colleague = await createAccount(db(), { roles: ['coach'], profileName: 'Alex' });
      const alex = await signIn(app(), { email: colleague.email, password: 'Mot-de-passe-1' });
      const vipAccount = await createAccount(db(), { roles: ['vip'], profileName: 'Marc' });
      const vip = await signIn(app(), { email: vipAccount.email, password: 'Mot-de-passe-1' });
      const [a, b, c] = [await openTicket(app(), db()), await openTicket(app(), db()), await openTicket(app(), db())];
      const d = ticketSchema.parse(
        (await post('/api/support/coaching/tickets', { title: 'Un conseil', message: 'Comment relancer ?' }, bearer(vip.token))).json(),
      );
      const as = (who: { token: string }) => bearer(who.token);
      const at = async (units: number, step: () => Promise<void>) => {
        clock.set(Date.UTC(2031, 0, 6, 8) + units * U);
        await step();
      };
      await at(1, () => reply(a.ticket.uid, as(sarah)));
      await at(2, () => reply(b.ticket.uid, as(alex)));
      await at(3, () => reply(d.uid, as(alex)));
      await at(4, () => reply(c.ticket.uid, as(sarah)));
      await at(5, () => close(a.ticket.uid, as(sarah)));
      await at(6, () => close(b.ticket.uid, as(alex)));
      await at(8, () => close(d.uid, as(alex)));
      await at(10, () => close(c.ticket.uid, as(sarah)));
      for (const [opened, score] of [
        [a, 5],
        [b, 2],
        [c, 4],
      ] as const) {
        const { links } = await ratingLinks(opened.ticket.contact.email);
        expect((await app().inject({ method: 'GET', url: links[score - 1] ?? '' })).statusCode).toBe(200);
      }
      clock.set(Date.UTC(2031, 0, 6, 8) + 11 * U);

      const member = await signIn(app(), DEMO.member);
      expect((await get('/api/staff/support/metrics', as(member))).statusCode).toBe(403);
      expect((await get('/api/staff/support/metrics?days=0', as(sarah))).statusCode).toBe(400);
      const answer = await get('/api/staff/support/metrics?days=1', as(sarah));
      expect(answer.statusCode, answer.body).toBe(200);
      const metrics = metricsAnswerSchema.parse(answer.json());
      const s = (units: number) => Math.round((units * U) / 1000);
      expect(metrics.queues).toEqual([
        {
          queue: 'contact',
          firstResponse: { count: 3, medianSeconds: s(2), p90Seconds: s(3.6) },
          resolution: { count: 3, medianSeconds: s(6), p90Seconds: s(9.2) },
          satisfaction: { resolved: 3, ratings: 3, average: 3.67, satisfiedShare: 0.667 },
        },
        {
          queue: 'coaching',
          firstResponse: { count: 1, medianSeconds: s(3), p90Seconds: s(3) },
          resolution: { count: 1, medianSeconds: s(8), p90Seconds: s(8) },
          satisfaction: { resolved: 1, ratings: 0, average: null, satisfiedShare: null },
        },
      ]);
      expect(metrics.coaches).toEqual([
        {
          uid: alex.uid,
          name: 'Alex',
          firstResponse: { count: 2, medianSeconds: s(2.5), p90Seconds: s(2.9) },
          resolution: { count: 2, medianSeconds: s(7), p90Seconds: s(7.8) },
          satisfaction: { resolved: 2, ratings: 1, average: 2, satisfiedShare: 0 },
        },
        {
          uid: sarah.uid,
          name: 'Coach Sarah',
          firstResponse: { count: 2, medianSeconds: s(2.5), p90Seconds: s(3.7) },
          resolution: { count: 2, medianSeconds: s(7.5), p90Seconds: s(9.5) },
          satisfaction: { resolved: 2, ratings: 2, average: 4.5, satisfiedShare: 1 },
        },
      ]);
      // Analysts read the same figures.
      const analyst = await createAccount(db(), { roles: ['analyst'] });
      const asAnalyst = await signIn(app(), { email: analyst.email, password: 'Mot-de-passe-1' });
      expect((await get('/api/staff/support/metrics?days=1', as(asAnalyst))).statusCode).toBe(200);
    } finally {
      api.testApp.clock.use(null);
    }
  });
});
