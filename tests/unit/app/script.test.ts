// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadScript, readPageNonce } from '../../../src/app/third-party/script.ts';
import { scriptsWithKey, serveScripts, type ScriptServer } from './script-fixture.ts';

let server: ScriptServer | undefined;

afterEach(() => {
  server?.restore();
  server = undefined;
  document.head.innerHTML = '';
  vi.restoreAllMocks();
});

describe('loadScript', () => {
  it('appends one async script with the nonce and resolves true once it has run', async () => {
    server = serveScripts(() => ({ body: 'window.__scriptRan = true;' }));

    const loaded = await loadScript(document, { key: 'probe', src: 'https://cdn.example/probe.js', nonce: 'n0nce' });

    expect(loaded).toBe(true);
    const [script] = scriptsWithKey('probe');
    expect(script?.src).toBe('https://cdn.example/probe.js');
    expect(script?.async).toBe(true);
    expect(script?.getAttribute('nonce')).toBe('n0nce');
    expect(Reflect.get(window, '__scriptRan')).toBe(true);
  });

  it('sets no nonce attribute when the page has none', async () => {
    server = serveScripts(() => ({ body: '' }));

    await loadScript(document, { key: 'probe', src: 'https://cdn.example/probe.js' });

    expect(scriptsWithKey('probe')[0]?.hasAttribute('nonce')).toBe(false);
  });

  it('requests a key once, and every caller gets the same outcome', async () => {
    server = serveScripts(() => ({ body: '' }));

    const outcomes = await Promise.all([
      loadScript(document, { key: 'probe', src: 'https://cdn.example/probe.js' }),
      loadScript(document, { key: 'probe', src: 'https://cdn.example/probe.js' }),
    ]);

    expect(outcomes).toEqual([true, true]);
    expect(scriptsWithKey('probe')).toHaveLength(1);
    expect(server.requests).toEqual(['https://cdn.example/probe.js']);
  });

  it('resolves false on a failed load, silently, and removes the script so a later call retries', async () => {
    const warn = vi.spyOn(console, 'warn');
    server = serveScripts(() => 'pending');
    const outcome = loadScript(document, { key: 'probe', src: 'https://cdn.example/probe.js' });
    const error = vi.spyOn(console, 'error');

    scriptsWithKey('probe')[0]?.dispatchEvent(new Event('error'));

    await expect(outcome).resolves.toBe(false);
    expect(scriptsWithKey('probe')).toHaveLength(0);
    expect(warn).not.toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();
    void loadScript(document, { key: 'probe', src: 'https://cdn.example/probe.js' });
    expect(scriptsWithKey('probe')).toHaveLength(1);
  });
});

describe('readPageNonce', () => {
  it('reads the nonce Vite writes in <meta property="csp-nonce">', () => {
    document.head.innerHTML = '<meta property="csp-nonce" nonce="from-meta">';

    expect(readPageNonce(document)).toBe('from-meta');
  });

  it('falls back to the nonce of a script of the page', () => {
    document.head.innerHTML = '<script type="application/json" nonce="from-script">{}</script>';

    expect(readPageNonce(document)).toBe('from-script');
  });

  it('is undefined when the page carries no nonce', () => {
    expect(readPageNonce(document)).toBeUndefined();
  });
});
