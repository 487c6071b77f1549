import { hasSomeRole } from '../../machines/auth/token.ts';
import { Link } from 'react-router-dom';
import type { PublicConfig } from '../../src/domain/public-config.ts';
import { t } from '../../src/i18n/index.ts';
import { routePath, stopRenewalLink } from '../../src/app/paths.ts';
import { useAuthActor } from '../../src/app/app-context.tsx';
import { useActorSelector } from '../../src/app/use-actor-selector.ts';
import { useConsentLink } from '../../src/app/consent/use-consent-link.ts';
import { consentLink } from '../../src/i18n/fr/consent-link.ts';

/** Footer: subtitle, links, the translation widget slot and the publisher's company details (docs/product.md#product). */
export function Footer({ config }: { config: PublicConfig }) {
  const contact = routePath('contact');
  // L215-1-1 (Code de la consommation): terminating online is one click away on every page — for
  // members with a running subscription (VIP); not for the coach or a member with nothing to end.
  // The link opens the stop-renewal dialog itself: the box and the confirmation make three clicks.
  const subscribed = useActorSelector(
    useAuthActor(),
    (snapshot) => snapshot.hasTag('signedIn') && hasSomeRole(snapshot.context.authInfo?.acl, ['vip']),
  );
  const unsubscribe = subscribed ? stopRenewalLink(routePath('account-subscription', '/account/subscription')) : undefined;
  const consent = useConsentLink(config);
  const year = new Date().getFullYear();
  return (
    <footer aria-label={t('app.footer.label')} className="mt-16 bg-header text-gray-300">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 md:grid-cols-3">
        <div>
          <p className="font-serif text-xl font-bold text-white">{config.siteName}</p>
          <p className="mt-2 text-sm">{config.subtitle}</p>
        </div>
        <ul className="space-y-2 text-sm">
          <li>
            <Link className="hover:text-white hover:underline" to="/about">
              {t('app.footer.about')}
            </Link>
          </li>
          <li>
            <Link className="hover:text-white hover:underline" to="/terms-of-service">
              {t('app.footer.terms')}
            </Link>
          </li>
          <li>
            <Link className="hover:text-white hover:underline" to="/privacy-policy">
              {t('app.titles.privacy')}
            </Link>
          </li>
          {contact && (
            <li>
              <Link className="hover:text-white hover:underline" to={contact}>
                {t('app.footer.contact')}
              </Link>
            </li>
          )}
          {unsubscribe && (
            <li>
              <Link className="hover:text-white hover:underline" to={unsubscribe}>
                {t('app.footer.unsubscribe')}
              </Link>
            </li>
          )}
          {consent.shown && (
            <li>
              <button type="button" className="hover:text-white hover:underline" onClick={consent.open}>
                {consentLink.label}
              </button>
            </li>
          )}
        </ul>
        <div className="text-sm">
          <p className="font-semibold text-white">{t('app.footer.publisher')}</p>
          <address className="mt-2 not-italic" data-testid="publisher">
            {config.publisher.name}
            <br />
            {config.publisher.address}
            <br />
            {config.publisher.registration}
          </address>
          {config.translationScriptUrl && (
            <div className="mt-4">
              <p className="mb-1 text-xs uppercase tracking-wide">{t('app.footer.translate')}</p>
              <div id="translation-widget" />
            </div>
          )}
        </div>
      </div>
      <p className="border-t border-white/10 py-4 text-center text-xs">
        © {year} {config.siteName}. {t('app.footer.rights')}
      </p>
    </footer>
  );
}
