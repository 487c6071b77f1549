import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './postgres-cluster.ts';
import { TEST_JWT_SECRET } from './test-app.ts';

/**
 * The real server (`server/main.ts`) in a child process, as `npm start` runs it, for what only a
 * separate process can show: SIGKILL at the worst moment, then a restart on the same database; two
 * instances sharing one PostgreSQL. Its JSON log lines are kept, so a test waits for the line that
 * marks the moment to strike (no sleeps).
 */
export interface ChildServer {
  readonly url: string;
  readonly pid: number;
  /** Every log line printed so far, parsed (non-JSON lines are kept as { msg }). */
  logs(): Record<string, unknown>[];
  /** Resolves with the first log line (past or future) whose msg matches. */
  /** The first log line whose message matches `pattern` (and which `where` accepts), seen or to come. */
  waitForLog(pattern: RegExp, timeoutMs?: number, where?: (line: Record<string, unknown>) => boolean): Promise<Record<string, unknown>>;
  /** SIGKILL (default) or another signal; resolves once the process has exited. */
  kill(signal?: NodeJS.Signals): Promise<void>;
  /** SIGTERM and wait (graceful stop). */
  stop(): Promise<void>;
}

export interface ChildServerOptions {
  databaseUrl: string;
  /** More environment (JOBS_ENABLED, PAYMENT_ACTIVATION_DELAY_MS, TRUST_PROXY…). */
  env?: Record<string, string>;
  startTimeoutMs?: number;
}

const ROOT = join(import.meta.dirname, '..', '..', '..');

export async function startChildServer(options: ChildServerOptions): Promise<ChildServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'galant-child-'));
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: {
      PATH: process.env['PATH'] ?? '',
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: options.databaseUrl,
      JWT_SECRET: TEST_JWT_SECRET,
      SITE_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'info',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: Record<string, unknown>[] = [];
  const waiters: { matches: (line: Record<string, unknown>) => boolean; resolve: (line: Record<string, unknown>) => void }[] = [];
  let exited = false;
  const exit = new Promise<void>((resolve) => child.once('exit', () => ((exited = true), resolve())));
  const onLine = (text: string) => {
    if (text.trim() === '') return;
    let line: Record<string, unknown>;
    try {
      line = JSON.parse(text) as Record<string, unknown>;
    } catch {
      line = { msg: text };
    }
    lines.push(line);
    for (const waiter of [...waiters]) {
      if (waiter.matches(line)) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(line);
      }
    }
  };
  for (const stream of [child.stdout, child.stderr]) {
    let buffer = '';
    stream?.setEncoding('utf8');
    stream?.on('data', (chunk: string) => {
      buffer += chunk;
      const parts = buffer.split('\n');
      buffer = parts.pop() ?? '';
      parts.forEach(onLine);
    });
  }

  const waitForLog = (pattern: RegExp, timeoutMs = 30_000, where: (line: Record<string, unknown>) => boolean = () => true) =>
    new Promise<Record<string, unknown>>((resolve, reject) => {
      const matches = (line: Record<string, unknown>) => pattern.test(String(line['msg'] ?? '')) && where(line);
      const seen = lines.find(matches);
      if (seen !== undefined) return resolve(seen);
      const timer = setTimeout(() => reject(new Error(`no log line matching ${pattern} within ${timeoutMs} ms`)), timeoutMs);
      waiters.push({ matches, resolve: (line) => (clearTimeout(timer), resolve(line)) });
      void exit.then(() => {
        clearTimeout(timer);
        reject(new Error(`server exited before logging ${pattern}: ${JSON.stringify(lines.slice(-5))}`));
      });
    });

  const cleanUp = () => rmSync(dataDir, { recursive: true, force: true });
  try {
    await waitForLog(/is listening on/, options.startTimeoutMs ?? 60_000);
  } catch (error) {
    child.kill('SIGKILL');
    await exit;
    cleanUp();
    throw error;
  }
  const end = async (signal: NodeJS.Signals) => {
    if (!exited) child.kill(signal);
    await exit;
    cleanUp();
  };
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid ?? -1,
    logs: () => [...lines],
    waitForLog,
    kill: (signal = 'SIGKILL') => end(signal),
    stop: () => end('SIGTERM'),
  };
}
