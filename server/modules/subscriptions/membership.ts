import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { subscriptions, supportContacts, supportTokens, users, type SubscriptionRow } from '../../db/schema/index.ts';
import { revokeTokens } from '../users/repository.ts';
import type { RowStep } from './lifecycle.ts';

/**
 * The end of a membership (docs/product.md#states), in the caller's transaction, after the machine said `ended`:
 * the subscription is closed, the account can no longer sign in (status ended, role vip removed)
 * and every token issued so far is revoked. Returns the member's e-mail for the farewell mail.
 */
export async function endMembership(db: Database, row: SubscriptionRow, step: RowStep, endedAt: Date): Promise<string | null> {
  if (step.lifecycle.state !== 'ended' || step.columns === null) throw new Error('endMembership without an ended step');
  await db
    .update(subscriptions)
    .set({ ...step.columns, endedAt, nextRenewalAt: null })
    .where(eq(subscriptions.uid, row.uid));
  const [user] = await db
    .update(users)
    .set({ status: 'ended', roles: sql`array_remove(${users.roles}, 'vip')`, modifiedAt: endedAt })
    .where(eq(users.uid, row.userUid))
    .returning({ email: users.email });
  await revokeTokens(db, row.userUid);
  // E-mailed coaching links of the member stop too (they would outlive the membership by 30 days).
  const membersContacts = db.select({ uid: supportContacts.uid }).from(supportContacts).where(eq(supportContacts.userUid, row.userUid));
  await db.delete(supportTokens).where(and(eq(supportTokens.type, 'coaching'), inArray(supportTokens.contactUid, membersContacts)));
  return user?.email ?? null;
}
