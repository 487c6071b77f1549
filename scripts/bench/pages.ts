import { get } from 'node:http';
import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app.ts';
import { findWebBuild } from '../../server/build-info.ts';
import { contentArticles } from '../../server/db/schema/index.ts';
import { demoContent } from '../../server/db/seed/content/index.ts';
import { storeContent } from '../../server/modules/content/content-store.ts';
import { benchContent } from './content-fixture.ts';
import { freshDatabase } from './content-list.ts';
import { median } from './stats.ts';

/**
 * The "Pages" benchmark (docs/performance.md): Galant's anonymous server-rendered pages
 * and its article-list API against a bare Fastify route answering the very same bytes (the HTML
 * Galant just sent, the JSON it just sent), one after the other in the same run, at CONNECTIONS
 * connections. Production settings, client build served, nothing else running in the process.
 * Pages are read as a browser asks them (brotli), the bare route then sending the very bytes Galant
 * encoded; `/` and the list also without Accept-Encoding.
 */

export const CONNECTIONS = 20;
/** Galant's page, and its article list API, at least this share of the bare route's req/s. */
export const PAGE_RATIO = 0.5;
/**
 * The list API pays what every API answer pays and the bare route does not: the security headers,
 * the request id, the token-rotation and cookie hooks, pg-boss polling in the same process.
 */
export const LIST_API_RATIO = 0.5;
/**
 * Bare and Galant alternate ROUNDS times (the machine is shared: both see the same neighbours).
 * A row's ratio is the median of the rounds' ratios, each Galant round against the bare round just
 * before it: the bare route alone swings by a quarter from one round to the next on a shared
 * machine, and a ratio of the means carried every swing into the verdict. Nine short rounds rather
 * than a few long ones: the neighbours drift over seconds, and the median of more, shorter rounds
 * follows that drift better.
 */
const ROUNDS = 9;
const SECONDS = 2;
const WARM_UP_SECONDS = 2;
const ARTICLES = 200;

interface Measure {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

export interface PageRow {
  driver: 'pglite' | 'pg';
  path: string;
  target: number;
  bare: Measure;
  galant: Measure;
  /** Median of the rounds' Galant / bare ratios. */
  ratio: number;
}

/** What a browser asks a page or a JSON answer in (Chromium's Accept-Encoding). */
const BROWSER_ENCODINGS = { 'accept-encoding': 'gzip, deflate, br, zstd' };

async function load(url: string, seconds: number, headers: Record<string, string> = {}): Promise<Measure> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: seconds, workers: 1, headers });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

/** Rounds together: mean req/s, the worst p50 and p99, every error. */
function combine(runs: readonly Measure[]): Measure {
  return {
    rps: runs.reduce((sum, run) => sum + run.rps, 0) / runs.length,
    p50: Math.max(...runs.map((run) => run.p50)),
    p99: Math.max(...runs.map((run) => run.p99)),
    errors: runs.reduce((sum, run) => sum + run.errors, 0),
  };
}

/**
 * A bare Fastify route answering `body` as `type`: the yardstick. Its bytes are encoded once:
 * answered as a string, a page over 64 KiB (`/` with its inline stylesheet, 67.6 KB) made 6× fewer
 * req/s than the same bytes (p50 22 ms against 3 ms; a 62 KB string did not), a yardstick too easy to beat.
 */
async function bareServer(answer: RawAnswer): Promise<FastifyInstance> {
  const bare = Fastify({ logger: false });
  const type = answer.headers['content-type'] ?? 'text/html; charset=utf-8';
  const encoding = answer.headers['content-encoding'];
  bare.get('/', async (_request, reply) => {
    if (encoding !== undefined) reply.header('content-encoding', encoding);
    return reply.type(type).send(answer.body);
  });
  await bare.listen({ host: '127.0.0.1', port: 0 });
  return bare;
}

interface RawAnswer {
  status: number;
  headers: Record<string, string | undefined>;
  /** As sent (encoded when the request accepted it): fetch() would decode it. */
  body: Buffer;
}

function rawAnswer(url: string, headers: Record<string, string>): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    get(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const flat = Object.fromEntries(
          Object.entries(response.headers).map(([name, value]) => [name, Array.isArray(value) ? value.join(', ') : value]),
        );
        resolve({ status: response.statusCode ?? 0, headers: flat, body: Buffer.concat(chunks) });
      });
      response.on('error', reject);
    }).on('error', reject);
  });
}

