// `npm start`: runs the server in this same process, so signals reach it directly for a graceful
// shutdown. The server runs from its bundle (dist/runtime/server.js, scripts/server-bundle.mjs),
// made again first when a source changed (a second or two); if that fails, from the TypeScript
// sources through tsx. When the client build is missing or older than its sources, it is rebuilt
// in child processes WHILE the server prepares its database (create, migrate, seed); the server
// listens once both are done.
//
// V8 flags, on npm start's command line (package.json; a flag set at run time is not reliably read):
// - `--max-semi-space-size=4`: a young generation of 2 × 4 MB instead of 2 × 16 MB (idle memory).
// - `--wasm-tiering-budget=18000000`, ten times the default: PGlite's WebAssembly starts on V8's
//   baseline tier and what runs enough is recompiled by the optimizing compiler in the background.
//   At the default, Postgres's own start-up sent ~1.6 s of CPU to that compiler on a restart,
//   competing with the start on two cores; now only what stays hot once serving is.
// - `--v8-pool-size=2`: two V8 background threads (garbage collection, compilation) instead of
//   four. Each keeps its own malloc arena, resident after the peaks of the start's compilations:
//   two save memory at the same speed; one saved a little more but served pages slower (garbage
//   collection of their large strings with one helper).
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { SERVER_BUNDLE, serverBundleIsCurrent } from './server-bundle.mjs';

const BUILD_STAMP = 'dist/client/builds/latest.json';
const SERVER_ENTRY = 'dist/server/entry-server.js';
const SOURCES = ['src', 'views', 'machines', 'public', 'index.html', 'vite.config.ts', 'package-lock.json'];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(path).reduce((max, entry) => Math.max(max, newestMtime(join(path, entry))), 0);
}

/** scripts/build.mjs in a child process (its memory leaves with it); `what`: --client or --server. */
function build(what, reason) {
  console.log(reason);
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['scripts/build.mjs', what], { stdio: 'inherit' });
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`the ${what.slice(2)} build failed (exit code ${code})`))));
  });
}

const builtAt = existsSync(SERVER_ENTRY) ? Math.min(newestMtime(BUILD_STAMP), newestMtime(SERVER_ENTRY)) : 0;
const changedAt = Math.max(...SOURCES.map(newestMtime));
const webBuild =
  builtAt === 0 || changedAt > builtAt
    ? build('--client', builtAt === 0 ? 'Building the client (first start)…' : 'Sources changed since the last build: rebuilding…')
    : Promise.resolve();
// Handled by main(); this keeps an early failure from being reported as unhandled meanwhile.
webBuild.catch(() => {});

async function loadServer() {
  if (!serverBundleIsCurrent()) {
    try {
      await build(
        '--server',
        existsSync(SERVER_BUNDLE) ? 'Server sources changed: bundling the server…' : 'Bundling the server (first start)…',
      );
    } catch (error) {
      console.warn(`${error instanceof Error ? error.message : String(error)}: running the TypeScript sources through tsx instead`);
      const { register } = await import('tsx/esm/api');
      register();
      return import('../server/main.ts');
    }
  }
  return import(pathToFileURL(SERVER_BUNDLE).href);
}

const { main } = await loadServer();
await main({ webBuild }).catch((error) => {
  console.error(error);
  process.exit(1);
});
