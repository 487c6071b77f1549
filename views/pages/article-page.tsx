import { useSelector } from '@xstate/react';
import { Link } from 'react-router-dom';
import { articlePath, ARTICLES_PATH, articlesPath } from '../../src/app/content/paths.ts';
import { useArticleData, type ArticleData } from '../../src/app/content/use-route-data.ts';
import { useCopyLink } from '../../src/app/content/use-content-actors.ts';
import { loginPath } from '../../src/app/paths.ts';
import { registrationHref } from '../../src/app/signup/paths.ts';
import { fill } from '../../src/i18n/fill.ts';
import { formatDate } from '../../src/i18n/format.ts';
import { contentPages } from '../../src/i18n/fr/content-pages.ts';
import { useAppServices } from '../../src/app/app-context.tsx';
import { ArticleCard } from '../components/content/article-card.tsx';
import { AuthorAvatar } from '../components/content/author-avatar.tsx';

/** docs/product.md#routes /article: the article (full for members, teaser and invitation otherwise), related articles, copy link. */
export default function ArticlePage() {
  const data = useArticleData();
  // Another article is another page: its copy-link button starts afresh.
  return <ArticleView key={data.article.uid} {...data} />;
}

function ArticleView({ article, related, signedIn }: ArticleData) {
  const path = articlePath(article.uid);
  const copyLink = useCopyLink(path);
  const copying = useSelector(copyLink, (snapshot) => snapshot.hasTag('busy'));
  const registrationPath = registrationHref(useAppServices().config.signupToken);

  return (
    <>
      <article className="pb-6" data-testid="article" data-restricted={article.restricted}>
        <header className="mx-auto max-w-3xl px-4 pt-8 sm:pt-12">
          <Link to={ARTICLES_PATH} className="inline-flex items-center gap-1.5 text-sm font-medium text-muted hover:text-primary-dark">
            <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4" fill="currentColor">
              <path d="M12.7 4.3a1 1 0 0 1 0 1.4L8.4 10l4.3 4.3a1 1 0 0 1-1.4 1.4l-5-5a1 1 0 0 1 0-1.4l5-5a1 1 0 0 1 1.4 0z" />
            </svg>
            {contentPages.article.allArticles}
          </Link>
          {article.categories.length > 0 && (
            <ul aria-label={contentPages.article.categories} className="mt-6 flex flex-wrap items-center gap-x-2 gap-y-1">
              {article.categories.map((category, index) => (
                <li key={category.uid} className="flex items-center gap-2">
                  {index > 0 && <span aria-hidden="true" className="h-1 w-1 rounded-full bg-primary/50" />}
                  <Link
                    to={articlesPath({ categories: [category.uid] })}
                    className="text-xs font-semibold uppercase tracking-[0.16em] text-primary hover:text-primary-dark"
                  >
                    {category.name}
                  </Link>
                </li>
              ))}
            </ul>
          )}
          <h1 className="mt-3 font-serif text-4xl font-bold leading-[1.12] text-ink text-balance sm:text-5xl">{article.title}</h1>
          <p className="mt-5 text-lg leading-relaxed text-muted text-pretty sm:text-xl">{article.excerpt}</p>
          <div className="mt-8 flex flex-wrap items-center justify-between gap-4 border-y border-gray-200 py-4">
            <div className="flex items-center gap-3">
              <AuthorAvatar name={article.author.name} avatar={article.author.avatar} size={44} />
              <div className="text-sm leading-snug">
                <p className="font-semibold text-ink">{fill(contentPages.article.by, { name: article.author.name })}</p>
                <p className="text-muted">
                  <time dateTime={article.date}>
                    {fill(contentPages.article.publishedOn, { date: article.displayDate ?? formatDate(article.date) })}
                  </time>
                  <span aria-hidden="true" className="mx-1.5">
                    ·
                  </span>
                  {fill(contentPages.article.readingTime, { minutes: article.readingMinutes })}
                </p>
              </div>
            </div>
            <button
              type="button"
              onClick={() => copyLink.send({ type: 'link.copy' })}
              disabled={copying}
              className="inline-flex items-center gap-2 rounded-full border border-gray-300 px-4 py-2 text-sm font-semibold text-ink transition hover:border-primary hover:text-primary-dark disabled:opacity-60"
            >
              <svg
                aria-hidden="true"
                viewBox="0 0 24 24"
                className="h-4 w-4"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
                strokeLinejoin="round"
              >
                <path d="M10 13a5 5 0 0 0 7.5.5l3-3a5 5 0 0 0-7-7l-1.7 1.7" />
                <path d="M14 11a5 5 0 0 0-7.5-.5l-3 3a5 5 0 0 0 7 7l1.7-1.7" />
              </svg>
              {contentPages.article.copyLink}
            </button>
          </div>
        </header>

        <figure className="mx-auto mt-8 max-w-5xl px-4 sm:mt-10">
          <img
            src={article.mainImage.url}
            alt={article.mainImage.alt}
            width={article.mainImage.width}
            height={article.mainImage.height}
            // The page's largest paint on a phone: fetched before the scripts.
            fetchPriority="high"
            className="aspect-[16/9] w-full rounded-2xl bg-surface object-cover shadow-sm"
          />
        </figure>

        <div className="mx-auto mt-10 max-w-3xl px-4 sm:mt-12">
          <div className="relative">
            <div className="prose-article" data-lead data-testid="article-body" dangerouslySetInnerHTML={{ __html: article.content }} />
            {article.restricted && (
              <div
                aria-hidden="true"
                className="pointer-events-none absolute inset-x-0 bottom-0 h-36 bg-gradient-to-b from-white/0 to-white"
              />
            )}
          </div>

          {article.restricted && (
            <aside
              className="relative mt-6 overflow-hidden rounded-3xl bg-header px-6 py-10 text-center text-white sm:px-12"
              data-testid="paywall"
            >
              <div aria-hidden="true" className="absolute -right-16 -top-16 h-48 w-48 rounded-full bg-primary/25 blur-2xl" />
              <p className="relative text-xs font-semibold uppercase tracking-[0.18em] text-primary-light">
                {contentPages.article.paywallEyebrow}
              </p>
              <h2 className="relative mt-3 font-serif text-2xl font-bold text-balance sm:text-3xl">{contentPages.article.paywallTitle}</h2>
              <p className="relative mx-auto mt-3 max-w-lg text-gray-300">
                {signedIn ? contentPages.article.paywallMemberText : contentPages.article.paywallText}
              </p>
              {!signedIn && (
                <div className="relative mt-7 flex flex-wrap justify-center gap-3">
                  <Link
                    to={loginPath({ pathname: path, search: '' })}
                    className="rounded-full bg-primary px-7 py-3 font-semibold text-white shadow-lg hover:bg-primary-dark"
                  >
                    {contentPages.article.login}
                  </Link>
                  <Link
                    to={registrationPath}
                    className="rounded-full border border-white/40 px-7 py-3 font-semibold text-white hover:bg-white/10"
                  >
                    {contentPages.article.register}
                  </Link>
                </div>
              )}
            </aside>
          )}

          {article.tags.length > 0 && (
            <div className="mt-12 flex flex-wrap items-center gap-2">
              <h2 className="mr-1 text-sm font-semibold text-muted">{contentPages.article.tags}</h2>
              <ul className="contents">
                {article.tags.map((tag) => (
                  <li key={tag.uid}>
                    <Link
                      to={articlesPath({ tags: [tag.uid] })}
                      className="inline-block rounded-full bg-surface px-3 py-1 text-sm text-ink ring-1 ring-black/5 hover:ring-primary"
                    >
                      #{tag.name}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          )}
        </div>
      </article>

      {related.length > 0 && (
        <section aria-labelledby="related-title" className="mt-12 border-t border-gray-200 bg-surface py-14">
          <div className="mx-auto max-w-6xl px-4">
            <h2 id="related-title" className="font-serif text-3xl font-bold text-ink">
              {contentPages.article.related}
            </h2>
            <ul className="mt-8 grid gap-6 sm:grid-cols-2 md:grid-cols-3 md:gap-8">
              {related.map((item) => (
                <li key={item.uid}>
                  <ArticleCard article={item} headingLevel={3} />
                </li>
              ))}
            </ul>
          </div>
        </section>
      )}
    </>
  );
}
