import { writeFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NONCE_SLOT, PRIVATE_PAGE_CACHE_CONTROL, SHARED_PAGE_CACHE_CONTROL } from '../../server/http/page-cache.ts';
import { contentArticles } from '../../server/db/schema/index.ts';
import { contentChanged } from '../../server/modules/content/content-changes.ts';
import { bumpContentRevision } from '../../server/modules/content/content-revision.ts';
import { storeContent } from '../../server/modules/content/content-store.ts';
import { contentFixture, fixtureParagraphs } from '../support/content/content-fixture.ts';
import { createAccount, signIn, type SignedIn } from '../support/server/accounts.ts';
import { createTestApp, type TestApp } from '../support/server/test-app.ts';
import { createWebBuildFixture } from '../support/server/web-build-fixture.ts';
import type { FeaturePlugin } from '../../server/services.ts';

/**
 * A server entry following the render() contract that shows everything a real page could leak:
 * the article as the API gives it to this viewer (full text when signed in), the member's name
 * and e-mail, the auth info in the payload, and the CSP nonce (an inline script, left out with
 * `?static`, as the real pages have none: a page of a real page's weight instead). It counts its renders.
 */
const LEAKY_ENTRY = `
globalThis.pageRenders = 0;
export async function render(request, options) {
  globalThis.pageRenders += 1;
  const url = new URL(request.url);
  const headers = options.accessToken ? { authorization: 'Bearer ' + options.accessToken } : {};
  const api = async (path) => {
    const answer = await options.apiFetch(new URL('/api' + path, request.url), { headers });
    return { status: answer.status, body: answer.status === 200 ? await answer.json() : null };
  };
  let status = 200;
  let main = '';
  const article = /^\\/article\\/([^/]+)$/.exec(url.pathname);
  if (article) {
    const answer = await api('/content/articles/' + article[1]);
    status = answer.status;
    main = answer.body ? '<h1>' + answer.body.title + '</h1>' + answer.body.content : 'introuvable';
  } else if (url.searchParams.has('degraded')) {
    // As the home page does without its latest articles when the API fails.
    const answer = await options.apiFetch(new URL('/api/test/unavailable', request.url));
    main = answer.status === 200 ? 'complet' : 'sans les derniers articles';
  } else if (url.pathname === '/articles') {
    const answer = await api('/content/articles');
    main = answer.body.payload.map((item) => '<li>' + item.title + '</li>').join('');
  }
  let member = '';
  if (options.auth) {
    const profile = await api('/users/' + options.auth.user.uid);
    member = '<p>Bonjour ' + profile.body.metadata.data.profile.name + ' (' + options.auth.user.email + ')</p>';
  }
  return {
    kind: 'html',
    status,
    // As a route reading a token from its address says it (RouteDefinition.personal).
    personal: url.searchParams.has('personal'),
    head: '<title>Fixture</title>',
    payload: '<script type="application/json" id="payload">' + JSON.stringify({ auth: options.auth }) + '</script>' +
      (url.searchParams.has('static')
        ? '<footer>' + 'Pied de page. '.repeat(100) + '</footer>'
        : '<script nonce="' + options.nonce + '">window.boot = 1</script>'),
    stream: { pipe(destination) { destination.end('<header>' + member + '</header><main>' + main + '</main>'); }, abort() {} },
  };
}
export function clientOnlyPayload() {
  return '<script type="application/json" id="payload">{}</script>';
}
`;

/** An API call that fails, as one does while the database is down. */
const unavailableRoute: FeaturePlugin = async (app) => {
  app.get('/test/unavailable', async (_request, reply) => reply.code(503).send({ message: 'indisponible' }));
};

const renders = (): number => (globalThis as { pageRenders?: number }).pageRenders ?? 0;

const MEMBER = { email: 'secret-lecteur@galant.test', password: 'Lecteur-Secret-2026!', name: 'Prénomsecret' };
const VIP_ARTICLE = 'article-12';

