import { writeFileSync } from 'node:fs';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { authInfoSchema } from '../../src/domain/auth.ts';
import { SHARED_PAGE_CACHE_CONTROL } from '../../server/http/page-cache.ts';
import { DAY, DEMO, manualClock, signIn, type SignedIn } from '../support/server/accounts.ts';
import { createTestApp, type TestApp } from '../support/server/test-app.ts';
import { createWebBuildFixture } from '../support/server/web-build-fixture.ts';

/**
 * A server entry that follows the render() contract and shows what a real page would: the auth
 * info it was given, and member data its loader fetched through the API with the session's token.
 */
const ECHO_ENTRY = `
export async function render(request, options) {
  if (new URL(request.url).pathname.endsWith('/rendu-casse')) {
    // The shell is ready, then the render fails (React destroys its destination with the error).
    return { kind: 'html', status: 200, head: '', payload: '', routes: [], stream: {
      pipe(destination) { destination.write('<main>début'); destination.destroy(new Error('échec secret du rendu')); },
    } };
  }
  let profile = null;
  if (options.auth) {
    const answer = await options.apiFetch(new URL('/api/users/' + options.auth.user.uid, request.url), {
      headers: { authorization: 'Bearer ' + options.accessToken },
    });
    profile = answer.status === 200 ? (await answer.json()).metadata.data.profile.name : 'status ' + answer.status;
  }
  const payload = { rendered: true, auth: options.auth, profile, tokenInPayload: false };
  return {
    kind: 'html',
    status: 200,
    head: '<title>Fixture</title>',
    payload: '<script type="application/json" id="payload">' + JSON.stringify(payload) + '</script>',
    stream: { pipe(destination) {
      const text = options.auth ? 'connecté' : 'anonyme';
      // Longer than @fastify/compress's one-shot limit, which it streams without a length.
      destination.end('<main>' + (new URL(request.url).pathname === '/longue' ? (text + ' ').repeat(8000) : text) + '</main>');
    } },
  };
}
export function clientOnlyPayload(config, auth) {
  return '<script type="application/json" id="payload">' + JSON.stringify({ rendered: false, auth }) + '</script>';
}
`;

interface EchoPayload {
  auth: unknown;
  profile: string | null;
}

