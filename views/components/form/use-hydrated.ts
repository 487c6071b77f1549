import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False in the server render and during hydration, true once React runs the page: a form's submit
 * button waits for it, so a click before hydration cannot post the form natively.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
