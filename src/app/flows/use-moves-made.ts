import { useEffect } from 'react';
import type { StartAfterCalls } from '../first-call-snapshot.ts';
import { reportMovesMade } from './flow-reporter.ts';

/**
 * Once the page runs, counts the moves its machine made on the server's answers (reportMovesMade):
 * a funnel started from the server's snapshot counts the same steps as one that made the calls.
 */
export function useMovesMade(machineId: string, start: Pick<StartAfterCalls, 'moves'> | undefined): void {
  useEffect(() => {
    if (start !== undefined) reportMovesMade(machineId, start.moves);
  }, [machineId, start]);
}
