import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getArticle, getPage, listAllTags, listArticles, listRelatedArticles } from '../../../src/api/content.ts';
import { NotFoundError, ResponseValidationError } from '../../../src/api/errors.ts';
import { createHttpClient, type HttpClient } from '../../../src/api/http-client.ts';
import { startTestServer, type TestServer } from '../api/test-server.ts';
import { article, page, summary } from './fixtures.ts';

let server: TestServer;
let client: HttpClient;

beforeAll(async () => {
  server = await startTestServer();
  client = createHttpClient({ baseURL: server.baseURL, retryDelayMs: 0 });
});

afterAll(async () => {
  await server.close();
});

describe('content API client (docs/product.md#calls /content/*)', () => {
  it('sends the filter (docs/product.md#entities) with arrays as repeated keys, the limit as length, and the cursor', async () => {
    server.route('/content/articles', () => ({ status: 200, json: page([summary('a')], 'c2') }));
    const answer = await listArticles(client, {
      categories: ['a', 'b'],
      tags: ['t'],
      length: 5,
      sort: 'date',
      order: 'desc',
      cursor: 'c1',
    });
    expect(answer).toEqual(page([summary('a')], 'c2'));
    const [sent] = server.requests('/content/articles').slice(-1);
    expect(sent?.method).toBe('GET');
    expect(sent?.search).toBe('categories=a&categories=b&tags=t&length=5&sort=date&order=desc&cursor=c1');
  });

  it('reads one article by uid (path-encoded) with its paywall flag, and related articles', async () => {
    server.route('/content/articles/un%20article', () => ({ status: 200, json: article('un article', true) }));
    await expect(getArticle(client, 'un article')).resolves.toMatchObject({
      uid: 'un article',
      restricted: true,
      content: '<p>Le début.</p>',
    });
    server.route('/content/articles/related/premier', () => ({ status: 200, json: page([summary('b'), summary('c')]) }));
    const related = await listRelatedArticles(client, 'premier', { length: 3 });
    expect(related.payload.map((item) => item.uid)).toEqual(['b', 'c']);
    expect(server.requests('/content/articles/related/premier')[0]?.search).toBe('length=3');
  });

  it('accepts a list answer kept by a browser or CDN from before articles carried their display date', async () => {
    const { displayDate: _dropped, ...older } = summary('ancien');
    server.route('/content/articles', () => ({ status: 200, json: page([older]) }));
    const answer = await listArticles(client, {});
    expect(answer.payload[0]).toMatchObject({ uid: 'ancien', date: older.date });
    expect(answer.payload[0]?.displayDate).toBeUndefined();
  });

  it('an unknown uid is a NotFoundError; an answer outside the contract is a validation error', async () => {
    server.route('/content/pages/nulle-part', () => ({ status: 404, json: { message: 'Not found' } }));
    await expect(getPage(client, 'nulle-part')).rejects.toBeInstanceOf(NotFoundError);
    server.route('/content/articles/sans-contenu', () => ({ status: 200, json: summary('sans-contenu') }));
    const error = await getArticle(client, 'sans-contenu').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ResponseValidationError);
    expect((error as ResponseValidationError).fieldErrors.map((field) => field.path).sort()).toEqual(['content', 'restricted']);
  });

  it('reads a whole facet page by page while there is a next page and an end cursor (docs/product.md#states)', async () => {
    const tags = Array.from({ length: 23 }, (_, i) => ({ uid: `t${i}`, name: `Tag ${i}` }));
    server.route('/content/tags', (request) => {
      const from = Number(request.query['cursor']?.[0] ?? 0);
      const next = from + 10;
      // The last page still says "more" but gives no cursor: the client must stop there.
      return {
        status: 200,
        json: {
          payload: tags.slice(from, next),
          page: next < tags.length ? { hasNextPage: true, endCursor: String(next) } : { hasNextPage: true, endCursor: null },
        },
      };
    });
    await expect(listAllTags(client)).resolves.toEqual(tags);
    expect(server.requests('/content/tags').map((request) => request.search)).toEqual(['', 'cursor=10', 'cursor=20']);
  });
});
