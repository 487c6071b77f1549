import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fr } from '../../src/i18n/fr/index.ts';
import { createTestApp, type TestApp } from '../support/server/test-app.ts';
import { createWebBuildFixture, FIXTURE_ASSET, FIXTURE_ASSET_SOURCE, FIXTURE_BUILD_ID } from '../support/server/web-build-fixture.ts';

describe('with a client build: static files and server-rendered pages', () => {
  const build = createWebBuildFixture();
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ seed: false, web: build });
  });
  afterAll(async () => {
    await testApp.close();
    build.remove();
  });

  it('caches hashed assets forever and serves the pre-compressed file', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: FIXTURE_ASSET, headers: { 'accept-encoding': 'br, gzip' } });

    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(FIXTURE_ASSET_SOURCE);

    const plain = await testApp.app.inject({ method: 'GET', url: FIXTURE_ASSET });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(FIXTURE_ASSET_SOURCE);
  });

  it('makes builds/latest.json and other files revalidate every time', async () => {
    const latest = await testApp.app.inject({ method: 'GET', url: '/builds/latest.json' });
    expect(latest.statusCode).toBe(200);
    expect(latest.headers['cache-control']).toBe('no-cache');
    expect(latest.json()).toEqual({ buildId: FIXTURE_BUILD_ID });
    const robots = await testApp.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(robots.headers['cache-control']).toBe('no-cache');
  });

  it('reports the build id in the health version', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.json()).toMatchObject({ version: expect.stringMatching(new RegExp(`\\+${FIXTURE_BUILD_ID}$`)) });
  });

  it('server-renders pages with the reply’s CSP nonce on the inline script', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/' });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toContain('<main>page /</main>');
    const nonce = /script-src 'self' 'nonce-([0-9a-f]+)'/.exec(String(response.headers['content-security-policy']))?.[1];
    expect(nonce).toBeDefined();
    expect(response.body).toContain(`<script nonce="${nonce}">`);
    expect(response.body).toContain(`"buildId":"${FIXTURE_BUILD_ID}"`);
  });

  it('never serves the raw index.html template, and keeps /api answers in JSON', async () => {
    const template = await testApp.app.inject({ method: 'GET', url: '/index.html' });
    expect(template.body).not.toContain('<!--app-html-->');

    const api = await testApp.app.inject({ method: 'GET', url: '/api/unknown' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ message: fr.server.notFound, violations: [] });
  });
});
