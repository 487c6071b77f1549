import { useEffect } from 'react';
import { t } from '../i18n/index.ts';
import { pageTitle } from './breadcrumbs.ts';
import type { RouteDefinition } from './route-table.ts';
import { useRouteMatches } from './router/use-route.ts';

/**
 * The current page's own title, as the server wrote it: from the loaded data (an article's title)
 * when the route's head names one, else the route's title (route table); undefined off the table.
 */
export function useRouteTitle(): string | undefined {
  const leaf = useRouteMatches().at(-1);
  const route = (leaf?.handle as { definition?: RouteDefinition } | undefined)?.definition;
  const fromData = route?.head && leaf?.data !== undefined ? route.head(leaf.data).title : undefined;
  return fromData ?? (route ? t(route.meta.title) : undefined);
}

/** Keeps document.title in step on client navigation (the server writes the first one). */
export function useDocumentTitle(siteName: string, label?: string): void {
  useEffect(() => {
    document.title = pageTitle(siteName, label);
  }, [siteName, label]);
}
