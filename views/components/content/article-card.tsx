import { Link } from 'react-router-dom';
import { articlePath } from '../../../src/app/content/paths.ts';
import type { ArticleSummary } from '../../../src/domain/content.ts';
import { formatDate } from '../../../src/i18n/format.ts';
import { t } from '../../../src/i18n/index.ts';
import { AuthorAvatar } from './author-avatar.tsx';

interface ArticleCardProps {
  article: ArticleSummary;
  /** The card's title level in the page outline. */
  headingLevel?: 2 | 3;
  /** The lead article of a list: a whole row on wide screens, image beside the text. */
  featured?: boolean;
  /** Cards in the first screen load their image at once. */
  eager?: boolean;
}

/** An article in a list: image, category, title, excerpt, author and date; the whole card is the link. */
export function ArticleCard({ article, headingLevel = 2, featured = false, eager = false }: ArticleCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const category = article.categories[0];
  return (
    <article
      className={`group relative flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-black/5 transition duration-200 hover:-translate-y-0.5 hover:shadow-xl has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-primary ${featured ? 'md:flex-row' : ''}`}
      data-testid="article-card"
    >
      <div className={`aspect-[16/10] overflow-hidden bg-surface ${featured ? 'md:aspect-auto md:w-3/5' : ''}`}>
        <img
          src={article.mainImage.url}
          alt={article.mainImage.alt}
          width={article.mainImage.width}
          height={article.mainImage.height}
          loading={eager ? 'eager' : 'lazy'}
          // The lead article's image is the list's largest paint: fetched before the scripts.
          fetchPriority={featured ? 'high' : 'auto'}
          className="h-full w-full object-cover transition duration-500 group-hover:scale-[1.03]"
        />
      </div>
      <div className={`flex flex-1 flex-col p-5 sm:p-6 ${featured ? 'md:justify-center md:p-10' : ''}`}>
        {category && <p className="text-xs font-semibold uppercase tracking-[0.14em] text-primary">{category.name}</p>}
        <Heading
          className={`mt-2 font-serif font-bold leading-snug text-ink text-balance group-hover:text-primary-dark ${featured ? 'text-2xl md:text-4xl md:leading-tight' : 'text-xl'}`}
        >
          <Link to={articlePath(article.uid)} className="after:absolute after:inset-0 focus:outline-none">
            {article.title}
          </Link>
        </Heading>
        <p className={`mt-3 leading-relaxed text-muted ${featured ? 'line-clamp-4 md:text-lg' : 'line-clamp-3'}`}>{article.excerpt}</p>
        <div className={`flex items-center gap-3 pt-5 text-sm ${featured ? 'mt-auto md:mt-6' : 'mt-auto'}`}>
          <AuthorAvatar name={article.author.name} avatar={article.author.avatar} size={34} />
          <div className="min-w-0 leading-tight">
            <p className="font-medium text-ink">{article.author.name}</p>
            <p className="mt-0.5 text-muted">
              <time dateTime={article.date}>{article.displayDate ?? formatDate(article.date)}</time>
              <span aria-hidden="true" className="mx-1.5">
                ·
              </span>
              {t('content.card.readingTime', { minutes: article.readingMinutes })}
            </p>
          </div>
        </div>
      </div>
    </article>
  );
}
