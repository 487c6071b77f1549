import { useSelector } from '@xstate/react';
import { lazy, Suspense, useId, useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router-dom';
import {
  staffArticleHref,
  useCreateArticle,
  useStaffArticleList,
  type StaffArticleFilter,
  type StaffArticleRow,
} from '../../src/app/staff-articles/use-staff-articles.ts';
import { ARTICLE_STATUSES, type ArticleStatus } from '../../src/domain/staff-articles.ts';
import { fill } from '../../src/i18n/fill.ts';
import { formatDateTime } from '../../src/i18n/format.ts';
import { staffArticlesTexts } from '../../src/i18n/fr/staff-articles.ts';
import { FormAlert } from '../components/form/form-alert.tsx';
import { inputClass } from '../components/form/text-field.tsx';
import { useHydrated } from '../components/form/use-hydrated.ts';
import { StatusBadge, button } from '../components/staff-articles/status-badge.tsx';

const texts = staffArticlesTexts.list;
const field = `${inputClass} border-gray-300 focus:border-primary focus:ring-primary/30`;
// A select matches :read-only: without the read-only grey, it looks like the other fields.
const selectField = field.replace(/read-only:\S+/g, '');

function Dates({ article }: { article: StaffArticleRow }) {
  return (
    <div className="flex flex-col text-sm text-muted">
      {article.status === 'scheduled' && article.scheduledAt && (
        <span>{fill(texts.scheduled, { date: formatDateTime(article.scheduledAt) })}</span>
      )}
      {article.publishedAt && article.status !== 'scheduled' && (
        <span>{fill(texts.published, { date: formatDateTime(article.publishedAt) })}</span>
      )}
      <span>{fill(texts.updated, { date: formatDateTime(article.updatedAt) })}</span>
      {article.hasPendingChanges && <span className="font-semibold text-ink">{texts.pending}</span>}
    </div>
  );
}

function ArticleRows({ filter }: { filter: StaffArticleFilter }) {
  const actor = useStaffArticleList(filter);
  const items = useSelector(actor, (snapshot) => snapshot.context.items);
  const loaded = useSelector(actor, (snapshot) => snapshot.context.loaded);
  const busy = useSelector(actor, (snapshot) => snapshot.hasTag('busy'));
  const more = useSelector(actor, (snapshot) => snapshot.hasTag('canLoadMore'));
  const failed = useSelector(actor, (snapshot) => snapshot.hasTag('error'));
  return (
    <div className="flex flex-col gap-4">
      {loaded && items.length === 0 && !busy && <p className="text-muted">{texts.empty}</p>}
      {items.length > 0 && (
        <ul className="flex flex-col divide-y divide-gray-200 rounded-xl border border-gray-200 bg-white" data-testid="staff-article-list">
          {items.map((article) => (
            <li key={article.uid} className="flex flex-col gap-2 p-4 md:grid md:grid-cols-[1fr_auto_12rem] md:items-start md:gap-4">
              <div className="flex min-w-0 flex-col gap-1">
                <Link
                  to={staffArticleHref(article.id)}
                  className="font-semibold break-words text-primary underline-offset-2 hover:underline"
                >
                  {article.title}
                </Link>
                <span className="text-sm text-muted">
                  {article.author.name} · {staffArticlesTexts.visibilities[article.visibility]}
                </span>
              </div>
              <StatusBadge status={article.status} />
              <Dates article={article} />
            </li>
          ))}
        </ul>
      )}
      <div aria-live="polite" className="text-sm text-muted">
        {busy && texts.loading}
      </div>
      {failed && (
        <FormAlert tone="error">
          <p>{texts.failed}</p>
          <button
            type="button"
            onClick={() => actor.send({ type: 'pager.retry' })}
            className={`${button} mt-2 border border-error/40 bg-white text-error`}
          >
            {texts.retry}
          </button>
        </FormAlert>
      )}
      {more && (
        <button
          type="button"
          onClick={() => actor.send({ type: 'pager.loadMore' })}
          className={`${button} self-start border border-gray-300 bg-white text-ink hover:bg-surface`}
          data-testid="articles-next"
        >
          {texts.next}
        </button>
      )}
    </div>
  );
}

const ArticleEditorPage = lazy(() => import('../components/staff-articles/article-editor.tsx'));

/** /staff/articles and /staff/articles/{id} (editors, admins): one page module, the editor (with Tiptap) in a chunk of its own. */
export default function StaffArticlesPage() {
  const { id } = useParams();
  if (id !== undefined) {
    return (
      <Suspense fallback={<p className="mx-auto max-w-3xl px-4 py-8 text-muted">{staffArticlesTexts.editor.loading}</p>}>
        <ArticleEditorPage key={id} id={id} />
      </Suspense>
    );
  }
  return <ArticleList />;
}

/** /staff/articles: every article with its state, filtered and searched, and a button for a new article. */
function ArticleList() {
  const hydrated = useHydrated();
  const ids = { status: useId(), q: useId() };
  const [filter, setFilter] = useState<StaffArticleFilter>({ status: null, q: '' });
  const { create, creating } = useCreateArticle();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const status = String(data.get('status') ?? '');
    setFilter({
      status: (ARTICLE_STATUSES as readonly string[]).includes(status) ? (status as ArticleStatus) : null,
      q: String(data.get('q') ?? ''),
    });
  };

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-10 md:py-14">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="flex flex-col gap-2">
          <h1 className="font-serif text-3xl font-bold text-ink sm:text-4xl">{texts.heading}</h1>
          <p className="text-muted">{texts.intro}</p>
        </div>
        <button
          type="button"
          disabled={!hydrated || creating}
          onClick={() => void create()}
          className={`${button} bg-primary text-white hover:bg-primary/90`}
          data-testid="article-create"
        >
          {creating ? texts.creating : texts.create}
        </button>
      </header>
      <form
        onSubmit={submit}
        className="flex flex-col gap-4 rounded-xl border border-gray-200 bg-white p-4 sm:flex-row sm:items-end"
        role="search"
        aria-label={texts.filterLegend}
      >
        <div className="flex flex-col gap-1.5 sm:w-48">
          <label htmlFor={ids.status} className="text-sm font-semibold text-ink">
            {texts.status}
          </label>
          <select id={ids.status} name="status" defaultValue="" className={selectField} data-testid="articles-status">
            <option value="">{texts.allStatuses}</option>
            {ARTICLE_STATUSES.map((status) => (
              <option key={status} value={status}>
                {staffArticlesTexts.statuses[status]}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-1 flex-col gap-1.5">
          <label htmlFor={ids.q} className="text-sm font-semibold text-ink">
            {texts.search}
          </label>
          <input
            id={ids.q}
            name="q"
            type="search"
            maxLength={100}
            placeholder={texts.searchPlaceholder}
            className={field}
            data-testid="articles-q"
          />
        </div>
        <button type="submit" disabled={!hydrated} className={`${button} border border-gray-300 bg-white text-ink hover:bg-surface`}>
          {texts.apply}
        </button>
      </form>
      {hydrated && <ArticleRows key={`${filter.status ?? ''}|${filter.q}`} filter={filter} />}
    </div>
  );
}
