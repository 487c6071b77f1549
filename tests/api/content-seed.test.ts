import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articleListSchema, authorListSchema, categoryListSchema, pageContentSchema, tagListSchema } from '../../src/domain/content.ts';
import type { Database } from '../../server/db/database.ts';
import {
  contentArticleCategories,
  contentArticles,
  contentArticleTags,
  contentAuthors,
  contentMedia,
  contentPages,
} from '../../server/db/schema/index.ts';
import { demoContent } from '../../server/db/seed/content/index.ts';
import { storeContent } from '../../server/modules/content/content-store.ts';
import {
  bumpContentRevision,
  contentRevisionOf,
  readContentRevision,
  REVISION_CHECK_MS,
} from '../../server/modules/content/content-revision.ts';
import { contentChanged } from '../../server/modules/content/content-changes.ts';
import { createTestApp, type TestApp } from '../support/server/test-app.ts';

const PUBLIC_DIR = join(import.meta.dirname, '..', '..', 'public');

async function rowCounts(db: Database) {
  const tables = { contentArticles, contentAuthors, contentMedia, contentPages, contentArticleCategories, contentArticleTags };
  const entries = await Promise.all(
    Object.entries(tables).map(async ([name, table]) => [name, (await db.select({ value: count() }).from(table))[0]?.value] as const),
  );
  return Object.fromEntries(entries);
}

describe('demo content seed (what `npm start` serves)', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  const getJson = async (url: string) => (await testApp.app.inject({ method: 'GET', url })).json();

  it('holds 40+ articles, 5+ categories, 4+ authors, 10+ tags, the about page and the terms', async () => {
    let articles = 0;
    let cursor: string | null = null;
    do {
      const page = articleListSchema.parse(await getJson(`/api/content/articles${cursor ? `?cursor=${cursor}` : ''}`));
      articles += page.payload.length;
      cursor = page.page.hasNextPage ? page.page.endCursor : null;
    } while (cursor !== null);
    expect(articles).toBe(demoContent.articles.length);
    expect(articles).toBeGreaterThanOrEqual(40);

    const first = async <T>(url: string, schema: { parse(value: unknown): { payload: T[]; page: { hasNextPage: boolean } } }) => {
      const page = schema.parse(await getJson(url));
      return page.payload.length + (page.page.hasNextPage ? 1 : 0);
    };
    expect(await first('/api/content/categories', categoryListSchema)).toBeGreaterThanOrEqual(5);
    expect(await first('/api/content/authors', authorListSchema)).toBeGreaterThanOrEqual(4);
    expect(await first('/api/content/tags', tagListSchema)).toBeGreaterThanOrEqual(10);
    for (const uid of ['about', 'terms-of-service']) {
      const page = pageContentSchema.parse(await getJson(`/api/content/pages/${uid}`));
      expect(page.content.length).toBeGreaterThan(500);
    }
  });

  it('stores the demo HTML unchanged: it is all within the sanitiser’s allow-list', async () => {
    const rows = await testApp.db.query.contentArticles.findMany({ columns: { uid: true, teaser: true, body: true } });
    const stored = new Map(rows.map((row) => [row.uid, row]));
    for (const article of demoContent.articles) {
      expect(stored.get(article.uid)?.body, article.uid).toBe(article.body);
      expect(stored.get(article.uid)?.teaser, article.uid).toBe(article.teaser);
    }
    const pages = await testApp.db.query.contentPages.findMany();
    for (const page of demoContent.pages) expect(pages.find((row) => row.uid === page.uid)?.content).toBe(page.content);
  });

  it('ships every image it points at (no hot-linking)', async () => {
    const media = await testApp.db.query.contentMedia.findMany();
    expect(media.length).toBe(demoContent.articles.length + demoContent.authors.length);
    for (const item of media) {
      expect(item.url).toMatch(/^\/images\/content\//);
      expect(existsSync(join(PUBLIC_DIR, item.url)), item.url).toBe(true);
      expect(item.mimeType).toBe('image/svg+xml');
    }
  });

  it('adds nothing when the same content is stored again', async () => {
    const before = await rowCounts(testApp.db);
    await storeContent(testApp.db, demoContent);
    expect(await rowCounts(testApp.db)).toEqual(before);
  });

  it('moves the content revision with each store, with what it stores or not at all', async () => {
    const seeded = await readContentRevision(testApp.db);
    expect(seeded).toBeGreaterThan(0);
    await storeContent(testApp.db, demoContent);
    expect(await readContentRevision(testApp.db)).toBe(seeded + 1);
    // A store that fails stores nothing, its revision included: other processes keep their copies.
    await expect(
      testApp.db.transaction(async (tx) => {
        await storeContent(tx, demoContent);
        throw new Error('import cut short');
      }),
    ).rejects.toThrow('import cut short');
    expect(await readContentRevision(testApp.db)).toBe(seeded + 1);
  });

  it('reads the revision again at once after contentChanged(), and what another process moved within REVISION_CHECK_MS', async () => {
    const revisions = contentRevisionOf(testApp.db);
    const first = await revisions.read();
    // What another process's import commits: the revision alone moves here.
    await bumpContentRevision(testApp.db);
    await expect.poll(() => revisions.read(), { timeout: REVISION_CHECK_MS * 5, interval: 50 }).toBe(first + 1);
    // A change made here: read again at the next request.
    await bumpContentRevision(testApp.db);
    contentChanged();
    expect(revisions.known()).toBeUndefined();
    expect(await revisions.read()).toBe(first + 2);
  });
});
