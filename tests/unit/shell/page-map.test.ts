import { describe, expect, it } from 'vitest';
import { pageMap } from '../../../src/app/page-map.ts';
import { routeTable } from '../../../src/app/route-table.ts';

describe('the page map', () => {
  it('gives every route of the route table a page, and no page to a route that does not exist', () => {
    expect(Object.keys(pageMap).sort()).toEqual(routeTable.map((route) => route.name).sort());
  });

  it('loads a page that renders: each entry resolves to a module with a component as default export', async () => {
    // Two routes sharing one page module and one with its own: the lazy import really resolves.
    for (const name of ['index', 'about', 'terms-of-service']) {
      const page = await pageMap[name]!();
      expect(typeof page.default, name).toBe('function');
    }
  });
});
