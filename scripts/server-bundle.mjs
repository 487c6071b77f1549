// The server process as one JavaScript file (issue 13): server/main.ts, the TypeScript it imports
// (server/, src/, machines/) and most of the packages they use, bundled by esbuild into
// dist/runtime/server.js (EXTERNAL: the packages left to node_modules). `npm start` runs it
// instead of transpiling TypeScript at run time with tsx: half the start-up's module time and
// ~95 MB less resident memory (docs/performance.md).
// Tests and the e2e server still run server/main.ts through tsx.
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const SERVER_BUNDLE = join(ROOT, 'dist/runtime/server.js');
/** The project's files the bundle was made from (relative to the root): it is stale once one is newer. */
const INPUTS = join(ROOT, 'dist/runtime/inputs.json');
/** Besides its inputs: the packages installed, and how the bundle is made. */
const ALWAYS = ['package-lock.json', 'tsconfig.json', 'scripts/server-bundle.mjs'];
/**
 * The packages bundled in are not listed one file at a time (~900 files to stat at each start):
 * npm rewrites this file whenever it changes node_modules. Missing (another package manager), it
 * does not count.
 */
const INSTALLED = 'node_modules/.package-lock.json';

function mtime(path) {
  try {
    return statSync(join(ROOT, path)).mtimeMs;
  } catch {
    return Number.POSITIVE_INFINITY;
  }
}

/** True when dist/runtime/server.js exists and none of its sources changed since it was made. */
export function serverBundleIsCurrent() {
  if (!existsSync(SERVER_BUNDLE) || !existsSync(INPUTS)) return false;
  let inputs;
  try {
    inputs = JSON.parse(readFileSync(INPUTS, 'utf8'));
  } catch {
    return false;
  }
  if (!Array.isArray(inputs)) return false;
  const builtAt = statSync(SERVER_BUNDLE).mtimeMs;
  const installedAt = existsSync(join(ROOT, INSTALLED)) ? mtime(INSTALLED) : 0;
  return installedAt <= builtAt && [...inputs, ...ALWAYS].every((path) => mtime(path) <= builtAt);
}

/**
 * `import.meta.url` of each module stays its own source file's URL (found from the bundle's), so
 * what the server finds next to its code (migrations, the project root, docs/flows) is where it was.
 */
function keepImportMetaUrl(outdir) {
  return {
    name: 'keep-import-meta-url',
    setup(build) {
      build.onLoad({ filter: /\.tsx?$/ }, async ({ path }) => {
        let contents = await readFile(path, 'utf8');
        if (contents.includes('import.meta.url')) {
          const fromBundle = relative(outdir, path).split('\\').join('/');
          contents = contents.replaceAll('import.meta.url', `new URL(${JSON.stringify(fromBundle)}, import.meta.url).href`);
        }
        return { contents, loader: path.endsWith('.tsx') ? 'tsx' : 'ts' };
      });
    },
  };
}

/**
 * React Email's one entry module re-exports every component, Tailwind, Markdown, code blocks and
 * its renderer among them (Tailwind, Prettier, Prism, Marked: ~2.4 MB that esbuild would parse at
 * each bundling, then leave out). The mails use none of those four (they are rendered with
 * react-dom/server): the entry is read without them. A mail that starts using one fails the build.
 */
const REACT_EMAIL_LEFT_OUT = /^export \* from "@react-email\/(code-block|markdown|tailwind|render)"$/;

function reactEmailWithoutHeavyParts() {
  return {
    name: 'react-email-without-heavy-parts',
    setup(build) {
      build.onLoad({ filter: /@react-email[\\/]components[\\/]dist[\\/]index\.mjs$/ }, async ({ path }) => {
        const lines = (await readFile(path, 'utf8')).split('\n');
        return { contents: lines.filter((line) => !REACT_EMAIL_LEFT_OUT.test(line.trim())).join('\n'), loader: 'js' };
      });
    },
  };
}

/**
 * Packages Node loads from node_modules as they are (every other one is bundled in: Node then
 * compiles one file instead of finding, reading and compiling ~900 of them at each start, issue
 * 13). Kept out: what the page-rendering bundle (dist/server/entry-server.js) imports too, so that
 * both share one copy (one React, one zod: a schema or an error made by one is the other's);
 * packages that find files next to their own module (PGlite's WebAssembly, pdfkit's data, pino's
 * worker files); what is only loaded later (pg-boss once listening, pdfkit at the first receipt:
 * bundled, they would still be parsed at start); optional native modules. `pg` is bundled: kept
 * out, its import would be hoisted and loaded at every start, PGlite's included.
 */
const EXTERNAL = [
  ...[
    'react',
    'react-dom',
    'react-router',
    'react-router-dom',
    'redaxios',
    'xstate',
    'zod',
    '@electric-sql/pglite',
    'pdfkit',
    'pino',
    'thread-stream',
    'pg-native',
    'pg-boss',
  ].flatMap((name) => [name, `${name}/*`]),
  '@xstate/*',
];

/** Bundles the server; written next to its final name, then renamed (a starting server never reads half a file). */
export async function buildServerBundle() {
  const { build } = await import('esbuild');
  const outdir = dirname(SERVER_BUNDLE);
  // A source saved while esbuild reads must still count as newer than the bundle.
  const startedAt = new Date();
  const result = await build({
    absWorkingDir: ROOT,
    entryPoints: ['server/main.ts'],
    outfile: SERVER_BUNDLE,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: 'linked',
    metafile: true,
    write: false,
    logLevel: 'warning',
    // The CommonJS packages bundled in require Node's own modules and the packages kept out.
    banner: {
      js: "import { createRequire as __bundleCreateRequire } from 'node:module'; const require = __bundleCreateRequire(import.meta.url);",
    },
    external: EXTERNAL,
    plugins: [keepImportMetaUrl(outdir), reactEmailWithoutHeavyParts()],
  });
  mkdirSync(outdir, { recursive: true });
  rmSync(INPUTS, { force: true });
  for (const file of result.outputFiles) {
    const temporary = `${file.path}.${process.pid}.tmp`;
    writeFileSync(temporary, file.contents);
    utimesSync(temporary, startedAt, startedAt);
    renameSync(temporary, file.path);
  }
  // Written last: a bundle without its list counts as stale.
  const ownInputs = Object.keys(result.metafile.inputs).filter((path) => !path.split('/').includes('node_modules'));
  writeFileSync(`${INPUTS}.${process.pid}.tmp`, JSON.stringify(ownInputs));
  renameSync(`${INPUTS}.${process.pid}.tmp`, INPUTS);
}
