import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitFor } from 'xstate';
import { restoreSession, signIn, signOut } from '../../../src/api/auth.ts';
import { ResponseValidationError, UnauthorizedError } from '../../../src/api/errors.ts';
import { createHttpClient, type HttpClient } from '../../../src/api/http-client.ts';
import { createBrowserAuthActors, receiveToken, whenAuthSettled } from '../../../src/app/auth/auth-actors.ts';
import { watchSession, type SessionRouter } from '../../../src/app/auth/session-watch.ts';
import type { AuthInfo } from '../../../src/domain/auth.ts';
import { authInfoOf, tokenFor, VIP } from '../../support/auth-fixtures.ts';
import { startTestServer, type TestServer } from '../api/test-server.ts';

const exp = Math.floor(Date.now() / 1000) + 3600;
const TOKEN = tokenFor(VIP, exp);
const rendered: AuthInfo = authInfoOf(VIP, exp);

let server: TestServer;
let sessionStatus = 200;

beforeAll(async () => {
  server = await startTestServer();
  server.route('/auth/session', () =>
    sessionStatus === 200 ? { status: 200, json: { token: TOKEN } } : { status: sessionStatus, json: { message: 'Session expirée' } },
  );
  server.route('/auth/logout', () => ({ status: 204 }));
  server.route('/auth_check', (request) =>
    (request.body as { password?: string }).password === 'Galant-VIP-2026'
      ? { status: 200, json: { token: TOKEN } }
      : { status: 401, json: { message: 'Nom d’utilisateur et/ou mot de passe incorrects' } },
  );
});
afterAll(() => server.close());

/** The router as the session watch sees it, on `pathname`, logging what it is asked to do. */
function recordingRouter(pathname: string): SessionRouter & { log: string[] } {
  return {
    log: [],
    state: { location: { pathname } },
    navigate(to) {
      this.log.push(`navigate ${to}`);
    },
    revalidate() {
      this.log.push('revalidate');
    },
  };
}

/** One client per provider, as the browser services build them. */
function wire(session: AuthInfo | null) {
  const clients: Record<string, HttpClient> = {};
  const actors = createBrowserAuthActors(session, {
    api: async (provider) =>
      (clients[provider] ??= createHttpClient({
        baseURL: server.baseURL,
        retryDelayMs: 0,
        getToken: () => actors[provider].getSnapshot().context.token,
      })),
  });
  return { actors };
}

