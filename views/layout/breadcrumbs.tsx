import { useEffect, useSyncExternalStore } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { breadcrumbLabels, withLeafLabel, type Breadcrumb } from '../../src/app/breadcrumbs.ts';
import { t } from '../../src/i18n/index.ts';

/**
 * A page that loads its own name (a discussion's title) gives it to the breadcrumbs: the last crumb
 * reads it instead of the generic detail label (issue 16). Null while unknown.
 */
export function useBreadcrumbLabel(label: string | null): void {
  const { pathname } = useLocation();
  useEffect(() => {
    breadcrumbLabels.set(pathname, label);
    return () => breadcrumbLabels.set(pathname, null);
  }, [pathname, label]);
}

export function Breadcrumbs({ items }: { items: readonly Breadcrumb[] }) {
  const { pathname } = useLocation();
  const leaf = useSyncExternalStore(
    breadcrumbLabels.subscribe,
    () => breadcrumbLabels.labelFor(pathname),
    () => null,
  );
  const crumbs = withLeafLabel(items, leaf);
  if (crumbs.length === 0) return null;
  return (
    <nav aria-label={t('app.breadcrumbs.label')} className="mx-auto max-w-6xl px-4 pt-6 text-sm text-muted">
      <ol className="flex flex-wrap items-center gap-1">
        {crumbs.map((item, index) => (
          <li key={`${index}-${item.label}`} className="flex min-w-0 items-center gap-1">
            {index > 0 && <span aria-hidden="true">›</span>}
            {item.href ? (
              <Link to={item.href} className="hover:text-primary hover:underline">
                {item.label}
              </Link>
            ) : (
              <span aria-current={index === crumbs.length - 1 ? 'page' : undefined} className="min-w-0 break-words text-ink">
                {item.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
