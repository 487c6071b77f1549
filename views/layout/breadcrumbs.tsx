import { Link } from 'react-router-dom';
import type { Breadcrumb } from '../../src/app/breadcrumbs.ts';
import { t } from '../../src/i18n/index.ts';

export function Breadcrumbs({ items }: { items: readonly Breadcrumb[] }) {
  if (items.length === 0) return null;
  return (
    <nav aria-label={t('app.breadcrumbs.label')} className="mx-auto max-w-6xl px-4 pt-6 text-sm text-muted">
      <ol className="flex flex-wrap items-center gap-1">
        {items.map((item, index) => (
          <li key={`${index}-${item.label}`} className="flex items-center gap-1">
            {index > 0 && <span aria-hidden="true">›</span>}
            {item.href ? (
              <Link to={item.href} className="hover:text-primary hover:underline">{item.label}</Link>
            ) : (
              <span aria-current={index === items.length - 1 ? 'page' : undefined} className="text-ink">{item.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
