import { Link } from 'react-router-dom';
import type { SupportFailureReason } from '../../../machines/support/support-failure.ts';
import { SUPPORT_PATHS } from '../../../src/app/support/paths.ts';
import { supportPages } from '../../../src/i18n/fr/support-pages.ts';
import { FormAlert } from '../form/form-alert.tsx';

/** The link does not open the page (docs/product.md#errors support codes 1 and 2, or an unknown ticket): ask for a new one. */
export function RejectedNotice({ reason }: { reason: SupportFailureReason | null }) {
  const text =
    reason === 'forbidden'
      ? supportPages.rejected.forbidden
      : reason === 'notFound'
        ? supportPages.rejected.notFound
        : supportPages.rejected.unauthorized;
  return (
    <div className="flex flex-col gap-4" data-testid="link-rejected" data-reason={reason ?? 'unauthorized'}>
      <FormAlert tone="error">{text}</FormAlert>
      <Link to={SUPPORT_PATHS.link} className="self-start font-semibold text-primary underline-offset-4 hover:underline">
        {supportPages.rejected.askLink}
      </Link>
    </div>
  );
}
