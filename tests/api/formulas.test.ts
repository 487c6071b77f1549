import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formulaSchema, trafficTokenSchema } from '../../src/domain/formula.ts';
import { formulas } from '../../server/db/schema/index.ts';
import { createTestApp, type TestApp } from '../support/server/test-app.ts';

describe('formulas and traffic tokens (docs/product.md#calls /formulas/{uid}, /traffic-tokens/{uid})', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());
  const get = (url: string) => testApp.app.inject({ method: 'GET', url });

  it('answers the demo formula in cents with its trial and monthly period', async () => {
    const response = await get('/api/formulas/vip-mensuel');
    expect(response.statusCode).toBe(200);
    expect(formulaSchema.parse(response.json())).toEqual({
      uid: 'vip-mensuel',
      name: 'Galant VIP mensuel',
      amount: 2990,
      creditAmount: 1000,
      trialAmount: 100,
      trialDuration: 7,
      trialDurationUnit: 'day',
      periodDuration: 1,
      periodDurationUnit: 'month',
      // As the registration page shows them, written by the server (decision 0042).
      display: { amount: '29,90\u00a0€', creditAmount: '10,00\u00a0€', trialAmount: '1,00\u00a0€' },
    });
  });

  it('omits the trial keys of a formula without trial (only set values are kept)', async () => {
    await testApp.db.insert(formulas).values({
      uid: 'vip-annuel',
      name: 'Galant VIP annuel',
      amount: 24900,
      periodDuration: 1,
      periodDurationUnit: 'year',
    });
    const body = (await get('/api/formulas/vip-annuel')).json<Record<string, unknown>>();
    expect(body).not.toHaveProperty('trialDuration');
    expect(body).not.toHaveProperty('trialDurationUnit');
    expect(body).toMatchObject({ amount: 24900, creditAmount: 0, trialAmount: 0, periodDurationUnit: 'year' });
  });

  it('answers 404 for an unknown or malformed formula', async () => {
    expect((await get('/api/formulas/inconnue')).statusCode).toBe(404);
    expect((await get('/api/formulas/%3Cscript%3E')).statusCode).toBe(404);
  });

  it('validates the demo tokens: galant-essai valid, galant-expire not, unknown → 404', async () => {
    const valid = await get('/api/traffic-tokens/galant-essai');
    expect(valid.statusCode).toBe(200);
    expect(valid.headers['cache-control']).toBe('no-store');
    expect(trafficTokenSchema.parse(valid.json())).toEqual({ value: 'galant-essai', isValid: true, formula: 'vip-mensuel' });

    const expired = await get('/api/traffic-tokens/galant-expire');
    expect(trafficTokenSchema.parse(expired.json())).toEqual({ value: 'galant-expire', isValid: false, formula: 'vip-mensuel' });

    expect((await get('/api/traffic-tokens/nimporte-quoi')).statusCode).toBe(404);
  });
});
