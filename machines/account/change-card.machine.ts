import { assign, setup } from 'xstate';
import { creditCardSchema, splitExpiry } from '../../src/domain/card-rules.ts';
import type { CardOnFile } from '../../src/domain/billing.ts';
import { notProvidedActor } from '../shared/not-provided.ts';

/**
 * Change of card, on /account/subscription and on the failed-renewal link's page
 * (/account/card?token=…). The same card rules (docs/product.md#validation) as the payment form (src/domain/card-rules.ts),
 * with one "mm/aa" expiry field; the fields are kept after a refusal.
 *
 * Provided by the app: actor `saveCard` (input {card, key}) → ChangeCardOutcome, never rejecting
 * (the hook turns every failure into an outcome). The Idempotency-Key comes with the submit event
 * (one per submission) and is reused by "retry" after an unanswered attempt, so a retry never
 * verifies the card twice.
 * Views: tags `editing`, `saving`, `saved`, `failed`, `linkInvalid`.
 */

export type CardField = 'number' | 'expiry' | 'code';
export type CardValues = Record<CardField, string>;
/** Field messages: docs/product.md#validation rule keys (translated with fieldMessage) or a server's French message. */
export type CardErrors = Partial<Record<CardField, string>>;

export interface CardToSave {
  number: string;
  month: number;
  year: number;
  code: string;
}

/** What an attempt ended with, as the hook tells it. */
export type ChangeCardOutcome =
  | { type: 'saved'; card: CardOnFile }
  /** The bank refused the card (its code): the fields stay, the member tries another card. */
  | { type: 'declined'; code: string }
  /** The server refused fields (same rules, checked again there). */
  | { type: 'invalid'; errors: CardErrors }
  /** The signed link expired or was revoked (or the session ended). */
  | { type: 'linkInvalid' }
  /** No answer, or a server error: the same attempt may be retried. */
  | { type: 'unavailable' };

export interface ChangeCardInput {
  /** The day the rules compare the expiry with (the app passes today). */
  today: Date;
}

export interface ChangeCardContext {
  today: Date;
  values: CardValues;
  errors: CardErrors;
  /** The bank's refusal code of the last attempt, shown above the form. */
  declined: string | null;
  /** The Idempotency-Key of the attempt in flight or to retry. */
  key: string | null;
  saved: CardOnFile | null;
}

export type ChangeCardEvent =
  | { type: 'changeCard.edit'; field: CardField; value: string }
  | { type: 'changeCard.submit'; key: string }
  | { type: 'changeCard.retry' }
  /** After a saved change: another card. */
  | { type: 'changeCard.again' };

export type ChangeCardTag = 'editing' | 'saving' | 'saved' | 'failed' | 'linkInvalid';

const EMPTY: CardValues = { number: '', expiry: '', code: '' };

/**
 * The docs/product.md#validation card rules over the three fields: the card to save, or each field's first rule broken.
 * Month and year problems (format, past expiry) are the expiry field's.
 */
export function checkCard(values: CardValues, today: Date): { card: CardToSave } | { errors: CardErrors } {
  const expiry = splitExpiry(values.expiry);
  const parsed = creditCardSchema(today).safeParse({
    number: values.number,
    month: expiry.month,
    year: expiry.year,
    code: values.code,
  });
  if (parsed.success) return { card: parsed.data };
  const errors: CardErrors = {};
  for (const issue of parsed.error.issues) {
    const path = issue.path[0];
    const field: CardField = path === 'number' ? 'number' : path === 'code' ? 'code' : 'expiry';
    if (errors[field] !== undefined) continue;
    errors[field] = issue.message;
  }
  return { errors };
}

/** The outcome a done event of `saveCard` carries (guards see every event type). */
function outcomeOf(event: { type: string }): ChangeCardOutcome | undefined {
  return (event as { output?: ChangeCardOutcome }).output;
}

