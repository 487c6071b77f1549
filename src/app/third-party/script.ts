/**
 * Third-party script injection shared by the tag manager and the translation widget: one async
 * <script> per key, carrying the page's CSP nonce, resolving true on load and false on error.
 * A failed script is removed so a later call can try again; it never throws or logs (ad blockers
 * and offline visitors make failures routine).
 */

export interface ScriptRequest {
  /** Stable key of the third party ('gtm', 'translate'): one script per key and document. */
  key: string;
  src: string;
  /** CSP nonce of the page; omitted when the page has none. */
  nonce?: string | undefined;
}

const KEY_ATTRIBUTE = 'data-third-party';
const outcomes = new WeakMap<Element, Promise<boolean>>();

function findScript(doc: Document, key: string): HTMLScriptElement | null {
  for (const script of doc.querySelectorAll<HTMLScriptElement>(`script[${KEY_ATTRIBUTE}]`)) {
    if (script.getAttribute(KEY_ATTRIBUTE) === key) return script;
  }
  return null;
}

/** True when a script for this key is in the document (loading or loaded). */
export function hasScript(doc: Document, key: string): boolean {
  return findScript(doc, key) !== null;
}

export function loadScript(doc: Document, { key, src, nonce }: ScriptRequest): Promise<boolean> {
  const existing = findScript(doc, key);
  if (existing) return outcomes.get(existing) ?? Promise.resolve(true);

  const script = doc.createElement('script');
  script.async = true;
  script.src = src;
  script.setAttribute(KEY_ATTRIBUTE, key);
  if (nonce) {
    // The property feeds CSP; the attribute keeps it visible before the browser hides it.
    script.nonce = nonce;
    script.setAttribute('nonce', nonce);
  }
  const outcome = new Promise<boolean>((resolve) => {
    script.addEventListener('load', () => resolve(true), { once: true });
    script.addEventListener(
      'error',
      () => {
        script.remove();
        resolve(false);
      },
      { once: true },
    );
  });
  outcomes.set(script, outcome);
  (doc.head ?? doc.documentElement).appendChild(script);
  return outcome;
}

/**
 * The CSP nonce the server gave this page: Vite's `<meta property="csp-nonce">` first, else any
 * script carrying one. Browsers blank the nonce attribute after parsing, hence the property read.
 */
export function readPageNonce(doc: Document): string | undefined {
  const meta = doc.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]');
  const fromMeta = meta?.nonce || meta?.getAttribute('nonce') || meta?.content;
  if (fromMeta) return fromMeta;
  const script = doc.querySelector<HTMLScriptElement>('script[nonce]');
  return script?.nonce || script?.getAttribute('nonce') || undefined;
}
