// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useArticlePager } from '../../../src/app/content/use-content-actors.ts';
import type { ArticlesData } from '../../../src/app/content/use-route-data.ts';
import { signupStore, usePaymentActor, useRegistrationActor } from '../../../src/app/signup/use-signup-actors.ts';
import { useFlowsPageActor } from '../../../src/app/staff-flows/use-flows-page-actor.ts';
import { EMPTY_SELECTION } from '../../../machines/content/article-filter.machine.ts';
import type { CardForm } from '../../../machines/signup/payment.machine.ts';
import type { FlowsReport } from '../../../src/domain/flows.ts';
import { flowsPages } from '../../../src/i18n/fr/flows-pages.ts';
import { MEMBER, tokenFor } from '../../support/auth-fixtures.ts';
import { PAID_TRIAL, VALID_TOKEN } from '../../support/signup-fixtures.ts';
import { page, summary } from '../content/fixtures.ts';
import { failure, json, pending, renderHook, send, snackbarShown, until, type RenderedHook } from './hook-harness.tsx';

/**
 * The signup hooks (/registration, /registration/payment), the analysts' page (/staff/flows) and
 * the article pager, with the app's real actors and HTTP client over a transport answering as the
 * API does: the calls and their credentials, browser storage, navigation, the snackbar.
 */

const FUTURE = Math.floor(Date.now() / 1000) + 3600;
let rendered: RenderedHook<unknown> | undefined;

beforeEach(() => window.localStorage.clear());
afterEach(async () => {
  await rendered?.unmount();
  rendered = undefined;
});

describe('useRegistrationActor (/registration)', () => {
  const token = tokenFor(MEMBER, FUTURE);

  it('checks the link’s token, loads its formula, registers, signs in and remembers the member, then goes to the card form', async () => {
    const hook = await renderHook(() => useRegistrationActor({ utk: 'galant-essai', affiliate: { token: null, platform: null } }), {
      path: '/registration?utk=galant-essai',
      server: ({ path }) => {
        if (path === '/traffic-tokens/galant-essai') return json(200, VALID_TOKEN);
        if (path === '/formulas/vip-mensuel') return json(200, PAID_TRIAL);
        if (path === '/registrations/register') return json(201, { uid: MEMBER.uid, token });
        return failure(404, 'Not found');
      },
    });
    rendered = hook;
    const actor = hook.current();
    await until(actor, (snapshot) => snapshot.hasTag('form') && !snapshot.hasTag('busy'));
    await send(actor, {
      type: 'registration.submit',
      email: ' membre@galant.test ',
      password: 'Galant-Nouveau-2026',
      acceptTerms: true,
      acceptPrivacy: true,
    });
    await until(actor, (snapshot) => snapshot.hasTag('paymentChoice'));

    expect(hook.requests.map(({ method, path, body }) => ({ method, path, body }))).toEqual([
      { method: 'GET', path: '/traffic-tokens/galant-essai', body: undefined },
      { method: 'GET', path: '/formulas/vip-mensuel', body: undefined },
      {
        method: 'POST',
        path: '/registrations/register',
        body: { identifier: 'membre@galant.test', password: 'Galant-Nouveau-2026', formula: 'vip-mensuel' },
      },
    ]);
    // Signed in with the token answered; the token of the link and the member kept for the next pages.
    expect(hook.services.auth.default.getSnapshot().context.token).toBe(token);
    expect(signupStore().readUniqueToken()).toBe('galant-essai');
    expect(signupStore().readUser()).toMatchObject({ uid: MEMBER.uid, email: 'membre@galant.test' });

    await send(actor, { type: 'registration.payByCard' });
    expect(hook.location()).toBe('/registration/payment');
  });

  it('without utk nor a stored token, says it cannot get one and calls nothing', async () => {
    const hook = await renderHook(() => useRegistrationActor({ utk: null, affiliate: { token: null, platform: null } }), {
      server: () => json(500),
    });
    rendered = hook;
    const done = await until(hook.current(), (snapshot) => snapshot.status === 'done');
    expect(done.context.failure).toBe('noToken');
    expect(hook.requests).toEqual([]);
  });
});

