import { useEffect, type RefObject } from 'react';

/**
 * After a rejected submit, moves the focus to the first field marked invalid, so keyboard and
 * screen-reader users land on what to fix. `attempt` changes on each rejected submit.
 */
export function useFocusFirstInvalid(form: RefObject<HTMLFormElement | null>, attempt: unknown): void {
  useEffect(() => {
    const invalid = form.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    invalid?.focus();
  }, [form, attempt]);
}
