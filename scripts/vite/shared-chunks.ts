/**
 * Where the code that several lazily loaded modules share goes: two chunks instead of
 * one small chunk per combination of importers. Left to itself, the bundler cuts a chunk for every
 * distinct set of importers, and a form page preloaded 26–37 chunks, most under 1 KB gzip; on
 * HTTP/1.1 a phone fetches them six at a time, a round trip each.
 *
 * - `light-shared`: what the light pages (home, content, error pages) use besides their own page
 *   code, so that they never load the code of the interactive pages.
 * - `app-shared`: what at least `minImporters` lazily loaded modules (pages, their loaders, the live
 *   actors) use: XState, zod and the schemas, the form components, the API errors. A page with a
 *   form needs nearly all of it; a page that needs less loads and runs a few kilobytes more, in one
 *   request instead of ten.
 * - anything else (code of one page, or of a few): the bundler's own split.
 *
 * Two groups, light first: a group takes its modules' imports with it, and `app-shared` must find
 * what the light pages use already taken. A module the entry imports statically stays out of both
 * (the entry would then run a whole shared chunk before its own first line).
 */

/** What the bundler tells of a module (Rolldown's `ChunkingContext.getModuleInfo`). */
export interface ModuleGraph {
  getModuleInfo(id: string): { importers: readonly string[]; dynamicImporters: readonly string[]; isEntry: boolean } | null;
}

export interface SharedChunksOptions {
  /** The pages that must stay light (matched against module ids). */
  lightPages: RegExp;
  /** How many lazily loaded modules must share a module for it to join `app-shared`. */
  minImporters: number;
}

export const LIGHT_SHARED = 'light-shared';
export const APP_SHARED = 'app-shared';

/** The shared chunk a module belongs to, or null to leave it to the bundler. */
export function sharedChunkOf(id: string, graph: ModuleGraph, options: SharedChunksOptions): string | null {
  const info = graph.getModuleInfo(id);
  if (!info || info.isEntry || info.dynamicImporters.length > 0) return null;
  const reached = importersReaching(id, graph);
  if (reached.byEntry) return null;
  if (reached.lazy.some((module) => options.lightPages.test(module))) return LIGHT_SHARED;
  return reached.lazy.length >= options.minImporters ? APP_SHARED : null;
}

/**
 * The two groups for Rolldown's `output.codeSplitting.groups`, at `priority + 1` and `priority`:
 * groups declared with a higher priority (React, the shell) keep their modules.
 */
export function sharedChunkGroups(options: SharedChunksOptions, priority: number) {
  const only = (chunk: string) => (id: string, graph: ModuleGraph) => (sharedChunkOf(id, graph, options) === chunk ? chunk : null);
  return [
    { name: only(LIGHT_SHARED), debugName: LIGHT_SHARED, priority: priority + 1 },
    { name: only(APP_SHARED), debugName: APP_SHARED, priority },
  ];
}

/**
 * The lazily loaded modules whose static imports lead to `id`, and whether the entry's do: a walk
 * up its importers, through lazily loaded modules too (their own importers reach it as well).
 */
function importersReaching(id: string, graph: ModuleGraph): { lazy: string[]; byEntry: boolean } {
  const seen = new Set([id]);
  const queue = [id];
  const lazy: string[] = [];
  let byEntry = false;
  for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
    for (const importer of graph.getModuleInfo(next)?.importers ?? []) {
      if (seen.has(importer)) continue;
      seen.add(importer);
      queue.push(importer);
      const info = graph.getModuleInfo(importer);
      if (info?.isEntry) byEntry = true;
      if ((info?.dynamicImporters.length ?? 0) > 0) lazy.push(importer);
    }
  }
  return { lazy, byEntry };
}
