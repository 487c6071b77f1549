import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  articleListSchema,
  articleSchema,
  authorListSchema,
  authorSchema,
  categoryListSchema,
  categorySchema,
  mediaListSchema,
  mediaSchema,
  pageContentSchema,
  pageListSchema,
  tagListSchema,
  tagSchema,
  type ArticleSummary,
} from '../../src/domain/content.ts';
import { errorBodySchema, violationsBodySchema } from '../../src/domain/violation.ts';
import { fr } from '../../src/i18n/fr/index.ts';
import { storeContent } from '../../server/modules/content/content-store.ts';
import { encodeCursor } from '../../server/modules/content/cursor.ts';
import { contentFixture, FIXTURE_ARTICLE_COUNT, fixtureUid } from '../support/content/content-fixture.ts';
import { createTestApp, type TestApp } from '../support/server/test-app.ts';

type FixtureArticle = (typeof contentFixture.articles)[number];

/** The order a sort must produce, computed from the fixture independently of the server. */
function expectedOrder(sort: 'date' | 'menu' | 'author', order: 'asc' | 'desc', articles = contentFixture.articles): string[] {
  const keyOf = (article: FixtureArticle): (string | number)[] => {
    if (sort === 'date') return [article.date, article.uid];
    if (sort === 'menu') return [article.menuOrder, article.uid];
    return [article.author, article.date, article.uid];
  };
  const compare = (a: FixtureArticle, b: FixtureArticle): number => {
    const [ka, kb] = [keyOf(a), keyOf(b)];
    for (let i = 0; i < ka.length; i += 1) {
      const [x, y] = [ka[i] ?? '', kb[i] ?? ''];
      if (x < y) return -1;
      if (x > y) return 1;
    }
    return 0;
  };
  const sorted = [...articles].sort(compare).map((article) => article.uid);
  return order === 'asc' ? sorted : sorted.reverse();
}

