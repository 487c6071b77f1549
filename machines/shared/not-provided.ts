import { fromPromise, type PromiseActorLogic } from 'xstate';

/**
 * Default implementations for the I/O a machine declares in `setup()`.
 *
 * Machines stay pure: every effect is a named actor or action that the app (or a test) supplies
 * with `machine.provide()`. The defaults fail loudly so a forgotten wiring is an error, not a
 * silent no-op. They carry a marker so test tooling can tell them from pure implementations
 * (assign, guards, delays) and substitute doubles for them alone.
 */

const NOT_PROVIDED = Symbol.for('galant.notProvided');

type Marked = { readonly [NOT_PROVIDED]: string };

export function notProvidedMessage(name: string): string {
  return `'${name}' is not provided: use machine.provide()`;
}

/** A promise actor that rejects until the app provides the real one. */
export function notProvidedActor<TOutput, TInput = void>(name: string): PromiseActorLogic<TOutput, TInput> {
  const logic = fromPromise<TOutput, TInput>(() => Promise.reject(new Error(notProvidedMessage(name))));
  return Object.assign(logic, { [NOT_PROVIDED]: name });
}

/** An action that throws until the app provides the real one (the actor then errors). */
export function notProvidedAction<TParams = undefined>(name: string): (args: unknown, params: TParams) => never {
  const action = (): never => {
    throw new Error(notProvidedMessage(name));
  };
  return Object.assign(action, { [NOT_PROVIDED]: name });
}

/** The name given to `notProvidedActor`/`notProvidedAction`, or undefined for anything else. */
export function notProvidedName(implementation: unknown): string | undefined {
  if (
    (typeof implementation === 'object' || typeof implementation === 'function') &&
    implementation !== null &&
    NOT_PROVIDED in implementation
  ) {
    return (implementation as Marked)[NOT_PROVIDED];
  }
  return undefined;
}
