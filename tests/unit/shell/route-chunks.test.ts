import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { pageMap } from '../../../src/app/page-map.ts';
import { inEvaluationOrder, readPageMap } from '../../../scripts/vite/route-chunks-plugin.ts';

// The build reads the page map's source to know each route's chunks (the list the entry preloads, prefetch):
// that reading must name, for every route, the very module the page map loads.
describe('route chunks: the page map as the build reads it', () => {
  const read = readPageMap(readFileSync('src/app/page-map.ts', 'utf8'));

  it('names a page module for every route of the page map, and no other route', () => {
    expect(Object.keys(read).sort()).toEqual(Object.keys(pageMap).sort());
  });

  it('names the module each route really loads', async () => {
    for (const [name, path] of Object.entries(read)) {
      const loaded = await pageMap[name]!();
      const named: unknown = await import(`../../../${path}`);
      expect(loaded, name).toBe(named);
    }
  }, 60_000);

  it('refuses an entry it cannot read rather than guessing', () => {
    expect(() => readPageMap('export const pageMap: X = {\n  index: somethingElse(),\n};')).toThrow(/cannot read/);
  });
});

// The entry evaluates a page's listed chunks one per task in the order listed (src/app/startup-chunks.ts):
// a chunk listed before one it imports would evaluate that one in its own task, the split lost.
describe('route chunks: each listed after the chunks it imports', () => {
  const imports: Record<string, string[]> = {
    page: ['machines', 'shared'],
    machines: ['xstate', 'shared'],
    shared: ['runtime'],
    xstate: ['runtime'],
    runtime: [],
  };
  const importsOf = (file: string) => imports[file] ?? [];

  it('lists every chunk reached once, each after all it imports', () => {
    const ordered = inEvaluationOrder(['page'], importsOf);
    expect([...ordered].sort()).toEqual(Object.keys(imports).sort());
    for (const [file, needed] of Object.entries(imports))
      for (const other of needed) expect(ordered.indexOf(other), `${other} before ${file}`).toBeLessThan(ordered.indexOf(file));
  });

  it('keeps the order across several roots, a chunk shared by two listed once', () => {
    expect(inEvaluationOrder(['shared', 'page', 'xstate'], importsOf)).toEqual(['runtime', 'shared', 'xstate', 'machines', 'page']);
  });

  it('ends on an import cycle rather than looping', () => {
    expect(inEvaluationOrder(['a'], (file) => (file === 'a' ? ['b'] : ['a']))).toEqual(['b', 'a']);
  });
});
