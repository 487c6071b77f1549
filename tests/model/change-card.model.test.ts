import { describe, expect, it } from 'vitest';
import type { EventObject } from 'xstate';
import {
  changeCardMachine,
  checkCard,
  type CardField,
  type ChangeCardEvent,
  type ChangeCardOutcome,
} from '../../machines/account/change-card.machine.ts';
import type { CardOnFile } from '../../src/domain/billing.ts';
import { describeModel, doneActorEvent, errorActorEvent, type StepContext } from '../support/model-testing.ts';

const TODAY = new Date(2026, 10, 24, 12, 0, 0);

/**
 * The card rules (docs/product.md#validation) as the member meets them in the change-card form (expectations written from
 * the rules, not from the code): each sample value and whether it passes its field's rule today
 * (24 November 2026).
 */
const SAMPLES: Record<CardField, Array<{ value: string; valid: boolean; why: string; rule?: string; pastOnly?: boolean }>> = {
  number: [
    { value: '4242 4242 4242 4242', valid: true, why: 'Luhn, 16 digits, spaces allowed' },
    { value: '4242 4242 4242 4241', valid: false, why: 'Luhn fails', rule: 'cardNumberInvalid' },
  ],
  expiry: [
    { value: '11/26', valid: true, why: 'the current month: usable to its last day' },
    // docs/product.md#validation: a past expiry is reported once every field passed its own rule.
    { value: '10/26', valid: false, why: 'last month: expired', rule: 'expiryPast', pastOnly: true },
    // A month then a one-digit year: the month is right, so the year's rule speaks.
    { value: '12/2', valid: false, why: 'the year cut short', rule: 'yearFormat' },
  ],
  code: [
    { value: '123', valid: true, why: '3 digits' },
    { value: '12', valid: false, why: 'fewer than 3 digits', rule: 'cvvDigits' },
  ],
};

describe('checkCard applies the rules (docs/product.md#validation) to the mm/aa form', () => {
  it.each([
    ['11/26', true],
    ['11/2026', true],
    ['12/30', true],
    ['10/26', false],
    ['13/27', false],
    ['00/27', false],
    // Digits only are read as mm/aa, as on the signup card form (card-rules.ts splitExpiry).
    ['1226', true],
    ['12/2', false],
    ['', false],
  ])('expiry %s → %s', (expiry, valid) => {
    const checked = checkCard({ number: '4242424242424242', expiry, code: '123' }, TODAY);
    expect('card' in checked).toBe(valid);
    if (!valid) expect(Object.keys('errors' in checked ? checked.errors : {})).toEqual(['expiry']);
  });
  it('answers the card as the API takes it', () => {
    expect(checkCard({ number: '5555 5555 5555 4444', expiry: '03/29', code: '1234' }, TODAY)).toEqual({
      card: { number: '5555555555554444', month: 3, year: 2029, code: '1234' },
    });
  });
  it('reports every broken field at once, empty ones as required', () => {
    const checked = checkCard({ number: '', expiry: '', code: '' }, TODAY);
    expect(checked).toEqual({ errors: { number: 'required', expiry: 'required', code: 'required' } });
  });
});

const saved: CardOnFile = { brand: 'visa', last4: '4242', expMonth: 11, expYear: 2026 };
const outcomes: ChangeCardOutcome[] = [
  { type: 'saved', card: saved },
  { type: 'declined', code: '1100004PI5' },
  { type: 'invalid', errors: { number: 'Numéro refusé' } },
  { type: 'linkInvalid' },
  { type: 'unavailable' },
];

type Step = StepContext<typeof changeCardMachine>;
const isEvent = <T extends ChangeCardEvent['type']>(event: EventObject, type: T): event is Extract<ChangeCardEvent, { type: T }> =>
  event.type === type;
const validity = (field: CardField, value: string): boolean =>
  value !== '' && (SAMPLES[field].find((sample) => sample.value === value)?.valid ?? false);

/**
 * The change-card form as docs/product.md#validation says it, the test's own table
 * carried along every path without the actor: what the form shows (fields, their messages, the
 * bank's refusal, the card saved) and which attempts reached the server with which key.
 */
type View = 'editing' | 'saving' | 'saved' | 'failed' | 'linkInvalid';
interface Outcome {
  view: View;
  values: Record<CardField, string>;
  errors: Partial<Record<CardField, string>>;
  declined: string | null;
  saved: CardOnFile | null;
  /** The Idempotency-Key of each request sent. */
  sentKeys: string[];
  /** The key of the attempt in flight or to retry. */
  key: string | null;
}

