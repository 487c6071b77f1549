import { Dialog, DialogBackdrop, DialogPanel } from '@headlessui/react';
import type { ReactNode } from 'react';

/**
 * The app's centred modal (Headless UI: focus trapped, Escape and the backdrop call `onClose`,
 * focus returned on close), a sheet from the bottom on a phone. Its content brings its own
 * `DialogTitle` and `Description`.
 * Mounted only while open: a closed Headless UI dialog still mounts its transition and
 * root-container provider, which set state from a ref right after hydration (a synchronous
 * re-render of the page). No leave transition either: a dialog that closes with an answer unmounts
 * at once, so the page can move the focus to that answer.
 */
export function CenteredDialog({
  open,
  onClose,
  testId,
  width = 'max-w-xl',
  children,
}: {
  open: boolean;
  onClose: () => void;
  testId: string;
  width?: 'max-w-lg' | 'max-w-xl';
  children: ReactNode;
}): ReactNode {
  if (!open) return null;
  return (
    <Dialog open onClose={onClose} className="fixed inset-0 z-40">
      <DialogBackdrop className="fixed inset-0 bg-header/60 backdrop-blur-[2px]" />
      <div className="fixed inset-0 flex w-screen items-end justify-center overflow-y-auto p-4 sm:items-center">
        <DialogPanel data-testid={testId} className={`w-full ${width} rounded-2xl bg-white p-6 shadow-2xl sm:p-8`}>
          {children}
        </DialogPanel>
      </div>
    </Dialog>
  );
}

/**
 * A dialog's buttons: the one that dismisses it, then `children` (its action), side by side from
 * `sm` up, the action on top on a phone. `className` places the row (default: below the text).
 */
export function DialogActions({
  dismissLabel,
  onDismiss,
  disabled,
  className = 'mt-6',
  children,
}: {
  dismissLabel: string;
  onDismiss: () => void;
  disabled: boolean;
  className?: string;
  children: ReactNode;
}): ReactNode {
  return (
    <div className={`${className} flex flex-col-reverse gap-3 sm:flex-row sm:justify-end`.trim()}>
      <button
        type="button"
        onClick={onDismiss}
        disabled={disabled}
        className="rounded-full border border-gray-300 px-6 py-3 font-semibold text-ink hover:border-primary hover:text-primary disabled:opacity-70"
      >
        {dismissLabel}
      </button>
      {children}
    </div>
  );
}
