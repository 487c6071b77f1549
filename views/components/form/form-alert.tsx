import type { ReactNode } from 'react';

const TONES = {
  error: 'border-error/30 bg-error/5 text-error',
  // Ink text: the success green on its tint would fall under 4.5:1 contrast.
  success: 'border-success/40 bg-success/5 text-ink',
  info: 'border-info/30 bg-info/5 text-ink',
} as const;

/**
 * A message about the whole form. Errors use role=alert (announced at once); other tones are a
 * polite status. Rendered only when there is something to say.
 */
export function FormAlert({
  tone,
  title,
  children,
  testId,
}: {
  tone: keyof typeof TONES;
  title?: string;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} data-testid={testId} className={`rounded-lg border px-4 py-3 text-sm ${TONES[tone]}`}>
      {title && <p className="mb-1 font-semibold">{title}</p>}
      <div className={tone === 'error' ? 'font-medium' : ''}>{children}</div>
    </div>
  );
}
