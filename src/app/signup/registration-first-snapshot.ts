import type { RegistrationInput, registrationMachine } from '../../../machines/signup/registration.machine.ts';
import { snapshotAfterCalls, type FirstCall, type StartAfterCalls } from '../first-call-snapshot.ts';
import type { RegistrationLookupData } from './registration-loader.ts';

/**
 * The registration machine's first snapshot from what the route loader read on the server
 * (registration-loader.ts), for the page's `utk` only: token → formula → account, as far as the
 * server could tell. The server renders that state and the browser hydrates from the same one.
 */
export function registrationFirstSnapshot(
  machine: typeof registrationMachine,
  input: RegistrationInput,
  loaded: RegistrationLookupData | null | undefined,
): StartAfterCalls | undefined {
  if (!loaded || loaded.utk !== input.utk || loaded.token === null) return undefined;
  const calls: Array<readonly [string, FirstCall]> = [['validateToken', loaded.token]];
  if (loaded.formula !== null) {
    calls.push(['loadFormula', { output: loaded.formula }]);
    if (loaded.account !== null) calls.push(['readAccount', { output: loaded.account }]);
  }
  return snapshotAfterCalls(machine, input, calls);
}
