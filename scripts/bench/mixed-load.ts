import type { ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../../server/app.ts';
import { findWebBuild } from '../../server/build-info.ts';
import { contentArticles } from '../../server/db/schema/index.ts';
import { storeContent } from '../../server/modules/content/content-store.ts';
import { createUser } from '../../server/modules/users/repository.ts';
import { benchContent } from './content-fixture.ts';
import { freshDatabase } from './content-list.ts';
import { compareFlowRecording, type FlowComparison } from './mixed-flows.ts';
import type { Account, ClientPlan, GroupName, GroupResult } from './mixed-load-client.ts';
import { describeServingThread, readServingThread, servingThreadTime, type ServingThreadTime } from './serving-thread-time.ts';

/**
 * The "Mixed load" benchmark (docs/performance.md): the real server (production
 * settings, client build served, one trusted proxy hop) under 50 connections for 30 s, split like
 * a busy morning: 70 % anonymous pages and the article list API, 10 % signed-in article pages,
 * 10 % correct sign-ins over 20 accounts, 10 % new contact tickets, each from its own address
 * (X-Forwarded-For). Twice: as shares of connections (each group of clients keeps its own pace,
 * as people do), then as shares of requests on every connection (where slow
 * sign-ins gather most connections). Before the mixes, the page group alone gives the yardstick.
 */

export const MIX_CONNECTIONS: Record<GroupName, number> = {
  pages: 25,
  listApi: 10,
  signedInPages: 5,
  signIns: 5,
  tickets: 5,
  flowReports: 0,
};
export const MIX_SECONDS = 30;
const ALONE_SECONDS = 10;
const WARM_UP_SECONDS = 3;
/** The client's own time-out (docs/product.md#limits: 20,000 ms): an answer later than this is a time-out. */
const TIMEOUT_SECONDS = 20;
/** Page p99 in the mix may be at most this many times the page p99 alone (PostgreSQL). */
export const PAGE_P99_FACTOR = 3;
const ACCOUNTS = 20;
/** Longest wait for the previous phase's answers before the next phase starts. */
const DRAIN_LIMIT_MS = 30_000;
const ARTICLES = 200;

export interface MixedLoadReport {
  driver: 'pglite' | 'pg';
  alone: GroupResult;
  mixed: GroupResult[];
  /** The same shares as shares of requests on every connection. */
  requestMix: GroupResult[];
  fiveXx: number;
  timeouts: number;
  refusedSignIns: number;
  pageP99Alone: number;
  /** How the server's thread spent the pages alone and the connection mix (null: not measured here). */
  servingThread: { alone: ServingThreadTime | null; mixed: ServingThreadTime | null };
  /** The same mix with flow recording on and off (mixed-flows.ts). */
  flows: FlowComparison;
  failures: string[];
}

export function runClients(plan: ClientPlan): Promise<GroupResult[]> {
  const client = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(new URL('./mixed-load-client.ts', import.meta.url))], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  let output = '';
  client.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  client.stdin.end(JSON.stringify(plan));
  return new Promise((resolve, reject) => {
    client.once('error', reject);
    client.once('exit', (code) =>
      code === 0 ? resolve(JSON.parse(output) as GroupResult[]) : reject(new Error(`load client exited with ${code}`)),
    );
  });
}

/** Thrown to skip the mixes when only the flow comparison runs. */
class FlowsOnly extends Error {}

async function signInOnce(base: string, account: Account): Promise<Response> {
  const response = await fetch(`${base}/api/auth_check`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ identifier: account.email, password: account.password }),
  });
  if (response.status !== 200) throw new Error(`sign-in of ${account.email} answered ${response.status}`);
  return response;
}

const count = (result: GroupResult, predicate: (status: number) => boolean): number =>
  Object.entries(result.statuses).reduce((sum, [status, n]) => (predicate(Number(status)) ? sum + n : sum), 0);

