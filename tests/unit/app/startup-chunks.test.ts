// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  evaluateStartupChunks,
  preloadStartupChunks,
  STARTUP_CHUNKS_ELEMENT_ID,
  startupChunksElement,
} from '../../../src/app/startup-chunks.ts';

/** The page's head as the server writes it: the list of start-up chunks, and maybe links already. */
function serve(head: string): void {
  document.head.innerHTML = head;
}

/** A pause that returns at once: the test sees the whole list preloaded. */
const noPause = (): Promise<void> => Promise.resolve();

const preloaded = (): { href: string | null; crossOrigin: string | null }[] =>
  Array.from(document.head.querySelectorAll('link[rel="modulepreload"]'), (link) => ({
    href: link.getAttribute('href'),
    crossOrigin: link.getAttribute('crossorigin'),
  }));

/** Whether links say they preload modules: a browser that does fires `load` or `error` on each, which the entry waits for. */
const modulePreloads = (supported: boolean) =>
  vi.spyOn(Object.getPrototypeOf(document.createElement('link').relList) as DOMTokenList, 'supports').mockReturnValue(supported);

describe('start-up chunks preloaded after the first paint (decision 0026)', () => {
  beforeEach(() => {
    serve('');
    // The tests below look at the links; the wait for their arrival has tests of its own.
    modulePreloads(false);
  });
  afterEach(() => vi.restoreAllMocks());

  it('preloads every chunk the server listed, as same-site module preloads with CORS', async () => {
    serve(startupChunksElement(['assets/react-dom-a1.js', 'assets/shell-b2.js', 'assets/login-page-c3.js']));
    expect(preloaded()).toEqual([]);
    await preloadStartupChunks(document, noPause);
    expect(preloaded()).toEqual([
      { href: '/assets/react-dom-a1.js', crossOrigin: '' },
      { href: '/assets/shell-b2.js', crossOrigin: '' },
      { href: '/assets/login-page-c3.js', crossOrigin: '' },
    ]);
  });

  it('adds nothing twice: a chunk already linked, by path or by address, or a second call, keeps one link per chunk', async () => {
    const shell = new URL('/assets/shell-b2.js', document.baseURI).href;
    serve(
      `<link rel="modulepreload" href="${shell}">` +
        startupChunksElement(['assets/react-dom-a1.js', 'assets/shell-b2.js', 'assets/react-dom-a1.js']),
    );
    await preloadStartupChunks(document, noPause);
    await preloadStartupChunks(document, noPause);
    expect(preloaded().map((link) => link.href)).toEqual([shell, '/assets/react-dom-a1.js']);
  });

  it('adds the first chunk at once and each other one after a pause, in the order listed', async () => {
    serve(startupChunksElement(['assets/react-dom-a1.js', 'assets/shell-b2.js', 'assets/login-page-c3.js']));
    const pauses: (() => void)[] = [];
    const pause = () => new Promise<void>((resolve) => pauses.push(resolve));
    const done = preloadStartupChunks(document, pause);
    expect(preloaded().map((link) => link.href)).toEqual(['/assets/react-dom-a1.js']);
    // Meanwhile an import's own preloading links the login page: it is not linked again.
    document.head.insertAdjacentHTML('beforeend', '<link rel="modulepreload" href="/assets/login-page-c3.js">');
    for (let step = 0; step < 2; step++) {
      await vi.waitFor(() => expect(pauses).toHaveLength(step + 1));
      pauses[step]?.();
    }
    await done;
    expect(preloaded().map((link) => link.href)).toEqual(['/assets/react-dom-a1.js', '/assets/login-page-c3.js', '/assets/shell-b2.js']);
  });

  it('returns once every chunk it linked has arrived: each loaded or failed, none forgotten', async () => {
    modulePreloads(true);
    serve(startupChunksElement(['assets/react-dom-a1.js', 'assets/shell-b2.js', 'assets/login-page-c3.js']));
    let arrived = false;
    const all = preloadStartupChunks(document, noPause).then(() => (arrived = true));
    await vi.waitFor(() => expect(preloaded()).toHaveLength(3));
    const links = Array.from(document.head.querySelectorAll('link[rel="modulepreload"]'));
    links[0]?.dispatchEvent(new Event('load'));
    links[2]?.dispatchEvent(new Event('error'));
    // A whole task later, still waiting for the middle chunk.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(arrived).toBe(false);
    links[1]?.dispatchEvent(new Event('load'));
    await all;
    expect(arrived).toBe(true);
  });

  it('waits for nothing where the browser has no module preloads (it would fire no event)', async () => {
    serve(startupChunksElement(['assets/react-dom-a1.js']));
    await preloadStartupChunks(document, noPause);
    expect(preloaded()).toHaveLength(1);
  });

  it('writes a list that cannot close its element, whatever a file is called', async () => {
    const element = startupChunksElement(['assets/a.js</script><script>alert(1)</script>']);
    expect(element.match(/<\/script>/g)).toHaveLength(1);
    serve(element);
    expect(document.head.querySelectorAll('script')).toHaveLength(1);
    await preloadStartupChunks(document, noPause);
    expect(preloaded().map((link) => link.href)).toEqual(['/assets/a.js</script><script>alert(1)</script>']);
  });

  it('ignores a list it cannot trust: other sites, not text, not JSON, not a list, or none', async () => {
    const list = (text: string) => `<script type="application/json" id="${STARTUP_CHUNKS_ELEMENT_ID}">${text}</script>`;
    for (const head of [
      list('["https://ailleurs.example/x.js", "//ailleurs.example/y.js", "/\\\\ailleurs.example/z.js", 42, null, "assets/relative.js"]'),
      list('{"startup": ["/assets/x.js"]}'),
      list('["/assets/x.js"'),
      '',
    ]) {
      serve(head);
      await preloadStartupChunks(document, noPause);
      expect(preloaded()).toEqual([]);
    }
  });
});

