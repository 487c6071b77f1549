import { useRouteData } from '../router/use-route.ts';
import type { FilterOptions, FilterSelection } from '../../../machines/content/article-filter.machine.ts';
import type { Article, ArticleSummary, PageContent } from '../../domain/content.ts';
import type { Paged } from '../../domain/page.ts';

/**
 * What the content loaders answer (src/app/content/loaders.ts). The server writes it into the
 * page's payload (src/app/payload.ts) and hydration reads it back, so it is plain data.
 */

export interface HomeData {
  /** Latest articles for the home strip; empty when the content could not be read. */
  latest: ArticleSummary[];
}

export interface ArticlesData {
  /** The filters in the URL. */
  selection: FilterSelection;
  /** What the filter panel offers. */
  options: FilterOptions;
  firstPage: Paged<ArticleSummary>;
}

export interface ArticleData {
  /** The full text for a signed-in reader; the teaser with `restricted` for anyone else. */
  article: Article;
  related: ArticleSummary[];
  /** Whether the page was loaded for a signed-in reader (what the paywall invites to do). */
  signedIn: boolean;
}

export interface PageData {
  page: PageContent;
}

// Each route's loader is known by its route table entry: these hooks name what it answers.
export const useHomeData = () => useRouteData<HomeData>();
export const useArticlesData = () => useRouteData<ArticlesData>();
export const useArticleData = () => useRouteData<ArticleData>();
export const usePageData = () => useRouteData<PageData>();