describe('content API: lists, filters, sorts and cursors', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    // No demo content: the known fixture only.
    testApp = await createTestApp({ env: { SEED_DEMO: 'false' } });
    await storeContent(testApp.db, contentFixture);
  });
  afterAll(() => testApp.close());

  const get = (url: string) => testApp.app.inject({ method: 'GET', url });
  const listArticles = async (query: string) => {
    const response = await get(`/api/content/articles${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return articleListSchema.parse(response.json());
  };
  /** Every uid of a list, following endCursor while hasNextPage (docs/product.md#states), as a client does. */
  const readAll = async (query: string): Promise<{ uids: string[]; pages: number }> => {
    const uids: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    for (;;) {
      const separator = query === '' ? '?' : '&';
      const page = await listArticles(cursor === null ? query : `${query}${separator}cursor=${cursor}`);
      pages += 1;
      uids.push(...page.payload.map((article) => article.uid));
      if (!page.page.hasNextPage || page.page.endCursor === null) return { uids, pages };
      cursor = page.page.endCursor;
      if (pages > 50) throw new Error('the cursor never reached the end');
    }
  };
  const expectViolation = async (url: string, property: string, message: string = fr.validation.invalid) => {
    const response = await get(url);
    expect(response.statusCode, response.body).toBe(400);
    const body = violationsBodySchema.parse(response.json());
    expect(body.message).toBe('Validation failed by backend');
    expect(body.violations).toContainEqual({ property, message, type: 'invalid' });
  };

  it('answers the 10 newest articles first, with a cursor to the next page, cacheable by anyone', async () => {
    const response = await get('/api/content/articles');

    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=60');
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    // The headers that protect a JSON answer, none of the document-only ones (json-security-headers.ts).
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(response.headers['x-xss-protection']).toBeUndefined();
    const body = articleListSchema.parse(response.json());
    expect(body.payload.map((article) => article.uid)).toEqual(expectedOrder('date', 'desc').slice(0, 10));
    expect(body.page.hasNextPage).toBe(true);
    expect(body.page.endCursor).toMatch(/^[A-Za-z0-9_-]+$/);
  });

  it('sends a list encoded once, in the encoding the reader accepts, with its length; the same JSON whatever the encoding', async () => {
    const identity = await get('/api/content/articles');
    expect(identity.headers['content-encoding']).toBeUndefined();
    // A shared cache in front keeps one copy per encoding.
    expect(identity.headers['vary']).toBe('Accept-Encoding');
    const json = identity.body;
    expect(json.length).toBeGreaterThan(1024);
    const read = async (acceptEncoding: string) => {
      const response = await testApp.app.inject({
        method: 'GET',
        url: '/api/content/articles',
        headers: { 'accept-encoding': acceptEncoding },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['vary']).toBe('Accept-Encoding');
      // Bytes ready to send, not a stream: the length is known.
      expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
      return { encoding: response.headers['content-encoding'], bytes: response.rawPayload };
    };
    const br = await read('gzip, deflate, br, zstd');
    expect(br.encoding).toBe('br');
    expect(brotliDecompressSync(br.bytes).toString()).toBe(json);
    expect(br.bytes.length).toBeLessThan(json.length / 3);
    const gzipped = await read('gzip;q=1, br;q=0');
    expect(gzipped.encoding).toBe('gzip');
    expect(gunzipSync(gzipped.bytes).toString()).toBe(json);
    expect((await read('x-gzip')).encoding).toBe('gzip');
    expect((await read('br;q=0, gzip;q=0')).encoding).toBeUndefined();
    const plain = await read('deflate');
    expect(plain.encoding).toBeUndefined();
    expect(plain.bytes.toString()).toBe(json);
    // A small answer (under 1 KB) is sent as it is, whatever the reader accepts.
    const small = await testApp.app.inject({ method: 'GET', url: '/api/content/tags?length=1', headers: { 'accept-encoding': 'br' } });
    expect(small.statusCode).toBe(200);
    expect(small.rawPayload.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.headers['vary']).toBe('Accept-Encoding');
    expect(tagListSchema.parse(small.json()).payload).toHaveLength(1);
    // The anonymous read of an article varies on the credentials too.
    const article = await testApp.app.inject({
      method: 'GET',
      url: '/api/content/articles/article-03',
      headers: { 'accept-encoding': 'br' },
    });
    expect(article.statusCode).toBe(200);
    expect(article.headers['vary']).toBe('Authorization, Accept-Encoding');
    // Its teaser is under 1 KB: sent as it is.
    expect(article.rawPayload.length).toBeLessThan(1024);
    expect(article.headers['content-encoding']).toBeUndefined();
    expect(article.json()).toMatchObject({ uid: 'article-03', restricted: true });
  });

  it('describes each article with its author, categories, tags, main image and no body', async () => {
    const { payload } = await listArticles('?ids=article-03');
    expect(payload).toEqual<ArticleSummary[]>([
      {
        uid: 'article-03',
        title: 'Article de test 3',
        excerpt: "Résumé de l'article 3.",
        date: '2025-03-04T09:30:00.250Z',
        displayDate: '4 mars 2025',
        author: {
          uid: 'alice-martin',
          name: 'Alice Martin',
          avatar: { url: '/images/test/alice.svg', alt: 'Alice', width: 400, height: 400 },
        },
        categories: [{ uid: 'premiers-pas', name: 'Premiers pas' }],
        tags: [{ uid: 'messages', name: 'Messages' }],
        mainImage: { url: '/images/test/article-03.svg', alt: 'Illustration article-03', width: 1200, height: 675 },
        readingMinutes: 3,
      },
    ]);
    expect(JSON.stringify(payload)).not.toContain('réservé aux membres');
  });

  for (const sort of ['date', 'menu', 'author'] as const) {
    for (const order of ['asc', 'desc'] as const) {
      it(`pages through every article exactly once by ${sort} ${order}, ties broken by uid`, async () => {
        const { uids, pages } = await readAll(`?sort=${sort}&order=${order}&length=4`);
        expect(uids).toEqual(expectedOrder(sort, order));
        expect(pages).toBe(Math.ceil(FIXTURE_ARTICLE_COUNT / 4));
      });
    }
  }

  it('sorts by date newest first, and by menu and author A→Z, when no order is given', async () => {
    expect((await listArticles('?sort=date&length=3')).payload.map((a) => a.uid)).toEqual(expectedOrder('date', 'desc').slice(0, 3));
    expect((await listArticles('?sort=menu&length=3')).payload.map((a) => a.uid)).toEqual(expectedOrder('menu', 'asc').slice(0, 3));
    expect((await listArticles('?sort=author&length=3')).payload.map((a) => a.uid)).toEqual(expectedOrder('author', 'asc').slice(0, 3));
  });

  it('breaks a date tie by uid: two articles published at the same instant both appear once', async () => {
    const { uids } = await readAll('?sort=date&order=desc&length=1');
    expect(uids.indexOf(fixtureUid(6))).toBe(uids.indexOf(fixtureUid(5)) - 1);
    expect(new Set(uids).size).toBe(FIXTURE_ARTICLE_COUNT);
  });

  const matching = (predicate: (article: FixtureArticle) => boolean) =>
    expectedOrder('date', 'desc', contentFixture.articles.filter(predicate));

  it('filters by ids, sent as repeated keys', async () => {
    const { uids } = await readAll('?ids=article-02&ids=article-11&ids=article-20&ids=nope');
    expect(uids).toEqual(['article-20', 'article-11', 'article-02']);
  });

  it('filters by author, authors, or both (any of them)', async () => {
    expect((await readAll('?author=bruno-petit')).uids).toEqual(matching((a) => a.author === 'bruno-petit'));
    expect((await readAll('?authors=bruno-petit&authors=elodie-roux')).uids).toEqual(matching((a) => a.author !== 'alice-martin'));
    expect((await readAll('?author=alice-martin&authors=elodie-roux')).uids).toEqual(matching((a) => a.author !== 'bruno-petit'));
  });

  it('filters by category or categories: articles filed under any of them', async () => {
    const inCategory = (...uids: string[]) => matching((a) => a.categories.some((c) => uids.includes(c)));
    expect((await readAll('?category=confiance')).uids).toEqual(inCategory('confiance'));
    expect((await readAll('?categories=rendez-vous&categories=confiance')).uids).toEqual(inCategory('rendez-vous', 'confiance'));
    expect((await readAll('?category=premiers-pas&categories=rendez-vous')).uids).toEqual(inCategory('premiers-pas', 'rendez-vous'));
  });

  it('filters by tag or tags, and combines different filters with AND', async () => {
    const tagged =
      (...uids: string[]) =>
      (a: FixtureArticle) =>
        a.tags.some((t) => uids.includes(t));
    expect((await readAll('?tag=humour')).uids).toEqual(matching(tagged('humour')));
    expect((await readAll('?tags=style&tags=ecoute')).uids).toEqual(matching(tagged('style', 'ecoute')));
    expect((await readAll('?tag=humour&category=confiance&author=elodie-roux')).uids).toEqual(
      matching((a) => tagged('humour')(a) && a.categories.includes('confiance') && a.author === 'elodie-roux'),
    );
  });

  it('keeps a filter across pages, with the cursor of the same filter', async () => {
    const { uids, pages } = await readAll('?category=rendez-vous&length=2');
    expect(uids).toEqual(matching((a) => a.categories.includes('rendez-vous')));
    expect(pages).toBe(Math.ceil(uids.length / 2));
  });

  it('answers an empty page, not an error, when nothing matches', async () => {
    const body = await listArticles('?tag=inconnu');
    expect(body).toEqual({ payload: [], page: { hasNextPage: false, endCursor: null } });
  });

  it('takes `length` as the page size, from 1 to 10', async () => {
    expect((await listArticles('?length=3')).payload).toHaveLength(3);
    expect((await listArticles('?length=1')).payload).toHaveLength(1);
    await expectViolation('/api/content/articles?length=0', 'length');
    await expectViolation('/api/content/articles?length=11', 'length');
    await expectViolation('/api/content/articles?length=beaucoup', 'length');
  });

  it('refuses an unknown sort or order with a violation', async () => {
    await expectViolation('/api/content/articles?sort=popularity', 'sort');
    await expectViolation('/api/content/articles?order=up', 'order');
  });

  it('refuses malformed filters with violations, never a 500', async () => {
    await expectViolation(`/api/content/articles?author=${'a'.repeat(121)}`, 'author');
    await expectViolation('/api/content/articles?category=', 'category');
    const ids = Array.from({ length: 51 }, (_, index) => `ids=a${index}`).join('&');
    await expectViolation(`/api/content/articles?${ids}`, 'ids');
    await expectViolation('/api/content/articles?tags=ok&tags=', 'tags.1');
  });

  it('refuses a malformed or foreign cursor with a violation on `cursor`, never a 500', async () => {
    const message = fr.contentServer.invalidCursor;
    const forged = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const { page } = await listArticles('?length=2');
    const cursors = [
      'not a cursor!',
      'Zm9v', // base64url of "foo": not JSON
      forged({ hello: 'world' }),
      forged({ v: 1, s: 'date', o: 'desc', k: ['hier'], u: 'article-01' }), // not an instant
      forged({ v: 1, s: 'date', o: 'desc', k: [], u: 'article-01' }), // key of the wrong length
      forged({ v: 1, s: 'date', o: 'desc', k: ['2025-03-04T09:30:00.250Z'], u: 'article-01', extra: true }),
      forged({ v: 2, s: 'date', o: 'desc', k: ['2025-03-04T09:30:00.250Z'], u: 'article-01' }),
      'A'.repeat(500),
    ];
    for (const cursor of cursors) await expectViolation(`/api/content/articles?cursor=${encodeURIComponent(cursor)}`, 'cursor', message);
    // A real cursor, replayed with another sort or order, would skip or repeat rows: refused.
    await expectViolation(`/api/content/articles?sort=menu&cursor=${page.endCursor}`, 'cursor', message);
    await expectViolation(`/api/content/articles?order=asc&cursor=${page.endCursor}`, 'cursor', message);
    await expectViolation(`/api/content/articles?cursor=${'A'.repeat(501)}`, 'cursor');
  });

  it('resumes from a cursor whose article no longer matters: the position is the key, not the row', async () => {
    // A cursor positioned on an instant between two articles (as if the article were deleted).
    const cursor = encodeCursor({ sort: 'date', order: 'desc', key: ['2025-03-10T12:00:00.000Z'], uid: 'supprime' });
    const { payload } = await listArticles(`?length=2&cursor=${cursor}`);
    expect(payload.map((article) => article.uid)).toEqual(['article-09', 'article-08']);
  });

  it('answers 404 for an unknown article, however long its uid', async () => {
    for (const uid of ['nexiste-pas', 'x'.repeat(300), '%C3%A9t%C3%A9']) {
      const response = await get(`/api/content/articles/${uid}`);
      expect(response.statusCode).toBe(404);
      expect(errorBodySchema.parse(response.json())).toEqual({ message: fr.server.notFound });
    }
  });

  it('lists related articles: same category or tag, most recent first, 4 by default', async () => {
    const response = await get('/api/content/articles/related/article-07');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=60');
    const body = articleListSchema.parse(response.json());
    const mine = contentFixture.articles.find((article) => article.uid === 'article-07');
    const related = matching(
      (a) =>
        a.uid !== 'article-07' && (a.categories.some((c) => mine?.categories.includes(c)) || a.tags.some((t) => mine?.tags.includes(t))),
    );
    expect(body.payload.map((article) => article.uid)).toEqual(related.slice(0, 4));
    expect(body.page).toEqual({ hasNextPage: false, endCursor: null });

    const two = articleListSchema.parse((await get('/api/content/articles/related/article-07?length=2')).json());
    expect(two.payload.map((article) => article.uid)).toEqual(related.slice(0, 2));
    expect((await get('/api/content/articles/related/inconnu')).statusCode).toBe(404);
    await expectViolation('/api/content/articles/related/article-07?length=20', 'length');
  });

  it('lists authors A→Z whatever the accents, page by page, and gets one', async () => {
    const first = authorListSchema.parse((await get('/api/content/authors?length=2')).json());
    expect(first.payload.map((author) => author.name)).toEqual(['Alice Martin', 'Bruno Petit']);
    expect(first.page.hasNextPage).toBe(true);
    const second = authorListSchema.parse((await get(`/api/content/authors?length=2&cursor=${first.page.endCursor}`)).json());
    expect(second.payload.map((author) => author.name)).toEqual(['Élodie Roux']);
    expect(second.page.hasNextPage).toBe(false);

    const response = await get('/api/content/authors/bruno-petit');
    expect(response.headers['cache-control']).toBe('public, max-age=60');
    expect(authorSchema.parse(response.json())).toEqual({ uid: 'bruno-petit', name: 'Bruno Petit', bio: 'Auteur.', avatar: null });
    expect((await get('/api/content/authors/personne')).statusCode).toBe(404);
    await expectViolation(`/api/content/authors?cursor=${first.page.endCursor?.slice(1)}`, 'cursor', fr.contentServer.invalidCursor);
  });

  it('lists categories and tags A→Z and gets them; the cursor of one list is not valid for another', async () => {
    const categories = categoryListSchema.parse((await get('/api/content/categories')).json());
    expect(categories.payload.map((category) => category.uid)).toEqual(['confiance', 'premiers-pas', 'rendez-vous']);
    expect(categorySchema.parse((await get('/api/content/categories/confiance')).json())).toEqual({
      uid: 'confiance',
      name: 'Confiance en soi',
      description: 'Oser.',
    });
    const tags = tagListSchema.parse((await get('/api/content/tags?length=3')).json());
    expect(tags.payload.map((tag) => tag.name)).toEqual(['Écoute', 'Humour', 'Messages']);
    expect(tagSchema.parse((await get('/api/content/tags/style')).json())).toEqual({ uid: 'style', name: 'Style' });
    expect((await get('/api/content/categories/aucune')).statusCode).toBe(404);
    expect((await get('/api/content/tags/aucun')).statusCode).toBe(404);
    await expectViolation(
      `/api/content/categories?cursor=${(await listArticles('?length=1')).page.endCursor}`,
      'cursor',
      fr.contentServer.invalidCursor,
    );
  });

  it('lists media with the article filter plus mimeType, by date or author', async () => {
    const all = mediaListSchema.parse((await get('/api/content/media?length=10')).json());
    expect(all.payload).toHaveLength(10);
    const newest = contentFixture.articles.find((article) => article.uid === expectedOrder('date', 'desc')[0]);
    expect(all.payload[0]).toMatchObject({ uid: `article-${newest?.uid}`, mimeType: 'image/svg+xml', author: newest?.author, width: 1200 });

    const svg = mediaListSchema.parse((await get('/api/content/media?mimeType=image/svg%2Bxml&ids=author-alice-martin')).json());
    expect(svg.payload.map((media) => media.uid)).toEqual(['author-alice-martin']);
    const images = mediaListSchema.parse((await get('/api/content/media?mimeType=image/*&ids=author-elodie-roux')).json());
    expect(images.payload.map((media) => media.uid)).toEqual(['author-elodie-roux']);
    expect(mediaListSchema.parse((await get('/api/content/media?mimeType=video/*')).json()).payload).toEqual([]);
    await expectViolation('/api/content/media?mimeType=svg', 'mimeType', fr.contentServer.invalidMimeType);
    await expectViolation('/api/content/media?sort=menu', 'sort');

    // category: the pictures of the articles filed under it.
    const confiance = mediaListSchema.parse((await get('/api/content/media?category=confiance&length=10')).json());
    expect(confiance.payload.map((media) => media.uid)).toEqual(
      matching((a) => a.categories.includes('confiance'))
        .slice(0, 10)
        .map((uid) => `article-${uid}`),
    );

    // By author, page by page: every media of Élodie, once.
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const query: string = `/api/content/media?sort=author&order=desc&author=elodie-roux&length=3${cursor ? `&cursor=${cursor}` : ''}`;
      const page = mediaListSchema.parse((await get(query)).json());
      seen.push(...page.payload.map((media) => media.uid));
      cursor = page.page.hasNextPage ? page.page.endCursor : null;
    } while (cursor !== null);
    const elodie = contentFixture.articles.filter((a) => a.author === 'elodie-roux').length + 1;
    expect(new Set(seen).size).toBe(elodie);
    expect(seen).toHaveLength(elodie);

    const one = mediaSchema.parse((await get('/api/content/media/author-alice-martin')).json());
    expect(one).toEqual({
      uid: 'author-alice-martin',
      url: '/images/test/alice.svg',
      mimeType: 'image/svg+xml',
      alt: 'Alice',
      width: 400,
      height: 400,
      // An avatar is dated by its author's first article.
      date: contentFixture.articles.find((a) => a.author === 'alice-martin')?.date,
      author: 'alice-martin',
    });
    expect((await get('/api/content/media/aucun')).statusCode).toBe(404);
  });

  it('lists pages without their content, and gets one with its sanitised content', async () => {
    const list = pageListSchema.parse((await get('/api/content/pages')).json());
    expect(list.payload).toEqual([
      { uid: 'about', title: 'À propos', description: 'Qui sommes-nous.', modified: '2025-02-01T10:00:00.000Z' },
      { uid: 'terms-of-service', title: "Conditions générales d'utilisation", description: 'CGU.', modified: '2025-02-02T10:00:00.000Z' },
    ]);
    const response = await get('/api/content/pages/about');
    expect(response.headers['cache-control']).toBe('public, max-age=60');
    expect(pageContentSchema.parse(response.json()).content).toBe('<h2>Notre équipe</h2><p>Des coachs bienveillants.</p>');
    expect((await get('/api/content/pages/absente')).statusCode).toBe(404);
  });

  it('answers the article contract for one article', async () => {
    const article = articleSchema.parse((await get('/api/content/articles/article-03')).json());
    expect(article.uid).toBe('article-03');
  });
});
