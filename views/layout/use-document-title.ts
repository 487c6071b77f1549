import { useEffect } from 'react';
import { pageTitle } from '../../src/app/breadcrumbs.ts';

/** Keeps document.title in step on client navigation (the server writes the first one). */
export function useDocumentTitle(siteName: string, label?: string): void {
  useEffect(() => {
    document.title = pageTitle(siteName, label);
  }, [siteName, label]);
}
