// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useCardLink } from '../../../src/app/account/use-billing-card.ts';
import { useAccountPageData, useSubscriptionPageData } from '../../../src/app/account/use-page-data.ts';
import { useAnnotatedDiagram } from '../../../src/app/staff-flows/use-annotated-diagram.ts';
import { usePaymentSetup } from '../../../src/app/signup/use-payment-setup.ts';
import { signupStore } from '../../../src/app/signup/use-signup-actors.ts';
import { holdSupportToken } from '../../../src/app/support/contact-token.ts';
import { useContactSupportToken } from '../../../src/app/support/use-contact-token.ts';
import type { FlowReport } from '../../../src/domain/flows.ts';
import { authInfoOf, MEMBER, tokenFor } from '../../support/auth-fixtures.ts';
import { PAID_TRIAL, VALID_TOKEN } from '../../support/signup-fixtures.ts';
import { failure, json, renderHook, type RenderedHook } from './hook-harness.tsx';

/**
 * The hooks that took over what views used to import from src/app directly (views take
 * hooks and paths only): route data, the payment page's setup, the contact's held token, the
 * annotated diagram. Rendered the way a page renders them, with the app's real actors.
 */

let rendered: RenderedHook<unknown> | undefined;
const noApi = () => json(599, { message: 'no API call expected' });
const FUTURE = Math.floor(Date.now() / 1000) + 3600;
const SIGNED_IN = { session: authInfoOf(MEMBER, FUTURE), token: tokenFor(MEMBER, FUTURE) };

beforeEach(() => window.localStorage.clear());
afterEach(async () => {
  await rendered?.unmount();
  rendered = undefined;
});

describe('useAccountPageData / useSubscriptionPageData', () => {
  it("hand the page what its route's loader read", async () => {
    const user = { uid: 'u-membre', email: 'membre@galant.test' };
    const account = await renderHook(() => useAccountPageData(), { server: noApi, path: '/account', loaderData: { user } });
    rendered = account;
    expect(account.current()).toEqual({ user });
    await account.unmount();

    const subscription = await renderHook(() => useSubscriptionPageData(), {
      server: noApi,
      path: '/account/subscription',
      loaderData: { loaded: null },
    });
    rendered = subscription;
    expect(subscription.current()).toEqual({ loaded: null });
  });
});

describe('usePaymentSetup (/registration/payment)', () => {
  it('is null before the page runs in the browser, and when the funnel kept no formula', async () => {
    signupStore().storeFormula(PAID_TRIAL);
    const before = await renderHook(() => usePaymentSetup(false), {
      server: noApi,
      path: '/registration/payment',
      ...SIGNED_IN,
    });
    rendered = before;
    expect(before.current()).toBeNull();
    await before.unmount();

    window.localStorage.clear();
    const empty = await renderHook(() => usePaymentSetup(true), {
      server: noApi,
      path: '/registration/payment',
      ...SIGNED_IN,
    });
    rendered = empty;
    expect(empty.current()).toBeNull();
  });

  it('starts from the signed-in member, else the one registered in this browser, with the kept formula and token', async () => {
    const store = signupStore();
    store.storeFormula(PAID_TRIAL);
    store.storeUniqueToken(VALID_TOKEN.value);
    store.storeUser({ uid: 'u-inscrit', email: 'inscrit@galant.test' });

    const signedIn = await renderHook(() => usePaymentSetup(true), {
      server: noApi,
      path: '/registration/payment',
      ...SIGNED_IN,
    });
    rendered = signedIn;
    expect(signedIn.current()).toMatchObject({
      input: {
        uid: MEMBER.uid,
        formula: PAID_TRIAL.uid,
        trafficToken: VALID_TOKEN.value,
        today: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      },
      formula: PAID_TRIAL,
      email: MEMBER.identifier,
    });
    await signedIn.unmount();

    const registered = await renderHook(() => usePaymentSetup(true), { server: noApi, path: '/registration/payment' });
    rendered = registered;
    expect(registered.current()).toMatchObject({ input: { uid: 'u-inscrit' }, email: 'inscrit@galant.test' });
  });
});

describe('useContactSupportToken (/contact)', () => {
  it('is null until the contact provider holds a link’s token, then that token', async () => {
    const hook = await renderHook(() => useContactSupportToken(), { server: noApi, path: '/contact' });
    rendered = hook;
    expect(hook.current()).toBeNull();
    await act(async () => holdSupportToken(hook.services.auth.contact, 'jeton-lien'));
    expect(hook.current()).toBe('jeton-lien');
  });
});

describe('useAnnotatedDiagram (/staff/flows)', () => {
  const report: FlowReport = { flow: 'signup', title: null, catalogued: true, states: [], transitions: [] };
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><g class="node" data-state="idle"><text y="5">idle</text><text y="8" data-count-slot=""></text></g></svg>';

  it('is null without an SVG, and the SVG with its counts and label once there is one', async () => {
    const missing = await renderHook(() => useAnnotatedDiagram(null, report, 'Parcours d’inscription'), {
      server: noApi,
      path: '/staff/flows',
    });
    rendered = missing;
    expect(missing.current()).toBeNull();
    await missing.unmount();

    const drawn = await renderHook(() => useAnnotatedDiagram(svg, report, 'Parcours d’inscription'), {
      server: noApi,
      path: '/staff/flows',
    });
    rendered = drawn;
    expect(drawn.current()).toContain('aria-label="Parcours d’inscription"');
    // The state's entries on the line its box keeps for them.
    expect(drawn.current()).toContain('0 entrée</text>');
  });
});

/** Lets the hook's call and its answer run to the end (task by task, until the check is no longer 'checking'). */
async function settled(hook: RenderedHook<{ status: string }>): Promise<void> {
  await hook.requested(1);
  for (let turn = 0; turn < 100 && hook.current().status === 'checking'; turn += 1) {
    await act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
  }
}

describe('useCardLink (/account/card?token=…, the failed-renewal mail’s link)', () => {
  const link = { email: 'membre@galant.test', card: null };

  it('checks the token once and says whose card it changes; an expired link is invalid, a server down is a failure', async () => {
    const valid = await renderHook(() => useCardLink('jeton-carte'), { server: () => json(200, link), path: '/account/card' });
    rendered = valid;
    await settled(valid);
    expect(valid.current()).toEqual({ status: 'valid', link });
    expect(valid.requests.map((request) => request.path)).toEqual(['/billing/card-link?token=jeton-carte']);
    await valid.unmount();

    const expired = await renderHook(() => useCardLink('vieux-jeton'), {
      server: () => failure(401, 'Unauthorized'),
      path: '/account/card',
    });
    rendered = expired;
    await settled(expired);
    expect(expired.current()).toEqual({ status: 'invalid' });
    await expired.unmount();

    const down = await renderHook(() => useCardLink('jeton-carte'), {
      server: () => failure(503, 'Service Unavailable'),
      path: '/account/card',
    });
    rendered = down;
    await settled(down);
    expect(down.current()).toEqual({ status: 'failed' });
  });

  it('is invalid at once without a token, with no call', async () => {
    const hook = await renderHook(() => useCardLink(''), { server: noApi, path: '/account/card' });
    rendered = hook;
    expect(hook.current()).toEqual({ status: 'invalid' });
    expect(hook.requests).toEqual([]);
  });
});
