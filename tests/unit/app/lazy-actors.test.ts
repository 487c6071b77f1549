import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { AUTH_PROVIDERS, authMachine, type AuthTag } from '../../../machines/auth/auth.machine.ts';
import { snackbarMachine } from '../../../machines/snackbar.machine.ts';
import { initialAuthSnapshot, startedWithSession, whenAuthSettled } from '../../../src/app/auth/auth-ref.ts';
import { createBrowserServices } from '../../../src/app/browser-services.ts';
import { lazyActor, type ActorLike } from '../../../src/app/lazy-actor.ts';
import { initialSnackbarSnapshot } from '../../../src/app/snackbar-ref.ts';
import { testPublicConfig } from '../../support/public-config.ts';
import { authInfoOf, VIP } from '../../support/auth-fixtures.ts';

const session = authInfoOf(VIP, Math.floor(Date.now() / 1000) + 3600);
const TAGS: readonly AuthTag[] = ['signedIn', 'authenticated', 'busy', 'signingOut'];

describe('the first snapshots the browser shows before XState has loaded', () => {
  it.each([
    ['default', session],
    ['default', null],
    ['contact', null],
  ] as const)('auth (%s provider, session %#): the machine’s own first snapshot', (provider, known) => {
    const machine = createActor(authMachine, { input: { provider, session: known } }).getSnapshot();
    const initial = initialAuthSnapshot({ provider, session: known });
    expect(initial.context).toEqual(machine.context);
    for (const tag of TAGS) expect(initial.hasTag(tag), tag).toBe(machine.hasTag(tag));
    expect(initial.matches('disconnected')).toBe(machine.matches('disconnected'));
  });

  it('snackbar: the machine’s own first snapshot (hidden, nothing queued)', () => {
    const machine = createActor(snackbarMachine).getSnapshot();
    const initial = initialSnackbarSnapshot();
    expect(initial.context).toEqual(machine.context);
    expect(initial.hasTag('visible')).toBe(machine.hasTag('visible'));
  });

  it('covers every auth provider', () => {
    expect([...AUTH_PROVIDERS].sort()).toEqual(['contact', 'default']);
  });
});

/** A live actor that records what it is sent and can be made to change. */
function recordingActor(snapshot: { n: number }) {
  const sent: string[] = [];
  const listeners = new Set<(value: { n: number }) => void>();
  let current = snapshot;
  const actor: ActorLike<{ n: number }, string> = {
    getSnapshot: () => current,
    subscribe: ((observer: { next?: (value: { n: number }) => void } | ((value: { n: number }) => void)) => {
      const next = typeof observer === 'function' ? observer : (value: { n: number }) => observer.next?.(value);
      listeners.add(next);
      return { unsubscribe: () => listeners.delete(next) };
    }) as ActorLike<{ n: number }, string>['subscribe'],
    send: (event) => {
      sent.push(event);
      current = { n: current.n + 1 };
      listeners.forEach((listener) => listener(current));
    },
  };
  return { actor, sent, listeners };
}