describe('usePaymentActor (/registration/payment)', () => {
  const token = tokenFor(MEMBER, FUTURE);
  const input = { uid: MEMBER.uid, formula: 'vip-mensuel', trafficToken: 'galant-essai', today: '2026-11-21' };
  const card: CardForm = {
    firstname: 'Paul',
    lastname: 'Martin',
    cardholder: 'Paul Martin',
    number: '4111 1111 1111 1111',
    month: '11',
    year: '30',
    code: '737',
    expressStart: true,
  };

  it('pays with the bearer, an Idempotency-Key and the express request, then goes to callback-payment', async () => {
    const hook = await renderHook(() => usePaymentActor(input), {
      path: '/registration/payment',
      token,
      server: () => json(200, { status: 'Success' }),
    });
    rendered = hook;
    const actor = hook.current();
    await send(actor, { type: 'payment.submit', ...card });
    await until(actor, (snapshot) => snapshot.status === 'done');

    expect(hook.requests).toHaveLength(1);
    expect(hook.requests[0]).toMatchObject({
      method: 'POST',
      path: '/payments/card',
      authorization: `Bearer ${token}`,
      body: {
        uid: MEMBER.uid,
        formula: 'vip-mensuel',
        trafficToken: 'galant-essai',
        expressStart: true,
        creditCard: { number: '4111111111111111', month: 11, year: 2030, code: '737' },
      },
    });
    expect(hook.requests[0]?.idempotencyKey).toMatch(/\S/);
    expect(hook.location()).toBe('/callback/payment?success=1&cashback=1');
  });

  it('sends nothing without the express-start box ticked (decision 0021), and says it is needed', async () => {
    const hook = await renderHook(() => usePaymentActor(input), { token, server: () => json(200, { status: 'Success' }) });
    rendered = hook;
    const actor = hook.current();
    await send(actor, { type: 'payment.submit', ...card, expressStart: false });
    expect(actor.getSnapshot().context.fieldIssues).toEqual({ expressStart: { rule: 'expressStartRequired' } });
    expect(hook.requests).toEqual([]);
  });

  it('an unanswered attempt goes again with the same key, so a charge is never repeated', async () => {
    let calls = 0;
    const hook = await renderHook(() => usePaymentActor(input), {
      token,
      server: () => {
        calls += 1;
        return calls === 1 ? failure(503, 'Service unavailable') : json(200, { status: 'Success' });
      },
    });
    rendered = hook;
    const actor = hook.current();
    await send(actor, { type: 'payment.submit', ...card });
    await until(actor, (snapshot) => snapshot.context.failure !== null);
    await send(actor, { type: 'payment.submit', ...card });
    await until(actor, (snapshot) => snapshot.status === 'done');
    const [first, second] = hook.requests;
    expect(second?.idempotencyKey).toBe(first?.idempotencyKey);
  });
});

const report: FlowsReport = {
  period: { from: '2026-11-18', to: '2026-11-24' },
  previousPeriod: null,
  flows: [
    {
      flow: 'registration',
      title: 'Inscription',
      catalogued: true,
      states: [],
      transitions: [
        { key: 'a --e--> b', from: 'a', event: 'e', to: 'b', label: null, count: 3, previous: null, retired: false, medianMs: null },
      ],
    },
  ],
  funnel: [],
  cancellations: [],
  errorCodes: [],
};

describe('useFlowsPageActor (/staff/flows)', () => {
  const analyst = tokenFor({ uid: 'u-analyst', identifier: 'analyste@galant.test', acl: { analyst: true } }, FUTURE);

  it('reads the last 7 days with the analyst’s bearer, then the diagram of the first flow with moves', async () => {
    const hook = await renderHook(() => useFlowsPageActor(), {
      path: '/staff/flows',
      token: analyst,
      server: ({ path }) =>
        path.startsWith('/staff/flows/diagrams/') ? json(200, { flow: 'registration', svg: '<svg/>' }) : json(200, report),
    });
    rendered = hook;
    const actor = hook.current();
    const shown = await until(actor, (snapshot) => snapshot.matches({ ready: { diagram: 'shown' } }));
    expect(shown.context.diagram).toBe('<svg/>');
    const [first, second] = hook.requests;
    expect(first?.path).toMatch(/^\/staff\/flows\?from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}$/);
    expect(first?.authorization).toBe(`Bearer ${analyst}`);
    expect(second?.path).toBe('/staff/flows/diagrams/registration');

    // Comparing with the period before asks again.
    await send(actor, { type: 'flows.compare', compare: true });
    await until(actor, (snapshot) => snapshot.matches('ready'));
    expect(hook.requests.some((request) => request.path.endsWith('&compare=previous'))).toBe(true);
  });

  it('a CSV that cannot be downloaded says so in the snackbar; leaving cancels the read', async () => {
    const hook = await renderHook(() => useFlowsPageActor(), {
      token: analyst,
      server: ({ path }) =>
        path.startsWith('/staff/flows.csv')
          ? failure(503, 'Service unavailable')
          : path.startsWith('/staff/flows/diagrams/')
            ? json(200, { flow: 'registration', svg: '<svg/>' })
            : json(200, report),
    });
    rendered = hook;
    const actor = hook.current();
    await until(actor, (snapshot) => snapshot.matches('ready'));
    await send(actor, { type: 'flows.download' });
    await until(actor, () => snackbarShown(hook.services) !== null);
    expect(snackbarShown(hook.services)).toEqual({ message: flowsPages.csvFailed, type: 'error' });

    const slow = await renderHook(() => useFlowsPageActor(), { token: analyst, server: pending });
    await slow.requested(1);
    await slow.unmount();
    expect(slow.signals[0]?.aborted).toBe(true);
  });
});

describe('useArticlePager (/articles)', () => {
  const data: ArticlesData = {
    selection: EMPTY_SELECTION,
    options: { categories: [], authors: [], tags: [] },
    firstPage: page([summary('a-1'), summary('a-2')], 'c1'),
  };

  it('starts from the loader’s first page (no request), then asks for the next with its cursor and appends it', async () => {
    const hook = await renderHook(() => useArticlePager(data), { path: '/articles', server: () => json(200, page([summary('a-3')])) });
    rendered = hook;
    const actor = hook.current();
    expect(hook.requests).toEqual([]);
    await send(actor, { type: 'pager.loadMore' });
    const done = await until(actor, (snapshot) => !snapshot.hasTag('busy') && snapshot.context.items.length === 3);
    expect(done.context.items.map((item) => item.uid)).toEqual(['a-1', 'a-2', 'a-3']);
    // Newest first, from where the first page ended.
    expect(hook.requests.map((request) => request.path)).toEqual(['/content/articles?sort=date&order=desc&cursor=c1']);
  });
});
