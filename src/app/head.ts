import type { PublicConfig } from '../domain/public-config.ts';
import { head as headTexts } from '../i18n/fr/head.ts';
import { t } from '../i18n/index.ts';
import { pageTitle } from './breadcrumbs.ts';
import { articleSeo } from './content/article-seo.ts';
import type { RouteDefinition } from './route-table.ts';

export interface HeadInput {
  config: PublicConfig;
  /** The matched route, if any. */
  route: RouteDefinition | undefined;
  /** HTTP status of the answer: error statuses get the error-page title and noindex. */
  status: number;
  url: URL;
  /** The route's loaded data, for routes whose head depends on it (an article's title). */
  data?: unknown;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
}

/** The server-written <head> tags: title, description, robots and Open Graph. */
export function renderHead({ config, route, status, url, data }: HeadInput): string {
  const isError = status >= 400;
  const fromData = !isError && route?.head && data !== undefined ? route.head(data) : {};
  const pageUrl = absolute(config.siteUrl, url.pathname);
  // An article's SEO fields and JSON-LD (docs/product.md#publishing): written here, server-side, out of the entry.
  const seo =
    !isError && route?.name === 'article'
      ? articleSeo(data, config.siteName, pageUrl, (path) => absolute(config.siteUrl, path))
      : undefined;
  const label = isError
    ? t(status === 404 ? 'app.titles.page404' : 'app.titles.page5xx')
    : (seo?.title ?? fromData.title ?? (route && t(route.meta.title)));
  const title = pageTitle(config.siteName, label);
  // Every page has a description (SEO): the data's, the route's, else one by route name or the site's.
  const description = isError
    ? undefined
    : (seo?.description ??
      fromData.description ??
      (route?.meta.description ? t(route.meta.description) : (headTexts.descriptions[route?.name ?? ''] ?? headTexts.defaultDescription)));
  const tags = [`<title>${escapeHtml(title)}</title>`];
  if (description) tags.push(`<meta name="description" content="${escapeHtml(description)}">`);
  if (isError || route?.meta.noindex) tags.push('<meta name="robots" content="noindex">');
  tags.push(
    `<meta property="og:title" content="${escapeHtml(title)}">`,
    `<meta property="og:site_name" content="${escapeHtml(config.siteName)}">`,
    '<meta property="og:locale" content="fr_FR">',
    `<meta property="og:type" content="${fromData.type ?? 'website'}">`,
    `<meta property="og:url" content="${escapeHtml(seo?.canonicalUrl ?? pageUrl)}">`,
  );
  if (!isError) tags.push(`<link rel="canonical" href="${escapeHtml(seo?.canonicalUrl ?? pageUrl)}">`);
  if (description) tags.push(`<meta property="og:description" content="${escapeHtml(description)}">`);
  const image = seo?.image ?? fromData.image;
  if (image) tags.push(`<meta property="og:image" content="${escapeHtml(absolute(config.siteUrl, image))}">`);
  // The feed of the latest articles (decision 0054), for readers and browsers that look for one.
  if (!isError) {
    tags.push(
      `<link rel="alternate" type="application/rss+xml" title="${escapeHtml(config.siteName)}" href="${escapeHtml(absolute(config.siteUrl, '/rss.xml'))}">`,
    );
  }
  if (seo) tags.push(seo.jsonLd);
  return tags.join('\n    ');
}

/** Open Graph and canonical URLs must be absolute: built from the configured site URL. */
function absolute(siteUrl: string, path: string): string {
  return new URL(path, `${siteUrl.replace(/\/+$/, '')}/`).href;
}
