import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { createTestDatabase } from '../../tests/support/server/test-database.ts';

/**
 * The "Start-up and memory" benchmark (docs/performance.md): `npm start` as a person runs
 * it (scripts/start.mjs, default settings, demo data), on a new data folder / database, then again
 * on the data it left: seconds to the first 200 on `/`, resident memory at idle, and at idle again
 * after LOAD_SECONDS of anonymous pages and list reads at 20 connections. Beside it, the floor:
 * a bare process holding an open PGlite on the same data, nothing else.
 * Needs a current `npm run build` (otherwise the first start includes a build, and says so).
 * STARTUP_CLONE=1: runs it in a fresh clone of HEAD instead (no dist/, node_modules linked: a fresh
 * clone after `npm ci`), so the first start includes every build, and nobody's edits in the working
 * tree trigger a rebuild on restart; STARTUP_REF=<commit> clones that commit instead of HEAD.
 */

export const FIRST_START_TARGET_S = 20;
export const RESTART_TARGET_S = 3;
export const IDLE_TARGET_MB = { pglite: 300, pg: 150 } as const;
/** After the load, idle memory within this share of the idle memory before it. */
export const AFTER_LOAD_GROWTH = 0.2;
const IDLE_SETTLE_MS = 5_000;
const LOAD_SECONDS = 10;
const PROJECT = fileURLToPath(new URL('../..', import.meta.url));
/** Where `npm start` runs: this checkout, or a fresh clone of its HEAD (STARTUP_CLONE=1). */
let ROOT = PROJECT;

/** A clone of HEAD with this checkout's node_modules: what `git clone && npm ci` leaves. */
function freshClone(): { root: string; dispose: () => void } {
  const root = mkdtempSync(join(tmpdir(), 'galant-clone-'));
  execFileSync('git', ['clone', '--quiet', '--no-hardlinks', PROJECT, root]);
  // STARTUP_REF: another commit (an earlier one, for figures before a change).
  const ref = process.env['STARTUP_REF'];
  if (ref) execFileSync('git', ['-C', root, 'checkout', '--quiet', ref]);
  symlinkSync(join(PROJECT, 'node_modules'), join(root, 'node_modules'), 'dir');
  return { root, dispose: () => rmSync(root, { recursive: true, force: true }) };
}

type Driver = 'pglite' | 'pg';

interface StartRun {
  seconds: number;
  idleMb: number;
  built: boolean;
  phases: Record<string, number> | null;
}

