import { describe, expect, it } from 'vitest';
import { createBrowserAuthActors, createServerAuthActors, startedWithSession } from '../../../src/app/auth/auth-actors.ts';
import { authInfoOf, VIP } from '../../support/auth-fixtures.ts';

const session = authInfoOf(VIP, Math.floor(Date.now() / 1000) + 3600);

describe('startedWithSession: what the server rendered, for a hydrating view', () => {
  it('is true for the default actor the server and the browser build from a session cookie, on both sides', () => {
    const server = createServerAuthActors(session);
    // The browser actor tries to restore the session: a client that never answers keeps it reconnecting.
    const browser = createBrowserAuthActors(session, { api: () => new Promise(() => undefined) });
    expect(startedWithSession(server.default)).toBe(true);
    expect(startedWithSession(browser.default)).toBe(true);
    expect(server.default.getSnapshot().hasTag('busy')).toBe(true);
    expect(startedWithSession(server.contact)).toBe(false);
    browser.default.stop();
    browser.contact.stop();
  });

  it('is false without a session', () => {
    expect(startedWithSession(createServerAuthActors(null).default)).toBe(false);
    const browser = createBrowserAuthActors(null, { api: () => new Promise(() => undefined) });
    expect(startedWithSession(browser.default)).toBe(false);
    browser.default.stop();
    browser.contact.stop();
  });
});
