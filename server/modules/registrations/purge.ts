import { and, eq } from 'drizzle-orm';
import { paymentIntents, users } from '../../db/schema/index.ts';
import type { JobContext } from '../../jobs/job.ts';
import { eraseProfile } from '../subscriptions/erasure.ts';
import { JOB_BATCH } from '../subscriptions/repository.ts';
import { purgeableUnpaid } from './payment-state.ts';

/**
 * The purge of accounts that never paid (docs/decisions/0034-unpaid-accounts.md): an account still
 * pending UNPAID_ACCOUNT_RETENTION_DAYS after its creation, with nothing ever taken nor being
 * charged, is deleted as an erased profile is (eraseProfile: the row and what hangs on it; its
 * failed payment records stay, anonymised). The condition is checked again on the locked row, so a
 * payment that starts meanwhile keeps the account.
 */
export async function purgeUnpaidAccounts(context: JobContext): Promise<{ purged: number }> {
  const now = context.now();
  const candidates = await context.db.select({ uid: users.uid }).from(users).where(purgeableUnpaid(context.db, now)).limit(JOB_BATCH);
  let purged = 0;
  for (const { uid } of candidates) {
    try {
      const done = await context.flows.transaction(context.db, async (tx, moves) => {
        const [user] = await tx
          .select({ uid: users.uid, email: users.email })
          .from(users)
          .where(and(eq(users.uid, uid), purgeableUnpaid(tx, now)))
          .for('update', { of: users, skipLocked: true });
        if (user === undefined) return false;
        // The payment object first: deleted by the user's cascade, it would meet its own payments'
        // SET NULL within the same statement (a failed attempt's record points at it).
        await tx.delete(paymentIntents).where(eq(paymentIntents.userUid, user.uid));
        await eraseProfile(tx, moves, user, now);
        return true;
      });
      if (done) purged += 1;
    } catch (error) {
      context.log.error({ err: error, user: uid }, 'unpaid account purge failed');
    }
  }
  if (candidates.length > 0) context.log.info({ purged }, 'unpaid accounts purged');
  return { purged };
}
