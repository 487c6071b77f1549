import { Link } from 'react-router-dom';
import type { Breadcrumb } from '../../src/app/use-breadcrumbs.ts';
import { t } from '../../src/i18n/index.ts';

/** The current page's trail (useBreadcrumbs: the route table's, the last crumb named by the page). */
export function Breadcrumbs({ items: crumbs }: { items: readonly Breadcrumb[] }) {
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
