import { readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import type { Plugin } from 'vite';
import type { RouteChunks } from '../../src/domain/route-chunks.ts';

/** The asset this plugin writes into the client build, read by the server and by the browser's prefetch. */
export const ROUTE_CHUNKS_FILE = 'route-chunks.json';

/**
 * What loads where, from the client build:
 * - `startup`: the chunks the entry imports after the first paint (src/app/entry-client.tsx) — the
 *   server lists them in the page and the entry preloads them once it is painted, then evaluates
 *   them one per task before hydrating (decision 0026 and its amendment);
 * - `member`: what a signed-in visitor's start-up imports besides (the live actors, the API client,
 *   the session refresh): listed in a member's pages only;
 * - `routes`: for each route name, its page chunk and the chunks that one imports — the server
 *   lists the page's own with them, and the browser's prefetch downloads a linked route's code into the
 *   HTTP cache without evaluating it (a low-priority `fetch`, src/app/preload.ts), instead of importing it.
 * Paths are relative to the site's root ("assets/….js"); each list names a chunk after those it imports.
 */
export type { RouteChunks } from '../../src/domain/route-chunks.ts';

interface ChunkLike {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  isDynamicEntry: boolean;
  facadeModuleId: string | null;
  imports: string[];
  dynamicImports: string[];
  moduleIds: string[];
}

const PAGE_MAP = 'src/app/page-map.ts';

/**
 * Route name → page module (project-relative), read from the page map's source: its entries are
 * `name: () => import('…')` or `name: alias` with `const alias: PageModule = () => import('…')`.
 * tests/unit/shell/route-chunks.test.ts checks this reading against the page map's own modules.
 */
export function readPageMap(source: string, pageMapPath: string = PAGE_MAP): Record<string, string> {
  const base = dirname(pageMapPath);
  const resolve = (specifier: string): string => join(base, specifier).split('\\').join('/');
  const aliases = new Map<string, string>();
  for (const match of source.matchAll(/const (\w+): PageModule = \(\) => import\('([^']+)'\);/g)) {
    aliases.set(match[1] as string, resolve(match[2] as string));
  }
  const body = /export const pageMap[^=]*= \{([\s\S]*?)\n\};/.exec(source)?.[1];
  if (body === undefined) throw new Error(`${pageMapPath}: no pageMap object found`);
  const pages: Record<string, string> = {};
  for (const line of body.split('\n')) {
    const entry = line.trim();
    if (entry === '') continue;
    const match = /^'?([\w-]+)'?: (?:\(\) => import\('([^']+)'\)|(\w+)),$/.exec(entry);
    if (!match) throw new Error(`${pageMapPath}: cannot read the page map entry "${entry}"`);
    const [, name, specifier, alias] = match as unknown as [string, string, string | undefined, string | undefined];
    const page = specifier !== undefined ? resolve(specifier) : aliases.get(alias ?? '');
    if (page === undefined) throw new Error(`${pageMapPath}: "${name}" names an unknown page module`);
    pages[name] = page;
  }
  if (Object.keys(pages).length === 0) throw new Error(`${pageMapPath}: the page map is empty`);
  return pages;
}

/**
 * `files` and every chunk they import, directly or not, each once and after the chunks it imports:
 * the order the browser evaluates them in, so the entry can evaluate a page's list one chunk per
 * task (src/app/startup-chunks.ts `evaluateStartupChunks`).
 */
export function inEvaluationOrder(files: readonly string[], importsOf: (file: string) => readonly string[]): string[] {
  const seen = new Set<string>();
  const ordered: string[] = [];
  const visit = (file: string): void => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const next of importsOf(file)) visit(next);
    ordered.push(file);
  };
  files.forEach(visit);
  return ordered;
}

export interface RouteChunksOptions {
  /**
   * Modules the entry imports dynamically once the page runs (consent, prefetch, the error screen):
   * neither listed for the entry to preload nor counted as start-up, unless start-up needs them anyway.
   * Any other module the entry imports is start-up: evaluated before the page hydrates.
   */
  later?: readonly string[];
  /** Modules a signed-in visitor's start-up imports as well (the live actors, the API client and the session refresh, at once for a member). */
  member?: readonly string[];
}

export function routeChunksPlugin(options: RouteChunksOptions = {}): Plugin {
  let root = process.cwd();
  return {
    name: 'galant-route-chunks',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((item): item is typeof item & ChunkLike => item.type === 'chunk') as ChunkLike[];
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      /** A module's id as the page map and the options name it: project-relative, with forward slashes. */
      const projectPath = (id: string): string => relative(root, id).split('\\').join('/');
      const closure = (files: readonly string[]): string[] => inEvaluationOrder(files, (file) => byFile.get(file)?.imports ?? []);
      const entry = chunks.find((chunk) => chunk.isEntry);
      if (!entry) throw new Error('route chunks: the build has no entry chunk');
      const pageChunk = new Map<string, string>();
      for (const chunk of chunks) {
        if (chunk.isDynamicEntry && chunk.facadeModuleId) pageChunk.set(projectPath(chunk.facadeModuleId), chunk.fileName);
      }
      const routes: Record<string, string[]> = {};
      for (const [name, page] of Object.entries(readPageMap(readFileSync(join(root, PAGE_MAP), 'utf8')))) {
        const file = pageChunk.get(page);
        if (file === undefined) throw new Error(`route chunks: the page of route "${name}" (${page}) is not a chunk of the build`);
        routes[name] = closure([file]);
      }
      const later = new Set(options.later ?? []);
      const isLater = (file: string): boolean => {
        const facade = byFile.get(file)?.facadeModuleId;
        return facade !== null && facade !== undefined && later.has(projectPath(facade));
      };
      const inEntry = new Set(closure([entry.fileName]));
      const startup = closure(entry.dynamicImports.filter((file) => !isLater(file))).filter((file) => !inEntry.has(file));
      // By the chunk holding each module: shared chunks (scripts/vite/shared-chunks.ts) have no facade.
      const memberRoots = (options.member ?? []).map((module) => {
        const chunk = chunks.find((candidate) => candidate.moduleIds.some((id) => projectPath(id) === module));
        if (!chunk) throw new Error(`route chunks: the member module ${module} is in no chunk of the build`);
        return chunk.fileName;
      });
      const member = closure(memberRoots).filter((file) => !inEntry.has(file));
      const value: RouteChunks = { startup, member, routes };
      this.emitFile({ type: 'asset', fileName: ROUTE_CHUNKS_FILE, source: `${JSON.stringify(value)}\n` });
    },
  };
}
