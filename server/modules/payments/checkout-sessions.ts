import { and, eq, gt } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { checkoutSessions, type CheckoutSessionRow } from '../../db/schema/index.ts';

/** A hosted payment page stays usable this long after the link was made. */
export const CHECKOUT_SESSION_TTL_MS = 30 * 60_000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function openCheckoutSession(db: Database, userUid: string, formula: string, now: Date): Promise<CheckoutSessionRow> {
  const [row] = await db
    .insert(checkoutSessions)
    .values({ userUid, formula, expiresAt: new Date(now.getTime() + CHECKOUT_SESSION_TTL_MS) })
    .returning();
  if (row === undefined) throw new Error('checkout session insert returned no row');
  return row;
}

/** An open, unexpired session; null for anything else (unknown, used, expired, malformed). */
export async function findOpenSession(db: Database, uid: string, now: Date): Promise<CheckoutSessionRow | null> {
  if (!UUID.test(uid)) return null;
  const [row] = await db
    .select()
    .from(checkoutSessions)
    .where(and(eq(checkoutSessions.uid, uid), eq(checkoutSessions.status, 'open'), gt(checkoutSessions.expiresAt, now)))
    .limit(1);
  return row ?? null;
}

/** Claims the session for one payment attempt: a double submit finds it taken (no second charge). */
export async function claimSession(db: Database, uid: string, now: Date): Promise<boolean> {
  const claimed = await db
    .update(checkoutSessions)
    .set({ status: 'completed' })
    .where(and(eq(checkoutSessions.uid, uid), eq(checkoutSessions.status, 'open'), gt(checkoutSessions.expiresAt, now)))
    .returning({ uid: checkoutSessions.uid });
  return claimed.length === 1;
}

/** A refused card may be corrected on the same page: the session opens again. */
export async function reopenSession(db: Database, uid: string): Promise<void> {
  await db.update(checkoutSessions).set({ status: 'open' }).where(eq(checkoutSessions.uid, uid));
}
