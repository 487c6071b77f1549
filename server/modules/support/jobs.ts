import { nextTicketStatus, statusesTaking, type TicketEvent } from '../../../machines/support/ticket.machine.ts';
import { TICKET_INACTIVITY_DAYS } from '../../../src/domain/support.ts';
import type { JobContext, RecurringJob } from '../../jobs/job.ts';
import { moveIdleTickets } from './repository.ts';
import { deleteExpiredTokens } from './tokens.ts';

const DAY_MS = 86_400_000;
const EXPIRE: TicketEvent = { type: 'ticket.system.expire' };

/**
 * Closes the tickets left waiting on the contact for TICKET_INACTIVITY_DAYS (counted from the
 * last message or status change), as the ticket machine's `ticket.system.expire` says: the
 * statuses it leaves and the one it reaches are asked of the machine, not written here. Also
 * forgets expired support tokens. Idempotent: a second run finds nothing more to do.
 */
export async function closeInactiveTickets(context: JobContext): Promise<void> {
  const now = context.now();
  const before = new Date(now.getTime() - TICKET_INACTIVITY_DAYS * DAY_MS);
  let closed = 0;
  for (const from of statusesTaking(EXPIRE)) {
    const to = nextTicketStatus(from, EXPIRE);
    if (to === null || to === from) continue;
    const moved = await moveIdleTickets(context.db, [from], to, before);
    closed += moved.length;
    // Already committed (one statement): counted at once.
    context.flows.add(moved.map(() => ({ move: { flow: 'ticket', from, event: EXPIRE.type, to, elapsedMs: null }, at: now })));
  }
  const tokens = await deleteExpiredTokens(context.db, now);
  if (closed > 0 || tokens > 0) context.log.info({ closed, expiredTokens: tokens }, 'support: inactive tickets closed');
}

/** Scheduled by the queue (server/jobs): hourly is precise enough for a 14-day period. */
export const supportJobs: readonly RecurringJob[] = [{ name: 'support.close-inactive', cron: '17 * * * *', run: closeInactiveTickets }];
