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
  it('stores a success as 1 once the server has the payment and, on "continue", goes to the success welcome page', async () => {
    const hook = await renderHook(() => usePaymentCallbackActor({ success: '1', cashback: '1' }), {
      path: '/callback/payment?success=1&cashback=1',
      token: tokenFor({ ...VIP, acl: {} }, FUTURE),
      server: ({ path }) => (path === '/registrations/payment' ? json(200, { state: 'processing' }) : json(404)),
    });
    rendered = hook;
    const actor = hook.current();
    await until(actor, (snapshot) => snapshot.hasTag('success'));
    expect(signupStore().readPaymentResult()).toBe(1);
    await send(actor, { type: 'paymentCallback.continue' });
    expect(hook.location()).toBe('/registration/welcome/success');
  });

  it('a success typed by hand is no success: nobody signed in → anonymous, never paid → the way to pay; nothing stored', async () => {
    const anonymous = await renderHook(() => usePaymentCallbackActor({ success: '1', cashback: '1' }), {
      path: '/callback/payment?success=1&cashback=1',
      server: () => failure(401, 'No session'),
    });
    await until(anonymous.current(), (snapshot) => snapshot.hasTag('anonymous'));
    expect(signupStore().readPaymentResult()).toBeNull();
    await anonymous.unmount();

    const unpaid = await renderHook(() => usePaymentCallbackActor({ success: '1', cashback: '1' }), {
      path: '/callback/payment?success=1&cashback=1',
      token: tokenFor({ ...VIP, acl: {} }, FUTURE),
      server: ({ path }) => (path === '/registrations/payment' ? json(200, { state: 'unpaid' }) : json(404)),
    });
    rendered = unpaid;
    await until(unpaid.current(), (snapshot) => snapshot.hasTag('unpaid'));
    expect(unpaid.current().getSnapshot().hasTag('success')).toBe(false);
    expect(signupStore().readPaymentResult()).toBeNull();
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

  it('offers the way to pay at once to an account that never paid, without waiting for an activation', async () => {
    const hook = await renderHook(() => useActivationActor(), {
      token: tokenFor({ ...VIP, acl: {} }, FUTURE),
      server: ({ path }) => (path === '/registrations/payment' ? json(200, { state: 'unpaid' }) : json(404)),
    });
    rendered = hook;
    await until(hook.current(), (snapshot) => snapshot.hasTag('unpaid'));
    expect(hook.requests.some((request) => request.path === '/auth/session')).toBe(false);
  });

  it('asks to sign in when this browser has no session (401)', async () => {
    const hook = await renderHook(() => useActivationActor(), { server: () => failure(401, 'No session') });
    rendered = hook;
    await until(hook.current(), (snapshot) => snapshot.hasTag('signedOut'));
    expect(hook.services.auth.default.getSnapshot().context.token).toBeNull();
  });
});
