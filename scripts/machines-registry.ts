import type { AnyStateMachine } from 'xstate';
import { buildWatcherMachine } from '../machines/build-watcher.machine.ts';
import { snackbarMachine } from '../machines/snackbar.machine.ts';

/**
 * Machines drawn in docs/flows: file name (kebab-case, as the machine file) → machine.
 * Add a machine here in one line, then run `npm run diagrams`.
 */
export const machineRegistry = {
  'build-watcher': buildWatcherMachine,
  snackbar: snackbarMachine,
} satisfies Record<string, AnyStateMachine>;
