import { Outlet, useLocation } from 'react-router-dom';
import { buildBreadcrumbs, findRouteForPath } from '../../src/app/breadcrumbs.ts';
import { t } from '../../src/i18n/index.ts';
import { useAppServices } from '../app-context.tsx';
import { SnackbarHost } from '../components/snackbar-host.tsx';
import { Breadcrumbs } from './breadcrumbs.tsx';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';
import { useDocumentTitle } from './use-document-title.ts';

/** The "default" layout (§2): header, breadcrumbs, page, footer, snackbar. */
export function RootLayout() {
  const { config } = useAppServices();
  const { pathname } = useLocation();
  const route = findRouteForPath(pathname);
  useDocumentTitle(config.siteName, route ? t(route.meta.title) : undefined);
  return (
    <div className="flex min-h-screen flex-col">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2 focus:text-ink">
        {t('app.skipToContent')}
      </a>
      <Header siteName={config.siteName} />
      <Breadcrumbs items={buildBreadcrumbs(pathname)} />
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <Footer config={config} />
      <SnackbarHost />
    </div>
  );
}
