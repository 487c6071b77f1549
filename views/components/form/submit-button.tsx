import { useHydrated } from './use-hydrated.ts';

/** The form's main button: disabled while busy (with its busy label) and until the page is interactive. */
export function SubmitButton({ label, busyLabel, busy }: { label: string; busyLabel: string; busy: boolean }) {
  const hydrated = useHydrated();
  return (
    <button
      type="submit"
      disabled={busy || !hydrated}
      aria-busy={busy || undefined}
      className="inline-flex w-full items-center justify-center gap-2 rounded-full bg-primary px-6 py-3 text-base font-semibold text-white shadow hover:bg-primary-dark disabled:cursor-not-allowed disabled:opacity-70 sm:w-auto"
    >
      {busy && (
        <svg aria-hidden="true" viewBox="0 0 24 24" className="h-4 w-4 animate-spin" fill="none" stroke="currentColor" strokeWidth="3">
          <path d="M12 3a9 9 0 1 0 9 9" strokeLinecap="round" />
        </svg>
      )}
      {busy ? busyLabel : label}
    </button>
  );
}
