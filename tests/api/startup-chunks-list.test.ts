import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, signIn } from '../support/server/accounts.ts';
import { createTestApp, type TestApp } from '../support/server/test-app.ts';
import { createWebBuildFixture, FIXTURE_ASSET } from '../support/server/web-build-fixture.ts';

/**
 * The list of start-up chunks the server writes into every page (decision 0026): the entry's
 * chunks and the matched routes' ones, never as modulepreload links (those would compete with the
 * first paint), on a page rendered for the visitor, on one served from the shared cache, and on
 * the client-only page sent when rendering fails.
 */
const ENTRY = `
globalThis.chunkListRenders = 0;
export async function render(request, options) {
  globalThis.chunkListRenders += 1;
  const url = new URL(request.url);
  if (url.pathname === '/broken') throw new Error('render failed');
  const routes = url.pathname === '/' ? ['root', 'home'] : ['root', 'contact'];
  return {
    kind: 'html',
    status: 200,
    personal: false,
    routes,
    head: '<title>Fixture</title>',
    payload: '<script type="application/json" id="payload">{}</script>',
    stream: { pipe(destination) { destination.end('<main>page ' + url.pathname + '</main>'); }, abort() {} },
  };
}
export function clientOnlyPayload() {
  return '<script type="application/json" id="payload">{}</script>';
}
`;

const SHELL = 'assets/shell-1a2b.js';
const HOME = 'assets/home-3c4d.js';
const CONTACT = 'assets/contact-5e6f.js';
const LIVE_ACTORS = 'assets/live-actors-7a8b.js';

/** The paths listed in a page's inert element, or null when it has none. */
function listedChunks(html: string): string[] | null {
  const match = /<script type="application\/json" id="galant-chunks">([^<]*)<\/script>/.exec(html);
  return match?.[1] === undefined ? null : (JSON.parse(match[1]) as string[]);
}

describe('the start-up chunks listed in a page (decision 0026)', () => {
  const build = createWebBuildFixture();
  let testApp: TestApp;
  beforeAll(async () => {
    writeFileSync(build.serverEntry, ENTRY);
    // The template links the entry's own chunk (FIXTURE_ASSET): it must not be listed a second time.
    writeFileSync(
      join(build.clientDir, 'index.html'),
      `<!doctype html><html lang="fr"><head><!--app-head--><script type="module" src="${FIXTURE_ASSET}"></script></head><body><div id="root"><!--app-html--></div><!--app-payload--></body></html>`,
    );
    writeFileSync(
      join(build.clientDir, 'route-chunks.json'),
      JSON.stringify({
        startup: [FIXTURE_ASSET.slice(1), SHELL],
        member: [SHELL, LIVE_ACTORS],
        routes: { root: [], home: [HOME], contact: [CONTACT, SHELL] },
      }),
    );
    // Seeded: the demo VIP signs in for the member's list.
    testApp = await createTestApp({ web: build });
  });
  afterAll(async () => {
    await testApp.close();
    build.remove();
  });

  it('lists the start-up and the page’s chunks once each on a page rendered for the visitor, with no preload link', async () => {
    const page = await testApp.app.inject({ method: 'GET', url: '/contact' });

    expect(page.statusCode).toBe(200);
    expect(listedChunks(page.body)).toEqual([`/${SHELL}`, `/${CONTACT}`]);
    expect(page.body).not.toContain('modulepreload');
    // In the head, so the entry finds it as soon as it runs.
    expect(page.body.indexOf('id="galant-chunks"')).toBeLessThan(page.body.indexOf('</head>'));
  });

  it('keeps the list in a page served from the shared cache, the same for every visitor', async () => {
    const rendersBefore = (globalThis as { chunkListRenders?: number }).chunkListRenders ?? 0;
    const first = await testApp.app.inject({ method: 'GET', url: '/' });
    const cached = await testApp.app.inject({ method: 'GET', url: '/' });

    // Rendered once: the second answer came from the cache.
    expect((globalThis as { chunkListRenders?: number }).chunkListRenders).toBe(rendersBefore + 1);
    expect(first.headers['cache-control']).toMatch(/public/);
    expect(listedChunks(first.body)).toEqual([`/${SHELL}`, `/${HOME}`]);
    expect(listedChunks(cached.body)).toEqual([`/${SHELL}`, `/${HOME}`]);
    expect(cached.body).not.toContain('modulepreload');
  });

  it('lists the live actors’ chunks in a signed-in visitor’s pages only, after the page’s: a member’s start-up makes them at once', async () => {
    const { cookie } = await signIn(testApp.app, DEMO.vip);
    const signedIn = await testApp.app.inject({ method: 'GET', url: '/contact', cookies: { galant_session: cookie } });
    const anonymous = await testApp.app.inject({ method: 'GET', url: '/contact' });
    const failed = await testApp.app.inject({ method: 'GET', url: '/broken', cookies: { galant_session: cookie } });

    expect(signedIn.headers['cache-control']).toBe('private, no-store');
    // After the page's (the entry evaluates the list in order), without naming again what it already names.
    expect(listedChunks(signedIn.body)).toEqual([`/${SHELL}`, `/${CONTACT}`, `/${LIVE_ACTORS}`]);
    expect(listedChunks(anonymous.body)).toEqual([`/${SHELL}`, `/${CONTACT}`]);
    expect(listedChunks(failed.body)).toEqual([`/${SHELL}`, `/${LIVE_ACTORS}`]);
  });

  it('lists the start-up chunks on the client-only page sent when rendering fails', async () => {
    const page = await testApp.app.inject({ method: 'GET', url: '/broken' });

    expect(page.statusCode).toBe(200);
    expect(listedChunks(page.body)).toEqual([`/${SHELL}`]);
    expect(page.body).not.toContain('<main>');
  });
});
