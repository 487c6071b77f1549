import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpClient, type HttpClient } from '../../../src/api/http-client.ts';
import { loadArticle, loadArticles, loadHome, loadPage, redirectToArticles } from '../../../src/app/content/loaders.ts';
import type { LoadArgs } from '../../../src/app/route-table.ts';
import { RouteFailure, RouteRedirect } from '../../../src/app/router/resolve.ts';
import type { AuthInfo } from '../../../src/domain/auth.ts';
import { startTestServer, type TestServer } from '../api/test-server.ts';
import { article, page, summary } from './fixtures.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server.close();
});

const member: AuthInfo = { user: { uid: 'u1', email: 'vip@galant.test' }, tokenExpiration: null, acl: { vip: true } };

function args(path: string, options: { client?: HttpClient; auth?: AuthInfo | null; params?: Record<string, string> } = {}): LoadArgs {
  const client = options.client ?? createHttpClient({ baseURL: server.baseURL, retryDelayMs: 0 });
  return {
    params: options.params ?? {},
    url: new URL(path, 'http://galant.test'),
    context: { api: () => Promise.resolve(client), auth: () => options.auth ?? null },
    signal: new AbortController().signal,
  };
}

async function failure(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => {
      throw new Error('expected the loader to fail');
    },
    (error: unknown) => error,
  );
}

function serveFacets(): void {
  server.route('/content/categories', () => ({
    status: 200,
    json: page([{ uid: 'premier-rendez-vous', name: 'Premier rendez-vous', description: '' }]),
  }));
  server.route('/content/authors', () => ({
    status: 200,
    json: page([{ uid: 'camille-roche', name: 'Camille Roche', bio: '', avatar: null }]),
  }));
  server.route('/content/tags', () => ({ status: 200, json: page([{ uid: 'trac', name: 'Trac' }]) }));
}

