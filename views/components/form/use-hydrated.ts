import { startTransition, useEffect, useState } from 'react';

/**
 * Set by the first effect of the hook: effects run once the hydration is committed (the app has no
 * Suspense boundary hydrating later), so every component mounted afterwards is a client render.
 */
let hydrationDone = false;

/**
 * False in the server render and during hydration, true once React runs the page: a form's submit
 * button waits for it, so a click before hydration cannot post the form natively.
 * The switch is a transition: `useSyncExternalStore`, used before, re-rendered every
 * component calling it synchronously right after hydration, a whole page in one long task. A
 * component mounted after hydration (a client navigation) is true from its first render.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(hydrationDone);
  useEffect(() => {
    hydrationDone = true;
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
