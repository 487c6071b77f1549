import { ensureDataLayer } from './data-layer.ts';
import { hasScript, loadScript } from './script.ts';

/** docs/product.md#calls: the tag manager is loaded from Google's host only when a container id is configured. */
export const GTM_SCRIPT_URL = 'https://www.googletagmanager.com/gtm.js';
const GTM_SCRIPT_KEY = 'gtm';

export interface TagManagerOptions {
  /** Container id (GTM-XXXX) from the public config; null/empty disables the tracker. */
  gtmId: string | null | undefined;
  nonce?: string | undefined;
  /** Clock of the gtm.start event; injectable for tests. */
  now?: () => number;
}

// One warning per window, not per call: the app may ask again on every navigation.
const warned = new WeakSet<object>();

export function tagManagerScriptUrl(gtmId: string): string {
  return `${GTM_SCRIPT_URL}?id=${encodeURIComponent(gtmId)}`;
}

/**
 * Loads GTM (standard snippet: dataLayer + gtm.start event, then the async script). Resolves true
 * once the script loaded; false when no id is configured (with a single console warning) or when
 * the script fails (blocked or offline), never throwing.
 */
export function loadTagManager(doc: Document, win: object, options: TagManagerOptions): Promise<boolean> {
  const gtmId = options.gtmId?.trim();
  if (!gtmId) {
    if (!warned.has(win)) {
      warned.add(win);
      console.warn('[galant] No Google Tag Manager id is configured: the tracker cannot be used.');
    }
    return Promise.resolve(false);
  }
  const src = tagManagerScriptUrl(gtmId);
  if (!hasScript(doc, GTM_SCRIPT_KEY)) {
    const now = options.now ?? Date.now;
    ensureDataLayer(win).push({ 'gtm.start': now(), event: 'gtm.js' });
  }
  return loadScript(doc, { key: GTM_SCRIPT_KEY, src, nonce: options.nonce });
}
