import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articleSchema } from '../../src/domain/content.ts';
import {
  articleRevisionListSchema,
  articleRevisionPreviewSchema,
  staffArticleListSchema,
  staffArticleSchema,
  staleVersionBodySchema,
  type StaffArticle,
} from '../../src/domain/staff-articles.ts';
import { flowsReportSchema } from '../../src/domain/flows.ts';
import { errorBodySchema, violationsBodySchema } from '../../src/domain/violation.ts';
import { fr } from '../../src/i18n/fr/index.ts';
import { contentArticleRevisions, contentArticles, contentAuthors, contentMedia } from '../../server/db/schema/index.ts';
import { bearer, DEMO, manualClock, MINUTE, signIn } from '../support/server/accounts.ts';
import { createTestApp, type TestApp } from '../support/server/test-app.ts';

/** A document of the editor: a free opening, the paywall divider, then the paid part. */
const doc = (free: string, paid: string) => ({
  type: 'doc',
  content: [
    { type: 'paragraph', content: [{ type: 'text', text: free }] },
    { type: 'paywallDivider' },
    { type: 'paragraph', content: [{ type: 'text', text: paid }] },
  ],
});

/** The staff articles API (docs/product.md#publishing, docs/api.md#staff-articles), on the real database. */
describe('staff articles API', () => {
  let testApp: TestApp;
  let editor: string;
  let admin: string;
  let authorUid: string;
  let mainImageUid: string;
  let clock: ReturnType<typeof manualClock>;

  beforeAll(async () => {
    testApp = await createTestApp();
    clock = manualClock(testApp);
    editor = (await signIn(testApp.app, DEMO.editor)).token;
    admin = (await signIn(testApp.app, DEMO.admin)).token;
    const [author] = await testApp.db.select({ uid: contentAuthors.uid }).from(contentAuthors).limit(1);
    const [media] = await testApp.db.select({ uid: contentMedia.uid }).from(contentMedia).limit(1);
    authorUid = author!.uid;
    mainImageUid = media!.uid;
  });
  afterAll(() => testApp.close());

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, token: string | null = editor) =>
    testApp.app.inject({
      method,
      url,
      ...(payload === undefined ? {} : { payload: payload as object }),
      headers: token === null ? {} : bearer(token),
    });
  const ok = async (
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    payload?: unknown,
    token: string | null = editor,
  ): Promise<StaffArticle> => {
    const response = await call(method, url, payload, token);
    expect(response.statusCode, response.body).toBeLessThan(300);
    return staffArticleSchema.parse(response.json());
  };
  const create = (title: string, extra: object = {}) =>
    ok('POST', '/api/staff/articles', {
      title,
      authorUid,
      mainImageUid,
      doc: doc(`Ouverture de ${title}.`, `Suite payante de ${title}.`),
      ...extra,
    });
  const publicRead = (slug: string, token: string | null = null) =>
    testApp.app.inject({ method: 'GET', url: `/api/content/articles/${slug}`, headers: token === null ? {} : bearer(token) });

  it('keeps everyone but editors and admins out: 401 anonymous, 403 member, VIP and coach', async () => {
    const article = await create('Réservé à la rédaction');
    const routes = [
      ['GET', '/api/staff/articles'],
      ['POST', '/api/staff/articles', { title: 'x', authorUid, mainImageUid }],
      ['GET', `/api/staff/articles/${article.id}`],
      ['PUT', `/api/staff/articles/${article.id}`, { version: 1, title: 'Piraté' }],
      ['POST', `/api/staff/articles/${article.id}/publish`, {}],
      ['GET', `/api/staff/articles/${article.id}/revisions`],
    ] as const;
    for (const [method, url, payload] of routes) {
      expect((await call(method, url, payload, null)).statusCode, url).toBe(401);
      for (const credentials of [DEMO.member, DEMO.vip, DEMO.coach]) {
        const response = await call(method, url, payload, (await signIn(testApp.app, credentials)).token);
        expect(response.statusCode, `${credentials.email} ${url}`).toBe(403);
        expect(errorBodySchema.parse(response.json()).message).toBe(fr.server.forbidden);
      }
    }
    const unchanged = await ok('GET', `/api/staff/articles/${article.id}`, undefined, admin);
    expect(unchanged).toMatchObject({ title: 'Réservé à la rédaction', version: 1, status: 'draft' });
  });

  it('creates a draft nobody reads, publishes it for readers, keeps edits pending until re-published', async () => {
    const draft = await create('Le premier pas', { visibility: 'public' });
    expect(draft).toMatchObject({
      status: 'draft',
      version: 1,
      slug: 'le-premier-pas',
      hasPendingChanges: false,
      updatedBy: { name: 'Claire (rédaction)' },
    });
    expect((await publicRead(draft.slug)).statusCode).toBe(404);

    const saved = await ok('PUT', `/api/staff/articles/${draft.id}`, { version: 1, doc: doc('Une ouverture revue.', 'La suite revue.') });
    expect(saved.version).toBe(2);
    expect((await publicRead(draft.slug)).statusCode).toBe(404);

    const published = await ok('POST', `/api/staff/articles/${draft.id}/publish`, {});
    expect(published).toMatchObject({ status: 'published', version: 2 });
    expect(published.publishedAt).not.toBeNull();
    const read = articleSchema.parse((await publicRead(draft.slug)).json());
    expect(read.content).toContain('La suite revue.');

    // An edit of a published article waits: readers keep the published text.
    const edited = await ok('PUT', `/api/staff/articles/${draft.id}`, {
      version: 2,
      title: 'Le premier pas, revu',
      doc: doc('Nouvelle ouverture.', 'Nouvelle suite.'),
    });
    expect(edited).toMatchObject({ status: 'published', hasPendingChanges: true, version: 3, title: 'Le premier pas, revu' });
    const stillOld = articleSchema.parse((await publicRead(draft.slug)).json());
    expect(stillOld.title).toBe('Le premier pas');
    expect(stillOld.content).not.toContain('Nouvelle suite.');

    await ok('POST', `/api/staff/articles/${draft.id}/publish`, {});
    const republished = articleSchema.parse((await publicRead(draft.slug)).json());
    expect(republished.title).toBe('Le premier pas, revu');
    expect(republished.content).toContain('Nouvelle suite.');
    // The date readers see stays the first publication's.
    expect(republished.date).toBe(read.date);

    const unpublished = await ok('POST', `/api/staff/articles/${draft.id}/unpublish`, {});
    expect(unpublished.status).toBe('unpublished');
    expect((await publicRead(draft.slug)).statusCode).toBe(404);
    // Refused where the lifecycle has no such move: 409 in French.
    const again = await call('POST', `/api/staff/articles/${draft.id}/unpublish`, {});
    expect(again.statusCode).toBe(409);
    expect(errorBodySchema.parse(again.json())).toMatchObject({
      code: 'invalid_transition',
      message: 'Cette action n’est pas possible pour un article dans l’état «\u202Fdépublié\u202F».',
    });
  });

  it('counts the lifecycle’s moves for the analysts (docs/flows article-lifecycle), once committed', async () => {
    const day = new Date(clock.now()).toISOString().slice(0, 10);
    const countOf = async (key: string) => {
      const response = await call('GET', `/api/staff/flows?from=${day}&to=${day}`, undefined, admin);
      expect(response.statusCode, response.body).toBe(200);
      const report = flowsReportSchema.parse(response.json());
      return (
        report.flows.find((flow) => flow.flow === 'article-lifecycle')?.transitions.find((transition) => transition.key === key)?.count ?? 0
      );
    };
    const keys = [
      'draft --article.publish--> published.live',
      'published.live --article.save--> published.pendingChanges',
      'published.pendingChanges --article.unpublish--> unpublished',
    ];
    const before = await Promise.all(keys.map(countOf));
    const article = await create('Compté par les analystes');
    await ok('POST', `/api/staff/articles/${article.id}/publish`, {});
    await ok('PUT', `/api/staff/articles/${article.id}`, { version: 1, title: 'Compté, revu' });
    await ok('PUT', `/api/staff/articles/${article.id}`, { version: 2, title: 'Compté, revu deux fois' });
    await ok('POST', `/api/staff/articles/${article.id}/unpublish`, {});
    // A refused move counts nothing.
    expect((await call('POST', `/api/staff/articles/${article.id}/unpublish`, {})).statusCode).toBe(409);
    // Moves are written every second (FLUSH_INTERVAL_MS): this instance's report includes them at once.
    expect(await Promise.all(keys.map(countOf))).toEqual(before.map((count) => count + 1));
  });

  it('refuses a save over a newer version with who saved it, when, and their version; nothing overwritten', async () => {
    const article = await create('Deux plumes');
    await ok('PUT', `/api/staff/articles/${article.id}`, { version: 1, title: 'Version de la rédaction' });
    const stale = await call('PUT', `/api/staff/articles/${article.id}`, { version: 1, title: 'Version de l’admin' }, admin);
    expect(stale.statusCode).toBe(409);
    const body = staleVersionBodySchema.parse(stale.json());
    expect(body.current).toMatchObject({ version: 2, updatedBy: { name: 'Claire (rédaction)' } });
    expect(body.message).toContain('Claire (rédaction)');
    expect(body.message).toContain('(version 2)');
    expect((await ok('GET', `/api/staff/articles/${article.id}`)).title).toBe('Version de la rédaction');
  });

  it('refuses to publish, schedule or unpublish from an older version than the stored one: another’s newer save never goes out unseen', async () => {
    const article = await create('Publication à l’aveugle');
    await ok('PUT', `/api/staff/articles/${article.id}`, { version: 1, title: 'Version de l’admin' }, admin);
    const blind = await call('POST', `/api/staff/articles/${article.id}/publish`, { version: 1 });
    expect(blind.statusCode).toBe(409);
    expect(staleVersionBodySchema.parse(blind.json()).current.version).toBe(2);
    const later = new Date(Date.now() + 86_400_000).toISOString();
    expect((await call('POST', `/api/staff/articles/${article.id}/schedule`, { at: later, version: 1 })).statusCode).toBe(409);
    expect((await ok('GET', `/api/staff/articles/${article.id}`)).status).toBe('draft');
    // With the version on screen, it goes through; then an unpublish from an older one is refused too.
    expect((await ok('POST', `/api/staff/articles/${article.id}/publish`, { version: 2 })).status).toBe('published');
    await ok('PUT', `/api/staff/articles/${article.id}`, { version: 2, title: 'Correction de l’admin' }, admin);
    expect((await call('POST', `/api/staff/articles/${article.id}/unpublish`, { version: 2 })).statusCode).toBe(409);
    expect((await ok('GET', `/api/staff/articles/${article.id}`)).status).toBe('published');
  });

  it('lets exactly one of two concurrent saves of the same version through; the other gets 409 and nothing is lost', async () => {
    const article = await create('Course de sauvegardes');
    const [first, second] = await Promise.all([
      call('PUT', `/api/staff/articles/${article.id}`, { version: 1, title: 'Titre A' }),
      call('PUT', `/api/staff/articles/${article.id}`, { version: 1, title: 'Titre B' }, admin),
    ]);
    expect([first!.statusCode, second!.statusCode].sort()).toEqual([200, 409]);
    const winner = first!.statusCode === 200 ? 'Titre A' : 'Titre B';
    const stored = await ok('GET', `/api/staff/articles/${article.id}`);
    expect(stored).toMatchObject({ title: winner, version: 2 });
    // The loser learns the version it must start from.
    const loser = staleVersionBodySchema.parse((first!.statusCode === 409 ? first! : second!).json());
    expect(loser.current.version).toBe(2);
  });

  it('validates bodies and refuses hostile editor JSON with violations in French', async () => {
    const article = await create('Corps vérifiés');
    const cases: [unknown, string][] = [
      [{ version: 1, title: '' }, 'title'],
      [{ version: 'un' }, 'version'],
      [{ version: 1, visibility: 'everyone' }, 'visibility'],
      [{ version: 1, html: '<script>alert(1)</script>' }, ''],
      [
        {
          version: 1,
          doc: {
            type: 'doc',
            content: [
              {
                type: 'paragraph',
                content: [{ type: 'text', text: 'x', marks: [{ type: 'link', attrs: { href: 'javascript:alert(1)' } }] }],
              },
            ],
          },
        },
        'doc.',
      ],
      [{ version: 1, doc: { type: 'doc', content: [{ type: 'script', text: 'alert(1)' }] } }, 'doc.'],
      [{ version: 1, doc: { type: 'doc', content: Array.from({ length: 12_000 }, () => ({ type: 'paragraph' })) } }, 'doc'],
      [{ version: 1, authorUid: 'personne' }, 'authorUid'],
    ];
    for (const [payload, property] of cases) {
      const response = await call('PUT', `/api/staff/articles/${article.id}`, payload);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      const { violations } = violationsBodySchema.parse(response.json());
      expect(
        violations.some((violation) => violation.property.startsWith(property)),
        JSON.stringify(violations),
      ).toBe(true);
      for (const violation of violations) expect(violation.message).not.toMatch(/^(Invalid|Expected|Unrecognized)/);
    }
    expect((await ok('GET', `/api/staff/articles/${article.id}`)).version).toBe(1);
    expect((await call('GET', '/api/staff/articles/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });

  it('opens every demo article in the editor with its text, and publishes it again under its first date', async () => {
    const search = encodeURIComponent('écoute active');
    const list = staffArticleListSchema.parse((await call('GET', `/api/staff/articles?status=published&q=${search}`)).json());
    const [demo] = list.payload;
    expect(demo).toBeDefined();
    const opened = await ok('GET', `/api/staff/articles/${demo!.id}`);
    expect(opened.doc).not.toBeNull();
    const saved = await ok('PUT', `/api/staff/articles/${demo!.id}`, { version: 1, title: `${opened.title} (revu)` });
    expect(saved.version).toBe(2);
    const before = (await publicRead(opened.slug)).json() as { date: string };
    await ok('POST', `/api/staff/articles/${demo!.id}/unpublish`, { version: 2 });
    await ok('POST', `/api/staff/articles/${demo!.id}/publish`, { version: 2 });
    expect(((await publicRead(opened.slug)).json() as { date: string }).date).toBe(before.date);
  });

  it('lists with status filter, title search and keyset paging, newest change first', async () => {
    const marker = `Série ${Date.now()}`;
    const made: StaffArticle[] = [];
    for (let index = 0; index < 5; index += 1) {
      clock.advance(1_000);
      made.push(await create(`${marker} n° ${index}`));
    }
    clock.advance(1_000);
    await ok('POST', `/api/staff/articles/${made[1]!.id}/publish`, {});
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const query: string = `q=${encodeURIComponent(marker)}&length=2${cursor === null ? '' : `&cursor=${cursor}`}`;
      const page = staffArticleListSchema.parse((await call('GET', `/api/staff/articles?${query}`)).json());
      expect(page.payload.length).toBeLessThanOrEqual(2);
      seen.push(...page.payload.map((item) => item.id));
      cursor = page.page.hasNextPage ? page.page.endCursor : null;
    } while (cursor !== null);
    // The published one changed last: first; then the others, newest first; none twice.
    expect(seen).toEqual([made[1]!, made[4]!, made[3]!, made[2]!, made[0]!].map((article) => article.id));

    const published = staffArticleListSchema.parse(
      (await call('GET', `/api/staff/articles?status=published&q=${encodeURIComponent(marker)}`)).json(),
    );
    expect(published.payload.map((item) => [item.id, item.status, item.author.uid])).toEqual([[made[1]!.id, 'published', authorUid]]);
    const bad = await call('GET', '/api/staff/articles?cursor=pas-un-curseur');
    expect(bad.statusCode).toBe(400);
    expect(violationsBodySchema.parse(bad.json()).violations[0]?.property).toBe('cursor');
  });

  it('changes the slug: the old one answers 301 to the new one; a slug of another article, now or before, is refused (409)', async () => {
    const article = await create('Adresse mobile', { visibility: 'public' });
    await ok('POST', `/api/staff/articles/${article.id}/publish`, {});
    const moved = await ok('PUT', `/api/staff/articles/${article.id}/slug`, { slug: 'adresse-definitive' });
    expect(moved.slug).toBe('adresse-definitive');
    const old = await publicRead('adresse-mobile');
    expect(old.statusCode).toBe(301);
    expect(old.headers.location).toBe('/api/content/articles/adresse-definitive');
    expect((await publicRead('adresse-definitive')).statusCode).toBe(200);

    const other = await create('Une autre adresse');
    for (const slug of ['adresse-definitive', 'adresse-mobile']) {
      const taken = await call('PUT', `/api/staff/articles/${other.id}/slug`, { slug });
      expect(taken.statusCode, slug).toBe(409);
      expect(violationsBodySchema.parse(taken.json()).violations[0]).toMatchObject({
        property: 'slug',
        message: fr.publishingServer.slugTaken,
      });
    }
    const malformed = await call('PUT', `/api/staff/articles/${other.id}/slug`, { slug: 'Pas Une Adresse!' });
    expect(malformed.statusCode).toBe(400);
    expect(violationsBodySchema.parse(malformed.json()).violations[0]?.message).toBe(fr.publishingServer.slugFormat);
    // Its own former slug may come back.
    expect((await ok('PUT', `/api/staff/articles/${article.id}/slug`, { slug: 'adresse-mobile' })).slug).toBe('adresse-mobile');
    expect((await publicRead('adresse-mobile')).statusCode).toBe(200);
    expect((await publicRead('adresse-definitive')).headers.location).toBe('/api/content/articles/adresse-mobile');
  });

  it('keeps revisions at each publish and every 5 minutes of saves; previews one; a restore is a save and a revision of its own', async () => {
    const article = await create('Histoire d’un texte');
    let version = 1;
    const save = async (title: string) => {
      version = (
        await ok('PUT', `/api/staff/articles/${article.id}`, { version, title, doc: doc(`${title} : ouverture.`, `${title} : suite.`) })
      ).version;
    };
    await save('Premier jet'); // first save: a revision (none before)
    clock.advance(MINUTE);
    await save('Deuxième jet'); // within 5 minutes: none
    clock.advance(5 * MINUTE);
    await save('Troisième jet'); // 5 minutes on: one
    await ok('POST', `/api/staff/articles/${article.id}/publish`, {}); // a publish: one
    const list = articleRevisionListSchema.parse((await call('GET', `/api/staff/articles/${article.id}/revisions`)).json());
    expect(list.payload.map((revision) => [revision.number, revision.kind, revision.title])).toEqual([
      [3, 'publish', 'Troisième jet'],
      [2, 'autosave', 'Troisième jet'],
      [1, 'autosave', 'Premier jet'],
    ]);
    const first = list.payload.at(-1)!;
    const preview = articleRevisionPreviewSchema.parse(
      (await call('GET', `/api/staff/articles/${article.id}/revisions/${first.id}`)).json(),
    );
    expect(preview.bodyHtml).toContain('Premier jet');
    expect(preview.teaserHtml).not.toContain('suite');

    const restored = await ok('POST', `/api/staff/articles/${article.id}/revisions/${first.id}/restore`, { version });
    // Published: the restore waits as the pending revision, readers keep the published text.
    expect(restored).toMatchObject({ title: 'Premier jet', version: version + 1, hasPendingChanges: true });
    const after = articleRevisionListSchema.parse((await call('GET', `/api/staff/articles/${article.id}/revisions`)).json());
    expect(after.payload[0]).toMatchObject({ number: 4, kind: 'restore', title: 'Premier jet' });
    const stale = await call('POST', `/api/staff/articles/${article.id}/revisions/${first.id}/restore`, { version });
    expect(stale.statusCode).toBe(409);
    const rows = await testApp.db.select().from(contentArticleRevisions).where(eq(contentArticleRevisions.articleId, article.id));
    expect(rows).toHaveLength(4);
  });

  it('schedules only in the future, unschedules back to a draft, publishes now from a schedule', async () => {
    const article = await create('À paraître');
    const past = await call('POST', `/api/staff/articles/${article.id}/schedule`, { at: new Date(clock.now() - MINUTE).toISOString() });
    expect(past.statusCode).toBe(400);
    expect(violationsBodySchema.parse(past.json()).violations[0]).toMatchObject({
      property: 'at',
      message: fr.publishingServer.scheduleInPast,
    });
    const at = new Date(clock.now() + 60 * MINUTE).toISOString();
    const scheduled = await ok('POST', `/api/staff/articles/${article.id}/schedule`, { at });
    expect(scheduled).toMatchObject({ status: 'scheduled', scheduledAt: at });
    expect((await publicRead(scheduled.slug)).statusCode).toBe(404);
    expect((await ok('POST', `/api/staff/articles/${article.id}/unschedule`, {})).status).toBe('draft');
    await ok('POST', `/api/staff/articles/${article.id}/schedule`, { at });
    expect((await ok('POST', `/api/staff/articles/${article.id}/publish`, {})).status).toBe('published');
    const [row] = await testApp.db
      .select({ scheduledAt: contentArticles.scheduledAt })
      .from(contentArticles)
      .where(eq(contentArticles.id, article.id));
    expect(row?.scheduledAt).toBeNull();
  });
});
