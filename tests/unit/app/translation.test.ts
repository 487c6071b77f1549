// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  DEFAULT_TRANSLATE_ELEMENT_ID,
  installTranslateInit,
  loadTranslationWidget,
  translationScriptSrc,
} from '../../../src/app/third-party/translation.ts';
import { scriptsWithKey, serveScripts, type ScriptServer } from './script-fixture.ts';

const SCRIPT_URL = 'https://translate.example/translate_a/element.js';
const EXPECTED_OPTIONS = { pageLanguage: 'fr', includedLanguages: 'en,fr,de,es,it', autoDisplay: false };

// What the real script does once its API is ready: define the API, then call the `cb` callback.
const FAKE_TRANSLATE_SCRIPT = `
  window.google = { translate: { TranslateElement: function (options, elementId) {
    window.__widgets = (window.__widgets || []).concat([{ options: options, elementId: elementId }]);
  } } };
  window.googleTranslateElementInit();
`;

let server: ScriptServer | undefined;
let consoleCalls: ReturnType<typeof vi.spyOn>[] = [];

function widgetsBuilt(): unknown {
  return Reflect.get(window, '__widgets');
}

beforeEach(() => {
  document.body.innerHTML = `<div id="${DEFAULT_TRANSLATE_ELEMENT_ID}"></div>`;
  consoleCalls = (['error', 'warn', 'log', 'info'] as const).map((method) => vi.spyOn(console, method));
});

afterEach(() => {
  server?.restore();
  server = undefined;
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  for (const key of ['google', 'googleTranslateElementInit', '__widgets']) Reflect.deleteProperty(window, key);
  vi.restoreAllMocks();
});

function expectSilentConsole(): void {
  for (const call of consoleCalls) expect(call).not.toHaveBeenCalled();
}

describe('loadTranslationWidget', () => {
  it('loads the script, which builds the widget for French with the five offered languages', async () => {
    server = serveScripts(() => ({ body: FAKE_TRANSLATE_SCRIPT }));

    const loaded = loadTranslationWidget(document, window, { scriptUrl: SCRIPT_URL, nonce: 'n0nce' });

    const [script] = scriptsWithKey('translate');
    expect(script?.src).toBe(`${SCRIPT_URL}?cb=googleTranslateElementInit`);
    expect(script?.async).toBe(true);
    expect(script?.getAttribute('nonce')).toBe('n0nce');
    await expect(loaded).resolves.toBe(true);
    expect(widgetsBuilt()).toEqual([{ options: EXPECTED_OPTIONS, elementId: DEFAULT_TRANSLATE_ELEMENT_ID }]);
  });

  it('renders into the element id it is given', async () => {
    document.body.innerHTML = '<div id="translate-here"></div>';
    server = serveScripts(() => ({ body: FAKE_TRANSLATE_SCRIPT }));

    await loadTranslationWidget(document, window, { scriptUrl: SCRIPT_URL, elementId: 'translate-here' });

    expect(widgetsBuilt()).toEqual([{ options: EXPECTED_OPTIONS, elementId: 'translate-here' }]);
  });

  it('degrades quietly when the script cannot load', async () => {
    server = serveScripts(() => 'pending');
    const loaded = loadTranslationWidget(document, window, { scriptUrl: SCRIPT_URL });

    scriptsWithKey('translate')[0]?.dispatchEvent(new Event('error'));

    await expect(loaded).resolves.toBe(false);
    expect(widgetsBuilt()).toBeUndefined();
    expectSilentConsole();
  });

  it.each([null, undefined, '', '   '])('does nothing when no URL is configured (%s)', async (scriptUrl) => {
    await expect(loadTranslationWidget(document, window, { scriptUrl })).resolves.toBe(false);

    expect(scriptsWithKey('translate')).toHaveLength(0);
    expectSilentConsole();
  });

  it.each(['javascript:alert(1)', 'http://[broken'])('refuses an unusable URL (%s)', async (scriptUrl) => {
    await expect(loadTranslationWidget(document, window, { scriptUrl })).resolves.toBe(false);

    expect(scriptsWithKey('translate')).toHaveLength(0);
    expectSilentConsole();
  });

  it('builds the widget at once when the script already ran (remount after a navigation)', async () => {
    server = serveScripts(() => ({ body: FAKE_TRANSLATE_SCRIPT }));
    await loadTranslationWidget(document, window, { scriptUrl: SCRIPT_URL });
    document.body.innerHTML = `<div id="${DEFAULT_TRANSLATE_ELEMENT_ID}"></div>`;

    await expect(loadTranslationWidget(document, window, { scriptUrl: SCRIPT_URL })).resolves.toBe(true);

    expect(server.requests).toHaveLength(1);
    expect(widgetsBuilt()).toHaveLength(2);
  });
});

describe('translationScriptSrc', () => {
  it('names our callback in cb, replacing another one and keeping other parameters', () => {
    const src = translationScriptSrc(`${SCRIPT_URL}?hl=fr&cb=somethingElse`, 'https://galant.example/');

    expect(src).toBe(`${SCRIPT_URL}?hl=fr&cb=googleTranslateElementInit`);
  });

  it('resolves a relative URL against the page', () => {
    expect(translationScriptSrc('/vendor/translate.js', 'https://galant.example/articles')).toBe(
      'https://galant.example/vendor/translate.js?cb=googleTranslateElementInit',
    );
  });
});

describe('installTranslateInit', () => {
  function defineApi(TranslateElement: unknown): void {
    Reflect.set(window, 'google', { translate: { TranslateElement } });
  }

  it('exposes the init callback as window.googleTranslateElementInit', () => {
    const init = installTranslateInit(document, window);

    expect(Reflect.get(window, 'googleTranslateElementInit')).toBe(init);
  });

  it('builds nothing while the API is missing', () => {
    expect(installTranslateInit(document, window)()).toBe(false);
  });

  it('builds nothing when the target element is not in the page', () => {
    const TranslateElement = vi.fn();
    defineApi(TranslateElement);
    document.body.innerHTML = '';

    expect(installTranslateInit(document, window)()).toBe(false);
    expect(TranslateElement).not.toHaveBeenCalled();
  });

  it('builds the widget once even when called again', () => {
    const TranslateElement = vi.fn();
    defineApi(TranslateElement);
    const init = installTranslateInit(document, window);

    expect(init()).toBe(true);
    expect(init()).toBe(false);
    expect(TranslateElement).toHaveBeenCalledTimes(1);
    expect(TranslateElement).toHaveBeenCalledWith(EXPECTED_OPTIONS, DEFAULT_TRANSLATE_ELEMENT_ID);
  });

  it('swallows a widget that throws', () => {
    defineApi(function Broken() {
      throw new Error('widget exploded');
    });

    expect(() => installTranslateInit(document, window)()).not.toThrow();
    expect(installTranslateInit(document, window)()).toBe(false);
  });
});
