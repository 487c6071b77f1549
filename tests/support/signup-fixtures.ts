import type { Formula, TrafficToken } from '../../src/domain/formula.ts';

/** Demo data of the signup funnel, as the server answers it (money in cents). */
export const VALID_TOKEN: TrafficToken = { value: 'galant-essai', isValid: true, formula: 'vip-mensuel' };
export const EXPIRED_TOKEN: TrafficToken = { value: 'galant-expire', isValid: false, formula: 'vip-mensuel' };

export const PAID_TRIAL: Formula = {
  uid: 'vip-mensuel',
  name: 'VIP mensuel',
  amount: 2990,
  creditAmount: 1000,
  trialAmount: 100,
  trialDuration: 7,
  trialDurationUnit: 'day',
  periodDuration: 1,
  periodDurationUnit: 'month',
};

export const FREE_TRIAL: Formula = { ...PAID_TRIAL, uid: 'vip-essai-offert', name: 'VIP essai offert', trialAmount: 0 };
