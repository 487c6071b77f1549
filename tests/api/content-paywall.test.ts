import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articleListSchema, articleSchema } from '../../src/domain/content.ts';
import { storeContent } from '../../server/modules/content/content-store.ts';
import { demoContent } from '../../server/db/seed/content/index.ts';
import { contentFixture, fixtureParagraphs } from '../support/content/content-fixture.ts';
import { bearer, createAccount, DEMO, signIn } from '../support/server/accounts.ts';
import { createTestApp, type TestApp } from '../support/server/test-app.ts';

/** The inner HTML of each <p> of an HTML fragment. */
function paragraphs(html: string): string[] {
  return [...html.matchAll(/<p>([\s\S]*?)<\/p>/g)].map((match) => match[1] ?? '');
}
/** The text of each <p> (what a reader would see of it). */
function paragraphTexts(html: string): string[] {
  return paragraphs(html).map((inner) => inner.replace(/<[^>]*>/g, '').trim());
}

describe('paywall: the server sends the full text to signed-in readers only', () => {
  let testApp: TestApp;
  let memberToken: string;
  beforeAll(async () => {
    testApp = await createTestApp({ env: { SEED_DEMO: 'false' } });
    await storeContent(testApp.db, contentFixture);
    // Any signed-in reader gets the full text (docs/product.md#product: anonymous readers are asked to sign in), VIP or not.
    const member = await createAccount(testApp.db, { password: 'Lecteur-2026!' });
    memberToken = (await signIn(testApp.app, { email: member.email, password: 'Lecteur-2026!' })).token;
  });
  afterAll(() => testApp.close());

  const read = (uid: string, headers: Record<string, string> = {}) =>
    testApp.app.inject({ method: 'GET', url: `/api/content/articles/${uid}`, headers });

  it('gives an anonymous reader the teaser only, flagged restricted, and none of the rest', async () => {
    const response = await read('article-12');

    expect(response.statusCode).toBe(200);
    const article = articleSchema.parse(response.json());
    const [teaser, ...membersOnly] = fixtureParagraphs(12);
    expect(article.restricted).toBe(true);
    expect(article.content).toBe(`<p>${teaser}</p>`);
    // Not in the content, nor anywhere else in the raw answer.
    for (const paragraph of membersOnly) expect(response.body).not.toContain(paragraph);
    expect(response.body).not.toContain('réservé');
    expect(response.headers['cache-control']).toBe('public, max-age=60');
    // Keyed on the credentials (and the encoding) by any shared cache in front.
    expect(response.headers['vary']).toBe('Authorization, Accept-Encoding');
  });

  it('gives a signed-in reader the full article, never to be stored by a cache', async () => {
    const response = await read('article-12', bearer(memberToken));

    expect(response.statusCode).toBe(200);
    const article = articleSchema.parse(response.json());
    expect(article.restricted).toBe(false);
    expect(paragraphTexts(article.content)).toEqual(fixtureParagraphs(12));
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers['vary']).toBe('Authorization, Accept-Encoding');
  });

  it('gives every member the same full text, and an article published after a member asked for it once it is there', async () => {
    const other = await createAccount(testApp.db, { password: 'Lectrice-2026!' });
    const otherToken = (await signIn(testApp.app, { email: other.email, password: 'Lectrice-2026!' })).token;
    const first = await read('article-14', bearer(memberToken));
    expect(paragraphTexts(articleSchema.parse(first.json()).content)).toEqual(fixtureParagraphs(14));
    expect((await read('article-14', bearer(otherToken))).body).toBe(first.body);

    // Not there yet: 404, and that answer is not kept.
    const [model] = contentFixture.articles;
    if (model === undefined) throw new Error('no fixture article');
    expect((await read('article-tardif', bearer(memberToken))).statusCode).toBe(404);
    await storeContent(testApp.db, {
      ...contentFixture,
      articles: [{ ...model, uid: 'article-tardif', body: '<p>Ouverture.</p><p>Suite réservée.</p>' }],
    });
    const published = await read('article-tardif', bearer(otherToken));
    expect(published.statusCode).toBe(200);
    expect(published.headers['cache-control']).toBe('private, no-store');
    expect(paragraphTexts(articleSchema.parse(published.json()).content)).toEqual(['Ouverture.', 'Suite réservée.']);
    // The anonymous answer stops at the teaser.
    expect(paragraphTexts(articleSchema.parse((await read('article-tardif')).json()).content)).toEqual(['Ouverture.']);
  });

  it('does not hand the signed-in answer to the next anonymous reader (each kind of reader has its own copy)', async () => {
    expect(articleSchema.parse((await read('article-13', bearer(memberToken))).json()).restricted).toBe(false);
    const anonymous = await read('article-13');
    expect(articleSchema.parse(anonymous.json()).restricted).toBe(true);
    expect(anonymous.body).not.toContain(fixtureParagraphs(13)[1]);
  });

  it('answers 401 to an invalid or forged token rather than guessing', async () => {
    // Forged: the first character of the signature changed. (Its last two replaced by "xx" decoded,
    // about once in 1,024 tokens, to the same bytes: base64url's last character carries spare bits.)
    const signatureAt = memberToken.lastIndexOf('.') + 1;
    const forged = `${memberToken.slice(0, signatureAt)}${memberToken[signatureAt] === 'A' ? 'B' : 'A'}${memberToken.slice(signatureAt + 1)}`;
    for (const authorization of ['Bearer abc.def.ghi', 'Bearer nonsense', `Bearer ${forged}`]) {
      const response = await read('article-12', { authorization });
      expect(response.statusCode).toBe(401);
      expect(response.body).not.toContain(fixtureParagraphs(12)[1]);
    }
  });

  it('never puts any text of the body in lists or related articles', async () => {
    const bodies = contentFixture.articles.flatMap((article) => paragraphTexts(article.body).slice(1));
    for (const url of ['/api/content/articles?length=10', '/api/content/articles/related/article-12']) {
      const response = await testApp.app.inject({ method: 'GET', url, headers: bearer(memberToken) });
      expect(articleListSchema.parse(response.json()).payload.length).toBeGreaterThan(0);
      for (const text of bodies) expect(response.body).not.toContain(text);
    }
  });
});

