import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestDatabase } from './test-database.ts';

/**
 * A PostgreSQL database for tests that need a real server shared by several processes (two
 * instances, kill-and-restart): a fresh database in DATABASE_URL's server when it is set (CI's
 * second run), else a throw-away local cluster (initdb + pg_ctl, about a second), so these tests
 * run in every `npm test`, on a machine with PostgreSQL's server binaries.
 */
export interface PostgresForTest {
  url: string;
  close(): Promise<void>;
}

export function postgresBinDir(): string | null {
  if (process.env['PG_BIN'] !== undefined) return process.env['PG_BIN'];
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root).sort((a, b) => Number(b) - Number(a));
  for (const version of versions) {
    const bin = join(root, version, 'bin');
    if (existsSync(join(bin, 'initdb'))) return bin;
  }
  return null;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address !== null ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

export async function postgresForTest(): Promise<PostgresForTest> {
  const url = process.env['DATABASE_URL'];
  if (url !== undefined && url.startsWith('postgres')) {
    const database = await createTestDatabase();
    if (database.target.driver !== 'pg') throw new Error('expected a PostgreSQL test database');
    return { url: database.target.url, close: () => database.drop() };
  }
  const bin = postgresBinDir();
  if (bin === null) throw new Error('PostgreSQL server binaries not found: apt-get install -y postgresql (or set PG_BIN)');
  const dir = mkdtempSync(join(tmpdir(), 'galant-pg-'));
  const asRoot = process.getuid?.() === 0;
  // PostgreSQL refuses to run as root: the cluster belongs to the postgres user then.
  if (asRoot) {
    chmodSync(dir, 0o777);
    execFileSync('chown', ['postgres:', dir]);
  }
  const run = (command: string, args: string[]) => {
    const [file, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', join(bin, command), ...args]] : [join(bin, command), args];
    const result = spawnSync(file, argv, { encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`${command} failed: ${result.stderr}${result.stdout}`);
  };
  const data = join(dir, 'data');
  const port = await freePort();
  run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--no-locale']);
  run('pg_ctl', [
    '-D',
    data,
    '-l',
    join(dir, 'server.log'),
    '-w',
    '-t',
    '30',
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`,
    'start',
  ]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    close: async () => {
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
