// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { preloadStartupChunks, STARTUP_CHUNKS_ELEMENT_ID, startupChunksElement } from '../../../src/app/startup-chunks.ts';

/** The page's head as the server writes it: the list of start-up chunks, and maybe links already. */
function serve(head: string): void {
  document.head.innerHTML = head;
}

const preloaded = (): { href: string | null; crossOrigin: string | null }[] =>
  Array.from(document.head.querySelectorAll('link[rel="modulepreload"]'), (link) => ({
    href: link.getAttribute('href'),
    crossOrigin: link.getAttribute('crossorigin'),
  }));

describe('start-up chunks preloaded after the first paint (decision 0026)', () => {
  beforeEach(() => serve(''));

  it('preloads every chunk the server listed, as same-site module preloads with CORS', () => {
    serve(startupChunksElement(['assets/react-dom-a1.js', 'assets/shell-b2.js', 'assets/login-page-c3.js']));
    expect(preloaded()).toEqual([]);
    preloadStartupChunks(document);
    expect(preloaded()).toEqual([
      { href: '/assets/react-dom-a1.js', crossOrigin: '' },
      { href: '/assets/shell-b2.js', crossOrigin: '' },
      { href: '/assets/login-page-c3.js', crossOrigin: '' },
    ]);
  });

  it('adds nothing twice: a chunk already linked, or a second call, keeps one link per chunk', () => {
    serve(`<link rel="modulepreload" href="/assets/shell-b2.js">${startupChunksElement(['assets/react-dom-a1.js', 'assets/shell-b2.js'])}`);
    preloadStartupChunks(document);
    preloadStartupChunks(document);
    expect(preloaded().map((link) => link.href)).toEqual(['/assets/shell-b2.js', '/assets/react-dom-a1.js']);
  });

  it('writes a list that cannot close its element, whatever a file is called', () => {
    const element = startupChunksElement(['assets/a.js</script><script>alert(1)</script>']);
    expect(element.match(/<\/script>/g)).toHaveLength(1);
    serve(element);
    expect(document.head.querySelectorAll('script')).toHaveLength(1);
    preloadStartupChunks(document);
    expect(preloaded().map((link) => link.href)).toEqual(['/assets/a.js</script><script>alert(1)</script>']);
  });

  it('ignores a list it cannot trust: other sites, not text, not JSON, not a list, or none', () => {
    const list = (text: string) => `<script type="application/json" id="${STARTUP_CHUNKS_ELEMENT_ID}">${text}</script>`;
    for (const head of [
      list('["https://ailleurs.example/x.js", "//ailleurs.example/y.js", 42, null, "assets/relative.js"]'),
      list('{"startup": ["/assets/x.js"]}'),
      list('["/assets/x.js"'),
      '',
    ]) {
      serve(head);
      preloadStartupChunks(document);
      expect(preloaded()).toEqual([]);
    }
  });
});
