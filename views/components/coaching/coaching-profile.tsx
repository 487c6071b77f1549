import { Description, DialogTitle } from '@headlessui/react';
import { useSelector } from '@xstate/react';
import { useRef, useState, type FormEvent } from 'react';
import type { ActorRefFrom } from 'xstate';
import { nicknameOf, type coachingProfileMachine } from '../../../machines/coaching/coaching-profile.machine.ts';
import { useCoachingProfileActor } from '../../../src/app/coaching/use-coaching-actors.ts';
import { NAME_MAX } from '../../../src/domain/field-rules.ts';
import { fill } from '../../../src/i18n/fill.ts';
import { coachingPages } from '../../../src/i18n/fr/coaching-pages.ts';
import { FormAlert } from '../form/form-alert.tsx';
import { SubmitButton } from '../form/submit-button.tsx';
import { TextField } from '../form/text-field.tsx';
import { useFocusFirstInvalid } from '../form/use-focus-first-invalid.ts';
import { useHydrated } from '../form/use-hydrated.ts';
import { CenteredDialog, DialogActions } from '../centered-dialog.tsx';

type ProfileActor = ActorRefFrom<typeof coachingProfileMachine>;
const texts = coachingPages.nickname;
const linkButton = 'font-semibold text-primary-dark underline underline-offset-4 hover:text-primary';

/** docs/product.md#routes the dialog asking for a first name or nickname to show the coach (Headless UI, lazy chunk). */
function NicknameDialog({ actor }: { actor: ProfileActor }) {
  const hydrated = useHydrated();
  const open = useSelector(actor, (snapshot) => snapshot.hasTag('dialogOpen'));
  const saving = useSelector(actor, (snapshot) => snapshot.hasTag('saving'));
  const failed = useSelector(actor, (snapshot) => snapshot.hasTag('saveFailed'));
  const issue = useSelector(actor, (snapshot) => snapshot.context.nameIssue);
  const current = useSelector(actor, (snapshot) => nicknameOf(snapshot.context));
  const form = useRef<HTMLFormElement>(null);
  const [attempt, setAttempt] = useState(0);
  useFocusFirstInvalid(form, attempt);
  const dismiss = () => {
    if (!saving) actor.send({ type: 'coachingProfile.dismiss' });
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    actor.send({ type: 'coachingProfile.submit', name: String(new FormData(event.currentTarget).get('nickname') ?? '') });
    setAttempt((value) => value + 1);
  };
  return (
    <CenteredDialog open={hydrated && open} onClose={dismiss} testId="nickname-dialog" width="max-w-lg">
      <DialogTitle className="font-serif text-2xl font-bold text-ink">{texts.dialogTitle}</DialogTitle>
      <Description className="mt-3 text-sm leading-relaxed text-muted">{texts.dialogText}</Description>
      <form ref={form} method="post" noValidate onSubmit={submit} className="mt-5 flex flex-col gap-5">
        <TextField
          name="nickname"
          label={texts.label}
          hint={texts.hint}
          defaultValue={current ?? ''}
          autoComplete="nickname"
          autoFocus
          maxLength={NAME_MAX}
          required
          issue={issue ?? undefined}
          onEdit={() => actor.send({ type: 'coachingProfile.edit' })}
        />
        {failed && (
          <FormAlert tone="error" testId="nickname-failed">
            {texts.saveFailed}
          </FormAlert>
        )}
        <DialogActions dismissLabel={texts.later} onDismiss={dismiss} disabled={saving} className="">
          <SubmitButton label={texts.submit} busyLabel={texts.submitting} busy={saving} />
        </DialogActions>
      </form>
    </CenteredDialog>
  );
}

/**
 * The name the coaches see: a line saying it (with "Modifier"), or an invitation to choose one; and
 * the dialog, which the coachingProfile machine opens while the member has no name.
 */
export function CoachingProfile() {
  const actor = useCoachingProfileActor();
  const state = useSelector(actor, (snapshot) =>
    snapshot.hasTag('named') ? 'named' : snapshot.hasTag('unnamed') ? 'unnamed' : snapshot.hasTag('loadFailed') ? 'loadFailed' : 'other',
  );
  const name = useSelector(actor, (snapshot) => nicknameOf(snapshot.context));
  const open = () => actor.send({ type: 'coachingProfile.open' });
  return (
    <>
      {state === 'named' && name && (
        <p className="text-sm text-muted" data-testid="nickname">
          {fill(texts.shownAs, { name })}{' '}
          <button type="button" onClick={open} className={linkButton}>
            {texts.change}
          </button>
        </p>
      )}
      {state === 'unnamed' && (
        <FormAlert tone="info" testId="nickname-missing">
          <p>{texts.missing}</p>
          <button type="button" onClick={open} className={`mt-1 ${linkButton}`}>
            {texts.choose}
          </button>
        </FormAlert>
      )}
      {state === 'loadFailed' && (
        <p className="text-sm text-muted">
          {texts.loadFailed}{' '}
          <button type="button" onClick={() => actor.send({ type: 'coachingProfile.retry' })} className={linkButton}>
            {texts.retry}
          </button>
        </p>
      )}
      <NicknameDialog actor={actor} />
    </>
  );
}
