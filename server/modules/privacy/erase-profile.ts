import { eq, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { outbox, payments, subscriptions, supportContacts, users } from '../../db/schema/index.ts';
import { recordSubscriptionStep } from '../flows/lifecycles.ts';
import { requireStep } from '../subscriptions/lifecycle.ts';

/**
 * What erasing a profile removes, in the caller's transaction, once the caller has locked the user
 * row and checked that nothing still runs (every subscription ended, no refund owed). The same
 * steps as the end-of-membership erasure (server/modules/subscriptions/erasure.ts):
 * - the account row (e-mail, password hash, metadata) and, by cascade, its subscriptions, card on
 *   file, affiliation, payment objects, checkout sessions, reset links and idempotency keys;
 *   sessions are tokens signed with the account's version: they stop with the row;
 * - the e-mails still kept in the outbox for its address;
 * - the support contacts of the account or its address, with their tickets and coaching
 *   discussions and every message in them (the team's replies included);
 * - payments stay (accounting records, kept ten years: Code de commerce L123-22), anonymised: no
 *   user, no card token, no last four digits. Issued receipts stay as issued (0020).
 * A subscription the machine refuses to erase (not ended) throws: the transaction rolls back.
 */
export async function eraseProfile(tx: Database, user: { uid: string; email: string }, now: Date): Promise<void> {
  // The machine has the last word: only an ended subscription may be erased.
  for (const row of await tx.select().from(subscriptions).where(eq(subscriptions.userUid, user.uid))) {
    await recordSubscriptionStep(tx, row, 'subscription.erase', requireStep(row, { type: 'subscription.erase' }), now);
  }
  await tx.update(payments).set({ cardToken: null, cardLast4: null }).where(eq(payments.userUid, user.uid));
  await tx.delete(outbox).where(sql`lower(${outbox.to}) = lower(${user.email})`);
  await tx
    .delete(supportContacts)
    .where(or(eq(supportContacts.userUid, user.uid), sql`lower(${supportContacts.email}) = lower(${user.email})`));
  await tx.delete(users).where(eq(users.uid, user.uid));
}
