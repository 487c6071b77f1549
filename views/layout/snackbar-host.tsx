import type { SnackbarType } from '../../machines/snackbar.machine.ts';
import { t } from '../../src/i18n/index.ts';
import { useAppServices } from '../../src/app/app-context.tsx';
import { useActorSelector } from '../../src/app/use-actor-selector.ts';

const TONE: Record<SnackbarType, string> = {
  default: 'bg-header text-white',
  error: 'bg-error text-white',
  info: 'bg-info text-white',
  success: 'bg-success text-white',
  warning: 'bg-warning text-white',
};

/**
 * Shows the snackbar actor's current message (docs/product.md#entities); closing sends snackbar.dismiss. Part of the
 * layout, read without XState: nothing shows until the live actor has loaded, and a
 * message sent meanwhile waits for it.
 */
export function SnackbarHost() {
  const { snackbar } = useAppServices();
  const current = useActorSelector(snackbar, (snapshot) => (snapshot.hasTag('visible') ? snapshot.context.current : null));
  return (
    <div aria-live="polite" className="pointer-events-none fixed inset-x-0 bottom-4 z-50 flex justify-center px-4">
      {current && (
        <div
          role={current.type === 'error' ? 'alert' : 'status'}
          data-type={current.type}
          className={`pointer-events-auto flex max-w-xl items-center gap-4 rounded-lg px-4 py-3 shadow-lg ${TONE[current.type]}`}
        >
          <p className="text-sm">{current.message}</p>
          <button
            type="button"
            onClick={() => snackbar.send({ type: 'snackbar.dismiss' })}
            className="rounded p-1 text-white/80 hover:text-white"
            aria-label={t('app.snackbar.close')}
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="2">
              <path d="M6 6l12 12M18 6L6 18" />
            </svg>
          </button>
        </div>
      )}
    </div>
  );
}
