// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { useAccountActor } from '../../../src/app/auth/use-account-actor.ts';
import { useLoginActor } from '../../../src/app/auth/use-login-actor.ts';
import { usePasswordResetActor } from '../../../src/app/auth/use-password-reset-actor.ts';
import { authPages } from '../../../src/i18n/fr/auth-pages.ts';
import type { User } from '../../../src/domain/user.ts';
import { MEMBER, tokenFor } from '../../support/auth-fixtures.ts';
import { failure, json, pending, renderHook, send, snackbarShown, until, type RenderedHook } from './hook-harness.tsx';

const FUTURE = Math.floor(Date.now() / 1000) + 3600;
const PASSWORD = 'Galant-VIP-2026';
let rendered: RenderedHook<unknown> | undefined;

afterEach(async () => {
  await rendered?.unmount();
  rendered = undefined;
});

describe('useLoginActor (/login)', () => {
  it('signs in with the typed address and password, hands the token to the auth actor and goes to the page asked for', async () => {
    const token = tokenFor(MEMBER, FUTURE);
    const hook = await renderHook(() => useLoginActor('/account'), { path: '/login', server: () => json(200, { token }) });
    rendered = hook;
    const actor = hook.current();
    expect(actor.getSnapshot().matches('editing')).toBe(true);

    await send(actor, { type: 'login.submit', identifier: ' membre@galant.test ', password: PASSWORD });
    await until(actor, (snapshot) => snapshot.status === 'done');

    expect(hook.requests).toEqual([
      { method: 'POST', path: '/auth_check', body: { identifier: 'membre@galant.test', password: PASSWORD }, authorization: null },
    ]);
    expect(hook.services.auth.default.getSnapshot().context.token).toBe(token);
    expect(hook.location()).toBe('/account');
  });

  it('shows the refusal (docs/product.md#errors) on a 401 and stays on the form, signed out', async () => {
    const hook = await renderHook(() => useLoginActor(null), { path: '/login', server: () => failure(401, 'Invalid credentials') });
    rendered = hook;
    const actor = hook.current();
    await send(actor, { type: 'login.submit', identifier: 'membre@galant.test', password: 'mauvais-mot' });
    const snapshot = await until(actor, (current) => current.matches('failed'));
    expect(snapshot.context.failure).toEqual({ reason: 'unauthorized' });
    expect(hook.services.auth.default.getSnapshot().context.token).toBeNull();
    expect(hook.location()).toBe('/login');
  });

  it('sends nothing for a form the rules refuse (docs/product.md#validation)', async () => {
    const hook = await renderHook(() => useLoginActor(null), { server: () => json(500) });
    rendered = hook;
    await send(hook.current(), { type: 'login.submit', identifier: '', password: '' });
    expect(hook.current().getSnapshot().context.fieldIssues).toEqual({ identifier: { rule: 'required' }, password: { rule: 'required' } });
    expect(hook.requests).toEqual([]);
  });

  it('keeps one actor across re-renders; leaving the page cancels the sign-in under way and stops the actor', async () => {
    const hook = await renderHook(() => useLoginActor(null), { server: pending });
    const actor = hook.current();
    await hook.rerender();
    expect(hook.current()).toBe(actor);
    await send(actor, { type: 'login.submit', identifier: 'membre@galant.test', password: PASSWORD });
    await hook.requested(1);
    expect(hook.signals[0]?.aborted).toBe(false);

    await hook.unmount();
    expect(hook.signals[0]?.aborted).toBe(true);
    // Nothing reacts any more: an event a late view would send changes nothing.
    actor.send({ type: 'login.edit', field: 'identifier' });
    expect(actor.getSnapshot().matches('submitting')).toBe(true);
    expect(hook.services.auth.default.getSnapshot().context.token).toBeNull();
  });
});

describe('usePasswordResetActor (/reset-password)', () => {
  it('checks the link, saves the new password, then says so and goes to /login', async () => {
    const hook = await renderHook(() => usePasswordResetActor({ mode: 'update', token: 'jeton-de-lien' }), {
      path: '/reset-password?token=jeton-de-lien',
      server: ({ path }) => (path.startsWith('/reset-password/check') ? json(200, { valid: true }) : json(200, { success: true })),
    });
    rendered = hook;
    const actor = hook.current();
    await until(actor, (snapshot) => snapshot.matches({ update: 'editing' }));
    await send(actor, { type: 'passwordReset.update', password: PASSWORD, confirmation: PASSWORD });
    await until(actor, (snapshot) => snapshot.matches({ update: 'done' }));

    expect(hook.requests.map(({ method, path, body }) => ({ method, path, body }))).toEqual([
      { method: 'GET', path: '/reset-password/check?token=jeton-de-lien', body: undefined },
      { method: 'POST', path: '/reset-password/update', body: { token: 'jeton-de-lien', password: PASSWORD } },
    ]);
    expect(snapshotOf(hook)).toEqual({ message: authPages.login.passwordUpdated, type: 'success' });
    expect(hook.location()).toBe('/login');
  });

  it('offers a retry when the server cannot check the link (503), and nothing is saved', async () => {
    const hook = await renderHook(() => usePasswordResetActor({ mode: 'update', token: 'jeton-de-lien' }), {
      server: () => failure(503, 'Service unavailable'),
    });
    rendered = hook;
    await until(hook.current(), (snapshot) => snapshot.hasTag('checkFailed'));
    expect(hook.requests.every((request) => request.method === 'GET')).toBe(true);
  });
});

function snapshotOf(hook: RenderedHook<unknown>) {
  return snackbarShown(hook.services);
}

describe('useAccountActor (/account)', () => {
  const user: User = {
    uid: MEMBER.uid,
    email: MEMBER.identifier,
    coachingUid: null,
    metadata: { data: { profile: { name: null }, favorites: [] }, date: '2026-01-01T10:00:00.000Z', modified: '2026-01-01T10:00:00.000Z' },
  };

  it('saves the display name with the member’s bearer, updates the session’s metadata and says it is saved', async () => {
    const token = tokenFor(MEMBER, FUTURE);
    const named: User = { ...user, metadata: { ...user.metadata, data: { profile: { name: 'Julien' }, favorites: [] } } };
    const hook = await renderHook(() => useAccountActor({ uid: MEMBER.uid, user }), {
      path: '/account',
      token,
      server: ({ method }) => (method === 'POST' ? json(200, named) : json(200, user)),
    });
    rendered = hook;
    const actor = hook.current();
    await send(actor, { type: 'account.saveName', name: 'Julien' });
    await until(actor, () => snapshotOf(hook) !== null);

    const saved = hook.requests.find((request) => request.method === 'POST');
    expect(saved).toMatchObject({
      path: `/users/${MEMBER.uid}/metadata`,
      body: { profile: { name: 'Julien' }, favorites: [] },
      authorization: `Bearer ${token}`,
    });
    expect(snapshotOf(hook)).toEqual({ message: authPages.account.nameSaved, type: 'success' });
    expect(hook.services.auth.default.getSnapshot().context.metadata?.profile.name).toBe('Julien');
  });
});
