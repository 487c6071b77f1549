import type { Snapshot } from 'xstate';
import { registrationMachine, type RegistrationInput } from '../../../machines/signup/registration.machine.ts';
import type { Formula } from '../../domain/formula.ts';
import type { Affiliation } from '../../domain/registration.ts';
import { snapshotAfterCalls, type FirstCall, type MachineMove } from '../first-call-snapshot.ts';
import type { SignupStore } from './storage.ts';

/** The machine's actions its first answers trigger: the funnel's browser storage (docs/product.md#entities). */
export type FunnelWrite =
  | { type: 'storeToken'; params: { token: string } }
  | { type: 'storeFormula'; params: { formula: Formula } }
  | { type: 'storeAffiliation'; params: { affiliation: Affiliation } };

const FUNNEL_WRITES: ReadonlySet<string> = new Set<FunnelWrite['type']>(['storeToken', 'storeFormula', 'storeAffiliation']);

/**
 * Where the registration machine starts on /registration, computed by the server from what the
 * route loader read (registration-loader.ts) and sent in the page as data: the server renders that
 * state and the browser hydrates from the same one without running the machine's first steps
 * again (that first run of XState was most of the page's longest task on a phone).
 */
export interface RegistrationStart {
  /** For useActorRef's `snapshot` option (the machine's persisted snapshot). */
  snapshot: Snapshot<unknown>;
  /** What those answers store in the browser, written once the page runs. */
  writes: readonly FunnelWrite[];
  /** The moves made meanwhile, for the funnel counts (src/app/flows/flow-reporter.ts). */
  moves: readonly MachineMove[];
}

/** What the route loader read for the page's `utk` (null when not read there), as registration-loader.ts answers it. */
export interface RegistrationAnswers {
  utk: string | null;
  token: FirstCall | null;
  formula: Formula | null;
  account: unknown;
}

/** The machine's input from the page's address: the `utk`, the affiliate's `token` and `platform`. */
export function registrationInputOf(params: URLSearchParams): RegistrationInput {
  return { utk: params.get('utk'), affiliate: { token: params.get('token'), platform: params.get('platform') } };
}

/**
 * The start after the calls the server made — token → formula → account, as far as it could tell —
 * or undefined when it made none (the machine then starts as usual and makes them). Undefined as
 * well if those answers ever triggered anything but a storage write: only data can be sent.
 */
export function registrationStart(input: RegistrationInput, answers: RegistrationAnswers): RegistrationStart | undefined {
  if (answers.utk !== input.utk || answers.token === null) return undefined;
  const calls: Array<readonly [string, FirstCall]> = [['validateToken', answers.token]];
  if (answers.formula !== null) {
    calls.push(['loadFormula', { output: answers.formula }]);
    if (answers.account !== null) calls.push(['readAccount', { output: answers.account }]);
  }
  const start = snapshotAfterCalls(registrationMachine, input, calls);
  if (start === undefined) return undefined;
  const writes = start.effects.map(({ type, params }) => ({ type, params }));
  if (!writes.every((write): write is FunnelWrite => FUNNEL_WRITES.has(write.type))) return undefined;
  return { snapshot: start.snapshot, writes, moves: start.moves };
}

/** One write of the funnel's storage: the machine's store actions and the server's start both go through here. */
export function writeToFunnel(store: SignupStore, write: FunnelWrite): void {
  switch (write.type) {
    case 'storeToken':
      return store.storeUniqueToken(write.params.token);
    case 'storeFormula':
      return store.storeFormula(write.params.formula);
    case 'storeAffiliation':
      return store.storeAffiliation(write.params.affiliation);
  }
}
