// `npm start`: builds the client when the build is missing or older than the sources, then runs
// the server in this same process (tsx), so signals reach it directly for a graceful shutdown.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const BUILD_STAMP = 'dist/client/builds/latest.json';
const SERVER_ENTRY = 'dist/server/entry-server.js';
const SOURCES = ['src', 'views', 'machines', 'public', 'index.html', 'vite.config.ts', 'package-lock.json'];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(path).reduce((max, entry) => Math.max(max, newestMtime(join(path, entry))), 0);
}

const builtAt = existsSync(SERVER_ENTRY) ? Math.min(newestMtime(BUILD_STAMP), newestMtime(SERVER_ENTRY)) : 0;
const changedAt = Math.max(...SOURCES.map(newestMtime));
if (builtAt === 0 || changedAt > builtAt) {
  console.log(builtAt === 0 ? 'Building the client (first start)…' : 'Sources changed since the last build: rebuilding…');
  const result = spawnSync(process.execPath, ['scripts/build.mjs'], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const { register } = await import('tsx/esm/api');
register();
await import('../server/main.ts');
