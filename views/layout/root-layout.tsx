import { useEffect } from 'react';
import { Outlet, useLocation, useMatches, useNavigationType } from 'react-router-dom';
import { buildBreadcrumbs } from '../../src/app/breadcrumbs.ts';
import type { RouteDefinition } from '../../src/app/route-table.ts';
import { t } from '../../src/i18n/index.ts';
import { useAppServices } from '../../src/app/app-context.tsx';
import { SnackbarHost } from '../components/snackbar-host.tsx';
import { Breadcrumbs } from './breadcrumbs.tsx';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';
import { useDocumentTitle } from './use-document-title.ts';

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
  const leaf = useMatches().at(-1);
  const route = (leaf?.handle as { definition?: RouteDefinition } | undefined)?.definition;
  const fromData = route?.head && leaf?.data !== undefined ? route.head(leaf.data).title : undefined;
  useDocumentTitle(config.siteName, fromData ?? (route ? t(route.meta.title) : undefined));
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2 focus:text-ink"
      >
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
