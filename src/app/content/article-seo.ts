/**
 * What the server writes in an article page's <head> beyond articleHead (./head.ts): the editor's
 * SEO fields when set, and the JSON-LD `Article` (docs/product.md#publishing). Imported by the
 * server's head (src/app/head.ts) only, so none of it reaches the public entry.
 */

/** The CSS selector of the article's text on the page (views/pages/article-page.tsx): what a paid article's JSON-LD marks as paid. */
export const ARTICLE_TEXT_SELECTOR = '.prose-article';

export interface ArticleSeo {
  title?: string;
  description?: string;
  canonicalUrl?: string;
  image?: string;
  /** The JSON-LD script element, its text safe inside HTML. */
  jsonLd: string;
}

function field(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/**
 * JSON inside <script>: `<`, `>` and `&` written as \u escapes, so no text of an article
 * (`</script>`, `<!--`) can end the element; U+2028/9 too, for older JSON-in-JS readers.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/**
 * The SEO of an article page from its loader's data (`{ article }`), addresses made absolute by
 * `absolute`. Undefined without an article (a 404 has none).
 */
export function articleSeo(data: unknown, siteName: string, pageUrl: string, absolute: (path: string) => string): ArticleSeo | undefined {
  const article = field(data, 'article');
  const headline = text(field(article, 'title'));
  if (headline === undefined) return undefined;
  const seo = field(article, 'seo');
  const title = text(field(seo, 'title'));
  const description = text(field(seo, 'description'));
  const canonicalUrl = text(field(seo, 'canonicalUrl'));
  const socialImage = text(field(seo, 'image'));
  const image = socialImage ?? text(field(field(article, 'mainImage'), 'url'));
  const published = text(field(article, 'date'));
  const visibility = text(field(article, 'visibility'));
  // Paid for anyone the visibility does not admit (decision 0047), whoever this page was rendered for.
  const free = visibility === undefined ? undefined : visibility === 'public';
  const structured = {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline,
    ...(text(field(article, 'excerpt')) === undefined ? {} : { description: text(field(article, 'excerpt')) }),
    ...(image === undefined ? {} : { image: [absolute(image)] }),
    ...(published === undefined ? {} : { datePublished: published, dateModified: text(field(article, 'modified')) ?? published }),
    ...(text(field(field(article, 'author'), 'name')) === undefined
      ? {}
      : { author: [{ '@type': 'Person', name: text(field(field(article, 'author'), 'name')) }] }),
    publisher: { '@type': 'Organization', name: siteName, url: absolute('/') },
    mainEntityOfPage: canonicalUrl ?? pageUrl,
    // Google's markup for paywalled content: the page says which part readers without access do not get.
    ...(free === undefined ? {} : { isAccessibleForFree: free }),
    ...(free === false ? { hasPart: { '@type': 'WebPageElement', isAccessibleForFree: false, cssSelector: ARTICLE_TEXT_SELECTOR } } : {}),
  };
  return {
    ...(title === undefined ? {} : { title }),
    ...(description === undefined ? {} : { description }),
    ...(canonicalUrl === undefined ? {} : { canonicalUrl }),
    ...(socialImage === undefined ? {} : { image: socialImage }),
    jsonLd: `<script type="application/ld+json">${jsonForScript(structured)}</script>`,
  };
}
