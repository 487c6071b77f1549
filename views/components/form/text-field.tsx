import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import type { FieldIssue } from '../../../machines/auth/form-issues.ts';
import { issueMessage } from './issue-message.ts';

export interface TextFieldProps extends Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'autoComplete' | 'defaultValue' | 'inputMode' | 'maxLength' | 'readOnly' | 'required' | 'autoFocus'
> {
  name: string;
  label: string;
  type?: 'text' | 'email' | 'password';
  /** The field's problem, shown under it and announced (role=alert). */
  issue?: FieldIssue;
  hint?: string;
  onEdit?: () => void;
  /** Extra control inside the field (e.g. show/hide password). */
  adornment?: ReactNode;
  /** Input mask (maska tokens: # digit, @ letter, * alphanumeric), applied by useInputMasks. */
  mask?: string;
  placeholder?: string;
  id?: string;
}

export const inputClass =
  'block w-full rounded-lg border bg-white px-3 py-2.5 text-base text-ink shadow-sm placeholder:text-gray-400 focus:outline-none focus:ring-2 read-only:bg-surface read-only:text-muted';

/**
 * An accessible text field: a visible label, the hint and the error tied to the input with
 * aria-describedby, aria-invalid when it has a problem, and the error announced as it appears.
 */
export function TextField({ name, label, type = 'text', issue, hint, onEdit, adornment, id, mask, ...inputProps }: TextFieldProps) {
  const generated = useId();
  const inputId = id ?? `${name}-${generated}`;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const message = issueMessage(issue);
  const describedBy = [hint ? hintId : null, message ? errorId : null].filter(Boolean).join(' ') || undefined;
  const tone = message
    ? 'border-error focus:border-error focus:ring-error/30'
    : 'border-gray-300 focus:border-primary focus:ring-primary/30';
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={inputId} className="text-sm font-semibold text-ink">
        {label}
      </label>
      <div className="relative">
        <input
          id={inputId}
          name={name}
          type={type}
          aria-invalid={message ? true : undefined}
          aria-describedby={describedBy}
          className={`${inputClass} ${tone} ${adornment ? 'pr-12' : ''}`}
          data-maska={mask}
          onChange={() => onEdit?.()}
          // maska rewrites the value on its own input event: edits it makes count as edits.
          onInput={mask ? () => onEdit?.() : undefined}
          {...inputProps}
        />
        {adornment && <div className="absolute inset-y-0 right-0 flex items-center pr-1.5">{adornment}</div>}
      </div>
      {hint && (
        <p id={hintId} className="text-sm text-muted">
          {hint}
        </p>
      )}
      <p id={errorId} role="alert" className={message ? 'flex items-start gap-1.5 text-sm font-medium text-error' : 'sr-only'}>
        {message && (
          <svg aria-hidden="true" viewBox="0 0 20 20" className="mt-0.5 h-4 w-4 shrink-0" fill="currentColor">
            <path d="M10 2a8 8 0 100 16 8 8 0 000-16zm-.75 4h1.5v5h-1.5V6zm0 6.5h1.5V14h-1.5v-1.5z" />
          </svg>
        )}
        {message}
      </p>
    </div>
  );
}
