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
        // The payment object first, as a payment attempt locks it: an attempt that started before
        // is seen by the check below (its lease), one that starts after finds no account.
        await tx.select({ uid: paymentIntents.uid }).from(paymentIntents).where(eq(paymentIntents.userUid, uid)).for('update');
        const [user] = await tx
          .select({ uid: users.uid, email: users.email })
          .from(users)
          .where(and(eq(users.uid, uid), purgeableUnpaid(tx, now)))
          .for('update', { of: users, skipLocked: true });
        if (user === undefined) return false;
        // An address nobody proved: what others wrote to it (tickets, mails) is not this account's to erase.
        await eraseProfile(tx, moves, user, now, { byAddress: false });
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
