import { Link } from 'react-router-dom';
import { ARTICLES_PATH } from '../../src/app/content/paths.ts';
import { useHomeData } from '../../src/app/content/use-route-data.ts';
import { routePath } from '../../src/app/paths.ts';
import { registrationHref } from '../../src/app/signup/paths.ts';
import { t, type MessageKey } from '../../src/i18n/index.ts';
import { useAppServices, useAuthActor } from '../../src/app/app-context.tsx';
import { useActorSelector } from '../../src/app/use-actor-selector.ts';
import { ArticleCard } from '../components/content/article-card.tsx';

const FEATURES: readonly { title: MessageKey; text: MessageKey }[] = [
  { title: 'app.home.feature1Title', text: 'app.home.feature1Text' },
  { title: 'app.home.feature2Title', text: 'app.home.feature2Text' },
  { title: 'app.home.feature3Title', text: 'app.home.feature3Text' },
];

/** Home (docs/product.md#routes): hero, the "need a coach?" button to registration, the slogans, the latest articles. */
export default function HomePage() {
  const { latest } = useHomeData();
  // docs/product.md#routes: the button starts the signup funnel with the campaign's traffic token (utk); a VIP
  // member already has a coach, so it opens the coaching space instead.
  const { signupToken } = useAppServices().config;
  const vip = useActorSelector(useAuthActor(), (snapshot) => snapshot.context.authInfo?.acl.vip === true);
  const coaching = routePath('coaching');
  const ctaTarget = vip && coaching ? coaching : registrationHref(signupToken);
  const articles = routePath('articles');
  return (
    <>
      <section className="bg-header text-white" data-testid="hero">
        <div className="mx-auto grid max-w-6xl gap-8 px-4 py-16 md:py-24 lg:grid-cols-2 lg:items-center">
          <div>
            <p className="text-sm font-semibold uppercase tracking-widest text-primary-light">{t('app.home.eyebrow')}</p>
            <h1 className="mt-4 font-serif text-4xl font-bold leading-tight sm:text-5xl">{t('app.home.title')}</h1>
            <p className="mt-6 text-lg text-gray-200">{t('app.home.slogan1')}</p>
            <p className="mt-3 text-lg text-gray-200">{t('app.home.slogan2')}</p>
            <div className="mt-8 flex flex-wrap gap-4">
              <Link
                to={ctaTarget}
                className="rounded-full bg-primary px-7 py-3 text-lg font-semibold text-white shadow-lg hover:bg-primary-dark"
                data-testid="coach-cta"
              >
                {t('app.home.cta')}
              </Link>
              {articles && (
                <Link
                  to={articles}
                  className="rounded-full border border-white/40 px-7 py-3 text-lg font-semibold text-white hover:bg-white/10"
                >
                  {t('app.home.secondaryCta')}
                </Link>
              )}
            </div>
          </div>
          <div aria-hidden="true" className="hidden justify-center lg:flex">
            <svg viewBox="0 0 300 260" className="w-full max-w-md">
              <circle cx="150" cy="130" r="120" fill="#d43869" opacity="0.15" />
              <path d="M150 210s-80-48-80-104a44 44 0 0 1 80-25 44 44 0 0 1 80 25c0 56-80 104-80 104z" fill="#d43869" />
              <path d="M118 120l22 22 44-44" fill="none" stroke="#fff" strokeWidth="12" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </div>
        </div>
      </section>
      {latest.length > 0 && (
        <section aria-labelledby="latest-title" className="mx-auto max-w-6xl px-4 pt-16" data-testid="latest-articles">
          <div className="flex flex-wrap items-end justify-between gap-4">
            <div>
              <p className="text-sm font-semibold uppercase tracking-[0.18em] text-primary">{t('content.home.latestEyebrow')}</p>
              <h2 id="latest-title" className="mt-2 font-serif text-3xl font-bold">
                {t('content.home.latestTitle')}
              </h2>
            </div>
            <Link to={ARTICLES_PATH} className="font-semibold text-primary-dark underline-offset-4 hover:underline">
              {t('content.home.latestAll')} <span aria-hidden="true">→</span>
            </Link>
          </div>
          <ul className="mt-8 grid gap-6 sm:grid-cols-2 md:grid-cols-3 md:gap-8">
            {latest.map((article) => (
              <li key={article.uid}>
                <ArticleCard article={article} headingLevel={3} />
              </li>
            ))}
          </ul>
        </section>
      )}
      <section className="mx-auto max-w-6xl px-4 py-16">
        <h2 className="font-serif text-3xl font-bold">{t('app.home.featuresTitle')}</h2>
        <ul className="mt-8 grid gap-6 md:grid-cols-3">
          {FEATURES.map((feature) => (
            <li key={feature.title} className="rounded-2xl border border-gray-200 bg-surface p-6">
              <h3 className="text-lg font-semibold text-ink">{t(feature.title)}</h3>
              <p className="mt-2 text-muted">{t(feature.text)}</p>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
