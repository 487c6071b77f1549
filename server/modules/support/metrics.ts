import { sql, type SQL } from 'drizzle-orm';
import type { Durations, MetricsAnswer, SatisfactionFigures } from '../../../src/domain/helpdesk-metrics.ts';
import { SUPPORT_TYPES } from '../../../src/domain/support-rules.ts';
import type { Database } from '../../db/database.ts';
import { findUserByUid } from '../users/repository.ts';

/**
 * The helpdesk's figures (docs/decisions/0055-satisfaction-and-metrics.md), per queue and per coach,
 * over [from, to): the first response (created → first public staff answer, counted when that
 * answer came in the period, for the coach who gave it), the resolution (created → first close by
 * staff, counted when it was closed, for the coach the resolution names) and the ratings of those
 * resolutions. Medians and 90th percentiles are PostgreSQL's percentile_cont (interpolated).
 */

type Key = 'queue' | 'coach';
interface Row {
  key: string | null;
  count: number;
  median: number | null;
  p90: number | null;
}

const firstResponses = (from: Date, to: Date): SQL => sql`
  select t.type::text as queue,
    (select m.staff_user_uid::text from support_messages m
      where m.ticket_uid = t.uid and m.author_role = 'staff' and not m.internal order by m.seq limit 1) as coach,
    extract(epoch from t.first_response_at - t.created_at)::float8 as seconds, null::int as score
  from support_tickets t
  where t.first_response_at >= ${from.toISOString()}::timestamptz and t.first_response_at < ${to.toISOString()}::timestamptz`;

const resolutions = (from: Date, to: Date): SQL => sql`
  select t.type::text as queue, s.coach_uid::text as coach,
    extract(epoch from s.resolved_at - t.created_at)::float8 as seconds, s.score
  from support_satisfaction s join support_tickets t on t.uid = s.ticket_uid
  where s.resolved_at >= ${from.toISOString()}::timestamptz and s.resolved_at < ${to.toISOString()}::timestamptz`;

async function durationsBy(db: Database, source: SQL, key: Key): Promise<Map<string, Durations>> {
  const result = (await db.execute(sql`
    select ${sql.raw(key)} as key, count(*)::int as count,
      percentile_cont(0.5) within group (order by seconds)::float8 as median,
      percentile_cont(0.9) within group (order by seconds)::float8 as p90
    from (${source}) as measured where ${sql.raw(key)} is not null group by ${sql.raw(key)}`)) as unknown as { rows: Row[] };
  return new Map(
    result.rows.map((row) => [String(row.key), { count: Number(row.count), medianSeconds: round(row.median), p90Seconds: round(row.p90) }]),
  );
}

async function satisfactionBy(db: Database, source: SQL, key: Key): Promise<Map<string, SatisfactionFigures>> {
  const result = (await db.execute(sql`
    select ${sql.raw(key)} as key, count(*)::int as resolved, count(score)::int as ratings,
      avg(score)::float8 as average, (count(*) filter (where score >= 4))::float8 / nullif(count(score), 0) as satisfied
    from (${source}) as measured where ${sql.raw(key)} is not null group by ${sql.raw(key)}`)) as unknown as {
    rows: { key: string; resolved: number; ratings: number; average: number | null; satisfied: number | null }[];
  };
  return new Map(
    result.rows.map((row) => [
      String(row.key),
      {
        resolved: Number(row.resolved),
        ratings: Number(row.ratings),
        average: row.average === null ? null : Math.round(Number(row.average) * 100) / 100,
        satisfiedShare: row.satisfied === null ? null : Math.round(Number(row.satisfied) * 1000) / 1000,
      },
    ]),
  );
}

/** Whole seconds: the figures are read in minutes and hours. */
const round = (value: number | null): number | null => (value === null ? null : Math.round(Number(value)));
const noDurations: Durations = { count: 0, medianSeconds: null, p90Seconds: null };
const noSatisfaction: SatisfactionFigures = { resolved: 0, ratings: 0, average: null, satisfiedShare: null };

export async function helpdeskMetrics(db: Database, from: Date, to: Date): Promise<MetricsAnswer> {
  const [firstByQueue, firstByCoach, resolvedByQueue, resolvedByCoach, ratedByQueue, ratedByCoach] = await Promise.all([
    durationsBy(db, firstResponses(from, to), 'queue'),
    durationsBy(db, firstResponses(from, to), 'coach'),
    durationsBy(db, resolutions(from, to), 'queue'),
    durationsBy(db, resolutions(from, to), 'coach'),
    satisfactionBy(db, resolutions(from, to), 'queue'),
    satisfactionBy(db, resolutions(from, to), 'coach'),
  ]);
  const figures = (
    first: Map<string, Durations>,
    resolved: Map<string, Durations>,
    rated: Map<string, SatisfactionFigures>,
    key: string,
  ) => ({
    firstResponse: first.get(key) ?? noDurations,
    resolution: resolved.get(key) ?? noDurations,
    satisfaction: rated.get(key) ?? noSatisfaction,
  });
  const coachUids = [...new Set([...firstByCoach.keys(), ...resolvedByCoach.keys()])];
  const coaches = await Promise.all(
    coachUids.map(async (uid) => {
      const user = await findUserByUid(db, uid);
      const name = user?.metadata.profile.name?.trim() || user?.email || uid;
      return { uid, name, ...figures(firstByCoach, resolvedByCoach, ratedByCoach, uid) };
    }),
  );
  coaches.sort((a, b) => a.name.localeCompare(b.name, 'fr'));
  return {
    from: from.toISOString(),
    to: to.toISOString(),
    queues: SUPPORT_TYPES.map((queue) => ({ queue, ...figures(firstByQueue, resolvedByQueue, ratedByQueue, queue) })),
    coaches,
  };
}
