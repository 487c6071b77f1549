import { DEMO_SIGNUP_TOKEN } from '../../config.ts';
import { formulas, trafficTokens } from '../schema/index.ts';
import type { Seeder } from './index.ts';

/** The demo formula and its links (README "Demo signup"): /registration?utk=galant-essai. */
export const DEMO_FORMULA = {
  uid: 'vip-mensuel',
  name: 'Galant VIP mensuel',
  amount: 2990,
  creditAmount: 1000,
  trialAmount: 100,
  trialDuration: 7,
  trialDurationUnit: 'day',
  periodDuration: 1,
  periodDurationUnit: 'month',
} as const;
export const DEMO_TRAFFIC_TOKENS = { valid: DEMO_SIGNUP_TOKEN, expired: 'galant-expire' } as const;

export const demoBillingSeeder: Seeder = {
  name: 'demo/billing',
  demo: true,
  async run({ db }) {
    await db.insert(formulas).values(DEMO_FORMULA);
    await db.insert(trafficTokens).values([
      { value: DEMO_TRAFFIC_TOKENS.valid, formulaUid: DEMO_FORMULA.uid, isValid: true },
      { value: DEMO_TRAFFIC_TOKENS.expired, formulaUid: DEMO_FORMULA.uid, isValid: false },
    ]);
  },
};
