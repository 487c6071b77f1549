/**
 * When the app last reloaded itself (build watcher, chunk failure), kept in sessionStorage across
 * the reload so the build watcher's 10 s guard (docs/product.md#limits) still holds after it. The guard decision
 * itself lives in the build-watcher machine.
 */
const KEY = 'galant:last-auto-reload';

type ReloadStorage = Pick<Storage, 'getItem' | 'setItem'>;

export function readLastReload(storage: ReloadStorage | null): number | null {
  try {
    const value = Number(storage?.getItem(KEY));
    return Number.isFinite(value) && value > 0 ? value : null;
  } catch {
    return null;
  }
}

export function recordReload(storage: ReloadStorage | null, at: number): void {
  try {
    storage?.setItem(KEY, String(at));
  } catch {
    // Storage refused (private mode): the guard then only holds for this page's lifetime.
  }
}
