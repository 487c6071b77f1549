import { useSelector } from '@xstate/react';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useAccountPageData } from '../../src/app/account/use-page-data.ts';
import { useAccountActor } from '../../src/app/auth/use-account-actor.ts';
import { routePath } from '../../src/app/paths.ts';
import { t } from '../../src/i18n/index.ts';
import { useAuthActor } from '../../src/app/app-context.tsx';
import { FormAlert } from '../components/form/form-alert.tsx';
import { PasswordField } from '../components/form/password-field.tsx';
import { SubmitButton } from '../components/form/submit-button.tsx';
import { TextField } from '../components/form/text-field.tsx';
import { useFocusFirstInvalid } from '../components/form/use-focus-first-invalid.ts';
import { authPages } from '../../src/i18n/fr/auth-pages.ts';
import { AccountPrivacySection } from '../components/account-privacy/account-privacy-section.tsx';

function Section({ id, title, intro, children }: { id: string; title: string; intro?: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-gray-200 bg-white p-6 shadow-sm sm:p-8">
      <h2 id={id} className="text-xl font-semibold text-ink">
        {title}
      </h2>
      {intro && <p className="mt-1 text-sm text-muted">{intro}</p>}
      <div className="mt-5">{children}</div>
    </section>
  );
}

function field(form: HTMLFormElement, name: string): string {
  return String(new FormData(form).get(name) ?? '');
}

