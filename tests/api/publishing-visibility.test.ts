import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articleSchema } from '../../src/domain/content.ts';
import { staffArticleSchema, type ArticleVisibility } from '../../src/domain/staff-articles.ts';
import { contentAuthors, contentMedia } from '../../server/db/schema/index.ts';
import { bearer, DEMO, signIn } from '../support/server/accounts.ts';
import { createTestApp, type TestApp } from '../support/server/test-app.ts';

/**
 * Visibility enforced by the server (docs/product.md#publishing, decision 0047): each surface read
 * as each kind of reader finds the paid text only where the article's visibility admits the reader,
 * and drafts, schedules and unpublished articles nowhere. Pages are rendered from these same API
 * answers (server/ssr.ts asks the API with the visitor's credentials), so the API is where it holds.
 */
describe('article visibility on every public surface, for every reader', () => {
  let testApp: TestApp;
  let editor: string;
  const readers: Record<'anonymous' | 'member' | 'vip' | 'coach', string | null> = {
    anonymous: null,
    member: null,
    vip: null,
    coach: null,
  };
  const articles: Record<string, { id: string; slug: string; paid: string; free: string }> = {};

  const staff = async (method: 'POST' | 'PUT', url: string, payload: object) => {
    const response = await testApp.app.inject({ method, url, payload, headers: bearer(editor) });
    expect(response.statusCode, response.body).toBeLessThan(300);
    return staffArticleSchema.parse(response.json());
  };

  beforeAll(async () => {
    testApp = await createTestApp();
    editor = (await signIn(testApp.app, DEMO.editor)).token;
    readers.member = (await signIn(testApp.app, DEMO.member)).token;
    readers.vip = (await signIn(testApp.app, DEMO.vip)).token;
    readers.coach = (await signIn(testApp.app, DEMO.coach)).token;
    const [author] = await testApp.db.select({ uid: contentAuthors.uid }).from(contentAuthors).limit(1);
    const [media] = await testApp.db.select({ uid: contentMedia.uid }).from(contentMedia).limit(1);
    const make = async (name: string, visibility: ArticleVisibility, then: (id: string) => Promise<unknown>) => {
      const free = `Ouverture-${name}-${Date.now()}`;
      const paid = `PAYANT-${name}-${Date.now()}`;
      const created = await staff('POST', '/api/staff/articles', {
        title: `Visibilité ${name}`,
        authorUid: author!.uid,
        mainImageUid: media!.uid,
        visibility,
        doc: {
          type: 'doc',
          content: [
            { type: 'paragraph', content: [{ type: 'text', text: free }] },
            { type: 'paywallDivider' },
            { type: 'paragraph', content: [{ type: 'text', text: paid }] },
          ],
        },
      });
      await then(created.id);
      articles[name] = { id: created.id, slug: created.slug, paid, free };
    };
    const publish = (id: string) => staff('POST', `/api/staff/articles/${id}/publish`, {});
    await make('public', 'public', publish);
    await make('members', 'members', publish);
    await make('vip', 'vip', publish);
    await make('draft', 'public', async () => undefined);
    await make('scheduled', 'public', (id) =>
      staff('POST', `/api/staff/articles/${id}/schedule`, { at: new Date(Date.now() + 86_400_000).toISOString() }),
    );
    await make('unpublished', 'public', async (id) => {
      await publish(id);
      await staff('POST', `/api/staff/articles/${id}/unpublish`, {});
    });
  });
  afterAll(() => testApp.close());

  const get = (url: string, token: string | null) =>
    testApp.app.inject({ method: 'GET', url, headers: token === null ? {} : bearer(token) });

  /** Who reads the full text, by the rules: public everyone; members any account; vip VIP members and staff. */
  const FULL: Record<string, readonly (keyof typeof readers)[]> = {
    public: ['anonymous', 'member', 'vip', 'coach'],
    members: ['member', 'vip', 'coach'],
    vip: ['vip', 'coach'],
  };

  it('the article API: full text where the visibility admits the reader, else the teaser and not a byte more', async () => {
    for (const [name, admitted] of Object.entries(FULL)) {
      const article = articles[name]!;
      for (const [reader, token] of Object.entries(readers) as [keyof typeof readers, string | null][]) {
        const response = await get(`/api/content/articles/${article.slug}`, token);
        expect(response.statusCode, `${name} as ${reader}`).toBe(200);
        const read = articleSchema.parse(response.json());
        expect(read.content, `${name} as ${reader}`).toContain(article.free);
        const full = admitted.includes(reader);
        expect(read.restricted, `${name} as ${reader}`).toBe(!full);
        if (full) expect(read.content).toContain(article.paid);
        else expect(response.body, `${name} as ${reader}`).not.toContain(article.paid);
      }
    }
  });

  it('drafts, schedules and unpublished articles: 404 to every reader, in no list, related list or sitemap', async () => {
    const hidden = ['draft', 'scheduled', 'unpublished'].map((name) => articles[name]!);
    const shown = ['public', 'members', 'vip'].map((name) => articles[name]!);
    for (const token of Object.values(readers)) {
      for (const article of hidden) expect((await get(`/api/content/articles/${article.slug}`, token)).statusCode, article.slug).toBe(404);
      const list = await get('/api/content/articles?length=10', token);
      for (const article of hidden) expect(list.body).not.toContain(article.slug);
      for (const article of shown) expect(list.body).toContain(article.slug);
      // A list carries no text of any article, paid or not.
      for (const article of [...shown, ...hidden]) expect(list.body).not.toContain(article.paid);
      expect((await get(`/api/content/articles/related/${articles['draft']!.slug}`, token)).statusCode).toBe(404);
    }
    const sitemap = await get('/sitemap.xml', null);
    for (const article of shown) expect(sitemap.body).toContain(`/article/${article.slug}<`);
    for (const article of hidden) expect(sitemap.body).not.toContain(`/article/${article.slug}<`);
    for (const article of [...shown, ...hidden]) expect(sitemap.body).not.toContain(article.paid);
  });

  it('a change shows at once: unpublished leaves the API and the sitemap, published again comes back', async () => {
    const article = articles['public']!;
    expect((await get('/sitemap.xml', null)).body).toContain(`/article/${article.slug}<`);
    await staff('POST', `/api/staff/articles/${article.id}/unpublish`, {});
    expect((await get(`/api/content/articles/${article.slug}`, null)).statusCode).toBe(404);
    expect((await get('/sitemap.xml', null)).body).not.toContain(`/article/${article.slug}<`);
    await staff('POST', `/api/staff/articles/${article.id}/publish`, {});
    expect((await get(`/api/content/articles/${article.slug}`, null)).statusCode).toBe(200);
    expect((await get('/sitemap.xml', null)).body).toContain(`/article/${article.slug}<`);
  });

  it('a former slug answers 301 on the page and the API; not for an article readers cannot see', async () => {
    const article = articles['members']!;
    await staff('PUT', `/api/staff/articles/${article.id}/slug`, { slug: `${article.slug}-nouvelle` });
    const page = await get(`/article/${article.slug}?ref=ancien`, null);
    expect(page.statusCode).toBe(301);
    expect(page.headers.location).toBe(`/article/${article.slug}-nouvelle?ref=ancien`);
    const answer = await get(`/api/content/articles/${article.slug}`, null);
    expect(answer.statusCode).toBe(301);
    expect(answer.headers.location).toBe(`/api/content/articles/${article.slug}-nouvelle`);

    const draft = articles['draft']!;
    await staff('PUT', `/api/staff/articles/${draft.id}/slug`, { slug: `${draft.slug}-ailleurs` });
    expect((await get(`/article/${draft.slug}`, null)).statusCode).not.toBe(301);
    expect((await get(`/api/content/articles/${draft.slug}`, null)).statusCode).toBe(404);
  });
});
