import { useState } from 'react';
import { TextField, type TextFieldProps } from './text-field.tsx';
import { authPages } from '../../../src/i18n/fr/auth-pages.ts';

/** A password field with a show/hide toggle (people check what they typed, on mobile above all). */
export function PasswordField(props: Omit<TextFieldProps, 'type' | 'adornment'>) {
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      adornment={
        <button
          type="button"
          onClick={() => setVisible((value) => !value)}
          aria-pressed={visible}
          aria-label={visible ? authPages.form.hidePassword : authPages.form.showPassword}
          title={visible ? authPages.form.hidePassword : authPages.form.showPassword}
          className="rounded-md p-2 text-muted hover:bg-surface hover:text-ink"
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="h-5 w-5"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          >
            <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z" />
            <circle cx="12" cy="12" r="3" />
            {visible && <path d="M4 4l16 16" />}
          </svg>
        </button>
      }
    />
  );
}
