import { formulaSchema, formulaUidParamsSchema, trafficTokenSchema } from '../../../src/domain/formula.ts';
import { notFound } from '../../http/errors.ts';
import { serialize } from '../../http/serialize.ts';
import { findFormula, findTrafficToken, toFormula } from './repository.ts';
import type { FeaturePlugin } from '../../services.ts';

/** GET /api/formulas/{uid} and GET /api/traffic-tokens/{uid} (docs/product.md#calls): public, read by the funnel. */
export const formulaRoutes: FeaturePlugin = async (app, { services }) => {
  const db = services.database.db;

  app.get('/formulas/:uid', async (request) => {
    const params = formulaUidParamsSchema.safeParse(request.params);
    const row = params.success ? await findFormula(db, params.data.uid) : null;
    if (row === null) throw notFound();
    return serialize(formulaSchema, toFormula(row));
  });

  app.get('/traffic-tokens/:uid', async (request, reply) => {
    const params = formulaUidParamsSchema.safeParse(request.params);
    const token = params.success ? await findTrafficToken(db, params.data.uid) : null;
    if (token === null) throw notFound();
    // Validity can change (a campaign ends): never cached.
    reply.header('cache-control', 'no-store');
    return serialize(trafficTokenSchema, token);
  });
};
