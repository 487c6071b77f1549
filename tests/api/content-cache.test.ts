import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articleListSchema, articleSchema } from '../../src/domain/content.ts';
import { contentArticles } from '../../server/db/schema/index.ts';
import { contentChanged } from '../../server/modules/content/content-changes.ts';
import { bumpContentRevision, REVISION_CHECK_MS } from '../../server/modules/content/content-revision.ts';
import { storeContent } from '../../server/modules/content/content-store.ts';
import { contentFixture, fixtureParagraphs } from '../support/content/content-fixture.ts';
import { bearer, createAccount, signIn } from '../support/server/accounts.ts';
import { createTestApp, type TestApp } from '../support/server/test-app.ts';

/**
 * The content API's public answers and the sitemap, as browsers and CDNs see them (decision 0040):
 * a validator on every public answer, a 304 without a body for the copy they hold, and a new answer
 * at once once content changed — here through contentChanged(), on another process through the
 * content's revision.
 */

const ETAG = /^W\/"[\w-]+"$/;

describe('cached content answers: ETags, 304 and invalidation', () => {
  let testApp: TestApp;
  let memberToken: string;
  beforeAll(async () => {
    testApp = await createTestApp({ env: { SEED_DEMO: 'false' } });
    await storeContent(testApp.db, contentFixture);
    const member = await createAccount(testApp.db, { password: 'Lecteur-2026!' });
    memberToken = (await signIn(testApp.app, { email: member.email, password: 'Lecteur-2026!' })).token;
  });
  afterAll(() => testApp.close());

  const get = (url: string, headers: Record<string, string> = {}) => testApp.app.inject({ method: 'GET', url, headers });

  /** What the publishing work does when it edits an article: the row, the revision, in one transaction. */
  async function retitle(uid: string, title: string, { here }: { here: boolean }) {
    await testApp.db.transaction(async (tx) => {
      await tx.update(contentArticles).set({ title }).where(eq(contentArticles.uid, uid));
      await bumpContentRevision(tx);
    });
    // Another process stores and says so in its own process only: here, only the revision moved.
    if (here) contentChanged();
  }

  it('gives the article list an ETag, and answers 304 without a body to a reader holding it', async () => {
    const first = await get('/api/content/articles?length=5', { 'accept-encoding': 'br' });
    expect(first.statusCode).toBe(200);
    const etag = String(first.headers['etag']);
    expect(etag).toMatch(ETAG);

    for (const ifNoneMatch of [etag, `W/"autre", ${etag}`, etag.slice(2), '*']) {
      const again = await get('/api/content/articles?length=5', { 'accept-encoding': 'br', 'if-none-match': ifNoneMatch });
      expect(again.statusCode, ifNoneMatch).toBe(304);
      expect(again.rawPayload.length, ifNoneMatch).toBe(0);
      expect(again.headers['etag']).toBe(etag);
      expect(again.headers['cache-control']).toBe('public, max-age=60');
      expect(String(again.headers['vary'])).toMatch(/\bAccept-Encoding\b/i);
      expect(again.headers['content-length']).toBeUndefined();
    }
    // The same answer in every encoding: one validator.
    expect((await get('/api/content/articles?length=5')).headers['etag']).toBe(etag);
    // Another copy: the whole answer.
    const other = await get('/api/content/articles?length=5', { 'if-none-match': 'W/"autre"' });
    expect(other.statusCode).toBe(200);
    expect(articleListSchema.parse(other.json()).payload).toHaveLength(5);
  });

  it("gives the anonymous article an ETag, and a member the full text with none, whatever validator the member's browser sends", async () => {
    const anonymous = await get('/api/content/articles/article-12');
    const etag = String(anonymous.headers['etag']);
    expect(etag).toMatch(ETAG);
    expect((await get('/api/content/articles/article-12', { 'if-none-match': etag })).statusCode).toBe(304);

    const member = await get('/api/content/articles/article-12', { ...bearer(memberToken), 'if-none-match': etag });
    expect(member.statusCode).toBe(200);
    expect(member.headers['cache-control']).toBe('private, no-store');
    expect(member.headers['etag']).toBeUndefined();
    const [, ...membersOnly] = fixtureParagraphs(12);
    for (const paragraph of membersOnly) expect(member.body).toContain(paragraph);
    // And the anonymous answer still never carries them.
    for (const paragraph of membersOnly) expect((await get('/api/content/articles/article-12')).body).not.toContain(paragraph);
  });

  it('answers an edited article with its new text and a new ETag at the very next request once contentChanged() is called', async () => {
    const list = await get('/api/content/articles?length=10');
    const uid = articleListSchema.parse(list.json()).payload[0]?.uid ?? '';
    const before = await get(`/api/content/articles/${uid}`);
    await retitle(uid, 'Titre revu', { here: true });

    const after = await get(`/api/content/articles/${uid}`, { 'if-none-match': String(before.headers['etag']) });
    expect(after.statusCode).toBe(200);
    expect(articleSchema.parse(after.json()).title).toBe('Titre revu');
    expect(after.headers['etag']).toMatch(ETAG);
    expect(after.headers['etag']).not.toBe(before.headers['etag']);

    const newList = await get('/api/content/articles?length=10', { 'if-none-match': String(list.headers['etag']) });
    expect(newList.statusCode).toBe(200);
    expect(newList.body).toContain('Titre revu');
    expect(newList.headers['etag']).not.toBe(list.headers['etag']);
  });

  it('answers an article another process edited once this one reads the moved revision', async () => {
    const before = await get('/api/content/articles/article-04');
    expect(articleSchema.parse(before.json()).title).not.toBe('Revu ailleurs');
    const edited = Date.now();
    await retitle('article-04', 'Revu ailleurs', { here: false });
    await expect
      .poll(async () => articleSchema.parse((await get('/api/content/articles/article-04')).json()).title, {
        timeout: REVISION_CHECK_MS * 5,
        interval: 50,
      })
      .toBe('Revu ailleurs');
    // Within the revision's check period (and the polls' own time under load).
    expect(Date.now() - edited).toBeLessThan(REVISION_CHECK_MS * 5);
  });

  it('gives the sitemap an ETag, a 304 for it, and a new one when content changes', async () => {
    const first = await get('/sitemap.xml');
    expect(first.statusCode).toBe(200);
    const etag = String(first.headers['etag']);
    expect(etag).toMatch(ETAG);
    const again = await get('/sitemap.xml', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers['cache-control']).toBe('public, max-age=3600');

    const [model] = contentFixture.articles;
    if (model === undefined) throw new Error('no fixture article');
    await storeContent(testApp.db, { ...contentFixture, articles: [{ ...model, uid: 'article-plan-du-site' }], pages: [] });
    const changed = await get('/sitemap.xml', { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.body).toContain('/article/article-plan-du-site');
    expect(changed.headers['etag']).not.toBe(etag);
  });
});
