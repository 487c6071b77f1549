// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { readPayload, serializePayload, type AppPayload } from '../../../src/app/payload.ts';
import { testPublicConfig } from '../../support/public-config.ts';

/** The route part of the server's payload: what hydration resumes from (docs/decisions/0024-router-lite.md). */

function roundTrip(route: unknown): AppPayload | null {
  const payload = { rendered: true, config: testPublicConfig, auth: null, route } as AppPayload;
  document.body.innerHTML = serializePayload(payload);
  return readPayload(document);
}

describe('the payload’s route', () => {
  it('comes back as written: the loaders’ data and the error on screen', () => {
    const route = {
      data: { root: null, article: { title: 'Aimer « vraiment »' } },
      error: { routeId: 'article', status: 404, reason: 'absent' },
    };
    expect(roundTrip(route)?.route).toEqual(route);
    expect(roundTrip({ data: {}, error: null })?.route).toEqual({ data: {}, error: null });
  });

  it.each([
    ['an error without its route', { data: {}, error: { status: 500 } }],
    ['an error whose route is no string', { data: {}, error: { routeId: 7, status: 500 } }],
    ['an error whose reason is no string', { data: {}, error: { routeId: 'root', status: 500, reason: 1 } }],
    ['no data', { error: null }],
  ])('is dropped when malformed (%s): the page then resolves its address itself', (_, route) => {
    const payload = roundTrip(route);
    expect(payload?.rendered).toBe(true);
    expect(payload?.route).toBeUndefined();
  });
});
