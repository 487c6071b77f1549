import { useSelector } from '@xstate/react';
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import type { LocalArticleCopy } from '../../../machines/content/article-editor.machine.ts';
import { conflictText, useArticleEditorActor, useStaffArticle } from '../../../src/app/staff-articles/use-staff-articles.ts';
import type { StaffArticle } from '../../../src/domain/staff-articles.ts';
import { fill } from '../../../src/i18n/fill.ts';
import { formatClock } from '../../../src/i18n/format-clock.ts';
import { staffArticlesTexts } from '../../../src/i18n/fr/staff-articles.ts';
import { FormAlert } from '../form/form-alert.tsx';
import { inputClass } from '../form/text-field.tsx';
import { RichText } from './rich-text.tsx';
import { StatusBadge, button } from './status-badge.tsx';

const texts = staffArticlesTexts.editor;
const field = `${inputClass} border-gray-300 focus:border-primary focus:ring-primary/30`;
const secondary = `${button} border border-gray-300 bg-white text-ink hover:bg-surface`;
const primary = `${button} bg-primary text-white hover:bg-primary/90`;

/** When the work was last saved (the dictionary's `saved`, with the time), or where it is (saving, offline, refused, unsaved). */
function SaveState({ actor }: { actor: ReturnType<typeof useArticleEditorActor> }) {
  const savedAt = useSelector(actor, (snapshot) => snapshot.context.savedAt);
  const saving = useSelector(actor, (snapshot) => snapshot.hasTag('saving'));
  const unsaved = useSelector(actor, (snapshot) => snapshot.hasTag('unsaved'));
  const offline = useSelector(actor, (snapshot) => snapshot.hasTag('offline'));
  const problem = useSelector(actor, (snapshot) => snapshot.context.problem);
  const message = saving
    ? texts.saving
    : unsaved
      ? texts.unsaved
      : savedAt
        ? fill(texts.saved, { time: formatClock(savedAt) })
        : texts.notSavedYet;
  return (
    <div className="flex flex-col gap-2">
      <p role="status" className="text-sm text-muted" data-testid="save-state">
        {message}
      </p>
      {offline && <FormAlert tone="error">{texts.offline}</FormAlert>}
      {problem && (
        <FormAlert tone="error">
          <p>{problem.violations.length > 0 ? texts.refusedList : fill(texts.refused, { message: problem.message })}</p>
          {problem.violations.length > 0 && (
            <ul className="mt-1 list-disc pl-5">
              {problem.violations.map((violation) => (
                <li key={`${violation.property}-${violation.message}`}>{violation.message}</li>
              ))}
            </ul>
          )}
        </FormAlert>
      )}
    </div>
  );
}

/** The 409 (docs/product.md#article-editor): who saved, and the choice the machine offers. */
function Conflict({ actor }: { actor: ReturnType<typeof useArticleEditorActor> }) {
  const conflict = useSelector(actor, (snapshot) => snapshot.context.conflict);
  const theirs = useSelector(actor, (snapshot) => snapshot.context.theirs);
  const loading = useSelector(actor, (snapshot) => snapshot.matches({ open: { conflict: 'loading' } }));
  const loadFailed = useSelector(actor, (snapshot) => snapshot.matches({ open: { conflict: 'loadFailed' } }));
  const confirming = useSelector(actor, (snapshot) => snapshot.hasTag('confirmOverwrite'));
  const who = theirs ?? conflict;
  if (!who) return null;
  const name = who.updatedBy?.name ?? null;
  return (
    <FormAlert tone="error">
      <div className="flex flex-col gap-3" data-testid="article-conflict">
        <p>{conflictText(name, formatClock(who.updatedAt))}</p>
        {loading && <p>{texts.conflictLoading}</p>}
        {loadFailed && (
          <>
            <p>{texts.conflictLoadFailed}</p>
            <button type="button" className={secondary} onClick={() => actor.send({ type: 'conflict.retry' })}>
              {texts.retry}
            </button>
          </>
        )}
        {theirs && !confirming && (
          <div className="flex flex-wrap gap-2">
            <button type="button" className={secondary} onClick={() => actor.send({ type: 'conflict.reload' })}>
              {texts.conflictReload}
            </button>
            <button type="button" className={secondary} onClick={() => actor.send({ type: 'conflict.overwrite' })}>
              {texts.conflictOverwrite}
            </button>
          </div>
        )}
        {confirming && (
          <div className="flex flex-col gap-2">
            <p>{fill(texts.confirmOverwrite, { name: name ?? texts.conflictSomeone })}</p>
            <div className="flex flex-wrap gap-2">
              <button type="button" className={primary} onClick={() => actor.send({ type: 'conflict.confirm' })}>
                {texts.confirm}
              </button>
              <button type="button" className={secondary} onClick={() => actor.send({ type: 'conflict.cancel' })}>
                {texts.cancel}
              </button>
            </div>
          </div>
        )}
      </div>
    </FormAlert>
  );
}