const NO_VALUES = { number: '', expiry: '', code: '' };
const START: Outcome = { view: 'editing', values: NO_VALUES, errors: {}, declined: null, saved: null, sentKeys: [], key: null };

/** Each field's message by the rules: empty is required; a past expiry only once the others pass. */
function cardErrors(values: Record<CardField, string>): Partial<Record<CardField, string>> {
  const errors: Partial<Record<CardField, string>> = {};
  const othersValid = validity('number', values.number) && validity('code', values.code);
  for (const field of Object.keys(SAMPLES) as CardField[]) {
    const value = values[field];
    if (value === '') {
      errors[field] = 'required';
      continue;
    }
    const sample = SAMPLES[field].find((candidate) => candidate.value === value);
    if (!sample || sample.valid) continue;
    if (sample.pastOnly && !othersValid) continue;
    errors[field] = sample.rule;
  }
  return errors;
}

function nextOutcome(before: Outcome, event: EventObject): Outcome {
  if (isEvent(event, 'changeCard.edit')) {
    if (before.view !== 'editing' && before.view !== 'failed') return before;
    // Typing clears the field's own message and the bank's refusal; after no answer, a new attempt.
    const { [event.field]: _cleared, ...errors } = before.errors;
    return {
      ...before,
      view: 'editing',
      values: { ...before.values, [event.field]: event.value },
      errors,
      declined: null,
      key: before.view === 'failed' ? null : before.key,
    };
  }
  if (isEvent(event, 'changeCard.submit')) {
    if (before.view !== 'editing') return before;
    const errors = cardErrors(before.values);
    if (Object.keys(errors).length > 0) return { ...before, errors, declined: null };
    return { ...before, view: 'saving', errors: {}, declined: null, key: event.key, sentKeys: [...before.sentKeys, event.key] };
  }
  // The same attempt again, with its key: the server never verifies the card twice.
  if (event.type === 'changeCard.retry')
    return before.view === 'failed' && before.key ? { ...before, view: 'saving', sentKeys: [...before.sentKeys, before.key] } : before;
  if (event.type === 'changeCard.again') return before.view === 'saved' ? { ...before, view: 'editing', values: NO_VALUES } : before;
  if (event.type === 'xstate.error.actor.saveCard') return { ...before, view: 'failed' };
  const output = (event as { output?: ChangeCardOutcome }).output;
  if (event.type !== 'xstate.done.actor.saveCard' || output === undefined) return before;
  switch (output.type) {
    case 'saved':
      // The number typed is not kept once the card is on file.
      return { ...before, view: 'saved', saved: output.card, values: NO_VALUES, key: null };
    case 'declined':
      return { ...before, view: 'editing', declined: output.code, key: null };
    case 'invalid':
      return { ...before, view: 'editing', errors: output.errors, key: null };
    case 'linkInvalid':
      return { ...before, view: 'linkInvalid', values: NO_VALUES, key: null };
    case 'unavailable':
      return { ...before, view: 'failed' };
  }
}

function observe({ snapshot, invocations }: Step): Outcome {
  const { context } = snapshot;
  const view = (['editing', 'saving', 'saved', 'failed', 'linkInvalid'] as const).find((tag) => snapshot.hasTag(tag)) ?? 'editing';
  return {
    view,
    values: context.values,
    errors: context.errors,
    declined: context.declined,
    saved: context.saved,
    sentKeys: invocations.map((invocation) => (invocation.input as { key: string }).key),
    key: context.key,
  };
}

