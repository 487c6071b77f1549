import { z } from 'zod';
import { lazySchema } from './lazy-schema.ts';
import { supportTypeSchema } from './support.ts';

/**
 * GET /api/staff/support/metrics (roles coach and analyst): response times and satisfaction per
 * queue and per coach over the last `days` days (docs/decisions/0055-satisfaction-and-metrics.md).
 * Durations in seconds; a median or 90th percentile is null when nothing was measured.
 */
export const METRICS_DAYS_DEFAULT = 30;
export const METRICS_DAYS_MAX = 365;

export const metricsQuerySchema = lazySchema(() =>
  z.strictObject({
    days: z.coerce.number().int().min(1).max(METRICS_DAYS_MAX).default(METRICS_DAYS_DEFAULT),
  }),
);

const durationsSchema = lazySchema(() =>
  z.object({
    count: z.number().int().min(0),
    medianSeconds: z.number().nullable(),
    p90Seconds: z.number().nullable(),
  }),
);
export type Durations = z.infer<typeof durationsSchema>;

const satisfactionSchema = lazySchema(() =>
  z.object({
    /** Tickets resolved in the period. */
    resolved: z.number().int().min(0),
    /** Of those, rated (1–5). */
    ratings: z.number().int().min(0),
    /** Mean score, 1–5; null without a rating. */
    average: z.number().nullable(),
    /** Share of ratings of 4 or 5 (0–1): the usual "CSAT"; null without a rating. */
    satisfiedShare: z.number().nullable(),
  }),
);
export type SatisfactionFigures = z.infer<typeof satisfactionSchema>;

export const metricsAnswerSchema = lazySchema(() => {
  const figures = { firstResponse: durationsSchema, resolution: durationsSchema, satisfaction: satisfactionSchema };
  return z.object({
    from: z.iso.datetime(),
    to: z.iso.datetime(),
    queues: z.array(z.object({ queue: supportTypeSchema, ...figures })),
    coaches: z.array(z.object({ uid: z.uuid(), name: z.string(), ...figures })),
  });
});
export type MetricsAnswer = z.infer<typeof metricsAnswerSchema>;
