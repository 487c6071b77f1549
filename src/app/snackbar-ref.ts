import type { SnackbarContext, SnackbarEvent } from '../../machines/snackbar.machine.ts';
import type { ActorLike } from './lazy-actor.ts';

/** What the app uses of the snackbar actor (docs/product.md#entities), with no XState code (see auth/auth-ref.ts). */
export interface SnackbarSnapshot {
  context: SnackbarContext;
  hasTag(tag: 'visible'): boolean;
}

export type SnackbarRef = ActorLike<SnackbarSnapshot, SnackbarEvent>;

/** The snackbar machine's first snapshot (`hidden`, nothing queued); tests/unit/app/lazy-actors.test.ts holds it to the machine's. */
export function initialSnackbarSnapshot(): SnackbarSnapshot {
  return { context: { current: null, queue: [] }, hasTag: () => false };
}