export const changeCardMachine = setup({
  types: {
    context: {} as ChangeCardContext,
    events: {} as ChangeCardEvent,
    input: {} as ChangeCardInput,
    tags: {} as ChangeCardTag,
  },
  actors: {
    saveCard: notProvidedActor<ChangeCardOutcome, { card: CardToSave; key: string }>('saveCard'),
  },
  guards: {
    cardValid: ({ context }) => 'card' in checkCard(context.values, context.today),
    saved: ({ event }) => outcomeOf(event)?.type === 'saved',
    declined: ({ event }) => outcomeOf(event)?.type === 'declined',
    refused: ({ event }) => outcomeOf(event)?.type === 'invalid',
    linkInvalid: ({ event }) => outcomeOf(event)?.type === 'linkInvalid',
  },
  actions: {
    edit: assign(({ context, event }) => {
      if (event.type !== 'changeCard.edit') return {};
      const { [event.field]: _dropped, ...errors } = context.errors;
      return { values: { ...context.values, [event.field]: event.value }, errors, declined: null };
    }),
    showErrors: assign(({ context }) => {
      const checked = checkCard(context.values, context.today);
      return { errors: 'errors' in checked ? checked.errors : {}, declined: null };
    }),
    takeKey: assign({ key: ({ event }) => (event.type === 'changeCard.submit' ? event.key : null), errors: {}, declined: null }),
  },
}).createMachine({
  id: 'changeCard',
  description:
    'Change of card: number, mm/aa and CVV checked by the rules (docs/product.md#validation), then a 0 € verification by the ' +
    'provider with an Idempotency-Key; a refusal keeps the fields, an unanswered attempt is retried with the same key.',
  context: ({ input }) => ({ today: input.today, values: EMPTY, errors: {}, declined: null, key: null, saved: null }),
  initial: 'editing',
  states: {
    editing: {
      description: 'The form; submitting checks the rules first.',
      tags: ['editing'],
      on: {
        'changeCard.edit': { actions: 'edit' },
        'changeCard.submit': [{ guard: 'cardValid', target: 'saving', actions: 'takeKey' }, { actions: 'showErrors' }],
      },
    },
    saving: {
      description: 'POST /api/billing/card.',
      tags: ['saving'],
      invoke: {
        id: 'saveCard',
        src: 'saveCard',
        input: ({ context }) => {
          const checked = checkCard(context.values, context.today);
          if (!('card' in checked) || context.key === null) throw new Error('saving without a valid card and key');
          return { card: checked.card, key: context.key };
        },
        onDone: [
          {
            guard: 'saved',
            target: 'saved',
            actions: assign(({ event }) => ({ saved: event.output.type === 'saved' ? event.output.card : null, values: EMPTY, key: null })),
          },
          {
            guard: 'declined',
            target: 'editing',
            // The fields stay: the member corrects or types another card.
            actions: assign(({ event }) => ({ declined: event.output.type === 'declined' ? event.output.code : null, key: null })),
          },
          {
            guard: 'refused',
            target: 'editing',
            actions: assign(({ event }) => ({ errors: event.output.type === 'invalid' ? event.output.errors : {}, key: null })),
          },
          {
            guard: 'linkInvalid',
            target: 'linkInvalid',
            // Nothing more can be sent with this link: the card typed is forgotten.
            actions: assign({ key: null, values: EMPTY }),
          },
          { target: 'failed' },
        ],
        // The hook never rejects; if it does anyway, the attempt is as unanswered.
        onError: { target: 'failed' },
      },
    },
    failed: {
      description: 'No answer: retry with the same key, or edit.',
      tags: ['failed'],
      on: {
        // The same key: the server answers the first attempt's outcome, never verifies twice.
        'changeCard.retry': { target: 'saving' },
        'changeCard.edit': { target: 'editing', actions: ['edit', assign({ key: null })] },
      },
    },
    saved: {
      description: 'The new card is on file.',
      tags: ['saved'],
      on: { 'changeCard.again': { target: 'editing' } },
    },
    linkInvalid: { description: 'The e-mailed link expired or was revoked.', tags: ['linkInvalid'], type: 'final' },
  },
});
