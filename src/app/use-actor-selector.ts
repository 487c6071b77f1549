import { useCallback, useSyncExternalStore } from 'react';
import type { ActorLike } from './lazy-actor.ts';

/**
 * A value read from an app actor's snapshot, kept current (React's own store hook): what the layout
 * uses instead of @xstate/react's useSelector, so its code carries no XState. The
 * selector must return a value that stays the same while the snapshot does (a flag, a context field).
 */
export function useActorSelector<TSnapshot, T>(actor: ActorLike<TSnapshot, never>, selector: (snapshot: TSnapshot) => T): T {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const subscription = actor.subscribe(onChange);
      return () => subscription.unsubscribe();
    },
    [actor],
  );
  const read = () => selector(actor.getSnapshot());
  return useSyncExternalStore(subscribe, read, read);
}
