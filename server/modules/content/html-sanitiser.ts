import { createRequire } from 'node:module';
import type * as Xss from 'xss';

// xss is CommonJS and adds its helpers (safeAttrValue, cssFilter) in a loop that Node's ESM named
// export detection cannot see: require it to reach them.
const xss = createRequire(import.meta.url)('xss') as typeof Xss;

/**
 * The allow-list of stored article and page HTML (docs/decisions/0005-content-model.md): simple
 * prose only. Everything else is removed: tags not listed lose their markup (their text stays),
 * script-like tags lose their content too, attributes not listed (on*, style, class, id…) vanish.
 */
export const ALLOWED_HTML: Readonly<Record<string, readonly string[]>> = {
  p: [],
  br: [],
  hr: [],
  h2: [],
  h3: [],
  h4: [],
  ul: [],
  ol: [],
  li: [],
  strong: [],
  em: [],
  b: [],
  i: [],
  blockquote: [],
  cite: [],
  a: ['href', 'title'],
  img: ['src', 'alt', 'width', 'height'],
  figure: [],
  figcaption: [],
};

/** Tags removed together with everything inside them. */
const DROPPED_WITH_CONTENT = ['script', 'style', 'iframe', 'object', 'embed', 'noscript', 'template', 'svg', 'math', 'textarea', 'select'];

/** Links: the site's own paths, fragments, web pages and e-mail addresses. Never `//host` (another site). */
const SAFE_HREF = /^(?:\/(?![/\\])|#|https?:\/\/|mailto:)/i;
/** Images: only files the site ships (no hot-linking, no data: or remote URL). */
const SAFE_SRC = /^\/(?![/\\])/;
const DIMENSION = /^\d{1,4}$/;
const REMOVED_MARKERS = /\[\/?removed\]/g;

const filter = new xss.FilterXSS({
  whiteList: Object.fromEntries(Object.entries(ALLOWED_HTML).map(([tag, attributes]) => [tag, [...attributes]])),
  stripIgnoreTag: true,
  stripIgnoreTagBody: DROPPED_WITH_CONTENT,
  allowCommentTag: false,
  // No CSS anywhere: style is not allowed, so nothing to filter.
  css: false,
  onTagAttr(tag, name, value, isAllowed) {
    if (!isAllowed) return undefined;
    if (name === 'href' || name === 'src') {
      // The library decodes entities and strips control characters before escaping: check what a
      // browser would read, and drop the whole attribute when it is not an allowed kind of URL.
      const safe = xss.safeAttrValue(tag, name, value, xss.cssFilter).trim();
      const allowed = name === 'href' ? SAFE_HREF : SAFE_SRC;
      return allowed.test(safe) ? `${name}="${safe}"` : '';
    }
    if (name === 'width' || name === 'height') return DIMENSION.test(value.trim()) ? `${name}="${value.trim()}"` : '';
    return undefined;
  },
});

/** Sanitised HTML from untrusted HTML, per the allow-list above. Run on the way in (store, seed). */
export function sanitiseHtml(html: string): string {
  // The library marks what it cut from nested dropped tags (<svg><script>…) with these markers.
  return filter.process(html).replace(REMOVED_MARKERS, '').trim();
}
