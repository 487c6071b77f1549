import type { DurationUnit, Formula } from '../../../src/domain/formula.ts';
import { fill } from '../../../src/i18n/fill.ts';
import { formatMoney } from '../../../src/i18n/format.ts';
import { signup } from '../../../src/i18n/fr/signup.ts';

/** "7 jours", "1 mois" (docs/product.md#limits French wording of a formula's durations). */
export function formatDuration(amount: number, unit: DurationUnit): string {
  const [one, many] = signup.units[unit];
  return `${amount} ${amount > 1 ? many : one}`;
}

/** "mois" for a period of 1 month, "3 mois" for 3: read after "par". */
function periodText(amount: number, unit: DurationUnit): string {
  return amount === 1 ? signup.units[unit][0] : formatDuration(amount, unit);
}

/** An amount as the server wrote it (decision 0042), or as Intl writes it when the formula does not carry it. */
function amountText(formula: Formula, key: 'amount' | 'creditAmount' | 'trialAmount'): string {
  return formula.display?.[key] ?? formatMoney(formula[key]);
}

/** The formula's lines as people read them: trial, then the renewing price, then the cashback. */
export function describeFormula(formula: Formula): { trial: string | null; then: string; cashback: string | null } {
  const trial =
    formula.trialDuration !== undefined && formula.trialDurationUnit !== undefined
      ? formula.trialAmount === 0
        ? fill(signup.formula.freeTrial, { duration: formatDuration(formula.trialDuration, formula.trialDurationUnit) })
        : fill(signup.formula.trial, {
            duration: formatDuration(formula.trialDuration, formula.trialDurationUnit),
            amount: amountText(formula, 'trialAmount'),
          })
      : null;
  return {
    trial,
    then: fill(signup.formula.then, {
      amount: amountText(formula, 'amount'),
      period: periodText(formula.periodDuration, formula.periodDurationUnit),
    }),
    cashback: formula.creditAmount > 0 ? fill(signup.formula.cashback, { amount: amountText(formula, 'creditAmount') }) : null,
  };
}
