import { eq } from 'drizzle-orm';
import type { Formula, TrafficToken } from '../../../src/domain/formula.ts';
import { formatMoney } from '../../../src/i18n/format.ts';
import type { Database } from '../../db/database.ts';
import { formulas, trafficTokens, type FormulaRow } from '../../db/schema/index.ts';

export async function findFormula(db: Database, uid: string): Promise<FormulaRow | null> {
  const [row] = await db.select().from(formulas).where(eq(formulas.uid, uid)).limit(1);
  return row ?? null;
}

export async function findTrafficToken(db: Database, value: string): Promise<TrafficToken | null> {
  const [row] = await db.select().from(trafficTokens).where(eq(trafficTokens.value, value)).limit(1);
  return row === undefined ? null : { value: row.value, isValid: row.isValid, formula: row.formulaUid };
}

/** A token a visitor may sign up with: known, valid, and for this formula. */
export async function isUsableToken(db: Database, value: string, formula: string): Promise<boolean> {
  const token = await findTrafficToken(db, value);
  return token !== null && token.isValid && token.formula === formula;
}

/** docs/product.md#entities "only set values are kept": no trial keys when the formula has no trial. */
export function toFormula(row: FormulaRow): Formula {
  return {
    uid: row.uid,
    name: row.name,
    amount: row.amount,
    creditAmount: row.creditAmount,
    trialAmount: row.trialAmount,
    ...(row.trialDuration === null ? {} : { trialDuration: row.trialDuration }),
    ...(row.trialDurationUnit === null ? {} : { trialDurationUnit: row.trialDurationUnit }),
    periodDuration: row.periodDuration,
    periodDurationUnit: row.periodDurationUnit,
    display: { amount: formatMoney(row.amount), creditAmount: formatMoney(row.creditAmount), trialAmount: formatMoney(row.trialAmount) },
  };
}

/** What the first charge costs: the trial price when there is a trial, else a full period. */
// The rule is the contract's: the payment page shows the same amount the server charges.
export { firstChargeAmount } from '../../../src/domain/formula.ts';
