import { describe, expect, it } from 'vitest';
import { searchAnswerSchema } from '../../src/domain/helpdesk.ts';
import { violationsBodySchema } from '../../src/domain/violation.ts';
import { fr } from '../../src/i18n/fr/index.ts';
import { bearer, DEMO, signIn } from '../support/server/accounts.ts';
import { openTicket, supportAuth, ticketVersion, useSupportApi } from '../support/server/support.ts';

/**
 * French full-text search over tickets and messages for staff (docs/decisions/0052-french-search-unaccent.md):
 * the french configuration (stemming) with accents ignored, ranked, with the words found marked in
 * an excerpt.
 */
describe('staff search (GET /api/staff/tickets/search)', () => {
  const api = useSupportApi((coach) => bearer(coach.token));
  const { app, get, post } = api;
  const search = async (q: string, extra = '') => {
    const response = await get(`/api/staff/tickets/search?q=${encodeURIComponent(q)}${extra}`);
    expect(response.statusCode, response.body).toBe(200);
    return searchAnswerSchema.parse(response.json());
  };

  it('finds French words whatever their accents and endings, in titles, messages and notes, best first, with the match marked', async () => {
    const card = await openTicket(app(), api.testApp.db, {
      title: 'Carte bancaire refusée',
      message: 'Ma carte bancaire est refusée au paiement.',
    });
    const mention = await openTicket(app(), api.testApp.db, {
      title: 'Question sur mon abonnement',
      message: 'Bonjour, hier mon paiement a été refusé, est-ce normal ?',
    });
    const unrelated = await openTicket(app(), api.testApp.db, { title: 'Changer de coach', message: 'Je voudrais un autre coach.' });
    const note = await post(`/api/staff/tickets/${unrelated.ticket.uid}/messages`, {
      message: 'Remboursement exceptionnel accordé par la direction.',
      internal: true,
      version: await ticketVersion(api.testApp.db, unrelated.ticket.uid),
    });
    expect(note.statusCode).toBe(201);

    // No accents typed, another ending: both tickets; the one with the words in its title and message first.
    const refused = await search('carte refusee');
    expect(refused.payload.map((result) => result.ticket.uid)).toEqual([card.ticket.uid]);
    const anyRefusal = await search('REFUSÉ');
    expect(anyRefusal.payload.map((result) => result.ticket.uid)).toEqual([card.ticket.uid, mention.ticket.uid]);
    const [best, second] = anyRefusal.payload;
    expect(best?.rank).toBeGreaterThan(second?.rank ?? Infinity);
    expect(second?.excerpt.filter((part) => part.match).map((part) => part.text)).toEqual(['refusé']);
    expect(second?.excerpt.map((part) => part.text).join('')).toContain('hier mon paiement a été refusé');
    expect(second?.ticket).toMatchObject({ title: 'Question sur mon abonnement', version: expect.any(Number), assignee: null });

    // A note is found too (staff search), and said to be one.
    const refund = await search('rembourser');
    expect(refund.payload).toHaveLength(1);
    expect(refund.payload[0]).toMatchObject({ internal: true, ticket: { uid: unrelated.ticket.uid } });

    expect((await search('introuvablissime')).payload).toEqual([]);
    expect((await search('refusé', '&type=coaching')).payload).toEqual([]);
    // A phrase, as in a web search: the words in that order.
    expect((await search('"bancaire carte"')).payload).toEqual([]);
    expect((await search('"carte bancaire"')).payload.map((result) => result.ticket.uid)).toEqual([card.ticket.uid]);
    expect((await search('le la les')).payload).toEqual([]);
    // Markup and the excerpt's own marks in a query are only characters (200, no match invented).
    expect((await search('<mark>⟦introuvablissime⟧</mark>')).payload).toEqual([]);
  });

  it('is for staff only and checks the query: 400 in French, 403 for members, 401 for contacts', async () => {
    const empty = await get('/api/staff/tickets/search?q=%20');
    expect(empty.statusCode).toBe(400);
    expect(violationsBodySchema.parse(empty.json()).violations).toEqual([
      { property: 'q', message: fr.validation.required, type: 'invalid' },
    ]);
    expect((await get(`/api/staff/tickets/search?q=${'a'.repeat(201)}`)).statusCode).toBe(400);
    expect((await get('/api/staff/tickets/search')).statusCode).toBe(400);
    const member = await signIn(app(), DEMO.member);
    expect((await get('/api/staff/tickets/search?q=carte', bearer(member.token))).statusCode).toBe(403);
    const opened = await openTicket(app(), api.testApp.db);
    expect((await get('/api/staff/tickets/search?q=carte', supportAuth(opened.token))).statusCode).toBe(401);
  });
});
