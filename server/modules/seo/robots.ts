/**
 * robots.txt: everything public may be crawled; the API, private areas and pages reached through
 * a personal token may not (they are noindex too). Points crawlers at the sitemap.
 */
export const DISALLOWED_PATHS = ['/api/', '/account', '/coaching', '/contact/tickets', '/callback/', '/dev/'] as const;

export function buildRobots(siteUrl: string): string {
  const base = siteUrl.replace(/\/+$/, '');
  return ['User-agent: *', 'Allow: /', ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`), '', `Sitemap: ${base}/sitemap.xml`, ''].join(
    '\n',
  );
}