describe('auth API calls over HTTP', () => {
  it('reconnect: POST /auth/session with the x-galant-session header and no bearer', async () => {
    const client = createHttpClient({ baseURL: server.baseURL, getToken: () => 'ancien' });
    sessionStatus = 200;
    expect(await restoreSession(client)).toEqual({ token: TOKEN });
    const sent = server.requests('/auth/session').at(-1);
    expect(sent?.method).toBe('POST');
    expect(sent?.headers['x-galant-session']).toBe('1');
    expect(sent?.headers.authorization).toBeUndefined();
  });

  it('reconnect: its answer checked like any call, the main thread given back before and after', async () => {
    let pauses = 0;
    const client = createHttpClient({ baseURL: server.baseURL, pause: async () => void (pauses += 1) });
    sessionStatus = 200;
    expect(await restoreSession(client)).toEqual({ token: TOKEN });
    expect(pauses).toBe(2);
  });

  it('reconnect: an answer without a token is a ResponseValidationError, one cancelled meanwhile the caller’s own abort', async () => {
    server.route('/auth/session-malformed', () => ({ status: 200, json: { token: 42 } }));
    const malformed = restoreSession(createHttpClient({ baseURL: server.baseURL }), {
      fetch: (input, init) => fetch(String(input).replace('/auth/session', '/auth/session-malformed'), init),
    });
    await expect(malformed).rejects.toBeInstanceOf(ResponseValidationError);
    const controller = new AbortController();
    const cancelling = createHttpClient({ baseURL: server.baseURL, pause: async () => controller.abort() });
    sessionStatus = 200;
    await expect(restoreSession(cancelling, { signal: controller.signal })).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('reconnect without a valid cookie: 401 as an UnauthorizedError', async () => {
    sessionStatus = 401;
    await expect(restoreSession(createHttpClient({ baseURL: server.baseURL }))).rejects.toBeInstanceOf(UnauthorizedError);
  });

  it('sign-in and sign-out', async () => {
    const client = createHttpClient({ baseURL: server.baseURL, getToken: () => TOKEN });
    expect(await signIn(client, { identifier: 'vip@galant.test', password: 'Galant-VIP-2026' })).toEqual({ token: TOKEN });
    await expect(signIn(client, { identifier: 'vip@galant.test', password: 'faux' })).rejects.toBeInstanceOf(UnauthorizedError);
    await signOut(client);
    expect(server.requests('/auth/logout').at(-1)?.headers.authorization).toBe(`Bearer ${TOKEN}`);
  });
});

describe('the auth actors of the browser (docs/product.md#states)', () => {
  it('a page rendered signed in reconnects: the member shows at once, then the token is in memory', async () => {
    sessionStatus = 200;
    const { actors } = wire(rendered);
    expect(actors.default.getSnapshot().hasTag('signedIn')).toBe(true);
    expect(actors.default.getSnapshot().context.token).toBeNull();
    await whenAuthSettled(actors.default);
    expect(actors.default.getSnapshot().hasTag('authenticated')).toBe(true);
    expect(actors.default.getSnapshot().context.token).toBe(TOKEN);
    expect(actors.contact.getSnapshot().hasTag('signedIn')).toBe(false);
  });

  it('a session the server no longer accepts disconnects, and the page is told', async () => {
    sessionStatus = 401;
    const { actors } = wire(rendered);
    const router = recordingRouter('/account');
    const notices: string[] = [];
    watchSession(actors.default, router, { signedOut: () => notices.push('signedOut'), sessionLost: () => notices.push('sessionLost') });
    await whenAuthSettled(actors.default);
    expect(actors.default.getSnapshot().hasTag('signedIn')).toBe(false);
    expect(actors.default.getSnapshot().context.reason).toBe('sessionLost');
    // The guards run again: /account then sends the visitor to /login.
    expect(router.log).toEqual(['revalidate']);
    expect(notices).toEqual(['sessionLost']);
  });

  it('a session lost before the page watches it (start-up still under way) is told all the same', async () => {
    sessionStatus = 401;
    const { actors } = wire(rendered);
    await whenAuthSettled(actors.default);
    expect(actors.default.getSnapshot().hasTag('signedIn')).toBe(false);
    const router = recordingRouter('/account');
    const notices: string[] = [];
    const watch = { signedOut: () => notices.push('signedOut'), sessionLost: () => notices.push('sessionLost') };
    // The page was rendered signed in (its payload had the session): the loss is told once.
    watchSession(actors.default, router, watch, true);
    expect(router.log).toEqual(['revalidate']);
    expect(notices).toEqual(['sessionLost']);
    // A page rendered signed out has nothing to tell.
    const quiet: string[] = [];
    watchSession(actors.default, router, { signedOut: () => quiet.push('signedOut'), sessionLost: () => quiet.push('sessionLost') }, false);
    expect(quiet).toEqual([]);
  });

  it('sign-out calls the server with the token, then leaves a guarded page for the home page', async () => {
    const { actors } = wire(null);
    receiveToken(actors.default, TOKEN);
    expect(actors.default.getSnapshot().hasTag('authenticated')).toBe(true);
    const router = recordingRouter('/account');
    const notices: string[] = [];
    watchSession(actors.default, router, { signedOut: () => notices.push('signedOut'), sessionLost: () => notices.push('sessionLost') });
    const before = server.hits('/auth/logout');
    actors.default.send({ type: 'auth.disconnect' });
    await waitFor(actors.default, (snapshot) => snapshot.matches('disconnected'));
    expect(server.hits('/auth/logout')).toBe(before + 1);
    expect(server.requests('/auth/logout').at(-1)?.headers.authorization).toBe(`Bearer ${TOKEN}`);
    expect(actors.default.getSnapshot().context).toMatchObject({ token: null, authInfo: null, reason: 'signedOut' });
    expect(router.log).toEqual(['navigate /']);
    expect(notices).toEqual(['signedOut']);
  });
});
