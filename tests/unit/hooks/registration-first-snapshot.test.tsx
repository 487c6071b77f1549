// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { flushFlowEvents } from '../../../src/app/flows/flow-reporter.ts';
import type { RegistrationInput } from '../../../machines/signup/registration.machine.ts';
import {
  registrationLookupOf,
  type RegistrationLookupData,
  type RegistrationServerAnswers,
} from '../../../src/app/signup/registration-loader.ts';
import { signupStore, useRegistrationActor } from '../../../src/app/signup/use-signup-actors.ts';
import { authInfoOf, MEMBER, tokenFor } from '../../support/auth-fixtures.ts';
import { EXPIRED_TOKEN, PAID_TRIAL, VALID_TOKEN } from '../../support/signup-fixtures.ts';
import { failure, json, renderHook, send, until, type RenderedHook } from './hook-harness.tsx';

/**
 * /registration from what the route loader read on the server: the registration
 * machine starts where those answers lead — the form, or the refused link's notice — without
 * calling them again, and the browser keeps what the machine keeps (the token, the formula, the
 * affiliation). The first snapshot is the server render's, so hydration matches it.
 */

const FUTURE = Math.floor(Date.now() / 1000) + 3600;
const NO_AFFILIATE = { token: null, platform: null };
type Answers = RegistrationServerAnswers;
const ANONYMOUS: Answers = {
  utk: 'galant-essai',
  token: { output: VALID_TOKEN },
  formula: PAID_TRIAL,
  account: { kind: 'none' },
};
const ESSAI: RegistrationInput = { utk: 'galant-essai', affiliate: NO_AFFILIATE };

/** What the server sends for these answers (registration-loader.ts): the start they lead to, through JSON as in the page. */
const served = (answers: Answers, input: RegistrationInput = { utk: answers.utk, affiliate: NO_AFFILIATE }): RegistrationLookupData =>
  JSON.parse(JSON.stringify(registrationLookupOf(answers, input))) as RegistrationLookupData;
let rendered: RenderedHook<unknown> | undefined;

beforeEach(() => window.localStorage.clear());
afterEach(async () => {
  await rendered?.unmount();
  rendered = undefined;
});

const api = (token: string) => (request: { path: string }) => {
  if (request.path === '/traffic-tokens/galant-essai') return json(200, VALID_TOKEN);
  if (request.path === '/formulas/vip-mensuel') return json(200, PAID_TRIAL);
  if (request.path === '/registrations/register') return json(201, { uid: MEMBER.uid, token });
  return failure(404, 'Not found');
};

