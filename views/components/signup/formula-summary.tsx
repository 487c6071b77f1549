import type { ReactNode } from 'react';
import type { Formula } from '../../../src/domain/formula.ts';
import { signup } from '../../../src/i18n/fr/signup.ts';
import { describeFormula } from './formula-text.ts';

/**
 * Keeps the summary's place while the offer loads, so nothing below it moves when it comes (CLS):
 * it and the summary share one height floor, the summary's own height on a 412 px phone (the width
 * Lighthouse emulates), so the swap moves nothing unless the summary is taller still.
 */
export function FormulaSummaryPlaceholder() {
  return (
    <div
      aria-hidden="true"
      className="h-[26rem] rounded-2xl bg-header/90 sm:h-[21rem] lg:col-start-2 lg:row-start-1"
      data-testid="formula-summary-placeholder"
    />
  );
}

/** The offer being subscribed to (docs/product.md#routes): trial, renewing price, cashback, what VIP brings. */
export function FormulaSummary({ formula, children }: { formula: Formula; children?: ReactNode }) {
  const text = describeFormula(formula);
  return (
    // First on a phone (what you pay, before the form), beside the form from lg up. The
    // pages put it first in the HTML too: a phone may paint the page before its end has arrived,
    // and a summary placed first by CSS alone then pushed the form down once it came (CLS).
    // From lg up both have a fixed cell, so neither moves as the other arrives.
    <aside
      aria-labelledby="formula-title"
      className="min-h-[26rem] min-w-0 rounded-2xl bg-header p-6 text-white shadow-lg sm:min-h-[21rem] lg:col-start-2 lg:row-start-1"
      data-testid="formula-summary"
    >
      <p className="text-sm font-semibold uppercase tracking-wide text-primary-light">{signup.formula.heading}</p>
      <h2 id="formula-title" className="mt-1 font-serif text-2xl font-bold">
        {formula.name}
      </h2>
      <div className="mt-4 space-y-2 text-sm">
        {text.trial && <p className="text-lg font-semibold">{text.trial}</p>}
        <p className="text-white/85">{text.then}</p>
        {text.cashback && <p className="inline-block rounded-full bg-primary/90 px-3 py-1 font-semibold">{text.cashback}</p>}
      </div>
      <ul className="mt-5 space-y-2 border-t border-white/15 pt-4 text-sm">
        {signup.formula.benefits.map((benefit) => (
          <li key={benefit} className="flex items-start gap-2">
            <svg aria-hidden="true" viewBox="0 0 20 20" className="mt-0.5 h-4 w-4 shrink-0 text-primary-light" fill="currentColor">
              <path d="M7.5 13.6 4 10.1l-1.4 1.4 4.9 4.9 10-10-1.4-1.4z" />
            </svg>
            {benefit}
          </li>
        ))}
      </ul>
      <p className="mt-4 text-xs text-white/70">{signup.formula.cancelAnytime}</p>
      {children}
    </aside>
  );
}
