import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createActor, toPromise } from 'xstate';
import { createHttpClient } from '../../../src/api/http-client.ts';
import { fetchArticlePage } from '../../../src/app/content/actors.ts';
import { startTestServer, type TestServer } from '../api/test-server.ts';
import { page, summary } from './fixtures.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server.close();
});

describe('article pager: fetchPage', () => {
  it("the pager's fetchPage asks for the list's query after the cursor it is given", async () => {
    server.route('/content/articles', () => ({ status: 200, json: page([summary('k')], null) }));
    const client = createHttpClient({ baseURL: server.baseURL });
    const logic = fetchArticlePage(() => Promise.resolve(client), { categories: ['a'], sort: 'date', order: 'desc' });
    const output = await toPromise(createActor(logic, { input: { cursor: 'c9' } }).start());
    expect(output.payload.map((item) => item.uid)).toEqual(['k']);
    expect(server.requests('/content/articles').at(-1)?.search).toBe('categories=a&sort=date&order=desc&cursor=c9');
    await toPromise(createActor(logic, { input: { cursor: null } }).start());
    expect(server.requests('/content/articles').at(-1)?.search).toBe('categories=a&sort=date&order=desc');
  });
});
