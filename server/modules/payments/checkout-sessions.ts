import { randomUUID } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { checkoutSessions, type CheckoutSessionRow, type FormulaRow } from '../../db/schema/index.ts';
import { alreadyPaid, assertNotSubscribed, isTaken, lockIntent } from './intents.ts';
import type { ServerServices } from '../../services.ts';

/** A hosted payment page stays usable this long after the link was made. */
export const CHECKOUT_SESSION_TTL_MS = 30 * 60_000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A hosted-page session of the member's payment object. Refused (409, before any page) when the
 * member is subscribed or the object is taken: a paid registration gets no new payment link.
 */
export async function openCheckoutSession(services: ServerServices, userUid: string, formula: FormulaRow): Promise<CheckoutSessionRow> {
  const now = services.clock.now();
  return services.database.db.transaction(async (tx) => {
    await assertNotSubscribed(tx, userUid);
    const intent = await lockIntent(tx, userUid, formula);
    if (isTaken(intent)) throw alreadyPaid();
    const [row] = await tx
      .insert(checkoutSessions)
      .values({ userUid, formula: formula.uid, intentUid: intent.uid, expiresAt: new Date(now + CHECKOUT_SESSION_TTL_MS) })
      .returning();
    if (row === undefined) throw new Error('checkout session insert returned no row');
    return row;
  });
}

/** A session by uid, whatever its state (a submitted page whose object was paid meanwhile). */
export async function findSession(db: Database, uid: string): Promise<CheckoutSessionRow | null> {
  if (!UUID.test(uid)) return null;
  const [row] = await db.select().from(checkoutSessions).where(eq(checkoutSessions.uid, uid)).limit(1);
  return row ?? null;
}

/**
 * Claims the session for one payment attempt and names the charge it is about to make: a double
 * submit finds it taken (no second charge), and the reference is stored before the provider is
 * called, so a crash in between leaves something to recover. Null: not claimable.
 */
export async function claimSession(db: Database, uid: string, now: Date): Promise<string | null> {
  const [claimed] = await db
    .update(checkoutSessions)
    .set({ status: 'completed', attemptReference: randomUUID() })
    .where(and(eq(checkoutSessions.uid, uid), eq(checkoutSessions.status, 'open'), gt(checkoutSessions.expiresAt, now)))
    .returning({ reference: checkoutSessions.attemptReference });
  return claimed?.reference ?? null;
}

/** A refused card may be corrected on the same page: the session opens again. */
export async function reopenSession(db: Database, uid: string): Promise<void> {
  await db.update(checkoutSessions).set({ status: 'open' }).where(eq(checkoutSessions.uid, uid));
}