describe('lazyActor', () => {
  it('shows its first snapshot, then moves followers onto the live actor and tells them its snapshot', async () => {
    const live = recordingActor({ n: 10 });
    const lazy = lazyActor({ n: 0 }, async () => live.actor);
    const seen: number[] = [];
    lazy.subscribe((snapshot) => seen.push(snapshot.n));
    expect(lazy.getSnapshot()).toEqual({ n: 0 });
    await lazy.live();
    expect(lazy.getSnapshot()).toEqual({ n: 10 });
    expect(seen).toEqual([10]);
    live.actor.send('later');
    expect(seen).toEqual([10, 11]);
  });

  it('delivers events sent before the live actor exists, in order, once it is made', async () => {
    const live = recordingActor({ n: 0 });
    const make = vi.fn(async () => live.actor);
    const lazy = lazyActor({ n: 0 }, make);
    lazy.send('first');
    lazy.send('second');
    await lazy.live();
    expect(make).toHaveBeenCalledTimes(1);
    expect(live.sent).toEqual(['first', 'second']);
    lazy.send('third');
    expect(live.sent).toEqual(['first', 'second', 'third']);
  });

  it('drops a follower that unsubscribed before or after the live actor came', async () => {
    const live = recordingActor({ n: 0 });
    const lazy = lazyActor({ n: 0 }, async () => live.actor);
    const early = vi.fn();
    lazy.subscribe(early).unsubscribe();
    const late = vi.fn();
    const subscription = lazy.subscribe({ next: late });
    await lazy.live();
    subscription.unsubscribe();
    live.actor.send('x');
    expect(early).not.toHaveBeenCalled();
    expect(late).toHaveBeenCalledTimes(1);
    expect(live.listeners.size).toBe(0);
  });

  it('tries again after its code failed to arrive', async () => {
    const live = recordingActor({ n: 5 });
    const make = vi.fn<() => Promise<typeof live.actor>>().mockRejectedValueOnce(new Error('chunk')).mockResolvedValue(live.actor);
    const lazy = lazyActor({ n: 0 }, make);
    await expect(lazy.live()).rejects.toThrow('chunk');
    await expect(lazy.live()).resolves.toBe(live.actor);
    expect(lazy.getSnapshot()).toEqual({ n: 5 });
  });

  it('drops the events sent while its code failed to arrive: a sign-out clicked then never happens later', async () => {
    const live = recordingActor({ n: 0 });
    const make = vi.fn<() => Promise<typeof live.actor>>().mockRejectedValueOnce(new Error('chunk')).mockResolvedValue(live.actor);
    const lazy = lazyActor({ n: 0 }, make);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      lazy.send('sign out');
      await expect(lazy.live()).rejects.toThrow('chunk');
      await lazy.live();
      expect(live.sent).toEqual([]);
      lazy.send('again');
      expect(live.sent).toEqual(['again']);
      expect(errors).toHaveBeenCalled();
    } finally {
      errors.mockRestore();
    }
  });
});

describe('browser services before and after the live actors', () => {
  // A development build: no build watcher (it would wait for an idle window).
  const config = { ...testPublicConfig, buildId: 'dev' };

  it('a member is shown signed in and reconnecting from the payload; the live actor takes over with the same state', async () => {
    const services = createBrowserServices(config, new EventTarget() as unknown as Window, { session });
    const auth = services.auth.default;
    expect(auth.getSnapshot().hasTag('signedIn')).toBe(true);
    expect(auth.getSnapshot().context.authInfo).toEqual(session);
    expect(startedWithSession(auth)).toBe(true);
    expect(startedWithSession(services.auth.contact)).toBe(false);
    let settled = false;
    void whenAuthSettled(auth).then(() => (settled = true));
    await services.startActors();
    // Live: the session cookie's token is being fetched (no server here), so it is still reconnecting.
    expect(auth.getSnapshot().hasTag('busy')).toBe(true);
    expect(auth.getSnapshot().context.authInfo).toEqual(session);
    expect(settled).toBe(false);
    services.stop();
  });

  it('evaluates the live actors’ code, then makes the three actors one after the other, the main thread given back between two steps', async () => {
    // A follower of a lazy actor is told when its live actor is made.
    let authMade = false;
    let snackbarMade = false;
    const seenAtPauses: { auth: boolean; snackbar: boolean }[] = [];
    const services = createBrowserServices(config, new EventTarget() as unknown as Window, {
      session: null,
      pause: async () => void seenAtPauses.push({ auth: authMade, snackbar: snackbarMade }),
    });
    services.auth.default.subscribe(() => (authMade = true));
    services.snackbar.subscribe(() => (snackbarMade = true));
    await services.startActors();
    // After the code, before any actor; after the auth actor, before the snackbar; after the snackbar.
    expect(seenAtPauses).toEqual([
      { auth: false, snackbar: false },
      { auth: true, snackbar: false },
      { auth: true, snackbar: true },
    ]);
    expect(snackbarMade).toBe(true);
    services.stop();
  });

  it('a visitor: nothing to wait for, and a snackbar message sent early shows once the live actor is there', async () => {
    const services = createBrowserServices(config, new EventTarget() as unknown as Window, { session: null });
    await whenAuthSettled(services.auth.default);
    expect(services.auth.default.getSnapshot().hasTag('signedIn')).toBe(false);
    services.snackbar.send({ type: 'snackbar.show', snackbar: { message: 'Bonjour', type: 'info' } });
    expect(services.snackbar.getSnapshot().hasTag('visible')).toBe(false);
    await services.snackbar.live();
    expect(services.snackbar.getSnapshot().context.current?.message).toBe('Bonjour');
    services.stop();
  });
});
