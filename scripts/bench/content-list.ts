import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../server/app.ts';
import { loadConfig, type ServerConfig } from '../../server/config.ts';
import { resolveJwtSecret } from '../../server/jwt-secret.ts';
import { openDatabase, type DatabaseHandle } from '../../server/db/database.ts';
import { articlePageQuery } from '../../server/modules/content/article-repository.ts';
import { storeContent } from '../../server/modules/content/content-store.ts';
import { listArticles } from '../../server/modules/content/content-service.ts';
import { decodeCursor } from '../../server/modules/content/cursor.ts';
import { articleListSchema } from '../../src/domain/content.ts';
import { createTestDatabase } from '../../tests/support/server/test-database.ts';
import { benchContent } from './content-fixture.ts';

/**
 * The "Content list" benchmark (docs/performance.md): 10,000 articles, the real server listening
 * on a free local port, autocannon (in a worker thread, so it does not share the server's event
 * loop) at 50 connections on GET /api/content/articles with a category filter, at page 1, 2 and
 * deep pages reached by following endCursor, and a tour of pages 1–100. The list's own cost
 * (database + mapping, no HTTP, no response cache) is also timed page by page, to show that it
 * does not grow with the depth.
 */

export const ARTICLES = 10_000;
export const CONNECTIONS = 50;
export const P99_TARGET_MS = 20;
/** Page N may not cost noticeably more than page 2: median and p99 within this factor. */
export const GROWTH_LIMIT = 1.5;
const FILTER = 'category=confiance';
const DEPTHS = [1, 2, 25, 100] as const;
/** The "tour" scenario: each connection reads pages 1…TOUR one after the other, like readers. */
const TOUR = 100;
const UNCACHED_CALLS = 200;

/** One load scenario at CONNECTIONS connections, through HTTP as deployed. */
export interface Run {
  label: string;
  requests: number;
  rps: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
  errors: number;
}

/** The list's own cost at one depth, without HTTP or cache. */
export interface Depth {
  page: number;
  p50: number;
  p99: number;
}

export interface ContentListReport {
  driver: 'pglite' | 'pg';
  articles: number;
  seedSeconds: number;
  filteredArticles: number;
  pages: number;
  depths: Depth[];
  runs: Run[];
  plan: string;
  planUsesIndex: boolean;
  failures: string[];
}

export interface BenchDatabase {
  handle: DatabaseHandle;
  config: ServerConfig;
  dispose(): Promise<void>;
}

/** A new, empty database with production settings (`env` adds to them): PGlite on disk, or a new PostgreSQL database. */
export async function freshDatabase(driver: 'pglite' | 'pg', env: Record<string, string> = {}): Promise<BenchDatabase> {
  const base = {
    NODE_ENV: 'production',
    JWT_SECRET: randomBytes(32).toString('hex'),
    LOG_LEVEL: 'warn',
    SITE_URL: 'http://127.0.0.1',
    SEED_DEMO: 'false',
    // Production refuses to start without SMTP unless mails are kept in the outbox on purpose.
    MAIL_OUTBOX_ONLY: 'true',
    ...env,
  };
  if (driver === 'pg') {
    const testDatabase = await createTestDatabase();
    if (testDatabase.target.driver !== 'pg') throw new Error('DATABASE_URL is not a PostgreSQL server');
    const config = resolveJwtSecret(loadConfig({ ...base, DATABASE_URL: testDatabase.target.url }));
    const handle = await openDatabase(config);
    return { handle, config, dispose: async () => (await handle.close(), await testDatabase.drop()) };
  }
  // On disk, like `npm start`.
  const dataDir = mkdtempSync(join(tmpdir(), 'galant-bench-'));
  const config = resolveJwtSecret(loadConfig({ ...base, DATA_DIR: dataDir }));
  const handle = await openDatabase(config);
  return { handle, config, dispose: async () => (await handle.close(), rmSync(dataDir, { recursive: true, force: true })) };
}

async function fetchPage(base: string, cursor: string | null) {
  const response = await fetch(`${base}/api/content/articles?${FILTER}${cursor ? `&cursor=${cursor}` : ''}`);
  if (!response.ok) throw new Error(`list answered ${response.status}`);
  return articleListSchema.parse(await response.json());
}

/** The cursor that opens each page (null for page 1), by following endCursor like a reader would. */
async function cursorsUpTo(base: string, depth: number): Promise<{ cursors: (string | null)[]; total: number }> {
  const cursors: (string | null)[] = [null];
  let cursor: string | null = null;
  let total = 0;
  for (;;) {
    const page = await fetchPage(base, cursor);
    total += page.payload.length;
    if (!page.page.hasNextPage || page.page.endCursor === null) break;
    cursor = page.page.endCursor;
    cursors.push(cursor);
  }
  if (cursors.length < depth) throw new Error(`only ${cursors.length} pages for ${FILTER}`);
  return { cursors, total };
}

/** `paths` are requested in turn by each connection. */
async function load(base: string, paths: readonly string[], duration: number): Promise<autocannon.Result> {
  return autocannon({
    url: base,
    requests: paths.map((path) => ({ method: 'GET', path })),
    connections: CONNECTIONS,
    duration,
    workers: 1,
  });
}

