import { t } from '../../src/i18n/index.ts';
import { Logo } from './logo.tsx';

interface ErrorScreenProps {
  status: number;
  siteName: string;
}

/**
 * Error screen (docs/product.md#routes): logo, large title, a button back to /. 404 shows the 404 image and the
 * page-404 title; any other status the page-5xx title and no image. A plain link (not the router)
 * so the way home works even when the app itself has failed.
 */
export function ErrorScreen({ status, siteName }: ErrorScreenProps) {
  const notFound = status === 404;
  return (
    <main
      className="flex min-h-screen flex-col items-center justify-center gap-6 bg-surface px-6 py-12 text-center"
      data-testid="error-screen"
      data-status={status}
    >
      <Logo name={siteName} />
      {notFound && (
        <img src="/images/page-404.svg" alt={t('errors.image404Alt')} width={320} height={200} className="h-auto w-64 sm:w-80" />
      )}
      <h1 className="font-serif text-4xl font-bold text-ink sm:text-5xl">
        {notFound ? t('errors.page404Title') : t('errors.page5xxTitle')}
      </h1>
      <p className="max-w-md text-lg text-muted">{notFound ? t('errors.page404Text') : t('errors.page5xxText')}</p>
      <a href="/" className="rounded-full bg-primary px-6 py-3 font-semibold text-white shadow hover:bg-primary-dark">
        {t('errors.backHome')}
      </a>
    </main>
  );
}