describe('start-up chunks evaluated one per task', () => {
  const address = (path: string) => new URL(path, document.baseURI).href;

  it('imports each listed chunk by its address, in the order listed, with a pause after each', async () => {
    serve(startupChunksElement(['assets/runtime-a1.js', 'assets/xstate-b2.js', 'assets/page-c3.js']));
    const steps: string[] = [];
    await evaluateStartupChunks(
      document,
      async () => void steps.push('pause'),
      async (href) => void steps.push(href),
    );
    expect(steps).toEqual([
      address('/assets/runtime-a1.js'),
      'pause',
      address('/assets/xstate-b2.js'),
      'pause',
      address('/assets/page-c3.js'),
      'pause',
    ]);
  });

  it('waits for each chunk before the next: one evaluation at a time', async () => {
    serve(startupChunksElement(['assets/runtime-a1.js', 'assets/page-c3.js']));
    const arrivals: (() => void)[] = [];
    const started: string[] = [];
    const done = evaluateStartupChunks(document, noPause, (href) => {
      started.push(href);
      return new Promise<void>((resolve) => arrivals.push(resolve));
    });
    await vi.waitFor(() => expect(started).toEqual([address('/assets/runtime-a1.js')]));
    arrivals[0]?.();
    await vi.waitFor(() => expect(started).toHaveLength(2));
    arrivals[1]?.();
    await done;
  });

  it("stops at a chunk that does not arrive, leaving the rest to the page's own import", async () => {
    serve(startupChunksElement(['assets/runtime-a1.js', 'assets/page-c3.js']));
    const started: string[] = [];
    const walk = evaluateStartupChunks(document, noPause, async (href) => {
      started.push(href);
      throw new TypeError('Failed to fetch dynamically imported module');
    });
    await expect(walk).rejects.toThrow(/dynamically imported/);
    expect(started).toEqual([address('/assets/runtime-a1.js')]);
  });

  it('imports nothing from a list it cannot trust', async () => {
    serve(`<script type="application/json" id="${STARTUP_CHUNKS_ELEMENT_ID}">["https://ailleurs.example/x.js"]</script>`);
    const started: string[] = [];
    await evaluateStartupChunks(document, noPause, async (href) => void started.push(href));
    expect(started).toEqual([]);
  });
});
