import { ErrorScreen } from '../components/error-screen.tsx';
import { useAppServices } from '../../src/app/app-context.tsx';

/** /page404 and /page5xx fail their validate step, so the root error screen shows instead. */
export default function ErrorPage() {
  const { config } = useAppServices();
  return <ErrorScreen status={404} siteName={config.siteName} />;
}
