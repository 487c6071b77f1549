import { Link } from 'react-router-dom';
import { findRouteByName } from '../../src/app/route-table.ts';
import { t, type MessageKey } from '../../src/i18n/index.ts';

const FEATURES: readonly { title: MessageKey; text: MessageKey }[] = [
  { title: 'app.home.feature1Title', text: 'app.home.feature1Text' },
  { title: 'app.home.feature2Title', text: 'app.home.feature2Text' },
  { title: 'app.home.feature3Title', text: 'app.home.feature3Text' },
];

/** §2 home: hero, the "need a coach?" button to registration, the slogans. */
export default function HomePage() {
  // The registration route lands with the signup funnel; until then the button leads to the articles or about page.
  const ctaTarget = findRouteByName('registration')?.path ?? '/about';
  const articles = findRouteByName('articles');
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
              <Link to={ctaTarget} className="rounded-full bg-primary px-7 py-3 text-lg font-semibold text-white shadow-lg hover:bg-primary-dark" data-testid="coach-cta">
                {t('app.home.cta')}
              </Link>
              {articles && (
                <Link to={articles.path} className="rounded-full border border-white/40 px-7 py-3 text-lg font-semibold text-white hover:bg-white/10">
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
