import { describe, expect, it } from 'vitest';
import { createHttpClient } from '../../../src/api/http-client.ts';
import { loadRegistrationLookup, readRegistrationAnswers } from '../../../src/app/signup/registration-loader.ts';
import { authInfoOf, MEMBER } from '../../support/auth-fixtures.ts';
import { EXPIRED_TOKEN, PAID_TRIAL, VALID_TOKEN } from '../../support/signup-fixtures.ts';

/**
 * The /registration route loader on the server: the machine's first calls made there,
 * over a transport answering as the API does. Vitest's node environment is the server (no window).
 */

type Answer = (path: string) => Response;
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const DEMO: Answer = (path) => {
  if (path === '/traffic-tokens/galant-essai') return json(200, VALID_TOKEN);
  if (path === '/traffic-tokens/galant-expire') return json(200, EXPIRED_TOKEN);
  if (path === '/formulas/vip-mensuel') return json(200, PAID_TRIAL);
  return json(404, { message: 'Not found' });
};

/** The server's answers (and the calls made for them), then what the page receives for the same address. */
async function load(query: string, answer: Answer = DEMO, signedIn = false) {
  const paths: string[] = [];
  const client = createHttpClient({
    baseURL: 'http://galant.test/api',
    retryDelayMs: 0,
    fetch: async (input) => {
      const path = new URL(input instanceof Request ? input.url : String(input)).pathname.replace(/^\/api/, '');
      paths.push(path);
      return answer(path);
    },
  });
  const args = {
    context: { api: async () => client, auth: () => (signedIn ? authInfoOf(MEMBER, null) : null) },
    params: {},
    url: new URL(`http://galant.test/registration${query}`),
    signal: new AbortController().signal,
  };
  const data = await readRegistrationAnswers(args);
  const calls = paths.splice(0);
  const page = await loadRegistrationLookup(args);
  // The page gets the start alone: the answers are in its snapshot, not sent a second time.
  expect(Object.keys(page).sort()).toEqual(['start', 'utk']);
  expect(page.utk).toBe(data.utk);
  // …and the loader makes the same calls, no more.
  expect(paths).toEqual(calls);
  return { data, start: page.start, paths: calls };
}

/** Where the machine starts (its state) and what it stores, from the start the loader computed. */
const startOf = (start: Awaited<ReturnType<typeof load>>['start']) =>
  start && {
    state: (start.snapshot as { value?: unknown }).value,
    writes: start.writes.map(({ type }) => type),
    moves: start.moves.length,
  };

describe('loadRegistrationLookup (/registration, server)', () => {
  it('a valid utk: its token and formula, and nobody signed in (no session)', async () => {
    const { data, start, paths } = await load('?utk=galant-essai');
    expect(data).toEqual({ utk: 'galant-essai', token: { output: VALID_TOKEN }, formula: PAID_TRIAL, account: { kind: 'none' } });
    expect(paths).toEqual(['/traffic-tokens/galant-essai', '/formulas/vip-mensuel']);
    // The machine starts on the form, having stored the token and the formula (three answers).
    expect(startOf(start)).toEqual({ state: 'editing', writes: ['storeToken', 'storeFormula'], moves: 3 });
    // Sent in the page as JSON: it must survive the trip unchanged.
    expect(JSON.parse(JSON.stringify(start))).toEqual(start);
  });

  it('an affiliate’s link: the start stores the affiliation too, read from the same address as the page reads it', async () => {
    const { start } = await load('?utk=galant-essai&token=aff-42&platform=partenaire');
    expect(startOf(start)).toEqual({ state: 'editing', writes: ['storeAffiliation', 'storeToken', 'storeFormula'], moves: 3 });
    expect(start?.writes.find((write) => write.type === 'storeAffiliation')?.params).toEqual({
      affiliation: { token: 'aff-42', platform: 'partenaire' },
    });
  });

  it('the utk is read trimmed, as the machine reads it, and kept as the page reads it', async () => {
    const { data } = await load('?utk=%20galant-essai%20');
    expect(data).toMatchObject({ utk: ' galant-essai ', token: { output: VALID_TOKEN } });
  });

  it('signed in: token and formula, the account left to the browser (its storage says who registered)', async () => {
    const { data, start } = await load('?utk=galant-essai', DEMO, true);
    expect(data).toEqual({ utk: 'galant-essai', token: { output: VALID_TOKEN }, formula: PAID_TRIAL, account: null });
    expect(startOf(start)).toEqual({ state: 'checkingAccount', writes: ['storeToken', 'storeFormula'], moves: 2 });
  });

  it('an unknown utk is refused (404), an expired one answered invalid: no formula is read', async () => {
    const unknown = await load('?utk=inconnu');
    expect(unknown.data).toEqual({ utk: 'inconnu', token: { error: { reason: 'invalidToken' } }, formula: null, account: null });
    const expired = await load('?utk=galant-expire');
    expect(expired.data).toEqual({ utk: 'galant-expire', token: { output: EXPIRED_TOKEN }, formula: null, account: null });
    expect(expired.paths).toEqual(['/traffic-tokens/galant-expire']);
    // The notice from the start, nothing stored.
    for (const { start } of [unknown, expired]) expect(startOf(start)).toEqual({ state: 'invalidToken', writes: [], moves: 1 });
  });

  it('no utk, an empty one, or a failing API: nothing read, the browser’s machine does it', async () => {
    expect((await load('')).data).toEqual({ utk: null, token: null, formula: null, account: null });
    const empty = await load('?utk=%20');
    expect(empty.data).toEqual({ utk: ' ', token: null, formula: null, account: null });
    expect(empty.paths).toEqual([]);
    const down = await load('?utk=galant-essai', () => json(500, { message: 'boom' }));
    expect(down.data).toEqual({ utk: 'galant-essai', token: null, formula: null, account: null });
    for (const { start } of [empty, down]) expect(start).toBeNull();
  });

  it('the formula failing keeps the token: the browser loads the formula', async () => {
    const { data, start } = await load('?utk=galant-essai', (path) => (path.startsWith('/formulas/') ? json(503, {}) : DEMO(path)));
    expect(data).toEqual({ utk: 'galant-essai', token: { output: VALID_TOKEN }, formula: null, account: null });
    expect(startOf(start)).toEqual({ state: 'loadingFormula', writes: ['storeToken'], moves: 1 });
  });
});
