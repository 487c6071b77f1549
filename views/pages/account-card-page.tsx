import { Link, useSearchParams } from 'react-router-dom';
import { useCardLink, useChangeCardActor } from '../../src/app/account/use-billing-card.ts';
import { routePath } from '../../src/app/paths.ts';
import { fill } from '../../src/i18n/fill.ts';
import { billingPages } from '../../src/i18n/fr/billing-pages.ts';
import { cardText, expiryText } from '../components/billing/billing-section.tsx';
import { ChangeCardForm } from '../components/billing/change-card-form.tsx';
import { FormAlert } from '../components/form/form-alert.tsx';
import { useSelector } from '@xstate/react';

const texts = billingPages.changeCard;

/**
 * /account/card?token=…: the failed-renewal e-mail's link. Changes the member's card
 * without signing in, through the signed token; an expired or revoked link says so and offers
 * the sign-in.
 */
export default function AccountCardPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const state = useCardLink(token);
  const actor = useChangeCardActor(token === '' ? null : token);
  const linkRefused = useSelector(actor, (snapshot) => snapshot.hasTag('linkInvalid'));
  const login = routePath('login', '/login');
  const subscription = routePath('account-subscription', '/account/subscription');

  const invalid = state.status === 'invalid' || linkRefused;
  return (
    <div className="mx-auto flex max-w-xl flex-col gap-6 px-4 py-10 md:py-14">
      <h1 className="font-serif text-3xl font-bold text-ink sm:text-4xl">{texts.pageTitle}</h1>
      {state.status === 'checking' && (
        <p role="status" className="text-muted">
          {billingPages.section.loading}
        </p>
      )}
      {state.status === 'failed' && <FormAlert tone="error">{texts.failed}</FormAlert>}
      {invalid && (
        <div data-testid="card-link-invalid">
          <FormAlert tone="info">
            <p>{texts.linkInvalid}</p>
            <Link to={login} className="mt-2 inline-block font-semibold underline underline-offset-4">
              {texts.signIn}
            </Link>
          </FormAlert>
        </div>
      )}
      {state.status === 'valid' && !invalid && (
        <section className="flex flex-col gap-4 rounded-2xl border border-gray-200 bg-white p-6 shadow-sm sm:p-8">
          <p className="text-sm text-muted">{fill(texts.forAccount, { email: state.link.email })}</p>
          {state.link.card !== null && (
            <p className="text-ink" data-testid="card-on-file">
              {cardText(state.link.card)}
              {expiryText(state.link.card) !== null && <span className="text-muted"> — {expiryText(state.link.card)}</span>}
            </p>
          )}
          <ChangeCardForm actor={actor} />
          <Link to={subscription} className="text-sm font-semibold text-primary-dark underline underline-offset-4">
            {texts.backToAccount}
          </Link>
        </section>
      )}
    </div>
  );
}
