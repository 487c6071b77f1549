import { describe, expect, it } from 'vitest';
import { servingTurn, SLICE_MS, takingTurns, waitingSteps } from '../../../server/db/serving-turns.ts';
import { holdThread } from '../../support/busy-thread.ts';

/**
 * Counts the steps that ran between two turns of the event loop: a timer looks at the count once
 * per turn (the timers phase), as the loop looks at its sockets once per turn.
 */
async function stepsPerTurn(run: (step: () => void) => Promise<void>): Promise<number[]> {
  let done = 0;
  const seen: number[] = [];
  let last = 0;
  let looking = true;
  const look = (): void => {
    seen.push(done - last);
    last = done;
    if (looking) setTimeout(look, 0);
  };
  setTimeout(look, 0);
  await run(() => (done += 1));
  looking = false;
  seen.push(done - last);
  return seen.filter((count) => count > 0);
}

const STEP_MS = 1;
const STEPS = 40;

describe('database answers take turns on the serving thread', () => {
  it('runs queued steps a slice at a time, so the loop turns between them (a plain promise chain holds it for all of them)', async () => {
    const order: number[] = [];
    const withTurns = await stepsPerTurn(async (step) => {
      await Promise.all(
        Array.from({ length: STEPS }, async (_, index) => {
          await servingTurn();
          holdThread(STEP_MS);
          order.push(index);
          step();
        }),
      );
    });
    expect(order).toEqual(Array.from({ length: STEPS }, (_, index) => index));
    // A slice ends once SLICE_MS have passed; the step that crosses it finishes.
    expect(Math.max(...withTurns)).toBeLessThanOrEqual(Math.ceil(SLICE_MS / STEP_MS) + 1);
    expect(withTurns.reduce((sum, count) => sum + count, 0)).toBe(STEPS);

    const without = await stepsPerTurn(async (step) => {
      await Promise.all(
        Array.from({ length: STEPS }, async () => {
          await Promise.resolve();
          holdThread(STEP_MS);
          step();
        }),
      );
    });
    expect(without).toEqual([STEPS]);
    expect(waitingSteps()).toBe(0);
  });

  it('lets every step run while the loop is busy with other work (at least one step a turn)', async () => {
    let flood = true;
    const stepsSeenByFlood: number[] = [];
    let stepsDone = 0;
    // Other work that alone fills more than a slice at every turn of the loop.
    const other = (): void => {
      holdThread(SLICE_MS * 2);
      stepsSeenByFlood.push(stepsDone);
      if (flood) setTimeout(other, 0);
    };
    setTimeout(other, 0);
    await Promise.all(
      Array.from({ length: 10 }, async () => {
        await servingTurn();
        // Each step longer than a slice: one a turn.
        holdThread(SLICE_MS + 1);
        stepsDone += 1;
      }),
    );
    flood = false;
    expect(stepsDone).toBe(10);
    // The flood saw the steps advance at every one of its turns: none was held back.
    const whileSteps = stepsSeenByFlood.filter((seen) => seen < 10);
    expect(whileSteps.length).toBeGreaterThan(0);
    expect(whileSteps.length).toBeLessThanOrEqual(11);
    expect(new Set(whileSteps).size).toBe(whileSteps.length);
  });

  it('hands a query answer to its caller on its turn, in both shapes a driver uses, errors included', async () => {
    const failure = new Error('relation "nulle_part" does not exist');
    const promised = takingTurns(async (text: unknown) => {
      if (text === 'select * from nulle_part') throw failure;
      return { rows: [{ text }] };
    });
    // An answer waits for the steps whose turn came before it (an identity wrapper would not).
    const order: string[] = [];
    await Promise.all([
      servingTurn().then(() => order.push('step of another request')),
      promised('select 1').then((result) => order.push(JSON.stringify(result))),
    ]);
    expect(order).toEqual(['step of another request', '{"rows":[{"text":"select 1"}]}']);
    await expect(promised('select 1')).resolves.toEqual({ rows: [{ text: 'select 1' }] });
    await expect(promised('select * from nulle_part')).rejects.toBe(failure);

    const withCallback = takingTurns((text: unknown, callback: unknown) => {
      queueMicrotask(() => (callback as (error: Error | null, result?: unknown) => void)(null, { rows: [text] }));
      return undefined;
    });
    const answered = await new Promise((resolve) => withCallback('select 2', (_error: unknown, result: unknown) => resolve(result)));
    expect(answered).toEqual({ rows: ['select 2'] });

    // A submittable (a cursor) is the driver's own object: passed back untouched.
    const cursor = { submit: () => undefined };
    expect(takingTurns((_text: unknown) => cursor)('declare')).toBe(cursor);
  });

  it('gives answers back in the order they came', async () => {
    const query = takingTurns(async (n: unknown) => n);
    const order: unknown[] = [];
    await Promise.all([1, 2, 3, 4, 5].map(async (n) => order.push(await query(n))));
    expect(order).toEqual([1, 2, 3, 4, 5]);
  });
});
