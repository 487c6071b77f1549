import { useSelector } from '@xstate/react';
import { useEffect, type FormEvent, type ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { changeCardMachine, CardField } from '../../../machines/account/change-card.machine.ts';
import { newSubmissionKey } from '../../../src/domain/idempotency.ts';
import type { CardOnFile } from '../../../src/domain/billing.ts';
import { brandName } from '../../../src/i18n/card-brand.ts';
import { fill } from '../../../src/i18n/fill.ts';
import { billingPages } from '../../../src/i18n/fr/billing-pages.ts';
import { FormAlert } from '../form/form-alert.tsx';
import { SubmitButton } from '../form/submit-button.tsx';
import { CardInputField } from './card-fields.tsx';

const texts = billingPages.changeCard;

/**
 * A refusal above the form: ink text on the error tint with a red edge (FormAlert's red text on
 * its tint measures 4.28:1, under the 4.5:1 small text needs).
 */
function ErrorNote({ children }: { children: ReactNode }) {
  return (
    <div
      role="alert"
      className="rounded-lg border border-error/30 border-l-4 border-l-error bg-error/5 px-4 py-3 text-sm font-medium text-ink"
    >
      {children}
    </div>
  );
}

/** Visa, Mastercard… from the provider's brand code (one home: src/i18n/card-brand.ts). */
export { brandName };

/**
 * The change-card form: number, one mm/aa field and the CVV with its hint, the docs/product.md#validation rules
 * checked by the machine, the fields kept after a refusal. Reads the actor's snapshot, sends events.
 */
export function ChangeCardForm({
  actor,
  onSaved,
  onCancel,
}: {
  actor: ActorRefFrom<typeof changeCardMachine>;
  onSaved?: (card: CardOnFile) => void;
  onCancel?: () => void;
}) {
  const values = useSelector(actor, (snapshot) => snapshot.context.values);
  const errors = useSelector(actor, (snapshot) => snapshot.context.errors);
  const declined = useSelector(actor, (snapshot) => snapshot.context.declined);
  const saving = useSelector(actor, (snapshot) => snapshot.hasTag('saving'));
  const failed = useSelector(actor, (snapshot) => snapshot.hasTag('failed'));
  const saved = useSelector(actor, (snapshot) => (snapshot.hasTag('saved') ? snapshot.context.saved : null));

  useEffect(() => {
    if (saved !== null) onSaved?.(saved);
  }, [saved, onSaved]);

  const edit = (field: CardField, value: string) => actor.send({ type: 'changeCard.edit', field, value });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (failed) actor.send({ type: 'changeCard.retry' });
    else actor.send({ type: 'changeCard.submit', key: newSubmissionKey() });
  };

  if (saved !== null) {
    return (
      <div data-testid="card-saved" className="flex flex-col gap-3">
        <FormAlert tone="success">{fill(texts.saved, { brand: brandName(saved.brand), last4: saved.last4 })}</FormAlert>
        <button
          type="button"
          onClick={() => actor.send({ type: 'changeCard.again' })}
          className="self-start text-sm font-semibold text-primary-dark underline underline-offset-4"
        >
          {billingPages.section.changeCard}
        </button>
      </div>
    );
  }
  return (
    <form
      method="post"
      onSubmit={submit}
      noValidate
      className="flex flex-col gap-4"
      aria-label={texts.title}
      data-testid="change-card-form"
    >
      <p className="text-sm text-muted">{texts.intro}</p>
      {declined !== null && <ErrorNote>{fill(texts.declined, { code: declined })}</ErrorNote>}
      {failed && <ErrorNote>{texts.failed}</ErrorNote>}
      <CardInputField
        field="number"
        label={texts.number}
        value={values.number}
        error={errors.number}
        autoComplete="cc-number"
        inputMode="numeric"
        maxLength={23}
        onChange={edit}
      />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <CardInputField
          field="expiry"
          label={texts.expiry}
          value={values.expiry}
          error={errors.expiry}
          autoComplete="cc-exp"
          inputMode="numeric"
          maxLength={7}
          placeholder={texts.expiryPlaceholder}
          onChange={edit}
        />
        <CardInputField
          field="code"
          label={texts.code}
          value={values.code}
          error={errors.code}
          hint={texts.codeHint}
          autoComplete="cc-csc"
          inputMode="numeric"
          maxLength={4}
          onChange={edit}
        />
      </div>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <SubmitButton label={texts.submit} busyLabel={texts.submitting} busy={saving} />
        {onCancel && (
          <button type="button" onClick={onCancel} className="font-semibold text-muted underline underline-offset-4">
            {texts.cancel}
          </button>
        )}
      </div>
    </form>
  );
}
