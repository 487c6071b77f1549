// The server process as one JavaScript file (issue 13): server/main.ts and the TypeScript it
// imports (server/, src/, machines/) bundled by esbuild into dist/runtime/server.js, every package
// left to node_modules. `npm start` runs it instead of transpiling TypeScript at run time with tsx:
// half the start-up's module time and ~95 MB less resident memory (docs/performance.md).
// Tests and the e2e server still run server/main.ts through tsx.
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const SERVER_BUNDLE = join(ROOT, 'dist/runtime/server.js');
/** The files the bundle was made from (relative to the root): it is stale once one is newer. */
const INPUTS = join(ROOT, 'dist/runtime/inputs.json');
/** Besides its inputs: the packages installed, and how the bundle is made. */
const ALWAYS = ['package-lock.json', 'tsconfig.json', 'scripts/server-bundle.mjs'];

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
 * Packages stay in node_modules (Node loads them as they are), but React Email's: its one entry
 * module loads every component it has (Tailwind, Markdown, Prism: ~26 MB and seconds at start); in
 * the bundle, esbuild keeps only the few components the mail layout uses.
 */
function packagesOutside() {
  return {
    name: 'packages-outside',
    setup(build) {
      build.onResolve({ filter: /^[^./]/ }, ({ path }) => (path.startsWith('@react-email/') ? undefined : { path, external: true }));
    },
  };
}

/**
 * Even left out of the bundle, the components the mails never use (Tailwind, Markdown, code blocks,
 * the renderer: they are rendered with react-dom/server) are parsed at each bundling, ~1.4 MB; the
 * entry is read without them (~0.3 s less CPU per bundling, issue 13). A mail that starts using one
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
    plugins: [packagesOutside(), reactEmailWithoutUnusedParts(), keepImportMetaUrl(outdir)],
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
  writeFileSync(`${INPUTS}.${process.pid}.tmp`, JSON.stringify(Object.keys(result.metafile.inputs)));
  renameSync(`${INPUTS}.${process.pid}.tmp`, INPUTS);
}