async function explain(handle: DatabaseHandle, cursor: string): Promise<string> {
  const position = decodeCursor(cursor);
  if (position === null) throw new Error('unreadable cursor');
  const query = articlePageQuery(handle.db, {
    filter: { categories: ['confiance'] },
    sort: 'date',
    order: 'desc',
    after: { key: position.key, uid: position.uid },
    take: 11,
  });
  const result = (await handle.db.execute(sql`explain (analyze, costs off, timing off, summary on) ${query.getSQL()}`)) as unknown as {
    rows: Record<string, string>[];
  };
  return result.rows.map((row) => Object.values(row)[0]).join('\n');
}

function percentile(sorted: readonly number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? Number.NaN;
}

/** The list's own cost (database + mapping, no HTTP, no cache), one call at a time. */
async function uncachedCost(handle: DatabaseHandle, page: number, cursor: string | null): Promise<Depth> {
  const query = { category: 'confiance', ...(cursor ? { cursor } : {}) };
  for (let i = 0; i < 20; i++) await listArticles(handle.db, query);
  const times: number[] = [];
  for (let i = 0; i < UNCACHED_CALLS; i++) {
    const start = performance.now();
    await listArticles(handle.db, query);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { page, p50: percentile(times, 0.5), p99: percentile(times, 0.99) };
}

export async function benchContentList(driver: 'pglite' | 'pg', log: (line: string) => void): Promise<ContentListReport> {
  const database = await freshDatabase(driver);
  try {
    const { handle, config } = database;
    await handle.migrate();
    const seedStart = performance.now();
    // The store ends with ANALYZE, as any import does.
    await handle.db.transaction((tx) => storeContent(tx, benchContent(ARTICLES)));
    const seedSeconds = (performance.now() - seedStart) / 1000;
    log(`${driver}: ${ARTICLES} articles stored in ${seedSeconds.toFixed(1)} s`);

    const app = await buildApp(config, { database: handle, web: null });
    try {
      await app.listen({ host: '127.0.0.1', port: 0 });
      const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
      const { cursors, total } = await cursorsUpTo(base, Math.max(...DEPTHS));
      log(`${driver}: ${FILTER} matches ${total} articles (${cursors.length} pages)`);
      const pathOf = (page: number) => {
        const cursor = cursors[page - 1];
        return `/api/content/articles?${FILTER}${cursor ? `&cursor=${cursor}` : ''}`;
      };

      const depths: Depth[] = [];
      for (const page of [1, 2, 25, 100, cursors.length]) {
        const depth = await uncachedCost(handle, page, cursors[page - 1] ?? null);
        depths.push(depth);
        log(`${driver}: page ${page} without cache: median ${depth.p50.toFixed(2)} ms, p99 ${depth.p99.toFixed(2)} ms`);
      }

      const tour = Array.from({ length: TOUR }, (_, index) => pathOf(index + 1));
      // Warm-up (JIT, database and response caches) on every page measured: 50 clients walking
      // the same pages in lockstep from a cold cache is not what readers do. What a miss costs is
      // the "without cache" figure above.
      await load(base, tour, 3);
      const runs: Run[] = [];
      const scenarios: { label: string; paths: string[] }[] = [
        ...DEPTHS.map((page) => ({ label: `page ${page}`, paths: [pathOf(page)] })),
        { label: `pages 1–${TOUR} in turn`, paths: tour },
      ];
      for (const scenario of scenarios) {
        const result = await load(base, scenario.paths, 8);
        const run: Run = {
          label: scenario.label,
          requests: result.requests.total,
          rps: result.requests.average,
          p50: result.latency.p50,
          p90: result.latency.p90,
          p99: result.latency.p99,
          max: result.latency.max,
          errors: result.errors + result.non2xx + result.timeouts,
        };
        runs.push(run);
        log(`${driver}: ${run.label}: ${Math.round(run.rps)} req/s, p50 ${run.p50} ms, p99 ${run.p99} ms, errors ${run.errors}`);
      }

      const plan = await explain(handle, cursors[cursors.length - 1] ?? '');
      const planUsesIndex = /Index (Only )?Scan/.test(plan) && !/Seq Scan on content_articles\b/.test(plan);

      const failures: string[] = [];
      for (const run of runs) {
        if (run.errors > 0) failures.push(`${driver} ${run.label}: ${run.errors} failed requests`);
        if (run.p99 >= P99_TARGET_MS) failures.push(`${driver} ${run.label}: p99 ${run.p99} ms ≥ ${P99_TARGET_MS} ms`);
      }
      const second = depths.find((depth) => depth.page === 2);
      const deepest = depths.at(-1);
      // +0.5 ms: at millisecond medians a ratio alone would flag timer noise.
      if (second && deepest && deepest.p50 > second.p50 * GROWTH_LIMIT + 0.5) {
        failures.push(`${driver}: page ${deepest.page} costs ${deepest.p50.toFixed(2)} ms vs ${second.p50.toFixed(2)} ms for page 2`);
      }
      if (!planUsesIndex) failures.push(`${driver}: the deepest page's query does not use an index:\n${plan}`);
      return {
        driver,
        articles: ARTICLES,
        seedSeconds,
        filteredArticles: total,
        pages: cursors.length,
        depths,
        runs,
        plan,
        planUsesIndex,
        failures,
      };
    } finally {
      await app.close();
    }
  } finally {
    await database.dispose();
  }
}