export interface StartupReport {
  driver: Driver;
  first: StartRun;
  afterLoadMb: number;
  restart: StartRun;
  floorMb: number | null;
  failures: string[];
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address !== null ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function rssMb(pid: number): number {
  const line = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return Math.round(Number(line?.[1] ?? Number.NaN) / 1024);
}

interface Started {
  child: ChildProcess;
  run: StartRun;
}

/**
 * The arguments `npm start` gives node (package.json's `start` script, e.g. V8 flags before
 * scripts/start.mjs): the bench runs the same process without npm in between (its pid is the server's).
 */
function startArguments(): string[] {
  const scripts = (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { scripts?: Record<string, string> }).scripts;
  const [command, ...args] = (scripts?.['start'] ?? 'node scripts/start.mjs').trim().split(/\s+/);
  if (command !== 'node' || !args.includes('scripts/start.mjs'))
    throw new Error(`npm start is not "node … scripts/start.mjs": ${command} ${args.join(' ')}`);
  return args;
}

async function start(env: Record<string, string>, port: number): Promise<Started> {
  const began = performance.now();
  const child = spawn(process.execPath, startArguments(), {
    cwd: ROOT,
    env: { PATH: process.env['PATH'] ?? '', HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  let exited = false;
  child.once('exit', () => (exited = true));
  for (;;) {
    if (exited) throw new Error(`npm start exited before answering:\n${output.slice(-2000)}`);
    const status = await fetch(`http://127.0.0.1:${port}/`).then(
      (response) => (response.body?.cancel(), response.status),
      () => 0,
    );
    if (status === 200) break;
    await sleep(100);
  }
  const seconds = (performance.now() - began) / 1000;
  while (!/is listening on/.test(output)) {
    if (exited) throw new Error('npm start exited');
    await sleep(100);
  }
  await sleep(IDLE_SETTLE_MS);
  const phases = /"startupMs":(\{[^}]*\})/.exec(output)?.[1];
  const pid = child.pid;
  if (pid === undefined) throw new Error('no pid');
  return {
    child,
    run: {
      seconds,
      idleMb: rssMb(pid),
      built: /Building the client|rebuilding|undling the server/.test(output),
      phases: phases ? (JSON.parse(phases) as Record<string, number>) : null,
    },
  };
}

function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/** A process holding an open PGlite on `dataDir`, and nothing else: PGlite's own floor. */
async function pgliteFloor(dataDir: string): Promise<number> {
  // Opened as server/db/database.ts opens it (32 MB of shared buffers).
  const script = `import { PGlite } from '@electric-sql/pglite';
const db = await PGlite.create({ dataDir: process.argv[1], startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB'] });
await db.query('select 1');
setTimeout(async () => { console.log(process.memoryUsage().rss); await db.close(); }, ${IDLE_SETTLE_MS});`;
  const child = spawn(process.execPath, ['--input-type=module', '-e', script, dataDir], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  await new Promise((resolve) => child.once('exit', resolve));
  return Math.round(Number(output.trim()) / 1048576);
}

export async function benchStartup(driver: Driver, log: (line: string) => void): Promise<StartupReport> {
  const dataRoot = mkdtempSync(join(tmpdir(), 'galant-start-'));
  const database = driver === 'pg' ? await createTestDatabase() : null;
  const env: Record<string, string> = { DATA_DIR: dataRoot };
  if (database !== null) {
    if (database.target.driver !== 'pg') throw new Error('DATABASE_URL is not a PostgreSQL server');
    env['DATABASE_URL'] = database.target.url;
  }
  try {
    const port = await freePort();
    const first = await start(env, port);
    log(
      `${driver}: first start ${first.run.seconds.toFixed(1)} s${first.run.built ? ' (with a client build)' : ''}, idle ${first.run.idleMb} MB, phases ${JSON.stringify(first.run.phases)}`,
    );
    const paths = ['/', '/articles', '/about', '/api/content/articles'];
    await autocannon({
      url: `http://127.0.0.1:${port}`,
      connections: 20,
      duration: LOAD_SECONDS,
      workers: 1,
      requests: paths.map((path) => ({ method: 'GET', path })),
    });
    await sleep(IDLE_SETTLE_MS * 2);
    const afterLoadMb = rssMb(first.child.pid ?? 0);
    log(`${driver}: idle after ${LOAD_SECONDS} s of load: ${afterLoadMb} MB`);
    await stop(first.child);
    const restarted = await start(env, port);
    log(
      `${driver}: restart ${restarted.run.seconds.toFixed(1)} s, idle ${restarted.run.idleMb} MB, phases ${JSON.stringify(restarted.run.phases)}`,
    );
    await stop(restarted.child);
    const floorMb = driver === 'pglite' ? await pgliteFloor(join(dataRoot, 'db')) : null;
    if (floorMb !== null) log(`${driver}: a bare process with PGlite open on the same data: ${floorMb} MB`);

    const failures: string[] = [];
    if (first.run.seconds > FIRST_START_TARGET_S)
      failures.push(`${driver}: first start ${first.run.seconds.toFixed(1)} s > ${FIRST_START_TARGET_S} s`);
    if (restarted.run.seconds > RESTART_TARGET_S)
      failures.push(`${driver}: restart ${restarted.run.seconds.toFixed(1)} s > ${RESTART_TARGET_S} s`);
    for (const [label, mb] of [
      ['first start', first.run.idleMb],
      ['restart', restarted.run.idleMb],
    ] as const) {
      if (mb > IDLE_TARGET_MB[driver]) failures.push(`${driver}: ${mb} MB at idle after the ${label} > ${IDLE_TARGET_MB[driver]} MB`);
    }
    if (afterLoadMb > first.run.idleMb * (1 + AFTER_LOAD_GROWTH)) {
      failures.push(`${driver}: ${afterLoadMb} MB at idle after the load > ${first.run.idleMb} MB + ${AFTER_LOAD_GROWTH * 100} %`);
    }
    return { driver, first: first.run, afterLoadMb, restart: restarted.run, floorMb, failures };
  } finally {
    await database?.drop();
    rmSync(dataRoot, { recursive: true, force: true });
  }
}

/** The bench registry's entry: prints the table, answers the missed targets. */
export async function benchStartupMemory(drivers: readonly Driver[]): Promise<string[]> {
  console.log(
    `\nStart-up and memory: \`npm start\` to the first 200 (targets ${FIRST_START_TARGET_S} s new data, ${RESTART_TARGET_S} s restart), ` +
      `resident memory at idle (targets ${IDLE_TARGET_MB.pglite} MB PGlite, ${IDLE_TARGET_MB.pg} MB PostgreSQL; after load within ${AFTER_LOAD_GROWTH * 100} %)`,
  );
  const reports: StartupReport[] = [];
  const clone = process.env['STARTUP_CLONE'] === '1' ? freshClone() : null;
  if (clone !== null) console.log(`  in a fresh clone of HEAD (${clone.root})`);
  try {
    for (const driver of drivers) {
      // Each driver's first start is a first start: a new clone for the second driver too.
      if (clone !== null && driver !== drivers[0]) rmSync(join(clone.root, 'dist'), { recursive: true, force: true });
      ROOT = clone?.root ?? PROJECT;
      reports.push(await benchStartup(driver, (line) => console.log(`  ${line}`)));
    }
  } finally {
    ROOT = PROJECT;
    clone?.dispose();
  }
  const lines = [
    '| driver | first start s | idle MB | idle after load MB | restart s | idle after restart MB | PGlite alone MB |',
    '|---|---:|---:|---:|---:|---:|---:|',
    ...reports.map(
      (report) =>
        `| ${report.driver} | ${report.first.seconds.toFixed(1)}${report.first.built ? ' (built)' : ''} | ${report.first.idleMb} | ${report.afterLoadMb} | ` +
        `${report.restart.seconds.toFixed(1)} | ${report.restart.idleMb} | ${report.floorMb ?? '—'} |`,
    ),
  ];
  console.log(`\n${lines.join('\n')}\n`);
  return reports.flatMap((report) => report.failures);
}
