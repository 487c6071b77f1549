import type { Observer, Subscription } from 'xstate';

/**
 * What the app's views and hooks use of a long-lived actor: read its snapshot, follow it, send it
 * events. XState's actors have this shape; so does a lazy actor (below).
 */
export interface ActorLike<TSnapshot, TEvent> {
  getSnapshot(): TSnapshot;
  subscribe(observer: Observer<TSnapshot>): Subscription;
  subscribe(next: (snapshot: TSnapshot) => void): Subscription;
  send(event: TEvent): void;
}

/** An actor whose code loads on demand; until then it shows the snapshot its machine starts with. */
export interface LazyActor<TSnapshot, TEvent> extends ActorLike<TSnapshot, TEvent> {
  /** The live actor: made (its code loaded) on the first call. */
  live(): Promise<ActorLike<TSnapshot, TEvent>>;
}

/**
 * XState and the app's machines stay out of the home page's first load (decision 0004). The layout reads
 * `initial` (what the server rendered) until `make` gives the live actor; then every follower is
 * moved onto it and told its snapshot, and the events sent meanwhile reach it in order.
 */
export function lazyActor<TSnapshot, TEvent>(
  initial: TSnapshot,
  make: () => Promise<ActorLike<TSnapshot, TEvent>>,
): LazyActor<TSnapshot, TEvent> {
  let actor: ActorLike<TSnapshot, TEvent> | null = null;
  let making: Promise<ActorLike<TSnapshot, TEvent>> | null = null;
  const followers = new Set<{ observer: Observer<TSnapshot>; subscription: Subscription | null }>();
  const queued: TEvent[] = [];

  const live = (): Promise<ActorLike<TSnapshot, TEvent>> =>
    (making ??= make().then(
      (made) => {
        actor = made;
        for (const follower of followers) {
          follower.subscription = made.subscribe(follower.observer);
          follower.observer.next?.(made.getSnapshot());
        }
        for (const event of queued.splice(0)) made.send(event);
        return made;
      },
      (error: unknown) => {
        // Its code did not arrive (a new deployment, the network): the next call tries again. The
        // events sent meanwhile are dropped: a sign-out clicked now must not happen minutes later,
        // when some page makes the actor; the person clicks again (and that tries again).
        making = null;
        queued.length = 0;
        throw error;
      },
    ));

  function subscribe(observerOrNext: Observer<TSnapshot> | ((snapshot: TSnapshot) => void)): Subscription {
    const observer = typeof observerOrNext === 'function' ? { next: observerOrNext } : observerOrNext;
    if (actor) return actor.subscribe(observer);
    const follower = { observer, subscription: null as Subscription | null };
    followers.add(follower);
    return {
      unsubscribe: () => {
        followers.delete(follower);
        follower.subscription?.unsubscribe();
      },
    };
  }

  return {
    live,
    getSnapshot: () => (actor ? actor.getSnapshot() : initial),
    subscribe,
    send: (event) => {
      if (actor) return actor.send(event);
      queued.push(event);
      live().catch((error: unknown) => console.error('Actor not made: the events sent to it are dropped', error));
    },
  };
}
