// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadTagManager, tagManagerScriptUrl } from '../../../src/app/third-party/tag-manager.ts';
import { scriptsWithKey, serveScripts, type ScriptServer } from './script-fixture.ts';

let server: ScriptServer | undefined;

afterEach(() => {
  server?.restore();
  server = undefined;
  document.head.innerHTML = '';
  vi.restoreAllMocks();
});

describe('loadTagManager without a container id', () => {
  it('loads nothing and warns once that the tracker cannot be used', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const win = {};

    await expect(loadTagManager(document, win, { gtmId: null })).resolves.toBe(false);
    await expect(loadTagManager(document, win, { gtmId: '  ' })).resolves.toBe(false);

    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toMatch(/tracker cannot be used/);
    expect(scriptsWithKey('gtm')).toHaveLength(0);
    expect(Reflect.get(win, 'dataLayer')).toBeUndefined();
  });
});

describe('loadTagManager with a container id', () => {
  it('starts the data layer, then loads gtm.js asynchronously with the page nonce', async () => {
    server = serveScripts(() => ({ body: '' }));
    const win = { dataLayer: [{ event: 'earlier' }] };

    const loaded = loadTagManager(document, win, { gtmId: 'GTM-ABC123', nonce: 'n0nce', now: () => 1_700_000_000_000 });

    expect(win.dataLayer).toEqual([{ event: 'earlier' }, { 'gtm.start': 1_700_000_000_000, event: 'gtm.js' }]);
    const [script] = scriptsWithKey('gtm');
    expect(script?.src).toBe('https://www.googletagmanager.com/gtm.js?id=GTM-ABC123');
    expect(script?.async).toBe(true);
    expect(script?.getAttribute('nonce')).toBe('n0nce');
    await expect(loaded).resolves.toBe(true);
  });

  it('creates window.dataLayer when the page has none', async () => {
    server = serveScripts(() => ({ body: '' }));

    await loadTagManager(document, window, { gtmId: 'GTM-ABC123', now: () => 42 });

    expect(Reflect.get(window, 'dataLayer')).toEqual([{ 'gtm.start': 42, event: 'gtm.js' }]);
    Reflect.deleteProperty(window, 'dataLayer');
  });

  it('injects the script and the start event once however often it is asked', async () => {
    server = serveScripts(() => ({ body: '' }));
    const win = {};

    await loadTagManager(document, win, { gtmId: 'GTM-ABC123', now: () => 1 });
    await loadTagManager(document, win, { gtmId: 'GTM-ABC123', now: () => 2 });

    expect(scriptsWithKey('gtm')).toHaveLength(1);
    expect(Reflect.get(win, 'dataLayer')).toEqual([{ 'gtm.start': 1, event: 'gtm.js' }]);
  });

  it('resolves false without a warning when the script is blocked', async () => {
    server = serveScripts(() => 'pending');
    const warn = vi.spyOn(console, 'warn');
    const loaded = loadTagManager(document, {}, { gtmId: 'GTM-ABC123' });

    scriptsWithKey('gtm')[0]?.dispatchEvent(new Event('error'));

    await expect(loaded).resolves.toBe(false);
    expect(warn).not.toHaveBeenCalled();
  });

  it('encodes the id into the script URL', () => {
    expect(tagManagerScriptUrl('GTM-1&x=<y>')).toBe('https://www.googletagmanager.com/gtm.js?id=GTM-1%26x%3D%3Cy%3E');
  });
});
