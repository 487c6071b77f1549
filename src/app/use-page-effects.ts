import { useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppServices } from './app-context.tsx';

/**
 * Effects the pages' machines ask for, as plain functions: machines are provided once per page,
 * so they must reach the latest router and the app's snackbar without being provided again.
 */

/** Navigation through the latest navigate function of the router. */
export function useLatestNavigate(): (to: string, options?: { replace?: boolean }) => void {
  const navigate = useNavigate();
  const latest = useRef(navigate);
  latest.current = navigate;
  return (to, options) => void latest.current(to, options);
}

export type NoticeType = 'error' | 'success' | 'info';

/** A message in the app's snackbar (docs/product.md#entities), an error unless said otherwise. */
export function useNotify(): (message: string, type?: NoticeType) => void {
  const { snackbar } = useAppServices();
  return (message, type = 'error') => snackbar.send({ type: 'snackbar.show', snackbar: { message, type } });
}