describeModel(
  'changeCard',
  {
    machine: changeCardMachine,
    expected: { initial: () => START, next: nextOutcome, observe },
    scenarios: [{ name: 'today 24 November 2026', input: { today: TODAY } }],
    contextKeys: ['values', 'errors', 'declined', 'key', 'saved'],
    events: {
      'changeCard.edit': (Object.keys(SAMPLES) as CardField[]).flatMap((field) =>
        SAMPLES[field].map((sample) => ({ type: 'changeCard.edit' as const, field, value: sample.value })),
      ),
      'changeCard.submit': [{ type: 'changeCard.submit', key: 'key-1' }],
      'changeCard.retry': [{ type: 'changeCard.retry' }],
      'changeCard.again': [{ type: 'changeCard.again' }],
      'xstate.done.actor.saveCard': outcomes.map((outcome) => doneActorEvent('saveCard', outcome)),
      'xstate.error.actor.saveCard': [errorActorEvent('saveCard', new Error('unexpected'))],
    },
    describeEvent: (event) => {
      if (isEvent(event, 'changeCard.edit')) return `type ${event.field} "${event.value}"`;
      const output = (event as { output?: ChangeCardOutcome }).output;
      if (output !== undefined) return `saveCard → ${output.type}`;
      return event.type;
    },
  },
  (step: Step) => {
    const { snapshot, previous, event } = step;
    const { context } = snapshot;
    const tags = (['editing', 'saving', 'saved', 'failed', 'linkInvalid'] as const).filter((tag) => snapshot.hasTag(tag));
    // Exactly one of the view's tags at any time.
    expect(tags).toHaveLength(1);
    // A key is held only while an attempt is in flight or may be retried.
    expect(context.key !== null).toBe(snapshot.hasTag('saving') || snapshot.hasTag('failed'));
    if (previous === undefined) {
      expect(snapshot.hasTag('editing')).toBe(true);
      return;
    }

    if (isEvent(event, 'changeCard.submit') && previous.hasTag('editing')) {
      const allValid = (Object.keys(SAMPLES) as CardField[]).every((field) => validity(field, previous.context.values[field]));
      if (allValid) {
        // Sent once, with the submission's key and the card as the API takes it.
        expect(snapshot.hasTag('saving')).toBe(true);
        expect(step.invocations.at(-1)?.input).toMatchObject({ key: event.key });
      } else {
        // Nothing sent; each field breaking its rule says so, the others say nothing.
        expect(snapshot.hasTag('editing')).toBe(true);
        const values = previous.context.values;
        const othersValid = validity('number', values.number) && validity('code', values.code);
        const pastOnly = SAMPLES.expiry.find((sample) => sample.value === values.expiry)?.pastOnly === true;
        for (const field of Object.keys(SAMPLES) as CardField[]) {
          const reported = !validity(field, values[field]) && (field !== 'expiry' || !pastOnly || othersValid);
          expect(context.errors[field] !== undefined, field).toBe(reported);
        }
      }
    }
    if (isEvent(event, 'changeCard.edit') && previous.hasTag('editing')) {
      // Typing in a field clears its own message and the refusal banner, never the others'.
      expect(context.values[event.field]).toBe(event.value);
      expect(context.errors[event.field]).toBeUndefined();
      expect(context.declined).toBeNull();
    }

    const output = (event as { output?: ChangeCardOutcome }).output;
    if (event.type === 'xstate.done.actor.saveCard' && output !== undefined) {
      switch (output.type) {
        case 'saved':
          expect(snapshot.hasTag('saved')).toBe(true);
          expect(context.saved).toEqual(saved);
          // The card number is not kept in memory once saved.
          expect(context.values).toEqual({ number: '', expiry: '', code: '' });
          break;
        case 'declined':
          // The bank's refusal: the fields stay as typed, the code is shown.
          expect(snapshot.hasTag('editing')).toBe(true);
          expect(context.values).toEqual(previous.context.values);
          expect(context.declined).toBe(output.code);
          break;
        case 'invalid':
          expect(snapshot.hasTag('editing')).toBe(true);
          expect(context.values).toEqual(previous.context.values);
          expect(context.errors).toEqual(output.errors);
          break;
        case 'linkInvalid':
          expect(snapshot.hasTag('linkInvalid')).toBe(true);
          expect(snapshot.status).toBe('done');
          break;
        case 'unavailable':
          expect(snapshot.hasTag('failed')).toBe(true);
          expect(context.key).toBe(previous.context.key);
          break;
      }
    }
    if (event.type === 'xstate.error.actor.saveCard') expect(snapshot.hasTag('failed')).toBe(true);
    if (event.type === 'changeCard.retry' && previous.hasTag('failed')) {
      // The retry is the same attempt: same key, so the server never verifies the card twice.
      expect(snapshot.hasTag('saving')).toBe(true);
      expect(step.invocations.at(-1)?.input).toMatchObject({ key: previous.context.key });
    }
    if (event.type === 'changeCard.again' && previous.hasTag('saved')) {
      expect(snapshot.hasTag('editing')).toBe(true);
      expect(context.values).toEqual({ number: '', expiry: '', code: '' });
    }
  },
);