const baseOf = (app: FastifyInstance) => `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

export async function measurePages(driver: 'pglite' | 'pg', log: (line: string) => void): Promise<PageRow[]> {
  const web = findWebBuild();
  if (web === null) throw new Error('the pages benchmark serves pages: run `npm run build` first');
  const database = await freshDatabase(driver);
  try {
    const { handle, config } = database;
    await handle.migrate();
    // The demo content brings the about and terms pages.
    await handle.db.transaction(async (tx) => (await storeContent(tx, demoContent), await storeContent(tx, benchContent(ARTICLES))));
    const [article] = await handle.db.select({ uid: contentArticles.uid }).from(contentArticles).limit(1);
    if (article === undefined) throw new Error('no article stored');
    const app = await buildApp(config, { database: handle, web });
    try {
      await app.listen({ host: '127.0.0.1', port: 0 });
      const base = baseOf(app);
      const targets: { path: string; target: number; headers?: Record<string, string> }[] = [
        // As a browser asks them (every browser sends Accept-Encoding): the bare route sends the
        // very bytes Galant encoded, as a static site sends its pre-compressed files.
        ...['/', '/articles', `/article/${article.uid}`, '/about', '/terms-of-service'].map((path) => ({
          path,
          target: PAGE_RATIO,
          headers: BROWSER_ENCODINGS,
        })),
        // And once without, as a client that takes no encoding (a CDN fetching for itself, curl).
        { path: '/', target: PAGE_RATIO },
        { path: '/api/content/articles', target: LIST_API_RATIO },
        // As a browser asks it: the bare route sends the very bytes Galant encoded.
        { path: '/api/content/articles', target: LIST_API_RATIO, headers: BROWSER_ENCODINGS },
      ];
      const rows: PageRow[] = [];
      for (const { path, target, headers = {} } of targets) {
        const answer = await rawAnswer(base + path, headers);
        if (answer.status !== 200) throw new Error(`${path} answered ${answer.status}`);
        const bare = await bareServer(answer);
        const label = answer.headers['content-encoding'] === undefined ? path : `${path} (${answer.headers['content-encoding']})`;
        try {
          await load(baseOf(bare), WARM_UP_SECONDS, headers);
          await load(base + path, WARM_UP_SECONDS, headers);
          const bareRuns: Measure[] = [];
          const galantRuns: Measure[] = [];
          for (let round = 0; round < ROUNDS; round++) {
            bareRuns.push(await load(baseOf(bare), SECONDS, headers));
            galantRuns.push(await load(base + path, SECONDS, headers));
          }
          const ratios = galantRuns.map((run, round) => run.rps / (bareRuns[round]?.rps ?? Number.NaN));
          const row: PageRow = { driver, path: label, target, bare: combine(bareRuns), galant: combine(galantRuns), ratio: median(ratios) };
          rows.push(row);
          log(
            `${driver} ${label} (${(answer.body.length / 1024).toFixed(1)} KB): bare ${Math.round(row.bare.rps)} req/s, Galant ${Math.round(row.galant.rps)} req/s, ` +
              `rounds ${ratios.map((ratio) => ratio.toFixed(2)).join(' ')} (median ${row.ratio.toFixed(2)}×)`,
          );
        } finally {
          await bare.close();
        }
      }
      return rows;
    } finally {
      await app.close();
    }
  } finally {
    await database.dispose();
  }
}

function table(rows: readonly PageRow[]): string {
  const lines = [
    '| driver | path | bare req/s | bare p50/p99 ms | Galant req/s | Galant p50/p99 ms | ratio (median of rounds) | target | errors |',
    '|---|---|---:|---:|---:|---:|---:|---:|---:|',
  ];
  for (const row of rows) {
    lines.push(
      `| ${row.driver} | ${row.path} | ${Math.round(row.bare.rps)} | ${row.bare.p50}/${row.bare.p99} | ${Math.round(row.galant.rps)} | ` +
        `${row.galant.p50}/${row.galant.p99} | ${row.ratio.toFixed(2)} | ≥ ${row.target} | ${row.galant.errors} |`,
    );
  }
  return lines.join('\n');
}

/** The bench registry's entry: prints the table, answers the missed targets. */
export async function benchPages(drivers: readonly ('pglite' | 'pg')[]): Promise<string[]> {
  console.log(
    `\nPages: anonymous server-rendered pages ≥ ${PAGE_RATIO}× and the article-list API ≥ ${LIST_API_RATIO}× a bare Fastify route answering the same bytes, ${CONNECTIONS} connections`,
  );
  const rows: PageRow[] = [];
  for (const driver of drivers) rows.push(...(await measurePages(driver, (line) => console.log(`  ${line}`))));
  console.log(`\n${table(rows)}\n`);
  return rows.flatMap((row) => {
    const failures: string[] = [];
    if (row.galant.errors > 0) failures.push(`${row.driver} ${row.path}: ${row.galant.errors} failed requests`);
    // Written so that a ratio that is not a number (a round that served nothing) fails too.
    if (!(row.ratio >= row.target)) failures.push(`${row.driver} ${row.path}: ${row.ratio.toFixed(2)}× the bare route < ${row.target}×`);
    return failures;
  });
}
