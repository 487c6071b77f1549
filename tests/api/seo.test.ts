import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeTable } from '../../src/app/route-table.ts';
import { demoContent } from '../../server/db/seed/content/index.ts';
import { articlePath, LISTED_PATHS, PAGE_PATHS } from '../../server/modules/seo/routes.ts';
import { buildSitemap } from '../../server/modules/seo/sitemap.ts';
import { createTestApp, type TestApp } from '../support/server/test-app.ts';
import { createWebBuildFixture } from '../support/server/web-build-fixture.ts';

const SITE = 'http://localhost:3000';

function locations(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1] ?? '');
}

describe('robots.txt and sitemap.xml', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  it('serves robots.txt: crawl the public site, not the API or private areas, and read the sitemap', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/robots.txt' });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
    const lines = response.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    expect(lines).toContain('Allow: /');
    for (const path of ['/api/', '/account', '/coaching', '/contact/tickets', '/dev/']) expect(lines).toContain(`Disallow: ${path}`);
    expect(lines).toContain(`Sitemap: ${SITE}/sitemap.xml`);
    // Nothing public is disallowed.
    for (const path of ['/articles', '/article/', '/about', '/terms-of-service']) expect(lines).not.toContain(`Disallow: ${path}`);
  });

  it('lists the home page, the article list, the editorial pages and every article, with absolute URLs', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/sitemap.xml' });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    expect(response.body).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    const listed = locations(response.body);
    expect(listed).toEqual([
      `${SITE}/`,
      `${SITE}/articles`,
      `${SITE}/about`,
      `${SITE}/terms-of-service`,
      ...[...demoContent.articles]
        .sort((a, b) => b.date.localeCompare(a.date) || a.uid.localeCompare(b.uid))
        .map((article) => `${SITE}/article/${article.uid}`),
    ]);
    // Every URL says when it last changed (W3C datetime).
    expect(response.body.match(/<lastmod>\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z<\/lastmod>/g)).toHaveLength(listed.length);
  });

  it('lists paths the route table really serves, to anyone', () => {
    const publicPaths = routeTable.filter((route) => !route.meta.secured && !route.meta.noindex).map((route) => route.path);
    for (const path of [...LISTED_PATHS, ...Object.values(PAGE_PATHS)]) expect(publicPaths).toContain(path);
    expect(publicPaths).toContain('/article/:uid');
    expect(articlePath('premier-message')).toBe('/article/premier-message');
  });

  it('escapes what XML would misread', () => {
    const xml = buildSitemap('https://exemple.fr/', [{ path: "/article/l'été&<co>" }]);
    expect(locations(xml)).toEqual(['https://exemple.fr/article/l&apos;été&amp;&lt;co&gt;']);
  });
});

describe('sitemap.xml without content, and next to a client build', () => {
  it('lists only the fixed pages when no content is stored', async () => {
    const testApp = await createTestApp({ env: { SEED_DEMO: 'false' } });
    try {
      const response = await testApp.app.inject({ method: 'GET', url: '/sitemap.xml' });
      expect(locations(response.body)).toEqual([`${SITE}/`, `${SITE}/articles`]);
    } finally {
      await testApp.close();
    }
  });

  it('is answered before the server-rendered pages; a robots.txt left in a build wins, with a warning', async () => {
    const build = createWebBuildFixture();
    const testApp = await createTestApp({ seed: false, web: build });
    try {
      const sitemap = await testApp.app.inject({ method: 'GET', url: '/sitemap.xml' });
      expect(sitemap.headers['content-type']).toBe('application/xml; charset=utf-8');
      const robots = await testApp.app.inject({ method: 'GET', url: '/robots.txt' });
      expect(robots.body).toBe('User-agent: *\n');
      expect(testApp.logs().some((line) => line.level === 40 && String(line.msg).includes('static robots.txt'))).toBe(true);
    } finally {
      await testApp.close();
      build.remove();
    }
  });
});