describe('paywall on the demo content (what `npm start` serves)', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  it('holds for every demo article: an anonymous answer carries the first paragraph and nothing after it', async () => {
    expect(demoContent.articles.length).toBeGreaterThanOrEqual(40);
    for (const demo of demoContent.articles) {
      const response = await testApp.app.inject({ method: 'GET', url: `/api/content/articles/${demo.uid}` });
      expect(response.statusCode).toBe(200);
      const article = articleSchema.parse(response.json());
      const [first, ...rest] = paragraphs(demo.body);
      expect(article.restricted).toBe(true);
      expect(paragraphs(article.content)).toEqual([first]);
      // Each later paragraph, as it would appear inside the JSON string: absent.
      for (const paragraph of rest) {
        const excerpt = JSON.stringify(paragraph).slice(1, 41);
        expect(response.body, `${demo.uid} leaks "${excerpt}…"`).not.toContain(excerpt);
      }
    }
  });

  it('gives the demo VIP the full text of a demo article', async () => {
    const { token } = await signIn(testApp.app, DEMO.vip);
    const demo = demoContent.articles[0];
    if (demo === undefined) throw new Error('no demo article');
    const article = articleSchema.parse(
      (await testApp.app.inject({ method: 'GET', url: `/api/content/articles/${demo.uid}`, headers: bearer(token) })).json(),
    );
    expect(article.restricted).toBe(false);
    expect(paragraphTexts(article.content)).toEqual(paragraphTexts(demo.body));
  });
});