describe('shared cache of anonymous server-rendered pages', () => {
  const build = createWebBuildFixture();
  writeFileSync(build.serverEntry, LEAKY_ENTRY);
  let testApp: TestApp;
  let member: SignedIn;
  beforeAll(async () => {
    testApp = await createTestApp({ web: build, env: { SEED_DEMO: 'false' }, apiPlugins: [unavailableRoute] });
    await storeContent(testApp.db, contentFixture);
    await createAccount(testApp.db, { email: MEMBER.email, password: MEMBER.password, roles: ['vip'], profileName: MEMBER.name });
    member = await signIn(testApp.app, MEMBER);
  });
  afterAll(async () => {
    await testApp.close();
    build.remove();
  });

  const anonymous = (url: string) => testApp.app.inject({ method: 'GET', url });
  const signedIn = (url: string) => testApp.app.inject({ method: 'GET', url, cookies: { galant_session: member.cookie } });
  const [teaser, ...membersOnly] = fixtureParagraphs(12);
  const secrets = () => [...membersOnly, MEMBER.name, MEMBER.email, member.uid, member.token, member.cookie];

  function expectAnonymousAndClean(response: LightMyRequestResponse, label: string) {
    expect(response.statusCode, label).toBe(200);
    for (const secret of secrets()) expect(response.body, `${label}: ${secret}`).not.toContain(secret);
    expect(response.body, label).not.toContain(NONCE_SLOT);
    expect(response.body, label).toContain('{"auth":null}');
  }
  const nonceOfBody = (body: string) => /<script nonce="([^"]*)">/.exec(body)?.[1];
  const nonceOfPolicy = (response: LightMyRequestResponse) =>
    /script-src[^;]*'nonce-([^']+)'/.exec(String(response.headers['content-security-policy']))?.[1];

  it('never hands a signed-in render to an anonymous reader, whatever the order, and never caches a signed-in page', async () => {
    const pages = ['/', '/articles', `/article/${VIP_ARTICLE}`];
    for (let round = 0; round < 4; round++) {
      for (const page of pages) {
        // A fresh key each round: the signed-in request starts first, on a cold key, concurrently.
        const url = `${page}?tour=${round}`;
        const [member1, anonymous1, member2, anonymous2] = await Promise.all([
          signedIn(url),
          anonymous(url),
          signedIn(url),
          anonymous(url),
        ]);
        for (const response of [member1, member2]) {
          expect(response.statusCode).toBe(200);
          expect(response.body).toContain(`Bonjour ${MEMBER.name} (${MEMBER.email})`);
          expect(response.headers['cache-control']).toBe('private, no-store');
          expect(String(response.headers['vary'])).toMatch(/\bCookie\b/i);
        }
        for (const [index, response] of [anonymous1, anonymous2, await anonymous(url)].entries()) {
          expectAnonymousAndClean(response, `${url} anonymous #${index}`);
          expect(response.headers['cache-control']).toBe(SHARED_PAGE_CACHE_CONTROL);
          expect(String(response.headers['vary'])).toMatch(/\bCookie\b/i);
          // Nothing a CDN would keep for everyone or refuse the page for.
          expect(response.headers['set-cookie'], `${url} anonymous #${index}`).toBeUndefined();
        }
        // And a signed-in reader is never served the anonymous copy.
        expect((await signedIn(url)).body).toContain(`Bonjour ${MEMBER.name}`);
      }
    }
    const article = await signedIn(`/article/${VIP_ARTICLE}`);
    for (const paragraph of membersOnly) expect(article.body).toContain(paragraph);
    const shared = await anonymous(`/article/${VIP_ARTICLE}`);
    expect(shared.body).toContain(teaser);
  });

  it('renders an anonymous page once while fresh, each answer with its own nonce, the one its policy names', async () => {
    const url = '/article/article-03?nonce-check';
    const before = renders();
    const answers = [await anonymous(url), await anonymous(url), await anonymous(url)];
    expect(renders() - before).toBe(1);
    const nonces = answers.map((response) => nonceOfBody(response.body));
    expect(new Set(nonces).size).toBe(3);
    for (const [index, response] of answers.entries()) {
      expectAnonymousAndClean(response, `answer ${index}`);
      expect(nonces[index]).toBeTruthy();
      expect(nonces[index]).toBe(nonceOfPolicy(response));
    }
  });

  it("never keeps a render that says it read one visitor's data, even on a public path", async () => {
    const url = '/article/article-05?personal';
    const before = renders();
    // Two together share the one render in progress, and both hear it is theirs alone.
    const together = await Promise.all([anonymous(url), anonymous(url)]);
    expect(renders() - before).toBe(1);
    // The next one is rendered again: nothing was kept.
    const after = await anonymous(url);
    expect(renders() - before).toBe(2);
    for (const response of [...together, after]) {
      expectAnonymousAndClean(response, url);
      expect(response.headers['cache-control']).toBe(PRIVATE_PAGE_CACHE_CONTROL);
    }
  });

  it('never keeps a page one of whose API calls failed, though it answers 200 without what failed', async () => {
    const url = '/?degraded';
    const before = renders();
    const answers = [await anonymous(url), await anonymous(url)];
    expect(renders() - before).toBe(2);
    for (const response of answers) {
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('sans les derniers articles');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('sends a page without inline script like a static file: each encoding a browser asks for, the same bytes to every reader', async () => {
    const url = '/article/article-04?static';
    const asked = (acceptEncoding?: string) =>
      testApp.app.inject({ method: 'GET', url, headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } });
    const before = renders();
    const plain = await asked();
    const [brotli, again, gzip] = await Promise.all([asked('gzip, deflate, br, zstd'), asked('gzip, deflate, br, zstd'), asked('gzip')]);
    expect(renders() - before).toBe(1);
    expectAnonymousAndClean(plain, 'without Accept-Encoding');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain.body);
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect(again.rawPayload.equals(brotli.rawPayload)).toBe(true);
    for (const response of [plain, brotli, gzip]) {
      expect(response.headers['cache-control']).toBe(SHARED_PAGE_CACHE_CONTROL);
      // A CDN keeps one copy per encoding, and none for a signed-in reader.
      expect(String(response.headers['vary'])).toMatch(/\bCookie\b/i);
      expect(String(response.headers['vary'])).toMatch(/\bAccept-Encoding\b/i);
    }
  });

  it('renders every time, and never stores, a request with credentials (even a worthless cookie), a page off the shared list, or a 404', async () => {
    const cases: Array<[string, () => Promise<LightMyRequestResponse>]> = [
      ['worthless cookie', () => testApp.app.inject({ method: 'GET', url: '/', cookies: { galant_session: 'pas-un-jeton' } })],
      ['bearer', () => testApp.app.inject({ method: 'GET', url: '/', headers: { authorization: `Bearer ${member.token}` } })],
      ['login page', () => anonymous('/login')],
      ['ticket page', () => anonymous('/contact/tickets/abc?token=xyz')],
      ['unknown article', () => anonymous('/article/nope')],
    ];
    for (const [label, request] of cases) {
      const before = renders();
      const first = await request();
      const second = await request();
      expect(renders() - before, label).toBe(2);
      expect(first.headers['cache-control'], label).not.toMatch(/public/);
      expect(second.headers['cache-control'], label).not.toMatch(/public/);
    }
  });

  it('gives a public page an ETag and answers 304 without a body to a browser or CDN holding it', async () => {
    const url = '/article/article-06?static';
    const first = await anonymous(url);
    expectAnonymousAndClean(first, url);
    const etag = String(first.headers['etag']);
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    expect((await anonymous(url)).headers['etag']).toBe(etag);
    const before = renders();
    const again = await testApp.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br', 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers['etag']).toBe(etag);
    expect(again.headers['cache-control']).toBe(SHARED_PAGE_CACHE_CONTROL);
    expect(String(again.headers['vary'])).toMatch(/\bCookie\b/i);
    expect(String(again.headers['vary'])).toMatch(/\bAccept-Encoding\b/i);
    expect(renders() - before).toBe(0);
    // A page with an inline script carries its own nonce: no validator (a 304 would pair an old nonce with a new policy).
    expect((await anonymous('/article/article-06')).headers['etag']).toBeUndefined();
  });

  it("never answers a signed-in page from the anonymous copy's validator, and gives it none", async () => {
    const url = `/article/${VIP_ARTICLE}?static`;
    const etag = String((await anonymous(url)).headers['etag']);
    expect(etag).toMatch(/^W\//);
    const page = await testApp.app.inject({
      method: 'GET',
      url,
      cookies: { galant_session: member.cookie },
      headers: { 'if-none-match': etag },
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`Bonjour ${MEMBER.name}`);
    for (const paragraph of membersOnly) expect(page.body).toContain(paragraph);
    expect(page.headers['cache-control']).toBe(PRIVATE_PAGE_CACHE_CONTROL);
    expect(page.headers['etag']).toBeUndefined();
  });

  it('answers an edited article with its new text and a new ETag at the very next request once contentChanged() is called', async () => {
    const url = '/article/article-08?static';
    const before = await anonymous(url);
    expect(before.body).not.toContain('Titre revu');
    await testApp.db.transaction(async (tx) => {
      await tx.update(contentArticles).set({ title: 'Titre revu' }).where(eq(contentArticles.uid, 'article-08'));
      await bumpContentRevision(tx);
    });
    contentChanged();
    const after = await testApp.app.inject({ method: 'GET', url, headers: { 'if-none-match': String(before.headers['etag']) } });
    expect(after.statusCode).toBe(200);
    expect(after.body).toContain('<h1>Titre revu</h1>');
    expect(after.headers['etag']).toMatch(/^W\//);
    expect(after.headers['etag']).not.toBe(before.headers['etag']);
  });

  it('forgets cached pages as soon as content changes', async () => {
    const list = await anonymous('/articles');
    expect(list.body).toContain('<li>Article de test');
    expect(list.body).not.toContain('Article ajouté');
    expect((await anonymous('/article/article-ajoute')).statusCode).toBe(404);
    const added = contentFixture.articles[0];
    if (added === undefined) throw new Error('fixture has no article');
    await testApp.db.transaction((tx) =>
      storeContent(tx, {
        ...contentFixture,
        articles: [{ ...added, uid: 'article-ajoute', title: 'Article ajouté', date: new Date().toISOString() }],
        pages: [],
      }),
    );
    expect((await anonymous('/articles')).body).toContain('Article ajouté');
    expect((await anonymous('/article/article-ajoute')).statusCode).toBe(200);
  });
});
