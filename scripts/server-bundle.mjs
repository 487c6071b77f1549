// The server process as one JavaScript file: server/main.ts and the TypeScript it
// imports (server/, src/, machines/) bundled by esbuild into dist/runtime/server.js, with the
// pure-JavaScript packages (OUTSIDE lists those left to node_modules). `npm start` runs it instead
// of transpiling TypeScript at run time with tsx: half the start-up's module time and ~95 MB less
// resident memory (docs/performance.md). The e2e server runs it too (through scripts/start.mjs);
// the API tests run server/main.ts through tsx.
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { basename, dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const SERVER_BUNDLE = join(ROOT, 'dist/runtime/server.js');
/** The files the bundle was made from (relative to the root): it is stale once one is newer. */
const INPUTS = join(ROOT, 'dist/runtime/inputs.json');
/** Besides its inputs: the packages installed, and how the bundle is made. */
// node_modules/.package-lock.json: npm rewrites it at every install, so packages installed again
// (`npm ci`, the lock file untouched) make the bundle, which carries some of them, stale.
const ALWAYS = ['package-lock.json', 'node_modules/.package-lock.json', 'tsconfig.json', 'scripts/server-bundle.mjs'];

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
  return [...inputs, ...ALWAYS].every((path) => mtime(path) <= builtAt);
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
 * The packages Node loads from node_modules as they are; every other one is bundled. Loading a
 * package is mostly finding, reading and linking its files one by one — Fastify and its plugins,
 * Drizzle, jose: ~700 modules, ~0.3 s of a restart —, so the pure-JavaScript ones
 * travel in the bundle. Outside stay:
 * - those the server-rendering entry (dist/server/entry-server.js) also imports, so the process
 *   holds one copy: React, React Router, zod, XState, redaxios;
 * - those that read files next to their own code at run time: PGlite (its WebAssembly and data),
 *   pdfkit (font metrics), pino and its transports (worker threads started from their files);
 * - those loaded only when needed, whose import is the cost they defer: pg-boss (once listening),
 *   pg (PostgreSQL only), nodemailer (an SMTP server only);
 * - those that load a native binary for the platform: @node-rs/argon2 (password hashing).
 * React Email goes in the bundle as before: its one entry module loads every component it has
 * (Tailwind, Markdown, Prism: ~26 MB and seconds at start); esbuild keeps the few the mails use.
 */
const OUTSIDE = new Set([
  'react',
  'react-dom',
  'scheduler',
  'react-router',
  'react-router-dom',
  'zod',
  'xstate',
  'redaxios',
  '@electric-sql/pglite',
  'pdfkit',
  'pino',
  'pino-pretty',
  'thread-stream',
  'sonic-boom',
  'pg-boss',
  'pg',
  'nodemailer',
  '@node-rs/argon2',
]);

/** `@scope/name/sub` → `@scope/name`, `name/sub` → `name`. */
const packageOf = (specifier) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

function packagesOutside() {
  return {
    name: 'packages-outside',
    setup(build) {
      build.onResolve({ filter: /^[^./]/ }, ({ path }) =>
        path.startsWith('node:') || OUTSIDE.has(packageOf(path)) ? { path, external: true } : undefined,
      );
    },
  };
}

/**
 * Even left out of the bundle, the components the mails never use (Tailwind, Markdown, code blocks,
 * the renderer: they are rendered with react-dom/server) are parsed at each bundling, ~1.4 MB; the
 * entry is read without them (~0.3 s less CPU per bundling). A mail that starts using one
 * fails the build.
 */
const REACT_EMAIL_LEFT_OUT = /^export \* from "@react-email\/(code-block|markdown|tailwind|render)"$/;

function reactEmailWithoutUnusedParts() {
  return {
    name: 'react-email-without-unused-parts',
    setup(build) {
      build.onLoad({ filter: /@react-email[\\/]components[\\/]dist[\\/]index\.mjs$/ }, async ({ path }) => {
        const lines = (await readFile(path, 'utf8')).split('\n');
        return { contents: lines.filter((line) => !REACT_EMAIL_LEFT_OUT.test(line.trim())).join('\n'), loader: 'js' };
      });
    },
  };
}

/**
 * Warns when a file of the bundle holds a non-ASCII character (a regular expression esbuild copies
 * as written, such as a typographic apostrophe): V8 would then hold that file's whole source two
 * bytes a character. Write it as an escape (`\u2019`).
 */
function asciiOnly(outputFiles) {
  for (const file of outputFiles) {
    if (!file.path.endsWith('.js')) continue;
    const at = file.contents.findIndex((byte) => byte > 0x7f);
    if (at === -1) continue;
    const around = Buffer.from(file.contents.subarray(Math.max(0, at - 40), at + 40)).toString('utf8');
    console.warn(`${relative(ROOT, file.path)}: a non-ASCII character, the source is held two bytes a character: …${around}…`);
  }
}

/** Bundles the server; written next to its final name, then renamed (a starting server never reads half a file). */
export async function buildServerBundle() {
  const { build } = await import('esbuild');
  const outdir = dirname(SERVER_BUNDLE);
  // A source saved while esbuild reads must still count as newer than the bundle.
  const startedAt = new Date();
  const result = await build({
    absWorkingDir: ROOT,
    entryPoints: { server: 'server/main.ts' },
    outdir,
    bundle: true,
    // What the server imports only when needed gets a file of its own, with the packages it alone
    // imports: the PostgreSQL driver (drizzle-orm/node-postgres, pg) is not loaded on PGlite.
    splitting: true,
    chunkNames: '[name]-[hash]',
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: 'linked',
    // V8 keeps a module's source in memory: 3 MB of text with comments and indentation, and, as
    // some packages' comments hold a non-ASCII character, held two bytes a character (5.8 MB of
    // heap). Without them, 2 MB held one byte each (esbuild writes strings with ASCII escapes, not
    // regular expressions: asciiOnly below; the licences go to server.js.LEGAL.txt). Identifiers
    // are not renamed: a stack trace names the functions declared (an unused name of a function
    // or class expression is dropped), at a column of one of few long lines;
    // dist/runtime/server.js.map maps it back (not loaded by `npm start`: its 5 MB would be held too).
    minifyWhitespace: true,
    minifySyntax: true,
    legalComments: 'external',
    metafile: true,
    write: false,
    logLevel: 'warning',
    // The bundled CommonJS packages call require() (Node's own modules, pino): an ES module has none.
    banner: {
      js: "import { createRequire as createRequireForBundle } from 'node:module';\nconst require = createRequireForBundle(import.meta.url);",
    },
    plugins: [packagesOutside(), reactEmailWithoutUnusedParts(), keepImportMetaUrl(outdir)],
  });
  asciiOnly(result.outputFiles);
  mkdirSync(outdir, { recursive: true });
  rmSync(INPUTS, { force: true });
  // The chunks first, the entry last: a server starting meanwhile finds every chunk its entry names.
  const isEntry = (path) => path === SERVER_BUNDLE || path === `${SERVER_BUNDLE}.map`;
  const files = [...result.outputFiles].sort((a, b) => Number(isEntry(a.path)) - Number(isEntry(b.path)));
  for (const file of files) {
    const temporary = `${file.path}.${process.pid}.tmp`;
    writeFileSync(temporary, file.contents);
    utimesSync(temporary, startedAt, startedAt);
    renameSync(temporary, file.path);
  }
  // Earlier builds' chunks (hashed names) are named by no entry of this one; a server started from
  // an earlier entry may still import one, so only those older than a day go.
  const written = new Set(files.map((file) => basename(file.path)));
  const dayAgo = Date.now() - 86_400_000;
  for (const name of readdirSync(outdir)) {
    const path = join(outdir, name);
    if (/\.js(\.map|\.LEGAL\.txt)?$/.test(name) && !written.has(name) && statSync(path).mtimeMs < dayAgo) rmSync(path, { force: true });
  }
  // Written last: a bundle without its list counts as stale.
  // Our sources only: a package changes with package-lock.json (ALWAYS), and a start checks each input.
  const sources = Object.keys(result.metafile.inputs).filter((path) => !path.startsWith('node_modules/'));
  writeFileSync(`${INPUTS}.${process.pid}.tmp`, JSON.stringify(sources));
  renameSync(`${INPUTS}.${process.pid}.tmp`, INPUTS);
}
