import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import type { WebBuild } from '../../../server/build-info.ts';

export const FIXTURE_BUILD_ID = 'fixture-build-42';
export const FIXTURE_ASSET = '/assets/app-3f2a9c1b.js';
export const FIXTURE_ASSET_SOURCE = `console.log(${JSON.stringify('galant '.repeat(300))});\n`;

/**
 * A tiny stand-in for `npm run build` (dist/client + dist/server/entry-server.js), so the static
 * and SSR wiring is tested without building the real client. The entry follows the render()
 * contract of src/app/entry-server.tsx and echoes the CSP nonce it receives.
 */
export function createWebBuildFixture(): WebBuild & { remove(): void } {
  const root = mkdtempSync(join(tmpdir(), 'galant-web-'));
  const clientDir = join(root, 'client');
  mkdirSync(join(clientDir, 'assets'), { recursive: true });
  mkdirSync(join(clientDir, 'builds'), { recursive: true });
  mkdirSync(join(root, 'server'), { recursive: true });
  writeFileSync(
    join(clientDir, 'index.html'),
    '<!doctype html><html lang="fr"><head><!--app-head--></head><body><div id="root"><!--app-html--></div><!--app-payload--></body></html>',
  );
  writeFileSync(join(clientDir, FIXTURE_ASSET), FIXTURE_ASSET_SOURCE);
  writeFileSync(join(clientDir, `${FIXTURE_ASSET}.br`), brotliCompressSync(FIXTURE_ASSET_SOURCE));
  writeFileSync(join(clientDir, 'builds', 'latest.json'), JSON.stringify({ buildId: FIXTURE_BUILD_ID }));
  writeFileSync(join(clientDir, 'robots.txt'), 'User-agent: *\n');
  const serverEntry = join(root, 'server', 'entry-server.js');
  writeFileSync(
    serverEntry,
    `export async function render(request, options) {
  const url = new URL(request.url);
  if (url.pathname === '/old') return { kind: 'redirect', status: 301, location: '/' };
  return {
    kind: 'html',
    status: url.pathname === '/' ? 200 : 404,
    head: '<title>Fixture</title>',
    payload: '<script type="application/json" id="payload">' + JSON.stringify({ rendered: true, config: options.config }) + '</script><script nonce="' + options.nonce + '">window.boot = 1</script>',
    stream: { pipe(destination) { destination.end('<main>page ' + url.pathname + '</main>'); } },
  };
}
export function clientOnlyPayload(config) {
  return '<script type="application/json" id="payload">' + JSON.stringify({ rendered: false, config }) + '</script>';
}
`,
  );
  return { clientDir, serverEntry, remove: () => rmSync(root, { recursive: true, force: true }) };
}
