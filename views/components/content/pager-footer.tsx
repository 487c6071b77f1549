import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { PagerItem, createPagerMachine } from '../../../machines/content/pager.machine.ts';
import { contentPages } from '../../../src/i18n/fr/content-pages.ts';

interface PagerFooterProps<TItem extends PagerItem> {
  /** Any pager: only its tags are read. */
  pager: ActorRefFrom<ReturnType<typeof createPagerMachine<TItem>>>;
}

const button =
  'inline-flex items-center gap-2 rounded-full border-2 border-header px-7 py-3 font-semibold text-ink transition hover:bg-header hover:text-white disabled:cursor-wait disabled:opacity-60';

/** Under a paged list: "load more", the loading state, a retry after a failure, or the end. */
export function PagerFooter<TItem extends PagerItem>({ pager }: PagerFooterProps<TItem>) {
  const state = useSelector(pager, (snapshot) =>
    snapshot.hasTag('canLoadMore') ? 'more' : snapshot.hasTag('busy') ? 'busy' : snapshot.hasTag('error') ? 'error' : 'complete',
  );
  return (
    <div className="flex flex-col items-center gap-3 py-12 text-center" data-testid="pager" data-state={state}>
      {state === 'more' && (
        <button type="button" className={button} onClick={() => pager.send({ type: 'pager.loadMore' })}>
          {contentPages.list.loadMore}
        </button>
      )}
      {state === 'busy' && (
        <button type="button" className={button} disabled>
          <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5 animate-spin" fill="none">
            <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.25" strokeWidth="3" />
            <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
          </svg>
          {contentPages.list.loading}
        </button>
      )}
      {state === 'error' && (
        <>
          <p role="alert" className="text-error">
            {contentPages.list.loadError}
          </p>
          <button type="button" className={button} onClick={() => pager.send({ type: 'pager.retry' })}>
            {contentPages.list.retry}
          </button>
        </>
      )}
      {state === 'complete' && (
        <p className="flex items-center gap-3 text-sm text-muted">
          <span aria-hidden="true" className="h-px w-10 bg-gray-300" />
          {contentPages.list.end}
          <span aria-hidden="true" className="h-px w-10 bg-gray-300" />
        </p>
      )}
    </div>
  );
}
