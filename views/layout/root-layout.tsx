import { useEffect } from 'react';
import { Outlet, useLocation, useNavigationType } from 'react-router-dom';
import { useBreadcrumbs } from '../../src/app/use-breadcrumbs.ts';
import { useDocumentTitle, useRouteTitle } from '../../src/app/use-page-title.ts';
import { t } from '../../src/i18n/index.ts';
import { useAppServices } from '../../src/app/app-context.tsx';
import { SnackbarHost } from './snackbar-host.tsx';
import { Breadcrumbs } from './breadcrumbs.tsx';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';

/** The "default" layout (docs/product.md#routes): header, breadcrumbs, page, footer, snackbar. */
export function RootLayout() {
  const { config } = useAppServices();
  const { pathname } = useLocation();
  // A new page starts at its top (an article opened from the bottom of a list); going back keeps the
  // browser's restored position. React Router's ScrollRestoration would cost ~1 KB of entry bundle.
  const navigationType = useNavigationType();
  useEffect(() => {
    if (navigationType === 'PUSH') window.scrollTo(0, 0);
  }, [pathname, navigationType]);
  // The page's title, as the server wrote it: from the loaded data (an article's title) or the route.
  useDocumentTitle(config.siteName, useRouteTitle());
  const breadcrumbs = useBreadcrumbs();
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2 focus:text-ink"
      >
        {t('app.skipToContent')}
      </a>
      <Header siteName={config.siteName} />
      <Breadcrumbs items={breadcrumbs} />
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <Footer config={config} />
      <SnackbarHost />
    </div>
  );
}