/** The session cookie a sign-in sets (whatever its prefix), as a Cookie header value. */
function sessionCookieOf(response: Response): string {
  const cookie = response.headers.getSetCookie().find((line) => /^(__Host-)?galant_session=/.test(line));
  if (cookie === undefined) throw new Error('sign-in set no session cookie');
  return cookie.split(';', 1)[0] ?? '';
}

/** `flowsOnly`: only the flow recording on/off comparison (`BENCH=flows`), for a short run. */
export async function benchMixedLoad(
  driver: 'pglite' | 'pg',
  log: (line: string) => void,
  options: { flowsOnly?: boolean } = {},
): Promise<MixedLoadReport> {
  const web = findWebBuild();
  if (web === null) throw new Error('the mixed-load benchmark serves pages: run `npm run build` first');
  const database = await freshDatabase(driver, { TRUST_PROXY: '1' });
  try {
    const { handle, config } = database;
    await handle.migrate();
    await handle.db.transaction((tx) => storeContent(tx, benchContent(ARTICLES)));
    const accounts: Account[] = Array.from({ length: ACCOUNTS }, (_, index) => ({
      email: `membre-${index + 1}@bench.galant.test`,
      password: `Mot-de-passe-${index + 1}`,
    }));
    // At today's hashing cost, as real members' passwords.
    for (const account of accounts) {
      await createUser(handle.db, {
        email: account.email,
        password: account.password,
        status: 'active',
        roles: ['vip'],
        profileName: null,
      });
    }
    const articleUids = (await handle.db.select({ uid: contentArticles.uid }).from(contentArticles).limit(50)).map((row) => row.uid);
    log(`${driver}: ${ARTICLES} articles, ${ACCOUNTS} accounts`);

    const cookies: string[] = [];
    const plan = (base: string, phase: ClientPlan['phase'], durationSeconds: number): ClientPlan => ({
      base,
      phase,
      durationSeconds,
      articleUids,
      accounts,
      cookies,
      connections: MIX_CONNECTIONS,
      timeoutSeconds: TIMEOUT_SECONDS,
    });
    let report: Omit<MixedLoadReport, 'flows'>;
    const app = await buildApp(config, { database: handle, web });
    try {
      if (options.flowsOnly === true) {
        await app.listen({ host: '127.0.0.1', port: 0 });
        const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
        for (const account of accounts) cookies.push(sessionCookieOf(await signInOnce(base, account)));
        throw new FlowsOnly();
      }
      await app.listen({ host: '127.0.0.1', port: 0 });
      const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
      // When a phase ends, the server is still working on the requests its clients gave up on:
      // the next phase starts once every answer is written (to a closed socket or not), so it
      // measures its own load only.
      const open = new Set<ServerResponse>();
      app.server.on('request', (_request, response: ServerResponse) => {
        open.add(response);
        response.once('finish', () => open.delete(response));
      });
      // An answer whose client left may never end: its socket tells. Bounded.
      const busy = (response: ServerResponse): boolean => !response.writableEnded && response.socket?.destroyed === false;
      const drained = async (): Promise<void> => {
        const deadline = Date.now() + DRAIN_LIMIT_MS;
        while ([...open].some(busy) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
        open.clear();
      };
      for (const account of accounts) cookies.push(sessionCookieOf(await signInOnce(base, account)));
      await runClients(plan(base, 'alone', WARM_UP_SECONDS));
      await drained();
      const aloneStart = readServingThread();
      const [alone] = await runClients(plan(base, 'alone', ALONE_SECONDS));
      const aloneTime = servingThreadTime(aloneStart, readServingThread());
      await drained();
      if (alone === undefined) throw new Error('no result for the pages alone');
      log(`${driver}: pages alone: ${Math.round(alone.rps)} req/s, p99 ${alone.p99} ms; ${describeServingThread(aloneTime)}`);
      const mixStart = readServingThread();
      const mixed = await runClients(plan(base, 'mixed', MIX_SECONDS));
      const mixedTime = servingThreadTime(mixStart, readServingThread());
      log(`${driver}: mix: ${describeServingThread(mixedTime)}`);
      await drained();
      for (const result of mixed) {
        log(
          `${driver}: mixed ${result.group}: ${Math.round(result.rps)} req/s, p99 ${result.p99} ms, ${JSON.stringify(result.statuses)}, time-outs ${result.timeouts}`,
        );
      }
      const requestMix = await runClients(plan(base, 'requestMix', MIX_SECONDS));
      await drained();
      for (const result of requestMix) {
        log(
          `${driver}: request mix ${result.group}: ${Math.round(result.rps)} req/s, p99 ${result.p99} ms, ${JSON.stringify(result.statuses)}`,
        );
      }

      // Both mixes are held to the same targets.
      const all = [...mixed, ...requestMix];
      const fiveXx = all.reduce((sum, result) => sum + count(result, (status) => status >= 500), 0);
      const timeouts = all.reduce((sum, result) => sum + result.timeouts, 0);
      const refusedSignIns = all
        .filter((result) => result.group === 'signIns')
        .reduce((sum, result) => sum + count(result, (status) => status !== 200) + result.timeouts, 0);
      const failures: string[] = [];
      if (fiveXx > 0) failures.push(`${driver}: ${fiveXx} answers 5xx under the mixed load`);
      if (timeouts > 0) failures.push(`${driver}: ${timeouts} time-outs (> ${TIMEOUT_SECONDS} s) under the mixed load`);
      // PGlite runs the database on the server's own thread: its figures are printed, not held to the pool targets.
      if (driver === 'pg') {
        if (refusedSignIns > 0) failures.push(`${driver}: ${refusedSignIns} correct sign-ins refused`);
        // Each mix named, so that a reader sees which one missed (docs/decisions/0028, proposed).
        for (const [name, results] of [
          ['connection mix', mixed],
          ['request mix', requestMix],
        ] as const) {
          const p99 = results.find((result) => result.group === 'pages')?.p99 ?? Number.NaN;
          if (!(p99 <= PAGE_P99_FACTOR * alone.p99)) {
            failures.push(`${driver}: page p99 ${p99} ms in the ${name} > ${PAGE_P99_FACTOR} × ${alone.p99} ms alone`);
          }
        }
      }
      report = {
        driver,
        alone,
        mixed,
        requestMix,
        fiveXx,
        timeouts,
        refusedSignIns,
        pageP99Alone: alone.p99,
        servingThread: { alone: aloneTime, mixed: mixedTime },
        failures,
      };
    } catch (error) {
      if (!(error instanceof FlowsOnly)) throw error;
      const none: GroupResult = { group: 'pages', requests: 0, rps: 0, p50: 0, p99: 0, max: 0, statuses: {}, timeouts: 0, errors: 0 };
      report = {
        driver,
        alone: none,
        mixed: [],
        requestMix: [],
        fiveXx: 0,
        timeouts: 0,
        refusedSignIns: 0,
        pageP99Alone: 0,
        servingThread: { alone: null, mixed: null },
        failures: [],
      };
    } finally {
      await app.close();
    }
    const flows = await compareFlowRecording({ driver, handle, config, web, plan, connections: MIX_CONNECTIONS, runClients, log });
    const flowFiveXx = flows.slices.reduce((sum, slice) => sum + slice.fiveXx, 0);
    if (flowFiveXx > 0) report.failures.push(`${driver}: ${flowFiveXx} answers 5xx in the flow recording on/off comparison`);
    // A starved machine may answer no report within a slice: only reports answered and not counted are a fault.
    if (flows.slices.some((slice) => slice.recording && slice.reported > 0 && slice.counted === 0))
      report.failures.push(`${driver}: recording on counted no move`);
    if (flows.slices.some((slice) => !slice.recording && slice.counted !== 0))
      report.failures.push(`${driver}: recording off counted moves`);
    return { ...report, flows };
  } finally {
    await database.dispose();
  }
}
