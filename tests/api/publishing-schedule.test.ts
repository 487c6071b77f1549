import { and, eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articleListSchema, articleSchema } from '../../src/domain/content.ts';
import { staffArticleSchema } from '../../src/domain/staff-articles.ts';
import { tokenResponseSchema } from '../../src/domain/auth.ts';
import { contentArticleRevisions, contentArticles, contentAuthors, contentMedia } from '../../server/db/schema/index.ts';
import { publishDue } from '../../server/modules/publishing/articles.ts';
import { publishSweepJob } from '../../server/modules/publishing/schedule.ts';
import { bearer, DEMO, manualClock, MINUTE, signIn } from '../support/server/accounts.ts';
import { startChildServer, type ChildServer } from '../support/server/child-server.ts';
import { postgresForTest, type PostgresForTest } from '../support/server/postgres-cluster.ts';
import { jobContext } from '../support/server/subscriptions.ts';
import { createTestApp, type TestApp } from '../support/server/test-app.ts';

/** Scheduling that cannot miss (docs/product.md#publishing): the sweep, two processes racing, a killed server. */

const doc = { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Programmé pour plus tard.' }] }] };

describe('scheduled articles go live at their time, once (in process)', () => {
  let testApp: TestApp;
  let editor: string;
  let clock: ReturnType<typeof manualClock>;
  let refs: { authorUid: string; mainImageUid: string };

  beforeAll(async () => {
    testApp = await createTestApp();
    clock = manualClock(testApp);
    editor = (await signIn(testApp.app, DEMO.editor)).token;
    const [author] = await testApp.db.select({ uid: contentAuthors.uid }).from(contentAuthors).limit(1);
    const [media] = await testApp.db.select({ uid: contentMedia.uid }).from(contentMedia).limit(1);
    refs = { authorUid: author!.uid, mainImageUid: media!.uid };
  });
  afterAll(() => testApp.close());

  const schedule = async (title: string, inMs: number) => {
    const created = await testApp.app.inject({
      method: 'POST',
      url: '/api/staff/articles',
      payload: { title, ...refs, doc, visibility: 'public' },
      headers: bearer(editor),
    });
    const article = staffArticleSchema.parse(created.json());
    const at = new Date(clock.now() + inMs).toISOString();
    const scheduled = await testApp.app.inject({
      method: 'POST',
      url: `/api/staff/articles/${article.id}/schedule`,
      payload: { at },
      headers: bearer(editor),
    });
    expect(scheduled.statusCode, scheduled.body).toBe(200);
    return { ...article, at };
  };
  const publicSlugs = async () =>
    articleListSchema
      .parse((await testApp.app.inject({ method: 'GET', url: '/api/content/articles?length=10' })).json())
      .payload.map((item) => item.uid);

  it('is published by the sweep once its time has passed, shows in the list API at once, dated at its schedule', async () => {
    const article = await schedule('Paraîtra dans dix minutes', 10 * MINUTE);
    // Warm the public list so it is kept: the publication must replace it at once.
    expect(await publicSlugs()).not.toContain(article.slug);
    await publishSweepJob.run(jobContext(testApp, new Date(clock.now() + 9 * MINUTE)));
    expect((await testApp.app.inject({ method: 'GET', url: `/api/content/articles/${article.slug}` })).statusCode).toBe(404);

    await publishSweepJob.run(jobContext(testApp, new Date(clock.now() + 11 * MINUTE)));
    expect(await publicSlugs()).toContain(article.slug);
    const read = articleSchema.parse((await testApp.app.inject({ method: 'GET', url: `/api/content/articles/${article.slug}` })).json());
    expect(read.date).toBe(article.at);
    // A later sweep finds nothing more to do.
    await publishSweepJob.run(jobContext(testApp, new Date(clock.now() + 12 * MINUTE)));
    const revisions = await testApp.db
      .select()
      .from(contentArticleRevisions)
      .where(and(eq(contentArticleRevisions.articleId, article.id), eq(contentArticleRevisions.kind, 'publish')));
    expect(revisions).toHaveLength(1);
  });

  it('publishes once when the job and the sweep race (one conditional update)', async () => {
    const article = await schedule('Course à la publication', MINUTE);
    const due = new Date(clock.now() + 2 * MINUTE);
    const results = await Promise.all([
      publishDue(testApp.db, due, article.id),
      publishDue(testApp.db, due),
      publishDue(testApp.db, due, article.id),
    ]);
    expect(results.flat().filter((slug) => slug === article.slug)).toHaveLength(1);
    const [row] = await testApp.db
      .select({ status: contentArticles.status })
      .from(contentArticles)
      .where(eq(contentArticles.id, article.id));
    expect(row?.status).toBe('published');
  });
});

async function until(condition: () => Promise<boolean>, timeoutMs = 120_000): Promise<void> {
  const started = Date.now();
  while (!(await condition())) {
    if (Date.now() - started > timeoutMs) throw new Error('condition not reached in time');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('scheduled articles across processes (PostgreSQL, child servers)', () => {
  let database: PostgresForTest;
  let pool: pg.Pool;
  const servers: ChildServer[] = [];
  beforeAll(async () => {
    database = await postgresForTest();
    pool = new pg.Pool({ connectionString: database.url, max: 2 });
  }, 60_000);
  afterAll(async () => {
    for (const server of servers) await server.kill();
    await pool?.end();
    await database?.close();
  });

  const start = async () => {
    const server = await startChildServer({ databaseUrl: database.url, env: { JOBS_ENABLED: 'true' }, startTimeoutMs: 240_000 });
    servers.push(server);
    return server;
  };
  const api = async (server: ChildServer, method: string, path: string, body?: unknown, token?: string) => {
    const response = await fetch(`${server.url}${path}`, {
      method,
      headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(token === undefined ? {} : bearer(token)) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return { status: response.status, body: (await response.json()) as unknown };
  };
  const scheduleOn = async (server: ChildServer, title: string, inMs: number) => {
    const signedIn = await api(server, 'POST', '/api/auth_check', { identifier: DEMO.editor.email, password: DEMO.editor.password });
    const { token } = tokenResponseSchema.parse(signedIn.body);
    const refs = await pool.query<{ author: string; media: string }>(
      'select (select uid from content_authors limit 1) as author, (select uid from content_media limit 1) as media',
    );
    const created = await api(
      server,
      'POST',
      '/api/staff/articles',
      { title, authorUid: refs.rows[0]?.author, mainImageUid: refs.rows[0]?.media, doc },
      token,
    );
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const article = staffArticleSchema.parse(created.body);
    const at = new Date(Date.now() + inMs);
    const scheduled = await api(server, 'POST', `/api/staff/articles/${article.id}/schedule`, { at: at.toISOString() }, token);
    expect(scheduled.status, JSON.stringify(scheduled.body)).toBe(200);
    return { id: article.id, at };
  };
  const statusOf = async (id: string) =>
    (await pool.query<{ status: string }>('select status from content_articles where id = $1', [id])).rows[0]?.status;
  const publications = async (id: string) =>
    Number(
      (
        await pool.query<{ n: string }>("select count(*) as n from content_article_revisions where article_id = $1 and kind = 'publish'", [
          id,
        ])
      ).rows[0]?.n,
    );

  it('two instances on one database publish a schedule exactly once, within a minute of its time', async () => {
    const [first, second] = [await start(), await start()];
    const { id, at } = await scheduleOn(first, 'Deux serveurs, une parution', 3_000);
    await until(async () => (await statusOf(id)) === 'published', 90_000);
    expect(Date.now() - at.getTime()).toBeLessThan(60_000);
    expect(await publications(id)).toBe(1);
    // Exactly one of the two logged it (the job's or a sweep's conditional update).
    const logged = [first, second].flatMap((server) => server.logs().filter((line) => /^publishing: /.test(String(line['msg'] ?? ''))));
    expect(logged).toHaveLength(1);
    await first.stop();
    await second.stop();
  }, 240_000);

  it('a server killed before the time publishes the schedule once after its restart', async () => {
    const server = await start();
    const { id, at } = await scheduleOn(server, 'Parution après un arrêt brutal', 2_000);
    await server.kill('SIGKILL');
    expect(await statusOf(id)).toBe('scheduled');
    // The time passes while no server runs.
    await until(async () => Date.now() > at.getTime() + 500, 30_000);
    expect(await statusOf(id)).toBe('scheduled');
    const restarted = await start();
    await until(async () => (await statusOf(id)) === 'published', 90_000);
    expect(await publications(id)).toBe(1);
    const read = await api(
      restarted,
      'GET',
      `/api/content/articles/${(await pool.query<{ uid: string }>('select uid from content_articles where id = $1', [id])).rows[0]?.uid}`,
    );
    expect(read.status).toBe(200);
  }, 300_000);
});
