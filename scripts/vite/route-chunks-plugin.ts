import { readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import type { Plugin } from 'vite';
import type { RouteChunks } from '../../src/domain/route-chunks.ts';

/**
 * What loads where, from the client build (`route-chunks.json`; paths from the site's root, each
 * after the chunks it imports): `startup`, what the entry imports after the first paint; `member`,
 * what a signed-in visitor's start-up adds (the live actors, the API client, the session refresh);
 * `routes`, each route's page chunk and what it imports. The server lists a page's in the page
 * (decision 0026), the browser's prefetch downloads a linked route's (src/app/preload.ts).
 */

const PAGE_MAP = 'src/app/page-map.ts';

/**
 * Route name → page module (project-relative), read from the page map's source: its entries are
 * `name: () => import('…')` or `name: alias` with `const alias: PageModule = () => import('…')`.
 * tests/unit/shell/route-chunks.test.ts checks this reading against the page map's own modules.
 */
export function readPageMap(source: string, pageMapPath: string = PAGE_MAP): Record<string, string> {
  const resolve = (specifier: string): string => join(dirname(pageMapPath), specifier).split('\\').join('/');
  const aliases = new Map(
    Array.from(source.matchAll(/const (\w+): PageModule = \(\) => import\('([^']+)'\);/g), ([, alias = '', specifier = '']) => [
      alias,
      resolve(specifier),
    ]),
  );
  const body = /export const pageMap[^=]*= \{([\s\S]*?)\n\};/.exec(source)?.[1] ?? '';
  const entries = body.split('\n').filter((line) => line.trim() !== '');
  if (entries.length === 0) throw new Error(`${pageMapPath}: no page map found`);
  return Object.fromEntries(
    entries.map((line) => {
      const [, name, specifier, alias] = /^\s*'?([\w-]+)'?: (?:\(\) => import\('([^']+)'\)|(\w+)),$/.exec(line) ?? [];
      const page = specifier !== undefined ? resolve(specifier) : aliases.get(alias ?? '');
      if (name === undefined || page === undefined) throw new Error(`${pageMapPath}: cannot read the page map entry "${line.trim()}"`);
      return [name, page];
    }),
  );
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
  return {
    name: 'galant-route-chunks',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const { root } = this.environment.config;
      /** A module's id as the page map and the options name it: project-relative, with forward slashes. */
      const projectPath = (id: string): string => relative(root, id).split('\\').join('/');
      const closure = (files: readonly string[]): string[] => inEvaluationOrder(files, (file) => byFile.get(file)?.imports ?? []);
      const entry = chunks.find((chunk) => chunk.isEntry);
      if (!entry) throw new Error('route chunks: the build has no entry chunk');
      const pageChunk = new Map(
        chunks.flatMap((chunk) =>
          chunk.isDynamicEntry && chunk.facadeModuleId ? [[projectPath(chunk.facadeModuleId), chunk.fileName]] : [],
        ),
      );
      const pages = Object.entries(readPageMap(readFileSync(join(root, PAGE_MAP), 'utf8')));
      const routes = Object.fromEntries(
        pages.map(([name, page]) => {
          const file = pageChunk.get(page);
          if (file === undefined) throw new Error(`route chunks: the page of route "${name}" (${page}) is not a chunk of the build`);
          return [name, closure([file])];
        }),
      );
      const later = new Set(options.later ?? []);
      const inEntry = new Set(closure([entry.fileName]));
      const startup = closure(
        entry.dynamicImports.filter((file) => !later.has(projectPath(byFile.get(file)?.facadeModuleId ?? ''))),
      ).filter((file) => !inEntry.has(file));
      // By the chunk holding each module: shared chunks (scripts/vite/shared-chunks.ts) have no facade.
      const memberRoots = (options.member ?? []).map((module) => {
        const chunk = chunks.find((candidate) => candidate.moduleIds.some((id) => projectPath(id) === module));
        if (!chunk) throw new Error(`route chunks: the member module ${module} is in no chunk of the build`);
        return chunk.fileName;
      });
      const value: RouteChunks = { startup, member: closure(memberRoots).filter((file) => !inEntry.has(file)), routes };
      this.emitFile({ type: 'asset', fileName: 'route-chunks.json', source: `${JSON.stringify(value)}\n` });
    },
  };
}
