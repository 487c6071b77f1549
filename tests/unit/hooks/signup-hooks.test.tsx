// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { signupStore, useActivationActor, usePaymentCallbackActor } from '../../../src/app/signup/use-signup-actors.ts';
import { tokenFor, VIP } from '../../support/auth-fixtures.ts';
import { failure, json, renderHook, send, until, type RenderedHook } from './hook-harness.tsx';

const FUTURE = Math.floor(Date.now() / 1000) + 3600;
let rendered: RenderedHook<unknown> | undefined;

beforeEach(() => window.localStorage.clear());
afterEach(async () => {
  await rendered?.unmount();
  rendered = undefined;
});

describe('usePaymentCallbackActor (/callback/payment)', () => {
  it('stores a success as 1 and, on "continue", goes to the success welcome page', async () => {
    const hook = await renderHook(() => usePaymentCallbackActor({ success: '1', cashback: '1' }), {
      path: '/callback/payment?success=1&cashback=1',
      server: () => json(404),
    });
    rendered = hook;
    const actor = hook.current();
    expect(actor.getSnapshot().hasTag('success')).toBe(true);
    expect(signupStore().readPaymentResult()).toBe(1);
    await send(actor, { type: 'paymentCallback.continue' });
    expect(hook.location()).toBe('/registration/welcome/success');
  });

  it('a cancel on the hosted page stores nothing and goes back to the payment step, replacing the callback', async () => {
    const hook = await renderHook(() => usePaymentCallbackActor({ success: '0', cashback: '1', cancelled: '1' }), {
      path: '/callback/payment?cancelled=1',
      server: () => json(404),
    });
    rendered = hook;
    expect(signupStore().readPaymentResult()).toBeNull();
    expect(hook.location()).toMatch(/^\/registration\?paiement=/);
  });
});

describe('useActivationActor (welcome page)', () => {
  it('a member signed in at registration becomes active once the session answers a VIP token, which the tab then holds', async () => {
    const token = tokenFor(VIP, FUTURE);
    const hook = await renderHook(() => useActivationActor(), {
      // The registration signed the member in before the welcome page (not VIP yet).
      token: tokenFor({ ...VIP, acl: {} }, FUTURE),
      server: ({ path }) => (path === '/auth/session' ? json(200, { token }) : json(404)),
    });
    rendered = hook;
    await until(hook.current(), (snapshot) => snapshot.hasTag('active'));
    expect(hook.services.auth.default.getSnapshot().context.token).toBe(token);
  });

  it('asks to sign in when this browser has no session (401)', async () => {
    const hook = await renderHook(() => useActivationActor(), { server: () => failure(401, 'No session') });
    rendered = hook;
    await until(hook.current(), (snapshot) => snapshot.hasTag('signedOut'));
    expect(hook.services.auth.default.getSnapshot().context.token).toBeNull();
  });
});
