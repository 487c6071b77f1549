/**
 * Database answers take turns on the serving thread (docs/decisions/0030-database-answers-take-turns.md).
 *
 * The serving thread answers a cached page in ~0.2 ms; a signed-in page, a new ticket or a sign-in
 * is a chain of steps, each the code that runs once a query has answered (~0.5 ms, up to ~4 ms for
 * a render). Left to the event loop, every step that is ready runs in the order its answer came in,
 * so under load a visitor's cached page waited behind the steps of every request in flight (the
 * mixed load of docs/performance.md). Here the code that follows a database answer waits
 * for its turn: the steps run one after another in the event loop's check phase, for at most
 * SLICE_MS per turn of the loop (the step that crosses it finishes), and the loop then goes back to
 * its sockets, where cached answers are written at once. Nothing is held across a query: a request
 * waiting for the database waits for nobody here, so a slow query or provider stalls no one else.
 * At least one step runs per turn of the loop, so per-request work always progresses; on an idle
 * server a step waits for nothing but the next check phase.
 */

/** The longest run of database steps between two looks at the sockets (each step finishes). */
export const SLICE_MS = 2;

const waiting: (() => void)[] = [];
let scheduled = false;
let sliceStart = 0;

/** Resolves when the code that follows may run (FIFO). */
export function servingTurn(): Promise<void> {
  return new Promise((resolve) => {
    waiting.push(resolve);
    if (!scheduled) {
      scheduled = true;
      setImmediate(startSlice);
    }
  });
}

function startSlice(): void {
  sliceStart = performance.now();
  runNext();
}

function runNext(): void {
  if (waiting.length === 0) {
    scheduled = false;
    return;
  }
  if (performance.now() - sliceStart >= SLICE_MS) {
    // Back to the sockets; the rest in the next turn of the loop.
    setImmediate(startSlice);
    return;
  }
  waiting.shift()?.();
  // The step runs as promise reactions once this returns; a tick queued from the first of them
  // runs after the whole chain has settled — that is, after the step.
  queueMicrotask(() => process.nextTick(runNext));
}

/** Steps waiting for their turn (tests). */
export const waitingSteps = (): number => waiting.length;

/** A driver's query function, whatever its arguments. */
export type Query = (...args: unknown[]) => unknown;

const isThenable = (value: unknown): value is PromiseLike<unknown> => typeof (value as { then?: unknown } | null)?.then === 'function';

/**
 * A query function whose answer (result or error) reaches its caller on its turn. Handles the
 * shapes node-postgres and PGlite use: a callback as last argument, or a promise. Anything else (a
 * submittable such as a cursor) is passed through untouched.
 */
export function takingTurns<F extends Query>(query: F): F {
  const wrapped = (...args: unknown[]): unknown => {
    const last = args.at(-1);
    if (typeof last === 'function') {
      const callback = last as (...results: unknown[]) => void;
      return query(...args.slice(0, -1), (...results: unknown[]) => void servingTurn().then(() => callback(...results)));
    }
    const answer = query(...args);
    if (!isThenable(answer)) return answer;
    return Promise.resolve(answer).then(
      async (result) => {
        await servingTurn();
        return result;
      },
      async (error: unknown) => {
        await servingTurn();
        throw error;
      },
    );
  };
  return wrapped as F;
}
