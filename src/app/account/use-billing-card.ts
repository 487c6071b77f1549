import { useActorRef } from '@xstate/react';
import { useEffect, useState } from 'react';
import { fromPromise } from 'xstate';
import { changeCardMachine, type CardToSave, type ChangeCardOutcome } from '../../../machines/account/change-card.machine.ts';
import { useAppServices } from '../app-context.tsx';
import { changeCard, getCardLink } from '../../api/billing.ts';
import { isApiError } from '../../api/errors.ts';
import type { CardLink } from '../../domain/billing.ts';
import { routeContext } from '../route-context.ts';

/** What an answer of POST /api/billing/card means for the form (the machine's outcomes). */
export function outcomeOf(error: unknown): ChangeCardOutcome {
  if (!isApiError(error)) return { type: 'unavailable' };
  if (error.kind === 'unauthorized') return { type: 'linkInvalid' };
  if (error.kind === 'invalid-argument') {
    const declined = error.violations.find((violation) => violation.property === 'creditCard');
    if (declined !== undefined) return { type: 'declined', code: typeof error.code === 'string' ? error.code : '' };
    const errors: Record<string, string> = {};
    for (const violation of error.violations) {
      const field = violation.property.endsWith('number') ? 'number' : violation.property.endsWith('code') ? 'code' : 'expiry';
      errors[field] ??= violation.message;
    }
    return { type: 'invalid', errors };
  }
  return { type: 'unavailable' };
}

/**
 * The change-card machine with its I/O: POST /api/billing/card with the member's bearer token, or
 * with the signed link's token (`linkToken`) on /account/card for a member not signed in.
 */
export function useChangeCardActor(linkToken: string | null = null) {
  const { auth } = useAppServices();
  return useActorRef(
    changeCardMachine.provide({
      actors: {
        saveCard: fromPromise<ChangeCardOutcome, { card: CardToSave; key: string }>(async ({ input, signal }) => {
          try {
            const { card } = await changeCard(
              await routeContext(null).api(),
              { creditCard: input.card, ...(linkToken === null ? {} : { token: linkToken }) },
              { idempotencyKey: input.key, token: linkToken === null ? auth.default.getSnapshot().context.token : null, signal },
            );
            return { type: 'saved', card };
          } catch (error) {
            return outcomeOf(error);
          }
        }),
      },
    }),
    { input: { today: new Date() } },
  );
}

/** GET /api/billing/card-link: whose card the e-mailed link changes, or null once it is no longer valid. */
async function readCardLink(token: string, signal?: AbortSignal): Promise<CardLink | null> {
  try {
    return await getCardLink(await routeContext(null).api(), token, { signal });
  } catch (error) {
    if (isApiError(error) && (error.kind === 'unauthorized' || error.kind === 'invalid-argument')) return null;
    throw error;
  }
}

/** What the e-mailed card link's check says, for /account/card?token=…: checking, then valid, invalid or failed. */
export type CardLinkState = { status: 'checking' } | { status: 'invalid' } | { status: 'failed' } | { status: 'valid'; link: CardLink };

/** Checks the e-mailed link's token once per token (an empty token is invalid without a call). */
export function useCardLink(token: string): CardLinkState {
  const [state, setState] = useState<CardLinkState>({ status: 'checking' });
  useEffect(() => {
    if (token === '') {
      setState({ status: 'invalid' });
      return;
    }
    setState({ status: 'checking' });
    const controller = new AbortController();
    readCardLink(token, controller.signal).then(
      (link) => setState(link === null ? { status: 'invalid' } : { status: 'valid', link }),
      () => {
        if (!controller.signal.aborted) setState({ status: 'failed' });
      },
    );
    return () => controller.abort();
  }, [token]);
  return state;
}
