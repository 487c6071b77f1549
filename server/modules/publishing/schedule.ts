import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { DelayedJob } from '../../jobs/delayed-job.ts';
import type { RecurringJob } from '../../jobs/job.ts';
import type { ServerServices } from '../../services.ts';
import { publishDue } from './articles.ts';

/**
 * Scheduling that cannot miss (docs/product.md#publishing): a queued job at the article's time,
 * plus a sweep at each start and every minute that publishes whatever is due. Both end in the one
 * conditional UPDATE of publishDue, so an article is published once however many processes race,
 * and a server that was down at the time publishes it at its next start.
 */

export const PUBLISH_DUE_JOB = 'publishing.publish-due';
export const PUBLISH_SWEEP_JOB = 'publishing.sweep';

const dueSchema = z.object({ id: z.uuid() });

export function publishDueJob(): DelayedJob<z.infer<typeof dueSchema>> {
  return {
    name: PUBLISH_DUE_JOB,
    retryLimit: 5,
    parse: (data) => dueSchema.parse(data),
    async run({ id }, { db, now, log, flows }) {
      const published = await publishDue(db, now(), id, flows);
      if (published.length > 0) log.info({ articles: published }, 'publishing: scheduled article published');
    },
  };
}

/** Every minute, and once at start: what a lost job or a stopped server left due. */
export const publishSweepJob: RecurringJob = {
  name: PUBLISH_SWEEP_JOB,
  cron: '* * * * *',
  runAtStart: true,
  // Looked at every few seconds, not the recurring jobs' 30: the promise is "within 60 seconds".
  pollingSeconds: 5,
  async run({ db, now, log, flows }) {
    const published = await publishDue(db, now(), undefined, flows);
    if (published.length > 0) log.info({ articles: published }, 'publishing: sweep published scheduled articles');
  },
};

/**
 * Queues the job at `at`, after the schedule's commit, without holding the answer (a queue still
 * starting takes it once started). A queue that cannot take it leaves the sweep to publish.
 */
export function queuePublication(
  services: Pick<ServerServices, 'jobs' | 'clock' | 'config'>,
  id: string,
  at: Date,
  log: FastifyBaseLogger,
): void {
  if (!services.config.jobs.enabled) return;
  services.jobs.sendLater(PUBLISH_DUE_JOB, { id }, Math.max(0, at.getTime() - services.clock.now())).catch((error: unknown) => {
    log.warn({ err: error, article: id }, 'publishing: job not queued, the sweep will publish it');
  });
}