describe('server rendering sees the signed-in state from the session cookie', () => {
  const build = createWebBuildFixture();
  writeFileSync(build.serverEntry, ECHO_ENTRY);
  let testApp: TestApp;
  let clock: ReturnType<typeof manualClock>;
  let vip: SignedIn;
  beforeAll(async () => {
    testApp = await createTestApp({ web: build });
  });
  afterAll(async () => {
    await testApp.close();
    build.remove();
  });
  beforeEach(async () => {
    clock = manualClock(testApp);
    vip = await signIn(testApp.app, DEMO.vip);
  });

  const page = (url: string, cookie?: string) =>
    testApp.app.inject({ method: 'GET', url, ...(cookie === undefined ? {} : { cookies: { galant_session: cookie } }) });
  const payloadOf = (html: string): EchoPayload =>
    JSON.parse(/<script type="application\/json" id="payload">(.*?)<\/script>/.exec(html)?.[1] ?? 'null') as EchoPayload;

  it('renders a page with the auth info (fresh roles) and lets loaders read member data', async () => {
    const response = await page('/', vip.cookie);

    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.body).toContain('<main>connecté</main>');
    const payload = payloadOf(response.body);
    expect(authInfoSchema.parse(payload.auth)).toMatchObject({ user: { uid: vip.uid, email: DEMO.vip.email }, acl: { vip: true } });
    expect(payload.profile).toBe('Julien');
    expect(response.body).not.toContain(vip.cookie);
    // Rendered to the end, then sent in one piece (ssr.ts): its length is known, nothing is chunked.
    expect(response.headers['transfer-encoding']).toBeUndefined();
    expect(response.headers['content-length']).toBe(String(Buffer.byteLength(response.body)));
  });

  it('compresses a signed-in page whole for a browser that accepts it (length known, kept apart per encoding)', async () => {
    const asked = (acceptEncoding?: string) =>
      testApp.app.inject({
        method: 'GET',
        url: '/longue',
        cookies: { galant_session: vip.cookie },
        headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
      });
    const br = await asked('gzip, deflate, br');
    const gzip = await asked('gzip');
    // Brotli refused outright: the wildcard does not bring it back.
    const notBr = await asked('br;q=0, *');
    const plain = await asked();

    expect(plain.body).toContain(`<main>${'connecté '.repeat(3)}`);
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(plain.body);
    expect(br.headers['content-length']).toBe(String(br.rawPayload.length));
    expect(br.rawPayload.length).toBeLessThan(Buffer.byteLength(plain.body) / 4);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString('utf8')).toBe(plain.body);
    expect(gzip.headers['content-length']).toBe(String(gzip.rawPayload.length));
    expect(notBr.headers['content-encoding']).toBe('gzip');
    expect(plain.headers['content-encoding']).toBeUndefined();
    for (const response of [br, gzip, notBr, plain]) {
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('private, no-store');
      expect(String(response.headers['vary']).toLowerCase()).toMatch(/cookie.*accept-encoding/);
      expect(response.headers['transfer-encoding']).toBeUndefined();
    }
  });

  it('sends the page for the browser to render alone when the render fails after its shell, never a cut page or the error', async () => {
    // A page rendered for its reader (signed in or not) and a public page rendered for the shared cache.
    const cases: Array<[string, string | undefined]> = [
      ['/rendu-casse', undefined],
      ['/rendu-casse', vip.cookie],
      ['/article/rendu-casse', undefined],
    ];
    for (const [url, cookie] of cases) {
      const name = `${url} ${cookie === undefined ? 'anonymous' : 'signed in'}`;
      const response = await page(url, cookie);
      expect(response.statusCode, name).toBe(200);
      expect(response.headers['content-type'], name).toMatch(/^text\/html/);
      // Not kept by any cache; a signed-in one never stored anywhere.
      expect(response.headers['cache-control'], name).toBe(cookie === undefined ? 'no-cache' : 'private, no-store');
      expect(response.body, name).not.toContain('début');
      expect(response.body, name).not.toContain('échec secret');
      const payload = JSON.parse(/<script type="application\/json" id="payload">(.*?)<\/script>/.exec(response.body)?.[1] ?? 'null') as {
        rendered: boolean;
        auth: unknown;
      };
      expect(payload.rendered, name).toBe(false);
      expect(payload.auth === null, name).toBe(cookie === undefined);
    }
  });

  it('keeps the session across a reload after the token expired (within the 30 days)', async () => {
    clock.advance(2 * DAY);
    const response = await page('/', vip.cookie);
    const payload = payloadOf(response.body);
    const auth = authInfoSchema.parse(payload.auth);
    expect(auth.tokenExpiration).toBeGreaterThan(Math.floor(clock.now() / 1000));
    expect(payload.profile).toBe('Julien');
  });

  it('renders anonymously, without an error, for a missing, forged, revoked or capped cookie', async () => {
    const forged = `${vip.cookie.slice(0, -6)}AAAAAA`;
    const cases: Array<[string, string | undefined]> = [
      ['none', undefined],
      ['garbage', 'pas-un-jeton'],
      ['forged', forged],
    ];
    for (const [name, cookie] of cases) {
      const response = await page('/', cookie);
      expect(response.statusCode, name).toBe(200);
      // Without any cookie, the shared copy (page-cache.ts); with one, never.
      expect(response.headers['cache-control'], name).toBe(cookie === undefined ? SHARED_PAGE_CACHE_CONTROL : 'no-cache');
      expect(payloadOf(response.body).auth, name).toBeNull();
    }

    await testApp.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { authorization: `Bearer ${vip.token}` } });
    expect(payloadOf((await page('/', vip.cookie)).body).auth).toBeNull();

    const fresh = await signIn(testApp.app, DEMO.vip);
    clock.advance(31 * DAY);
    expect(payloadOf((await page('/', fresh.cookie)).body).auth).toBeNull();
  });

  it('sends pages that carry a token (reset, support tickets) with Referrer-Policy: no-referrer, other pages with the site default', async () => {
    const reset = await page('/reset-password/update?token=abc');
    expect(reset.headers['referrer-policy']).toBe('no-referrer');
    const request = await page('/reset-password');
    expect(request.headers['referrer-policy']).toBe('no-referrer');
    // The card-change link too, and whatever the address's case (the router ignores it).
    for (const path of [
      '/contact/tickets?t=abc',
      '/contact/tickets/0b6c1f9e-1f1e-4a52-9a54-2c4c7b2d1e00?t=abc',
      '/account/card?token=abc',
      '/Contact/Tickets?t=abc',
    ]) {
      expect((await page(path)).headers['referrer-policy']).toBe('no-referrer');
    }
    const home = await page('/');
    expect(home.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });
});
