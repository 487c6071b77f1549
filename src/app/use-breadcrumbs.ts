import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router-dom';
import { breadcrumbLabels, buildBreadcrumbs, withLeafLabel, type Breadcrumb } from './breadcrumbs.ts';

export type { Breadcrumb } from './breadcrumbs.ts';

/**
 * The current page's breadcrumbs (docs/product.md#routes), from the route table, with the last crumb
 * named by the page when it gave its own name (useBreadcrumbLabel). Empty for routes that opt out.
 */
export function useBreadcrumbs(): readonly Breadcrumb[] {
  const { pathname } = useLocation();
  const leaf = useSyncExternalStore(
    breadcrumbLabels.subscribe,
    () => breadcrumbLabels.labelFor(pathname),
    () => null,
  );
  const crumbs = useMemo(() => buildBreadcrumbs(pathname), [pathname]);
  return useMemo(() => withLeafLabel(crumbs, leaf), [crumbs, leaf]);
}

/**
 * A page that loads its own name (a discussion's title) gives it to the breadcrumbs: the last crumb
 * reads it instead of the generic detail label. Null while unknown.
 */
export function useBreadcrumbLabel(label: string | null): void {
  const { pathname } = useLocation();
  useEffect(() => {
    breadcrumbLabels.set(pathname, label);
    return () => breadcrumbLabels.set(pathname, null);
  }, [pathname, label]);
}
