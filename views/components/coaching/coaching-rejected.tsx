import { Link, useLocation } from 'react-router-dom';
import type { SupportFailureReason } from '../../../machines/support/support-failure.ts';
import { loginPath } from '../../../src/app/paths.ts';
import { coachingPages } from '../../../src/i18n/fr/coaching-pages.ts';
import { FormAlert } from '../form/form-alert.tsx';

const texts = coachingPages.spaceRejected;

/**
 * The coaching space refused the member (list or new discussion): a session that ended (401) asks
 * to sign in again, back to this page; anything else (403: not or no longer VIP) says so.
 */
export function CoachingRejected({ reason }: { reason: SupportFailureReason | null }) {
  const { pathname, search } = useLocation();
  const signedOut = reason === null || reason === 'unauthorized';
  return (
    <div className="flex flex-col gap-4" data-testid="coaching-rejected" data-reason={reason ?? 'unauthorized'}>
      <FormAlert tone="error">{signedOut ? texts.unauthorized : texts.forbidden}</FormAlert>
      {signedOut && (
        <Link to={loginPath({ pathname, search })} className="self-start font-semibold text-primary underline-offset-4 hover:underline">
          {texts.signIn}
        </Link>
      )}
    </div>
  );
}
