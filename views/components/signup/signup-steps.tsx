import { signup } from '../../../src/i18n/fr/signup.ts';

const STEPS = ['account', 'payment', 'welcome'] as const;
export type SignupStep = (typeof STEPS)[number];

/** Where the member is in the funnel: account → payment → welcome. */
export function SignupSteps({ current }: { current: SignupStep }) {
  const index = STEPS.indexOf(current);
  return (
    <nav aria-label={signup.steps.label} className="mb-6">
      {/* Fits 375 px: smaller labels and links below sm (the three steps once overflowed the screen). */}
      <ol className="flex items-center gap-1.5 text-xs sm:gap-2 sm:text-sm">
        {STEPS.map((step, position) => (
          <li key={step} className="flex items-center gap-1.5 sm:gap-2" aria-current={position === index ? 'step' : undefined}>
            <span
              aria-hidden="true"
              className={`flex h-7 w-7 items-center justify-center rounded-full text-xs font-bold ${
                position <= index ? 'bg-primary text-white' : 'bg-gray-200 text-muted'
              }`}
            >
              {position + 1}
            </span>
            <span className={position === index ? 'font-semibold text-ink' : 'text-muted'}>
              {signup.steps[step]}
              {position === index && <span className="sr-only"> {signup.steps.current}</span>}
            </span>
            {position < STEPS.length - 1 && <span aria-hidden="true" className="h-px w-4 bg-gray-300 sm:mx-1 sm:w-10" />}
          </li>
        ))}
      </ol>
    </nav>
  );
}
