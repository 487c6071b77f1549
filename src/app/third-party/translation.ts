import { loadScript } from './script.ts';

/**
 * The page-translation widget (docs/product.md#product): the site is written in French only; the widget offers a
 * machine translation of the page into the other languages. Google Translate element protocol:
 * the script calls the global callback named in its `cb` query parameter once its API is ready.
 */

export const TRANSLATION_PAGE_LANGUAGE = 'fr';
export const TRANSLATION_LANGUAGES = ['en', 'fr', 'de', 'es', 'it'] as const;
export const TRANSLATE_INIT_CALLBACK = 'googleTranslateElementInit';
export const DEFAULT_TRANSLATE_ELEMENT_ID = 'google_translate_element';

export interface TranslateElementOptions {
  pageLanguage: string;
  includedLanguages: string;
  autoDisplay: boolean;
}

type TranslateElementConstructor = new (options: TranslateElementOptions, elementId: string) => unknown;

export interface TranslationOptions {
  /** Script URL from the public config; null/empty disables the widget. */
  scriptUrl: string | null | undefined;
  /** Id of the element the widget renders into. */
  elementId?: string;
  nonce?: string | undefined;
}

export function translateElementOptions(): TranslateElementOptions {
  return {
    pageLanguage: TRANSLATION_PAGE_LANGUAGE,
    includedLanguages: TRANSLATION_LANGUAGES.join(','),
    autoDisplay: false,
  };
}

/** The script URL with our callback as `cb`; null when the URL cannot be parsed. */
export function translationScriptSrc(scriptUrl: string, baseUrl: string): string | null {
  try {
    const url = new URL(scriptUrl, baseUrl);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    url.searchParams.set('cb', TRANSLATE_INIT_CALLBACK);
    return url.href;
  } catch {
    return null;
  }
}

function isObject(value: unknown): value is object {
  return (typeof value === 'object' || typeof value === 'function') && value !== null;
}

/** `google.translate.TranslateElement` when the third-party API is present. */
function findTranslateElement(win: object): TranslateElementConstructor | undefined {
  const google: unknown = Reflect.get(win, 'google');
  const translate: unknown = isObject(google) ? Reflect.get(google, 'translate') : undefined;
  const ctor: unknown = isObject(translate) ? Reflect.get(translate, 'TranslateElement') : undefined;
  // Third-party global: only its callability can be checked.
  return typeof ctor === 'function' ? (ctor as TranslateElementConstructor) : undefined;
}

/**
 * Defines the global init callback. It builds the widget at most once, and only when both the API
 * and the target element exist; a throwing widget is swallowed (the page stays readable in French).
 * Returns the callback (true when it built the widget) for direct use and tests.
 */
export function installTranslateInit(doc: Document, win: object, elementId = DEFAULT_TRANSLATE_ELEMENT_ID): () => boolean {
  let built = false;
  const init = (): boolean => {
    if (built) return false;
    const TranslateElement = findTranslateElement(win);
    if (!TranslateElement || !doc.getElementById(elementId)) return false;
    try {
      new TranslateElement(translateElementOptions(), elementId);
      built = true;
    } catch {
      return false;
    }
    return true;
  };
  Reflect.set(win, TRANSLATE_INIT_CALLBACK, init);
  return init;
}

/**
 * Loads the widget. Resolves true once the script loaded, false when no URL is configured, the
 * URL is unusable or the script fails: the widget is optional, so it degrades without noise.
 */
export function loadTranslationWidget(doc: Document, win: object, options: TranslationOptions): Promise<boolean> {
  const scriptUrl = options.scriptUrl?.trim();
  if (!scriptUrl) return Promise.resolve(false);
  const src = translationScriptSrc(scriptUrl, doc.baseURI);
  if (!src) return Promise.resolve(false);
  const init = installTranslateInit(doc, win, options.elementId);
  // The script already ran (widget remounted after a navigation): it will not call back again.
  if (findTranslateElement(win)) return Promise.resolve(init());
  return loadScript(doc, { key: 'translate', src, nonce: options.nonce });
}
