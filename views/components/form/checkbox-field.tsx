import { useId, type ReactNode } from 'react';
import type { FieldIssue } from '../../../machines/auth/form-issues.ts';
import { issueMessage } from './issue-message.ts';

/** A required acceptance (terms, privacy): the box, its label (may hold a link), the error announced. */
export function CheckboxField({ name, label, issue, onEdit }: { name: string; label: ReactNode; issue?: FieldIssue; onEdit?: () => void }) {
  const id = `${name}-${useId()}`;
  const errorId = `${id}-error`;
  const message = issueMessage(issue);
  return (
    <div className="flex flex-col gap-1">
      <div className="flex items-start gap-3">
        <input
          id={id}
          name={name}
          type="checkbox"
          required
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? errorId : undefined}
          onChange={() => onEdit?.()}
          className="mt-0.5 h-5 w-5 shrink-0 rounded border-gray-300 accent-primary"
        />
        <label htmlFor={id} className="text-sm leading-relaxed text-ink">
          {label}
        </label>
      </div>
      <p id={errorId} role="alert" className={message ? 'pl-8 text-sm font-medium text-error' : 'sr-only'}>
        {message}
      </p>
    </div>
  );
}
