import { useId } from 'react';
import type { CardField } from '../../../machines/account/change-card.machine.ts';
import { fieldMessage } from '../../../src/i18n/field-message.ts';
import { inputClass } from '../form/text-field.tsx';

export interface CardFieldProps {
  field: CardField;
  label: string;
  value: string;
  /** A docs/product.md#validation rule key or the server's French message. */
  error: string | undefined;
  hint?: string;
  autoComplete: string;
  inputMode: 'numeric' | 'text';
  maxLength: number;
  placeholder?: string;
  onChange: (field: CardField, value: string) => void;
}

/** One controlled card field: label, hint and error tied with aria-describedby, error announced. */
export function CardInputField({
  field,
  label,
  value,
  error,
  hint,
  autoComplete,
  inputMode,
  maxLength,
  placeholder,
  onChange,
}: CardFieldProps) {
  const id = `card-${field}-${useId()}`;
  const message = error === undefined ? undefined : fieldMessage(error);
  const describedBy = [hint ? `${id}-hint` : null, message ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  const tone = message
    ? 'border-error focus:border-error focus:ring-error/30'
    : 'border-gray-300 focus:border-primary focus:ring-primary/30';
  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        {label}
      </label>
      <input
        id={id}
        name={field}
        value={value}
        onChange={(event) => onChange(field, event.target.value)}
        autoComplete={autoComplete}
        inputMode={inputMode}
        maxLength={maxLength}
        placeholder={placeholder}
        aria-invalid={message ? true : undefined}
        aria-describedby={describedBy}
        className={`${inputClass} ${tone}`}
      />
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-muted">
          {hint}
        </p>
      )}
      <p id={`${id}-error`} role="alert" className={message ? 'text-sm font-medium text-error' : 'sr-only'}>
        {message}
      </p>
    </div>
  );
}