/** Publish, schedule, unschedule, unpublish: what the article's state allows (docs/product.md#publishing). */
function Lifecycle({ actor }: { actor: ReturnType<typeof useArticleEditorActor> }) {
  const status = useSelector(actor, (snapshot) => snapshot.context.status);
  const acting = useSelector(actor, (snapshot) => snapshot.hasTag('acting'));
  const blocked = useSelector(actor, (snapshot) => snapshot.hasTag('conflict') || snapshot.hasTag('recovering'));
  const atId = useId();
  const [at, setAt] = useState('');
  const disabled = acting || blocked;
  const act = (action: 'publish' | 'unschedule' | 'unpublish') => actor.send({ type: 'editor.act', action });
  const schedule = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const when = new Date(at);
    if (Number.isNaN(when.getTime())) return;
    actor.send({ type: 'editor.act', action: 'schedule', at: when.toISOString() });
  };
  return (
    <section className="flex flex-col gap-3 rounded-xl border border-gray-200 bg-white p-4" aria-busy={acting}>
      <div className="flex flex-wrap gap-2">
        <button type="button" className={primary} disabled={disabled} onClick={() => act('publish')} data-testid="article-publish">
          {status === 'published' ? texts.republish : texts.publish}
        </button>
        {status === 'scheduled' && (
          <button type="button" className={secondary} disabled={disabled} onClick={() => act('unschedule')}>
            {texts.unschedule}
          </button>
        )}
        {status === 'published' && (
          <button type="button" className={secondary} disabled={disabled} onClick={() => act('unpublish')} data-testid="article-unpublish">
            {texts.unpublish}
          </button>
        )}
      </div>
      {status !== 'published' && (
        <form onSubmit={schedule} className="flex flex-col gap-2 sm:flex-row sm:items-end">
          <div className="flex flex-col gap-1.5">
            <label htmlFor={atId} className="text-sm font-semibold text-ink">
              {texts.scheduleAt}
            </label>
            <input id={atId} type="datetime-local" required value={at} onChange={(event) => setAt(event.target.value)} className={field} />
          </div>
          <button type="submit" className={secondary} disabled={disabled || at === ''}>
            {texts.schedule}
          </button>
        </form>
      )}
      {acting && <p className="text-sm text-muted">{texts.acting}</p>}
    </section>
  );
}

function Editor({ article, localCopy }: { article: StaffArticle; localCopy: LocalArticleCopy | null }) {
  const actor = useArticleEditorActor(article, localCopy);
  const ids = { title: useId(), body: useId() };
  const working = useSelector(actor, (snapshot) => snapshot.context.working);
  const status = useSelector(actor, (snapshot) => snapshot.context.status);
  const readOnly = useSelector(actor, (snapshot) => snapshot.hasTag('readOnly') || snapshot.hasTag('recovering'));
  const recovering = useSelector(actor, (snapshot) => snapshot.hasTag('recovering'));

  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <StatusBadge status={status} />
        <SaveState actor={actor} />
      </div>
      {recovering && (
        <FormAlert tone="info">
          <div className="flex flex-col gap-3" data-testid="article-recovering">
            <p>{texts.recovering}</p>
            <div className="flex flex-wrap gap-2">
              <button type="button" className={primary} onClick={() => actor.send({ type: 'local.restore' })}>
                {texts.restore}
              </button>
              <button type="button" className={secondary} onClick={() => actor.send({ type: 'local.discard' })}>
                {texts.discard}
              </button>
            </div>
          </div>
        </FormAlert>
      )}
      <Conflict actor={actor} />
      <div className="flex flex-col gap-1.5">
        <label htmlFor={ids.title} className="text-sm font-semibold text-ink">
          {texts.title}
        </label>
        <input
          id={ids.title}
          value={working.title ?? ''}
          readOnly={readOnly}
          maxLength={200}
          onChange={(event) => actor.send({ type: 'editor.change', edits: { title: event.target.value } })}
          className={`${field} font-serif text-xl font-bold`}
          data-testid="article-title"
        />
      </div>
      <div className="flex flex-col gap-1.5">
        <span id={ids.body} className="text-sm font-semibold text-ink">
          {texts.body}
        </span>
        <RichText
          doc={working.doc}
          readOnly={readOnly}
          labelId={ids.body}
          onChange={(doc) => actor.send({ type: 'editor.change', edits: { doc } })}
        />
      </div>
      <Lifecycle actor={actor} />
    </div>
  );
}

/** /staff/articles/{id} (editors, admins): the article editor (docs/product.md#article-editor), its own chunk with Tiptap. */
export default function ArticleEditorPage({ id }: { id: string }) {
  const load = useStaffArticle(id);
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-8 md:py-12">
      <Link to="/staff/articles" className="text-sm font-semibold text-primary underline-offset-2 hover:underline">
        ← {texts.back}
      </Link>
      <h1 className="font-serif text-2xl font-bold text-ink">{texts.heading}</h1>
      {load.state === 'loading' && <p className="text-muted">{texts.loading}</p>}
      {load.state === 'failed' && (
        <FormAlert tone="error">
          <p>{load.notFound ? texts.notFound : texts.loadFailed}</p>
          {!load.notFound && (
            <button type="button" className={`${secondary} mt-2`} onClick={load.retry}>
              {texts.retry}
            </button>
          )}
        </FormAlert>
      )}
      {load.state === 'ready' && <Editor key={load.article.id} article={load.article} localCopy={load.localCopy} />}
    </div>
  );
}
