import type { RegistrationInput, SignupAccount } from '../../../machines/signup/registration.machine.ts';
import { getFormula, getTrafficToken } from '../../api/formulas.ts';
import type { Formula, TrafficToken } from '../../domain/formula.ts';
import { onServer } from '../first-call-snapshot.ts';
import type { LoadArgs } from '../route-types.ts';
import { tokenFailureOf } from './failures.ts';
import { registrationInputOf, registrationStart, type RegistrationAnswers, type RegistrationStart } from './registration-first-snapshot.ts';

/**
 * /registration?utk=… (Lighthouse LCP): the server makes the registration machine's first
 * calls, in its order, so the first HTML already holds the page the visitor will see — the form
 * with the formula, or the refused link's notice. Each answer is null when not read there (in the
 * browser, no utk, or a failure the machine would retry): the machine makes that call itself.
 * - `token`: GET /api/traffic-tokens/{utk}, or its refusal (unknown token, the machine's invalidToken).
 * - `formula`: GET /api/formulas/{uid} of a valid token.
 * - `account`: who is signed in, known only when nobody is: without a session cookie the browser's
 *   auth actor has nobody and the session cannot be restored, so its `readAccount` answers "none"
 *   too. A signed-in visitor's account depends on this browser's storage (account.ts): the
 *   browser reads it. The page depends on the URL and the session cookie only, which the server's
 *   `Vary: Cookie` and `no-cache` (or a session's `private, no-store`) already cover.
 */
export interface RegistrationServerAnswers extends RegistrationAnswers {
  /** The utk parameter as the page reads it (the machine's input), null when absent. */
  utk: string | null;
  token: { output: TrafficToken } | { error: { reason: 'invalidToken' } } | null;
  formula: Formula | null;
  account: SignupAccount | null;
}

/**
 * What the page receives: where the machine starts after those answers, computed here so that the
 * browser does not run the machine's first steps again before hydrating
 * (registration-first-snapshot.ts). The answers themselves are in the start's snapshot: not sent twice.
 */
export interface RegistrationLookupData {
  /** The utk the start was computed for: the page uses the start only for that same address. */
  utk: string | null;
  /** Null when the server has no answer to start from (in the browser, no utk, or a failure the machine retries). */
  start: RegistrationStart | null;
}

const NOTHING_READ = { token: null, formula: null, account: null } as const;

export async function loadRegistrationLookup(args: LoadArgs): Promise<RegistrationLookupData> {
  return registrationLookupOf(await readRegistrationAnswers(args), registrationInputOf(args.url.searchParams));
}

/** What the page receives for the server's answers and the page's input (the machine's, from its address). */
export function registrationLookupOf(answers: RegistrationServerAnswers, input: RegistrationInput): RegistrationLookupData {
  return { utk: answers.utk, start: registrationStart(input, answers) ?? null };
}

/** The machine's first calls as the server can make them (the loader's own step; read by its tests). */
export async function readRegistrationAnswers({ context, url, signal }: LoadArgs): Promise<RegistrationServerAnswers> {
  const utk = url.searchParams.get('utk');
  // The machine validates the trimmed utk (rememberQueryToken); an empty one reads browser storage.
  const value = utk?.trim() ?? '';
  if (!onServer() || value === '') return { utk, ...NOTHING_READ };
  const api = await context.api();
  let token: TrafficToken;
  try {
    token = await getTrafficToken(api, value, { signal });
  } catch (error) {
    const failure = tokenFailureOf(error);
    return { utk, ...NOTHING_READ, token: failure.reason === 'invalidToken' ? { error: { reason: 'invalidToken' } } : null };
  }
  if (!token.isValid) return { utk, ...NOTHING_READ, token: { output: token } };
  let formula: Formula;
  try {
    formula = await getFormula(api, token.formula, { signal });
  } catch {
    // The machine loads it again in the browser (and says so if it still fails).
    return { utk, ...NOTHING_READ, token: { output: token } };
  }
  return { utk, token: { output: token }, formula, account: context.auth() === null ? { kind: 'none' } : null };
}
