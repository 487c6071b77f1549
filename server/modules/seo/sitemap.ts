/**
 * sitemap.xml (sitemaps.org protocol 0.9): absolute URLs, optional lastmod (W3C datetime).
 * One file holds at most 50,000 URLs; past that a sitemap index would be needed
 * (docs/decisions/0005-content-model.md).
 */

export const SITEMAP_MAX_URLS = 50_000;

export interface SitemapEntry {
  /** Site-absolute path: /article/premier-message. */
  path: string;
  lastModified?: Date;
}

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
export const escapeXml = (value: string): string => value.replace(/[&<>"']/g, (char) => XML_ESCAPES[char] ?? char);

export function buildSitemap(siteUrl: string, entries: readonly SitemapEntry[]): string {
  const base = siteUrl.replace(/\/+$/, '');
  const urls = entries.slice(0, SITEMAP_MAX_URLS).map((entry) => {
    const lastmod = entry.lastModified ? `<lastmod>${entry.lastModified.toISOString()}</lastmod>` : '';
    return `  <url><loc>${escapeXml(base + entry.path)}</loc>${lastmod}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}
