import { useSelector } from '@xstate/react';
import { useLocation } from 'react-router-dom';
import { selectionSize } from '../../machines/content/article-filter.machine.ts';
import { ARTICLES_PATH } from '../../src/app/content/paths.ts';
import { useArticlesData, type ArticlesData } from '../../src/app/content/use-route-data.ts';
import { usePendingLocation } from '../../src/app/router/use-route.ts';
import { useArticleFilter, useArticlePager } from '../../src/app/content/use-content-actors.ts';
import { fill } from '../../src/i18n/fill.ts';
import { contentPages } from '../../src/i18n/fr/content-pages.ts';
import { ActiveFilters } from '../components/content/active-filters.tsx';
import { ArticleCard } from '../components/content/article-card.tsx';
import { FilterPanel } from '../components/content/filter-panel.tsx';
import { PagerFooter } from '../components/content/pager-footer.tsx';

/** docs/product.md#routes /articles: the list with its filters (in the URL), paged by cursor. */
export default function ArticlesPage() {
  const data = useArticlesData();
  const { search } = useLocation();
  // Other filters are another list: its pager and filter start afresh from the new first page.
  return <ArticleList key={search} data={data} />;
}

function ArticleList({ data }: { data: ArticlesData }) {
  const filter = useArticleFilter(data);
  const pager = useArticlePager(data);
  const items = useSelector(pager, (snapshot) => snapshot.context.items);
  const empty = useSelector(pager, (snapshot) => snapshot.hasTag('complete') && snapshot.context.items.length === 0);
  const appliedCount = useSelector(filter, (snapshot) => selectionSize(snapshot.context.applied));
  // While the next filters' first page loads, the current list stays, dimmed.
  const refreshing = usePendingLocation()?.pathname === ARTICLES_PATH;

  return (
    <>
      <section className="border-b border-gray-200 bg-surface">
        <div className="mx-auto max-w-6xl px-4 pb-10 pt-12 sm:pt-16">
          <p className="text-sm font-semibold uppercase tracking-[0.18em] text-primary-dark">{contentPages.list.eyebrow}</p>
          <h1 className="mt-3 max-w-3xl font-serif text-4xl font-bold leading-tight text-ink text-balance sm:text-5xl">
            {contentPages.list.title}
          </h1>
          <p className="mt-4 max-w-2xl text-lg leading-relaxed text-muted">{contentPages.list.intro}</p>
        </div>
      </section>

      <div className="mx-auto max-w-6xl px-4">
        <div className="flex flex-wrap items-center gap-3 py-6">
          <button
            type="button"
            onClick={() => filter.send({ type: 'filter.open' })}
            className="inline-flex items-center gap-2 rounded-full bg-header px-5 py-2.5 text-sm font-semibold text-white shadow-sm hover:bg-black"
          >
            <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4" fill="currentColor">
              <path d="M3 5a1 1 0 0 1 1-1h12a1 1 0 0 1 .8 1.6L12 11.5V16a1 1 0 0 1-1.4.9l-2-1A1 1 0 0 1 8 15v-3.5L3.2 5.6A1 1 0 0 1 3 5z" />
            </svg>
            {contentPages.list.filter}
            {appliedCount > 0 && (
              <>
                <span aria-hidden="true" className="rounded-full bg-primary px-2 py-0.5 text-xs">
                  {appliedCount}
                </span>
                <span className="sr-only">{fill(contentPages.list.filterCount, { count: appliedCount })}</span>
              </>
            )}
          </button>
          <ActiveFilters filter={filter} />
        </div>

        <div aria-busy={refreshing} className={refreshing ? 'opacity-50 transition-opacity' : 'transition-opacity'}>
          {empty ? (
            <div
              className="mx-auto my-10 max-w-xl rounded-2xl border border-dashed border-gray-300 px-6 py-14 text-center"
              data-testid="empty-result"
            >
              <svg
                aria-hidden="true"
                viewBox="0 0 48 48"
                className="mx-auto h-12 w-12 text-primary/70"
                fill="none"
                stroke="currentColor"
                strokeWidth="2.5"
              >
                <circle cx="21" cy="21" r="13" />
                <path d="M31 31l10 10M16 21h10" strokeLinecap="round" />
              </svg>
              <p className="mt-4 font-serif text-2xl font-bold text-ink" role="status">
                {contentPages.list.emptyTitle}
              </p>
              <p className="mt-2 text-muted">{contentPages.list.emptyText}</p>
              {appliedCount > 0 && (
                <button
                  type="button"
                  onClick={() => filter.send({ type: 'filter.clearAll' })}
                  className="mt-6 rounded-full bg-primary px-6 py-3 font-semibold text-white shadow hover:bg-primary-dark"
                >
                  {contentPages.list.clearAll}
                </button>
              )}
            </div>
          ) : (
            <ul aria-label={contentPages.list.results} className="grid gap-6 sm:grid-cols-2 md:grid-cols-3 md:gap-8">
              {items.map((article, index) => (
                // The newest article leads the list: a whole row, so the ten of a page fill the grid.
                <li key={article.uid} className={index === 0 ? 'sm:col-span-2 md:col-span-3' : undefined}>
                  <ArticleCard article={article} featured={index === 0} eager={index < 4} />
                </li>
              ))}
            </ul>
          )}
        </div>

        {!empty && <PagerFooter pager={pager} />}
      </div>
      <FilterPanel filter={filter} />
    </>
  );
}
