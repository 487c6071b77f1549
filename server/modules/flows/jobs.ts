import { lt } from 'drizzle-orm';
import { flowVisitBatches } from '../../db/schema/index.ts';
import type { RecurringJob } from '../../jobs/job.ts';
import { dayOf } from './counter.ts';

/**
 * Visit ids live for their day only (docs/decisions/0019-audience-measurement.md): reports purge
 * the days before theirs, and this job does it shortly after midnight UTC even when no report comes.
 */
export const flowJobs: readonly RecurringJob[] = [
  {
    name: 'flows.forget-visits',
    cron: '7 0 * * *',
    run: async (context) => {
      const forgotten = await context.db
        .delete(flowVisitBatches)
        .where(lt(flowVisitBatches.day, dayOf(context.now())))
        .returning({ day: flowVisitBatches.day });
      if (forgotten.length > 0) context.log.info({ forgotten: forgotten.length }, 'visit ids of past days forgotten');
    },
  },
];
