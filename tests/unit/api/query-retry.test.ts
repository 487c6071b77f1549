import { describe, expect, it } from 'vitest';
import { expandPath, retryBudget, shouldRetry, type HttpMethod } from '../../../src/api/index.ts';

describe('expandPath (docs/product.md#calls path and query)', () => {
  it('fills the template and encodes each path value as one segment', () => {
    const { path, query } = expandPath('/support/{type}/tickets/{uid}/messages', { type: 'contact', uid: 'x/y?z' });
    expect(path).toBe('/support/contact/tickets/x%2Fy%3Fz/messages');
    expect(query.toString()).toBe('');
  });

  it('sends unused parameters as query keys, arrays repeated, unset values left out', () => {
    const { path, query } = expandPath('/content/articles', {
      tags: ['a', 'b'],
      length: 10,
      author: 'Léa & Co',
      ids: [],
      category: null,
      cursor: undefined,
    });
    expect(path).toBe('/content/articles');
    expect(query.getAll('tags')).toEqual(['a', 'b']);
    expect(query.get('length')).toBe('10');
    expect(query.get('author')).toBe('Léa & Co');
    expect([...query.keys()]).toEqual(['tags', 'tags', 'length', 'author']);
  });

  it.each([undefined, null, '', ['a']])('refuses a path parameter set to %j', (uid) => {
    expect(() => expandPath('/content/articles/{uid}', { uid })).toThrow(TypeError);
  });
});

describe('retry policy (docs/product.md#calls)', () => {
  const methods: HttpMethod[] = ['GET', 'HEAD', 'OPTIONS', 'POST', 'PUT', 'PATCH', 'DELETE'];

  it('gives non-mutating methods one retry and mutating methods none', () => {
    expect(Object.fromEntries(methods.map((method) => [method, retryBudget(method)]))).toEqual({
      GET: 1,
      HEAD: 1,
      OPTIONS: 1,
      POST: 0,
      PUT: 0,
      PATCH: 0,
      DELETE: 0,
    });
  });

  it('retries exactly the listed statuses, network failures and timeouts, once', () => {
    const retried = Array.from({ length: 500 }, (_, index) => index + 100).filter((status) =>
      shouldRetry('GET', 0, { type: 'status', status }),
    );
    expect(retried).toEqual([408, 409, 425, 429, 500, 502, 503, 504]);
    expect(shouldRetry('GET', 0, { type: 'network' })).toBe(true);
    expect(shouldRetry('GET', 0, { type: 'timeout' })).toBe(true);
    expect(shouldRetry('GET', 1, { type: 'status', status: 503 })).toBe(false);
    expect(shouldRetry('POST', 0, { type: 'timeout' })).toBe(false);
  });
});
