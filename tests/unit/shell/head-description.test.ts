import { describe, expect, it } from 'vitest';
import { renderHead } from '../../../src/app/head.ts';
import { routeTable } from '../../../src/app/route-table.ts';
import { head as headTexts } from '../../../src/i18n/fr/head.ts';
import { testPublicConfig } from '../../support/public-config.ts';

// Lighthouse's SEO audit wants a meta description on every page, /contact included.
describe('meta description of every page', () => {
  it('is written for every route of the table, from the route, its name or the site', () => {
    for (const route of routeTable) {
      const head = renderHead({
        config: testPublicConfig,
        route,
        status: 200,
        url: new URL(`http://x${route.path.replace(/:\w+/g, 'x')}`),
      });
      expect(head, route.name).toMatch(/<meta name="description" content="[^"]{20,}">/);
    }
  });

  it('names /contact by what it is, not by the site’s default', () => {
    const contact = routeTable.find((route) => route.name === 'contact');
    const head = renderHead({ config: testPublicConfig, route: contact, status: 200, url: new URL('http://x/contact') });
    expect(head).toContain('Écrivez à notre support');
    expect(headTexts.defaultDescription).not.toBe(headTexts.descriptions['contact']);
  });

  it('stays off error answers', () => {
    expect(renderHead({ config: testPublicConfig, route: undefined, status: 404, url: new URL('http://x/nope') })).not.toContain(
      'name="description"',
    );
  });
});
