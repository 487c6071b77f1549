import type { ArticleStatus } from '../../../src/domain/staff-articles.ts';
import { staffArticlesTexts } from '../../../src/i18n/fr/staff-articles.ts';

export const button =
  'inline-flex min-h-11 items-center justify-center rounded-lg px-4 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary disabled:opacity-60';

const tones: Record<ArticleStatus, string> = {
  draft: 'bg-gray-100 text-gray-800',
  scheduled: 'bg-amber-100 text-amber-900',
  published: 'bg-green-100 text-green-900',
  unpublished: 'bg-red-50 text-red-900',
};

/** An article's state in words (the dictionary's status labels), never by its colour alone. */
export function StatusBadge({ status }: { status: ArticleStatus }) {
  return (
    <span className={`inline-flex w-fit rounded-full px-2.5 py-0.5 text-sm font-semibold ${tones[status]}`} data-testid="article-status">
      {staffArticlesTexts.statuses[status]}
    </span>
  );
}
