import { useId, type ReactNode, type TextareaHTMLAttributes } from 'react';
import type { FieldIssue } from '../../../machines/auth/form-issues.ts';
import { inputClass } from '../form/text-field.tsx';
import { issueMessage } from '../form/issue-message.ts';

interface FieldFrameProps {
  name: string;
  label: string;
  issue?: FieldIssue | null;
  hint?: string;
  children: (control: { id: string; describedBy: string | undefined; invalid: boolean; tone: string }) => ReactNode;
}

/** Label, hint and error tied to the control (aria-describedby, aria-invalid, role=alert), as TextField does. */
function FieldFrame({ name, label, issue, hint, children }: FieldFrameProps) {
  const id = `${name}-${useId()}`;
  const message = issueMessage(issue ?? undefined);
  const describedBy = [hint ? `${id}-hint` : null, message ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  const tone = message
    ? 'border-error focus:border-error focus:ring-error/30'
    : 'border-gray-300 focus:border-primary focus:ring-primary/30';
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        {label}
      </label>
      {children({ id, describedBy, invalid: Boolean(message), tone })}
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-muted">
          {hint}
        </p>
      )}
      <p id={`${id}-error`} role="alert" className={message ? 'flex items-start gap-1.5 text-sm font-medium text-error' : 'sr-only'}>
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

export interface TextAreaFieldProps extends Pick<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  'required' | 'maxLength' | 'rows' | 'disabled' | 'defaultValue'
> {
  name: string;
  label: string;
  issue?: FieldIssue | null;
  hint?: string;
  /** Called on every change, with the new text. */
  onEdit?: (value: string) => void;
}

export function TextAreaField({ name, label, issue, hint, onEdit, rows = 6, ...props }: TextAreaFieldProps) {
  return (
    <FieldFrame name={name} label={label} issue={issue} hint={hint}>
      {({ id, describedBy, invalid, tone }) => (
        <textarea
          id={id}
          name={name}
          rows={rows}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          className={`${inputClass} ${tone} resize-y`}
          onChange={(event) => onEdit?.(event.currentTarget.value)}
          {...props}
        />
      )}
    </FieldFrame>
  );
}

export interface SelectFieldProps {
  name: string;
  label: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  issue?: FieldIssue | null;
  onEdit?: () => void;
  defaultValue?: string;
}

export function SelectField({ name, label, options, issue, onEdit, defaultValue }: SelectFieldProps) {
  return (
    <FieldFrame name={name} label={label} issue={issue}>
      {({ id, describedBy, invalid, tone }) => (
        <select
          id={id}
          name={name}
          defaultValue={defaultValue}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          className={`${inputClass} ${tone}`}
          onChange={() => onEdit?.()}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}