/** /account (docs/product.md#routes profile): e-mail, display name, change of password, sign-out. */
export default function AccountPage() {
  const data = useAccountPageData();
  const auth = useAuthActor();
  const authInfo = useSelector(auth, (snapshot) => snapshot.context.authInfo);
  const signingOut = useSelector(auth, (snapshot) => snapshot.hasTag('signingOut'));
  const actor = useAccountActor({ uid: authInfo?.user.uid ?? null, user: data?.user ?? null });
  const user = useSelector(actor, (snapshot) => snapshot.context.user);
  const nameIssues = useSelector(actor, (snapshot) => snapshot.context.nameIssues);
  const passwordIssues = useSelector(actor, (snapshot) => snapshot.context.passwordIssues);
  const passwordChanged = useSelector(actor, (snapshot) => snapshot.context.passwordChanged);
  const loading = useSelector(actor, (snapshot) => snapshot.hasTag('loading'));
  const loadFailed = useSelector(actor, (snapshot) => snapshot.hasTag('loadFailed'));
  const savingName = useSelector(actor, (snapshot) => snapshot.hasTag('savingName'));
  const nameFailed = useSelector(actor, (snapshot) => snapshot.hasTag('nameFailed'));
  const savingPassword = useSelector(actor, (snapshot) => snapshot.hasTag('savingPassword'));
  const passwordFailed = useSelector(actor, (snapshot) => snapshot.hasTag('passwordFailed'));
  const nameForm = useRef<HTMLFormElement>(null);
  const passwordForm = useRef<HTMLFormElement>(null);
  const [nameAttempt, setNameAttempt] = useState(0);
  const [passwordAttempt, setPasswordAttempt] = useState(0);
  useFocusFirstInvalid(nameForm, nameAttempt);
  useFocusFirstInvalid(passwordForm, passwordAttempt);
  // The password was changed: nothing typed stays in the form.
  useEffect(() => {
    if (passwordChanged) passwordForm.current?.reset();
  }, [passwordChanged]);

  const saveName = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    actor.send({ type: 'account.saveName', name: field(event.currentTarget, 'name') });
    setNameAttempt((value) => value + 1);
  };
  const changePassword = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    actor.send({
      type: 'account.changePassword',
      old: field(form, 'old'),
      new: field(form, 'new'),
      confirmation: field(form, 'confirmation'),
    });
    setPasswordAttempt((value) => value + 1);
  };

  const subscriptionPath = routePath('account-subscription', '/account/subscription');

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-10 md:py-14">
      <header>
        <h1 className="font-serif text-3xl font-bold text-ink sm:text-4xl">{authPages.account.heading}</h1>
        <Link
          to={subscriptionPath}
          className="mt-3 inline-block font-semibold text-primary-dark underline underline-offset-4 hover:text-primary"
        >
          {t('app.titles.accountSubscription')} →
        </Link>
      </header>

      {loading && (
        <p role="status" className="text-muted">
          {authPages.account.loading}
        </p>
      )}
      {loadFailed && (
        <FormAlert tone="error">
          <p>{authPages.account.loadFailed}</p>
          <button
            type="button"
            onClick={() => actor.send({ type: 'account.retry' })}
            className="mt-2 font-semibold underline underline-offset-4"
          >
            {authPages.account.retry}
          </button>
        </FormAlert>
      )}

      {user && (
        <>
          <Section id="account-profile" title={authPages.account.profileTitle}>
            <form
              ref={nameForm}
              method="post"
              noValidate
              onSubmit={saveName}
              className="flex flex-col gap-5"
              data-testid="display-name-form"
            >
              <TextField
                name="email"
                type="email"
                label={authPages.account.email}
                defaultValue={user.email}
                readOnly
                autoComplete="email"
              />
              <TextField
                name="name"
                label={authPages.account.displayName}
                hint={authPages.account.displayNameHint}
                defaultValue={user.metadata.data.profile.name ?? ''}
                autoComplete="nickname"
                maxLength={60}
                issue={nameIssues.name}
                onEdit={() => actor.send({ type: 'account.edit', field: 'name' })}
              />
              {nameFailed && <FormAlert tone="error">{authPages.account.nameFailed}</FormAlert>}
              <div>
                <SubmitButton label={authPages.account.saveName} busyLabel={authPages.account.savingName} busy={savingName} />
              </div>
            </form>
          </Section>

          <Section id="account-password" title={authPages.account.passwordTitle} intro={authPages.account.passwordIntro}>
            <form
              ref={passwordForm}
              method="post"
              noValidate
              onSubmit={changePassword}
              className="flex flex-col gap-5"
              data-testid="password-form"
            >
              <input type="email" name="username" autoComplete="username" defaultValue={user.email} hidden readOnly />
              <PasswordField
                name="old"
                label={authPages.account.oldPassword}
                autoComplete="current-password"
                issue={passwordIssues.old}
                onEdit={() => actor.send({ type: 'account.edit', field: 'old' })}
              />
              <PasswordField
                name="new"
                label={authPages.account.newPassword}
                hint={authPages.form.passwordHint}
                autoComplete="new-password"
                issue={passwordIssues.new}
                onEdit={() => actor.send({ type: 'account.edit', field: 'new' })}
              />
              <PasswordField
                name="confirmation"
                label={authPages.account.confirmation}
                autoComplete="new-password"
                issue={passwordIssues.confirmation}
                onEdit={() => actor.send({ type: 'account.edit', field: 'confirmation' })}
              />
              {passwordFailed && <FormAlert tone="error">{authPages.account.passwordFailed}</FormAlert>}
              <div>
                <SubmitButton
                  label={authPages.account.changePassword}
                  busyLabel={authPages.account.changingPassword}
                  busy={savingPassword}
                />
              </div>
            </form>
          </Section>

          <AccountPrivacySection subscriptionPath={subscriptionPath} />
        </>
      )}

      <Section id="account-sign-out" title={authPages.account.signOutTitle} intro={authPages.account.signOutText}>
        <button
          type="button"
          onClick={() => actor.send({ type: 'account.signOut' })}
          disabled={signingOut}
          className="w-full rounded-full border border-gray-300 px-6 py-3 font-semibold text-ink hover:border-primary hover:text-primary disabled:opacity-70 sm:w-auto"
        >
          {signingOut ? t('auth.nav.signingOut') : authPages.account.signOut}
        </button>
      </Section>
    </div>
  );
}
