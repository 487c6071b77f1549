import type { LoadedSubscription } from '../../../machines/account/subscription-page.machine.ts';
import { isApiError } from '../../api/errors.ts';
import { getSubscription } from '../../api/subscriptions.ts';
import type { HttpClient } from '../../api/http-client.ts';
import type { LoadArgs } from '../route-types.ts';

export interface SubscriptionPageData {
  /** Null: not read here (no session, or a failure); the page's machine loads it and can retry. */
  loaded: LoadedSubscription | null;
}

/** GET /api/subscriptions; a 404 means the account has no subscription (null), anything else throws. */
export async function readSubscription(client: HttpClient, signal?: AbortSignal): Promise<LoadedSubscription> {
  try {
    return { subscription: await getSubscription(client, { signal }) };
  } catch (error) {
    if (isApiError(error) && error.kind === 'not-found') return { subscription: null };
    throw error;
  }
}

/**
 * /account/subscription data, read on the server for the first render (the session's token) and in
 * the browser on navigation, so the page shows the subscription without a loading flash.
 */
export async function loadSubscriptionPage({ context, signal }: LoadArgs): Promise<SubscriptionPageData> {
  if (!context.auth()) return { loaded: null };
  try {
    return { loaded: await readSubscription(await context.api(), signal) };
  } catch {
    return { loaded: null };
  }
}
