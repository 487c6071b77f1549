import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/server/test-app.ts';
import { createWebBuildFixture, FIXTURE_ASSET } from '../support/server/web-build-fixture.ts';

// Issue 13: the page's JavaScript is asked for once the page has painted (server/ssr.ts startScript),
// so that in a slow link the first paint shares the connection with the stylesheet only.
const TEMPLATE = `<!doctype html><html lang="fr"><head><!--app-head-->
    <script type="module" crossorigin src="${FIXTURE_ASSET}"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-1.js">
    <link rel="stylesheet" crossorigin href="/assets/index-1.css">
  </head><body><div id="root"><!--app-html--></div><!--app-payload--></body></html>`;

const nonceOf = (headers: Record<string, unknown>): string =>
  /script-src 'self' 'nonce-([0-9a-f]+)'/.exec(String(headers['content-security-policy']))?.[1] ?? '';

/** The start script of a page, run in a stand-in browser: what it appended to the head, and when. */
function runStartScript(body: string, nonce: string, { hidden = false, paintTiming = true } = {}) {
  const script = new RegExp(`<script nonce="${nonce}">(var d=document[^<]*)</script>`).exec(body)?.[1];
  if (script === undefined) throw new Error('no start script with the reply’s nonce');
  const appended: string[] = [];
  const later: (() => void)[] = [];
  let observer: ((list: { getEntriesByName: (name: string) => unknown[] }) => void) | undefined;
  class PerformanceObserver {
    static supportedEntryTypes = paintTiming ? ['paint', 'navigation'] : ['navigation'];
    constructor(callback: typeof observer) {
      observer = callback;
    }
    observe() {}
  }
  const element = (tag: string) => ({ tag }) as Record<string, string>;
  const document = {
    visibilityState: hidden ? 'hidden' : 'visible',
    addEventListener: () => undefined,
    createElement: element,
    head: {
      appendChild: (node: Record<string, string>) =>
        appended.push(node['tag'] === 'link' ? `${node['rel']} ${node['href']}` : `${node['type']} script ${node['src']}`),
    },
  };
  runInNewContext(script, {
    document,
    window: { PerformanceObserver },
    requestAnimationFrame: (callback: () => void) => later.push(callback),
    setTimeout: (callback: () => void, ms: number) => {
      if (ms === 0) later.push(callback);
    },
  });
  return {
    appended,
    paint: (name: string) => observer?.({ getEntriesByName: (wanted) => (wanted === name ? [{}] : []) }),
    nextFrames: () => {
      while (later.length > 0) later.shift()?.();
    },
  };
}

describe('server-rendered pages load their JavaScript after the first paint', () => {
  const build = createWebBuildFixture();
  let testApp: TestApp;
  beforeAll(async () => {
    writeFileSync(join(build.clientDir, 'index.html'), TEMPLATE);
    writeFileSync(
      join(build.clientDir, 'route-chunks.json'),
      JSON.stringify({ startup: ['assets/shell-1.js'], routes: { index: ['assets/home-1.js'] } }),
    );
    // The matched routes, as the real entry reports them.
    writeFileSync(build.serverEntry, readFileSync(build.serverEntry, 'utf8').replace("kind: 'html',", "kind: 'html', routes: ['index'],"));
    testApp = await createTestApp({ seed: false, web: build });
  });
  afterAll(async () => {
    await testApp.close();
    build.remove();
  });

  it('keeps the stylesheet in the head, takes the module script and preloads out, and ends the body with the start script', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(200);
    const [head, body] = response.body.split('</head>') as [string, string];
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/index-1.css">');
    expect(head).not.toContain('type="module"');
    expect(head).not.toContain('modulepreload');
    const nonce = nonceOf(response.headers);
    expect(body).toMatch(new RegExp(`<script nonce="${nonce}">var d=document[^<]*</script>\\s*</body>`));
  });

  it('asks for the preloads then the entry once the browser reports the first contentful paint', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/' });
    const page = runStartScript(response.body, nonceOf(response.headers));
    page.nextFrames();
    page.paint('first-paint');
    expect(page.appended).toEqual([]);
    page.paint('first-contentful-paint');
    page.paint('first-contentful-paint');
    expect(page.appended).toEqual([
      'modulepreload /assets/react-1.js',
      'modulepreload /assets/shell-1.js',
      'modulepreload /assets/home-1.js',
      `module script ${FIXTURE_ASSET}`,
    ]);
  });

  it('starts after the first frame without paint timing, and at once in a hidden page', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/' });
    const nonce = nonceOf(response.headers);
    const withoutPaintTiming = runStartScript(response.body, nonce, { paintTiming: false });
    expect(withoutPaintTiming.appended).toEqual([]);
    withoutPaintTiming.nextFrames();
    expect(withoutPaintTiming.appended).toHaveLength(4);
    expect(runStartScript(response.body, nonce, { hidden: true }).appended).toHaveLength(4);
  });

  it('gives each answer from the shared page cache its own nonce on the start script', async () => {
    const first = await testApp.app.inject({ method: 'GET', url: '/' });
    const second = await testApp.app.inject({ method: 'GET', url: '/' });
    const [one, two] = [nonceOf(first.headers), nonceOf(second.headers)];
    expect(one).not.toBe(two);
    expect(() => runStartScript(second.body, two)).not.toThrow();
    expect(second.body).not.toContain(one);
  });
});