describe('content route loaders', () => {
  it('/articles: the first page for the filters in the URL, and the filter options', async () => {
    serveFacets();
    server.route('/content/articles', () => ({ status: 200, json: page([summary('a')], 'c1') }));
    const data = await loadArticles(args('/articles?categories=premier-rendez-vous&tags=trac&tags=trac'));
    expect(data.selection).toEqual({ categories: ['premier-rendez-vous'], authors: [], tags: ['trac'] });
    expect(data.options).toEqual({
      categories: [{ uid: 'premier-rendez-vous', name: 'Premier rendez-vous' }],
      authors: [{ uid: 'camille-roche', name: 'Camille Roche' }],
      tags: [{ uid: 'trac', name: 'Trac' }],
    });
    expect(data.firstPage.page).toEqual({ hasNextPage: true, endCursor: 'c1' });
    expect(server.requests('/content/articles').at(-1)?.search).toBe('sort=date&order=desc&categories=premier-rendez-vous&tags=trac');
  });

  it('/articles: a browser tab reads the filter options once; a failure is tried again', async () => {
    const client = createHttpClient({ baseURL: server.baseURL, retryDelayMs: 0 });
    server.route('/content/articles', () => ({ status: 200, json: page([]) }));
    let calls = 0;
    server.route('/content/categories', () =>
      ++calls <= 2 ? { status: 503, json: { message: 'down' } } : { status: 200, json: page([]) },
    );
    server.route('/content/authors', () => ({ status: 200, json: page([]) }));
    server.route('/content/tags', () => ({ status: 200, json: page([]) }));
    await expect(loadArticles(args('/articles', { client }))).rejects.toThrow();
    await loadArticles(args('/articles?tags=x', { client }));
    await loadArticles(args('/articles?tags=y', { client }));
    // 503 and its retry, then one successful read kept for the tab.
    expect(calls).toBe(3);
  });

  it('/articles: a filter value the server refuses lists nothing instead of failing', async () => {
    serveFacets();
    server.route('/content/articles', () => ({
      status: 400,
      json: { message: 'Validation failed', violations: [{ property: 'tags', message: 'inconnu', type: 'invalid' }] },
    }));
    const data = await loadArticles(args('/articles?tags=disparu'));
    expect(data.firstPage).toEqual({ payload: [], page: { hasNextPage: false, endCursor: null } });
  });

  it('/article/:uid: the article, up to three related articles, and whether the reader is signed in', async () => {
    server.route('/content/articles/premier', () => ({ status: 200, json: article('premier', false) }));
    server.route('/content/articles/related/premier', () => ({ status: 200, json: page(['b', 'c', 'd', 'e'].map((uid) => summary(uid))) }));
    const data = await loadArticle(args('/article/premier', { params: { uid: 'premier' }, auth: member }));
    expect(data.article.restricted).toBe(false);
    expect(data.related.map((item) => item.uid)).toEqual(['b', 'c', 'd']);
    expect(data.signedIn).toBe(true);
  });

  it('/article/:uid: related articles are optional; an unknown article is the 404 screen', async () => {
    server.route('/content/articles/seul', () => ({ status: 200, json: article('seul', true) }));
    server.route('/content/articles/related/seul', () => ({ status: 500, json: { message: 'boom' } }));
    const data = await loadArticle(args('/article/seul', { params: { uid: 'seul' } }));
    expect(data).toMatchObject({ related: [], signedIn: false, article: { restricted: true } });

    server.route('/content/articles/absent', () => ({ status: 404, json: { message: 'Not found' } }));
    server.route('/content/articles/related/absent', () => ({ status: 404, json: { message: 'Not found' } }));
    const error = await failure(loadArticle(args('/article/absent', { params: { uid: 'absent' } })));
    expect(error).toBeInstanceOf(RouteFailure);
    expect(error).toMatchObject({ status: 404 });
  });

  it('/article/:uid: a server failure is not a 404', async () => {
    server.route('/content/articles/panne', () => ({ status: 500, json: { message: 'boom' } }));
    server.route('/content/articles/related/panne', () => ({ status: 200, json: page([]) }));
    const error = await failure(loadArticle(args('/article/panne', { params: { uid: 'panne' } })));
    expect(error).not.toBeInstanceOf(RouteFailure);
    expect(error).toMatchObject({ kind: 'server', status: 500 });
  });

  it('/about: the page; an unknown page is the 404 screen', async () => {
    server.route('/content/pages/about', () => ({
      status: 200,
      json: {
        uid: 'about',
        title: 'À propos de Galant',
        description: 'Qui nous sommes.',
        content: '<p>Bonjour</p>',
        modified: '2026-11-01T00:00:00.000Z',
      },
    }));
    await expect(loadPage('about', args('/about'))).resolves.toMatchObject({ page: { title: 'À propos de Galant' } });
    server.route('/content/pages/terms-of-service', () => ({ status: 404, json: { message: 'Not found' } }));
    const error = await failure(loadPage('terms-of-service', args('/terms-of-service')));
    expect(error).toBeInstanceOf(RouteFailure);
    expect(error).toMatchObject({ status: 404 });
  });

  it('home: the three latest articles, or none when the content cannot be read', async () => {
    server.route('/content/articles', () => ({ status: 200, json: page([summary('a'), summary('b'), summary('c')], 'c') }));
    await expect(loadHome(args('/'))).resolves.toEqual({ latest: [summary('a'), summary('b'), summary('c')] });
    expect(server.requests('/content/articles').at(-1)?.search).toBe('sort=date&order=desc&length=3');
    server.route('/content/articles', () => ({ status: 503, json: { message: 'down' } }));
    await expect(loadHome(args('/'))).resolves.toEqual({ latest: [] });
  });

  it('/article alone redirects permanently to the list', () => {
    let thrown: unknown;
    try {
      redirectToArticles();
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(RouteRedirect);
    expect(thrown).toMatchObject({ location: '/articles', status: 301 });
  });
});
