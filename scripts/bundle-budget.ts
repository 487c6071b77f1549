// Bundle budget (run by `npm test` after the build): the JavaScript the home page loads before it
// is interactive — the entry chunk and what it imports statically, what the entry imports at
// start-up (route-chunks.json "startup", scripts/vite/route-chunks-plugin.ts), and the home route's
// chunks (its "routes.index") — gzipped, must stay under the budget; and no page preloads more than
// CHUNKS_MAX chunks (each one a request: scripts/vite/shared-chunks.ts). Figures are recorded in
// docs/performance.md.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { z } from 'zod';
import { routeChunksSchema } from '../src/domain/route-chunks.ts';
import { APP_SHARED } from './vite/shared-chunks.ts';

export const BUDGET_KB = 99.9;
export const CHUNKS_MAX = 20;
const CLIENT_DIR = 'dist/client';
const HOME_VIEW = 'views/pages/home-page.tsx';
const HOME_ROUTE = 'index';

const manifestSchema = z.record(
  z.string(),
  z.object({ file: z.string(), isEntry: z.boolean().optional(), imports: z.array(z.string()).optional() }),
);
type Manifest = z.infer<typeof manifestSchema>;

function staticClosure(manifest: Manifest, keys: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const next of manifest[key]?.imports ?? []) visit(next);
  };
  keys.forEach(visit);
  return seen;
}

const manifest = manifestSchema.parse(JSON.parse(readFileSync(join(CLIENT_DIR, '.vite/manifest.json'), 'utf8')));
const routeChunks = routeChunksSchema.parse(JSON.parse(readFileSync(join(CLIENT_DIR, 'route-chunks.json'), 'utf8')));
const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
if (!manifest[HOME_VIEW]) throw new Error(`${HOME_VIEW} is not a chunk of the build: is the home route lazy?`);
const home = routeChunks.routes[HOME_ROUTE];
if (!home?.includes(manifest[HOME_VIEW].file)) throw new Error(`route-chunks.json does not give the home route its page chunk`);
const files = new Set([...staticClosure(manifest, [...entries, HOME_VIEW])].map((key) => manifest[key]?.file ?? key));
for (const file of [...routeChunks.startup, ...home]) files.add(file);

let total = 0;
const rows = [...files].map((file) => {
  const size = gzipSync(readFileSync(join(CLIENT_DIR, file)), { level: 9 }).length;
  total += size;
  return { file, kb: (size / 1024).toFixed(1) };
});
rows.sort((a, b) => Number(b.kb) - Number(a.kb));
for (const row of rows) console.log(`  ${row.kb.padStart(6)} KB  ${row.file}`);
const totalKb = total / 1024;
console.log(`Home page JavaScript before interactive: ${totalKb.toFixed(1)} KB gzip (budget ${BUDGET_KB} KB)`);
const [busiest, busiestCount] = Object.entries(routeChunks.routes)
  .map(([route, chunks]): [string, number] => [route, new Set([...routeChunks.startup, ...chunks]).size])
  .reduce((most, next) => (next[1] > most[1] ? next : most));
console.log(`Most chunks a page preloads: ${busiestCount} (route "${busiest}"; at most ${CHUNKS_MAX})`);
if (totalKb > BUDGET_KB) {
  console.error(`Over budget by ${(totalKb - BUDGET_KB).toFixed(1)} KB: split routes or load heavy modules where used.`);
  process.exit(1);
}
// The home page loads the light pages' shared chunk, never the form pages' (scripts/vite/shared-chunks.ts).
const appShared = [...files].filter((file) => file.startsWith(`assets/${APP_SHARED}-`));
if (appShared.length > 0) {
  console.error(`The home page loads ${appShared.join(', ')}: the form pages' shared code (see scripts/vite/shared-chunks.ts).`);
  process.exit(1);
}
if (busiestCount > CHUNKS_MAX) {
  console.error(`Route "${busiest}" preloads ${busiestCount} chunks: see scripts/vite/shared-chunks.ts.`);
  process.exit(1);
}
