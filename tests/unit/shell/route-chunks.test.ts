import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { pageMap } from '../../../src/app/page-map.ts';
import { readPageMap } from '../../../scripts/vite/route-chunks-plugin.ts';

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
