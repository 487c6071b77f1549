import { ErrorScreen } from '../components/error-screen.tsx';
import { useAppServices } from '../../src/app/app-context.tsx';
import { useRouteError } from '../../src/app/router/use-route.ts';
import { useDocumentTitle } from '../../src/app/use-page-title.ts';
import { t } from '../../src/i18n/index.ts';

/** Root error boundary: an unknown route, a failed validate step or a render error. */
export function RouteErrorScreen() {
  const { config } = useAppServices();
  const { status } = useRouteError();
  useDocumentTitle(config.siteName, status === 404 ? t('app.titles.page404') : t('app.titles.page5xx'));
  return <ErrorScreen status={status} siteName={config.siteName} />;
}
