import { useState } from 'react';
import { NavLink } from 'react-router-dom';
import { t, type MessageKey } from '../../src/i18n/index.ts';
import { routePath } from '../../src/app/paths.ts';
import { registrationHref } from '../../src/app/signup/paths.ts';
import { useAppServices, useAuthActor } from '../../src/app/app-context.tsx';
import { useActorSelector } from '../../src/app/use-actor-selector.ts';
import { Logo } from '../components/logo.tsx';

interface NavItem {
  route: string;
  label: MessageKey;
}

/** Shown only once their route exists in the route table, so features light them up as they land. */
const NAV_ITEMS: readonly NavItem[] = [
  { route: 'articles', label: 'app.nav.articles' },
  { route: 'coaching', label: 'app.nav.coaching' },
  { route: 'contact', label: 'app.nav.contact' },
];
const ANONYMOUS_ITEMS: readonly NavItem[] = [
  { route: 'login', label: 'app.nav.login' },
  { route: 'registration', label: 'app.nav.register' },
];
const MEMBER_ITEMS: readonly NavItem[] = [{ route: 'account', label: 'app.nav.account' }];
/** The support console, for staff (role coach) only. */
const STAFF_ITEMS: readonly NavItem[] = [{ route: 'staff', label: 'app.nav.staff' }];
/** The members' journeys counted, for analysts and admins (the roles of its route). */
const FLOWS_ITEMS: readonly NavItem[] = [{ route: 'staff-flows', label: 'app.nav.flows' }];

function available(items: readonly NavItem[], signupToken: string | null) {
  return items.flatMap((item) => {
    const path = routePath(item.route);
    if (path === undefined) return [];
    // Signing up needs the campaign's traffic token (docs/product.md#routes utk), as the home page button has.
    return [{ ...item, path: item.route === 'registration' ? registrationHref(signupToken) : path }];
  });
}

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `block rounded px-3 py-2 text-sm font-medium ${isActive ? 'text-white underline decoration-primary decoration-2 underline-offset-8' : 'text-gray-200 hover:text-white'}`;

/**
 * Dark header (#18191B) with the main navigation; a toggle menu below the lg breakpoint.
 * Signed in: "Mon compte" and sign-out; anonymous: "Se connecter". The server render already
 * knows (the auth actor starts from the page payload), so the header never flashes; in the browser
 * it reads that same state until the live actor has loaded (src/app/lazy-actor.ts).
 */
export function Header({ siteName }: { siteName: string }) {
  const [open, setOpen] = useState(false);
  const auth = useAuthActor();
  const signedIn = useActorSelector(auth, (snapshot) => snapshot.hasTag('signedIn'));
  const signingOut = useActorSelector(auth, (snapshot) => snapshot.hasTag('signingOut'));
  const coach = useActorSelector(auth, (snapshot) => snapshot.context.authInfo?.acl.coach === true);
  const vip = useActorSelector(auth, (snapshot) => snapshot.context.authInfo?.acl.vip === true);
  const flowsReader = useActorSelector(
    auth,
    (snapshot) => snapshot.context.authInfo?.acl.analyst === true || snapshot.context.authInfo?.acl.admin === true,
  );
  const { signupToken } = useAppServices().config;
  // The coaching space is for VIP members (docs/product.md#roles): others would only be sent back home.
  const nav = available(vip ? NAV_ITEMS : NAV_ITEMS.filter((item) => item.route !== 'coaching'), signupToken);
  const account = available(
    signedIn ? [...(coach ? STAFF_ITEMS : []), ...(flowsReader ? FLOWS_ITEMS : []), ...MEMBER_ITEMS] : ANONYMOUS_ITEMS,
    signupToken,
  );
  const close = () => setOpen(false);
  const signOut = () => {
    close();
    auth.send({ type: 'auth.disconnect' });
  };
  return (
    <header className="bg-header text-white">
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-3">
        <NavLink to="/" onClick={close} aria-label={`${siteName} – ${t('app.nav.home')}`}>
          <Logo name={siteName} tone="light" />
        </NavLink>
        <button
          type="button"
          className="rounded p-2 text-gray-200 hover:text-white lg:hidden"
          aria-expanded={open}
          aria-controls="main-nav"
          onClick={() => setOpen((value) => !value)}
        >
          <span className="sr-only">{open ? t('app.nav.closeMenu') : t('app.nav.openMenu')}</span>
          <svg aria-hidden="true" viewBox="0 0 24 24" className="h-6 w-6" fill="none" stroke="currentColor" strokeWidth="2">
            {open ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
          </svg>
        </button>
        <nav
          id="main-nav"
          aria-label={t('app.nav.label')}
          className={`${open ? 'flex' : 'hidden'} absolute inset-x-0 top-14 z-20 flex-col gap-1 bg-header px-4 pb-4 lg:static lg:flex lg:flex-row lg:items-center lg:gap-2 lg:p-0`}
        >
          <NavLink to="/" end className={linkClass} onClick={close}>
            {t('app.nav.home')}
          </NavLink>
          {nav.map((item) => (
            <NavLink key={item.route} to={item.path} className={linkClass} onClick={close}>
              {t(item.label)}
            </NavLink>
          ))}
          {account.map((item) => (
            <NavLink key={item.route} to={item.path} className={linkClass} onClick={close}>
              {t(item.label)}
            </NavLink>
          ))}
          {signedIn && (
            <button
              type="button"
              onClick={signOut}
              disabled={signingOut}
              className="block rounded px-3 py-2 text-left text-sm font-medium text-gray-200 hover:text-white disabled:opacity-70"
            >
              {signingOut ? t('auth.nav.signingOut') : t('auth.nav.signOut')}
            </button>
          )}
        </nav>
      </div>
    </header>
  );
}
