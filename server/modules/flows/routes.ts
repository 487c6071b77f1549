import type { FastifyRequest } from 'fastify';
import { lt } from 'drizzle-orm';
import type { Role } from '../../../src/domain/auth.ts';
import {
  MAX_PERIOD_DAYS,
  flowDiagramParamsSchema,
  flowDiagramSchema,
  flowEventBatchSchema,
  flowsQuerySchema,
  flowsReportSchema,
  type FlowPeriod,
} from '../../../src/domain/flows.ts';
import { START_EVENT, START_STATE, transitionKey, type FlowTransition } from '../../../src/domain/flow-transition.ts';
import { fr } from '../../../src/i18n/fr/index.ts';
import { dateOf } from '../../clock.ts';
import { flowVisitBatches } from '../../db/schema/index.ts';
import { forbidden, notFound, validationFailed } from '../../http/errors.ts';
import { serialize } from '../../http/serialize.ts';
import { parseInput } from '../../http/validate.ts';
import { noStore } from '../auth/session.ts';
import { requireViewer, type Viewer, type ViewerServices } from '../auth/viewer.ts';
import { loadCatalog, readDiagram, type FlowCatalog } from './catalog.ts';
import { flowsCsv } from './csv.ts';
import { dayOf } from './counter.ts';
import { daysBetween, defaultPeriod, flowsReport } from './report.ts';
import type { FeaturePlugin } from '../../services.ts';

/** Who reads the counts: analysts (read-only) and staff admins. */
export const FLOW_READERS: readonly Role[] = ['analyst', 'admin'];

/** A batch is small (≤ 50 moves of machine names): 64 KB covers the longest names allowed. */
const EVENTS_BODY_LIMIT = 64 * 1024;

async function requireFlowReader(services: ViewerServices, request: FastifyRequest): Promise<Viewer> {
  const viewer = await requireViewer(services, request);
  if (!viewer.roles.some((role) => FLOW_READERS.includes(role))) throw forbidden();
  return viewer;
}

/**
 * A move the flow's machine can make, or a journey's start (decision 0031) into a state the machine
 * has: a restored page starts where it stood, so any state it can be in (a move's end, or a leaf).
 */
function isCatalogued(catalog: FlowCatalog, move: FlowTransition): boolean {
  const flow = catalog.get(move.flow);
  if (flow === undefined) return false;
  if (move.from === START_STATE && move.event === START_EVENT)
    return (
      flow.states.some((state) => state.id === move.to) || flow.transitions.some((known) => known.to === move.to || known.from === move.to)
    );
  const key = transitionKey(move);
  return flow.transitions.some((known) => known.key === key);
}

/** A body sent by navigator.sendBeacon arrives as text/plain: the same JSON. */
function jsonOf(body: unknown): unknown {
  if (typeof body !== 'string') return body;
  try {
    return JSON.parse(body) as unknown;
  } catch {
    throw validationFailed([{ property: 'body', message: fr.validation.invalid, type: 'invalid' }]);
  }
}

function periodOf(request: FastifyRequest, now: Date): { period: FlowPeriod; compare: boolean } {
  const query = parseInput(flowsQuerySchema, request.query, 'query');
  const fallback = defaultPeriod(now);
  const period = { from: query.from ?? fallback.from, to: query.to ?? fallback.to };
  const invalid = (property: 'from' | 'to') => validationFailed([{ property, message: fr.validation.invalid, type: 'invalid' }]);
  if (Number.isNaN(Date.parse(`${period.from}T00:00:00Z`))) throw invalid('from');
  if (Number.isNaN(Date.parse(`${period.to}T00:00:00Z`))) throw invalid('to');
  const days = daysBetween(period.from, period.to);
  if (days < 1 || days > MAX_PERIOD_DAYS) throw invalid('from');
  return { period, compare: query.compare === 'previous' };
}

/**
 * POST /api/flows/events (anyone, rate-limited): a browser's batch of moves, added to the day's
 * counts. GET /api/staff/flows and /api/staff/flows.csv (analyst, admin): the period's report;
 * GET /api/staff/flows/diagrams/:flow: the flow's analyst diagram (docs/flows, from the machines).
 */
export const flowRoutes: FeaturePlugin = async (app, { services }) => {
  const db = services.database.db;
  // This process's counts not yet written are written first: a report shows every committed move
  // of this process (other processes' within a second).
  const writeCounts = () => services.flows.flush();

  app.post(
    '/flows/events',
    { bodyLimit: EVENTS_BODY_LIMIT, config: { rateLimit: { max: 60, timeWindow: '1 minute' } } },
    async (request, reply) => {
      const batch = parseInput(flowEventBatchSchema, jsonOf(request.body));
      // Only moves the machines can make are kept: free text (a number typed by someone, a forged
      // name) never reaches the counts. A page still running an older build reports moves the
      // catalog no longer has: those are dropped too (the moves recorded before stay, as retired).
      const catalog = await loadCatalog();
      const events = batch.events.filter((move) => isCatalogued(catalog, move));
      if (events.length < batch.events.length)
        request.log.info({ dropped: batch.events.length - events.length }, 'flow moves not in the catalog dropped');
      // FLOW_COUNTS=off: accepted, not counted (and no visit id kept).
      if (!services.flows.counting) return reply.code(204).send();
      const now = dateOf(services.clock);
      const day = dayOf(now);
      await services.flows.transaction(db, async (tx, moves) => {
        // Visit ids live for the day only (docs/decisions/0019-audience-measurement.md).
        await tx.delete(flowVisitBatches).where(lt(flowVisitBatches.day, day));
        const fresh = await tx
          .insert(flowVisitBatches)
          .values({ day, visit: batch.visit, seq: batch.seq })
          .onConflictDoNothing()
          .returning({ seq: flowVisitBatches.seq });
        // Counted once this transaction has committed (with the batch's mark).
        if (fresh.length > 0) moves.add(events, now);
      });
      return reply.code(204).send();
    },
  );

  app.get('/staff/flows', async (request, reply) => {
    await requireFlowReader(services, request);
    noStore(reply);
    const now = dateOf(services.clock);
    const { period, compare } = periodOf(request, now);
    await writeCounts();
    return serialize(flowsReportSchema, await flowsReport(db, await loadCatalog(), period, compare, now));
  });

  app.get('/staff/flows/diagrams/:flow', async (request, reply) => {
    await requireFlowReader(services, request);
    const { flow } = parseInput(flowDiagramParamsSchema, request.params, 'params');
    const svg = await readDiagram(await loadCatalog(), flow);
    if (svg === null) throw notFound();
    noStore(reply);
    return serialize(flowDiagramSchema, { flow, svg });
  });

  app.get('/staff/flows.csv', async (request, reply) => {
    await requireFlowReader(services, request);
    noStore(reply);
    const now = dateOf(services.clock);
    const { period, compare } = periodOf(request, now);
    await writeCounts();
    const report = await flowsReport(db, await loadCatalog(), period, compare, now);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="galant-parcours-${period.from}-${period.to}.csv"`)
      .send(flowsCsv(report));
  });
};
