import { withdrawal } from '../../../src/i18n/fr/withdrawal.ts';
import { dateOf } from '../../clock.ts';
import type { ServerServices } from '../../services.ts';
import { recordExpressRequest } from './service.ts';

/**
 * The express request to begin the coaching at once (L221-25, docs/decisions/0021-withdrawal.md),
 * one rule for every way of paying (docs/decisions/0032-express-start-on-every-path.md): the card
 * form and the hosted page both ask it with the same wording, refuse to charge without it, and
 * record it here, once per member, before anything is charged. The withdrawal's refund then reads
 * that record alone (quote.ts), whatever the member paid with.
 */

/** The wording the member agreed to, kept with the request. */
export const EXPRESS_START_WORDING = withdrawal.expressStart.version;

/** Records the member's express request at the clock's time (a second one keeps the first). */
export async function recordExpressStart(services: Pick<ServerServices, 'database' | 'clock'>, userUid: string): Promise<void> {
  await recordExpressRequest(services.database.db, userUid, EXPRESS_START_WORDING, dateOf(services.clock));
}

/** What a hosted-page form posts when the box is ticked: a checkbox sends its value, an unticked one nothing. */
export function expressStartTicked(value: unknown): boolean {
  return typeof value === 'string' && value !== '';
}