describe('useRegistrationActor from the server’s lookup', () => {
  const token = tokenFor(MEMBER, FUTURE);

  it('nobody signed in: starts on the form with the formula, calls nothing, keeps token, formula and affiliation; the form registers', async () => {
    const hook = await renderHook(
      () => useRegistrationActor({ utk: 'galant-essai', affiliate: { token: 'aff-42', platform: 'partenaire' } }),
      {
        path: '/registration?utk=galant-essai&token=aff-42&platform=partenaire',
        server: api(token),
        loaderData: served(ANONYMOUS, { utk: 'galant-essai', affiliate: { token: 'aff-42', platform: 'partenaire' } }),
      },
    );
    rendered = hook;
    const actor = hook.current();
    const first = actor.getSnapshot();
    expect(first.value).toBe('editing');
    expect(first.hasTag('form') && !first.hasTag('busy')).toBe(true);
    expect(first.context.formula).toEqual(PAID_TRIAL);
    expect(hook.requests).toEqual([]);
    // What the machine's answers would have stored, stored once the page runs.
    expect(signupStore().readUniqueToken()).toBe('galant-essai');
    expect(signupStore().readFormula()).toEqual(PAID_TRIAL);
    expect(signupStore().readAffiliation()).toEqual({ token: 'aff-42', platform: 'partenaire' });

    await send(actor, {
      type: 'registration.submit',
      email: 'membre@galant.test',
      password: 'Galant-Nouveau-2026',
      acceptTerms: true,
      acceptPrivacy: true,
    });
    await until(actor, (snapshot) => snapshot.hasTag('paymentChoice'));
    expect(hook.requests.map(({ method, path, body }) => ({ method, path, body }))).toEqual([
      {
        method: 'POST',
        path: '/registrations/register',
        body: {
          identifier: 'membre@galant.test',
          password: 'Galant-Nouveau-2026',
          formula: 'vip-mensuel',
          affiliation: { token: 'aff-42', platform: 'partenaire' },
        },
      },
    ]);
    expect(signupStore().readUser()).toMatchObject({ uid: MEMBER.uid });
  });

  it('signed in: starts with the formula while this browser reads the account, then offers to finish the payment', async () => {
    const hook = await renderHook(() => useRegistrationActor({ utk: 'galant-essai', affiliate: NO_AFFILIATE }), {
      path: '/registration?utk=galant-essai',
      session: authInfoOf(MEMBER, FUTURE),
      token,
      server: api(token),
      loaderData: served({ ...ANONYMOUS, account: null }, ESSAI),
    });
    rendered = hook;
    const actor = hook.current();
    expect(actor.getSnapshot().context.formula).toEqual(PAID_TRIAL);
    const choice = await until(actor, (snapshot) => snapshot.hasTag('paymentChoice'));
    expect(choice.context.resumed).toBe(true);
    expect(hook.requests.filter(({ path }) => path.startsWith('/traffic-tokens/') || path.startsWith('/formulas/'))).toEqual([]);
  });

  it('an unknown or expired link: its notice from the start, nothing called nor stored', async () => {
    for (const loaded of [
      { utk: 'inconnu', token: { error: { reason: 'invalidToken' } }, formula: null, account: null },
      { utk: 'inconnu', token: { output: EXPIRED_TOKEN }, formula: null, account: null },
    ] satisfies Answers[]) {
      const hook = await renderHook(() => useRegistrationActor({ utk: 'inconnu', affiliate: NO_AFFILIATE }), {
        path: '/registration?utk=inconnu',
        server: () => json(500),
        loaderData: served(loaded),
      });
      const snapshot = hook.current().getSnapshot();
      expect(snapshot.status).toBe('done');
      expect(snapshot.context.failure).toBe('invalidToken');
      expect(hook.requests).toEqual([]);
      expect(signupStore().readUniqueToken()).toBeNull();
      await hook.unmount();
    }
  });

  it('a lookup of another utk, or none made (client navigation), is not used: the machine checks the link itself', async () => {
    for (const loaded of [
      { ...ANONYMOUS, utk: 'autre' },
      { utk: 'galant-essai', token: null, formula: null, account: null },
    ] satisfies Answers[]) {
      const hook = await renderHook(() => useRegistrationActor(ESSAI), {
        path: '/registration?utk=galant-essai',
        server: api(token),
        loaderData: served(loaded),
      });
      await until(hook.current(), (snapshot) => snapshot.hasTag('form') && !snapshot.hasTag('busy'));
      expect(hook.requests.map(({ path }) => path)).toEqual(['/traffic-tokens/galant-essai', '/formulas/vip-mensuel']);
      await hook.unmount();
    }
  });

  it('the funnel counts the same moves as when the browser makes the calls (analysts read them on /staff/flows)', async () => {
    /** The moves the page reports (POST /api/flows/events), as (from, event, to). */
    const reportedMoves = (): string[] => {
      const moves: string[] = [];
      const beacon = Object.getOwnPropertyDescriptor(navigator, 'sendBeacon');
      Object.defineProperty(navigator, 'sendBeacon', {
        configurable: true,
        value: (_url: string, body: string) => {
          const batch = JSON.parse(body) as { events: { flow: string; from: string; event: string; to: string }[] };
          for (const move of batch.events) if (move.flow === 'registration') moves.push(`${move.from} -${move.event}-> ${move.to}`);
          return true;
        },
      });
      flushFlowEvents();
      if (beacon) Object.defineProperty(navigator, 'sendBeacon', beacon);
      return moves;
    };
    const walk = async (answers: Answers) => {
      reportedMoves();
      const hook = await renderHook(() => useRegistrationActor({ utk: 'galant-essai', affiliate: NO_AFFILIATE }), {
        path: '/registration?utk=galant-essai',
        server: api(token),
        loaderData: served(answers),
      });
      await until(hook.current(), (snapshot) => snapshot.hasTag('form') && !snapshot.hasTag('busy'));
      const moves = reportedMoves();
      await hook.unmount();
      return moves;
    };
    const inBrowser = await walk({ utk: 'galant-essai', token: null, formula: null, account: null });
    const fromServer = await walk(ANONYMOUS);
    // The journey's start (decision 0031), then link checked, formula read, account read: three
    // answered calls before the form. Started from the server's snapshot, the start is counted
    // once, in the machine's initial state, not again where the snapshot stands.
    expect(inBrowser).toHaveLength(4);
    expect(inBrowser[0]).toMatch(/^#start -xstate\.init-> /);
    expect(fromServer).toEqual(inBrowser);
  });
});
