import { useActorRef } from '@xstate/react';
import { useNavigate } from 'react-router-dom';
import { articleFilterMachine, type FilterSelection } from '../../../machines/content/article-filter.machine.ts';
import { copyLinkMachine } from '../../../machines/content/copy-link.machine.ts';
import { createPagerMachine } from '../../../machines/content/pager.machine.ts';
import { useAppServices } from '../app-context.tsx';
import type { ArticleSummary } from '../../domain/content.ts';
import { contentPages } from '../../i18n/fr/content-pages.ts';
import { routeContext } from '../route-context.ts';
import { fetchArticlePage, writeLinkToClipboard } from './actors.ts';
import { articleQuery, searchFromSelection } from './filter-url.ts';
import { ARTICLES_PATH } from './paths.ts';
import type { ArticlesData } from './use-route-data.ts';

/**
 * The content pages' actors, wired to the browser: views call these hooks, read snapshots and
 * send events. Actors start in an effect, so server rendering only reads their first snapshot.
 */

export const articlePagerMachine = createPagerMachine<ArticleSummary>();

/** The tab's API client (set by entry-client): machines run only in the browser. */
const browserApi = () => routeContext(undefined).api();

/** The list's pager, starting from the loader's first page (create it again when the filters change). */
export function useArticlePager(data: ArticlesData) {
  const machine = articlePagerMachine.provide({
    actors: { fetchPage: fetchArticlePage(browserApi, articleQuery(data.selection)) },
  });
  return useActorRef(machine, { input: { firstPage: data.firstPage } });
}

/** The filter panel; applying a selection navigates to its URL, whose loader reads the list. */
export function useArticleFilter(data: ArticlesData) {
  const navigate = useNavigate();
  const machine = articleFilterMachine.provide({
    actions: {
      showSelection: (_, selection: FilterSelection) => {
        // The list stays where the reader is: only its content changes.
        void navigate(`${ARTICLES_PATH}${searchFromSelection(selection)}`, { preventScrollReset: true });
      },
    },
  });
  return useActorRef(machine, { input: { options: data.options, applied: data.selection } });
}

/** The article's copy-link button: clipboard, then a snackbar saying how it went. */
export function useCopyLink(path: string) {
  const { snackbar } = useAppServices();
  const machine = copyLinkMachine.provide({
    actors: { writeLink: writeLinkToClipboard(() => window) },
    actions: {
      notify: (_, { outcome }) => {
        snackbar.send({
          type: 'snackbar.show',
          snackbar:
            outcome === 'copied'
              ? { message: contentPages.article.copied, type: 'success' }
              : { message: contentPages.article.copyFailed, type: 'error' },
        });
      },
    },
  });
  return useActorRef(machine, { input: { path } });
}
