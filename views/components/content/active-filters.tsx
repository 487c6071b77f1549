import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { FILTER_FACETS, selectionSize, type articleFilterMachine } from '../../../machines/content/article-filter.machine.ts';
import { fill } from '../../../src/i18n/fill.ts';
import { contentPages } from '../../../src/i18n/fr/content-pages.ts';

type FilterActor = ActorRefFrom<typeof articleFilterMachine>;

/** The filters the list shows, each removable at once, and "clear all". */
export function ActiveFilters({ filter }: { filter: FilterActor }) {
  const applied = useSelector(filter, (snapshot) => snapshot.context.applied);
  const options = useSelector(filter, (snapshot) => snapshot.context.options);
  if (selectionSize(applied) === 0) return null;
  const chips = FILTER_FACETS.flatMap((facet) =>
    applied[facet].map((uid) => ({ facet, uid, name: options[facet].find((option) => option.uid === uid)?.name ?? uid })),
  );
  return (
    <div className="flex flex-wrap items-center gap-2" data-testid="active-filters">
      <span className="sr-only">{contentPages.list.activeFilters}</span>
      {chips.map(({ facet, uid, name }) => (
        <button
          key={`${facet}:${uid}`}
          type="button"
          onClick={() => filter.send({ type: 'filter.remove', facet, uid })}
          aria-label={fill(contentPages.list.removeFilter, { name })}
          className="inline-flex items-center gap-1.5 rounded-full bg-white py-1.5 pl-3.5 pr-2.5 text-sm font-medium text-ink shadow-sm ring-1 ring-black/10 hover:ring-primary"
        >
          {name}
          <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4 text-muted" fill="currentColor">
            <path d="M6.3 5.3a1 1 0 0 0-1.4 1.4L8.6 10l-3.7 3.3a1 1 0 1 0 1.4 1.4l3.7-3.3 3.3 3.3a1 1 0 0 0 1.4-1.4L11.4 10l3.3-3.3a1 1 0 0 0-1.4-1.4L10 8.6z" />
          </svg>
        </button>
      ))}
      <button
        type="button"
        onClick={() => filter.send({ type: 'filter.clearAll' })}
        className="px-2 py-1.5 text-sm font-semibold text-primary-dark underline-offset-4 hover:underline"
      >
        {contentPages.list.clearAll}
      </button>
    </div>
  );
}
