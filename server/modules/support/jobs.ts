import { nextTicketStatus, statusesTaking, type TicketEvent } from '../../../machines/support/ticket.machine.ts';
import type { JobContext, RecurringJob } from '../../jobs/job.ts';
import { moveWarnedIdleTickets, warnIdleTickets } from './close-warning.ts';
import { deleteExpiredTokens } from './tokens.ts';

const EXPIRE: TicketEvent = { type: 'ticket.system.expire' };

/**
 * Closes the tickets left waiting on the contact for TICKET_INACTIVITY_DAYS (counted from the
 * last message or status change), as the ticket machine's `ticket.system.expire` says: the
 * statuses it leaves and the one it reaches are asked of the machine, not written here. Also
 * forgets expired support tokens. Idempotent: a second run finds nothing more to do.
 * Two days before, the contact is told and may keep the ticket open; a ticket closes only once
 * told (docs/decisions/0056-close-warning.md).
 */
export async function closeInactiveTickets(context: JobContext): Promise<void> {
  const now = context.now();
  const warned = await warnIdleTickets(context, now);
  let closed = 0;
  for (const from of statusesTaking(EXPIRE)) {
    const to = nextTicketStatus(from, EXPIRE);
    if (to === null || to === from) continue;
    const moved = await moveWarnedIdleTickets(context.db, [from], to, now);
    closed += moved.length;
    // Already committed (one statement): counted at once.
    context.flows.add(moved.map(() => ({ move: { flow: 'ticket', from, event: EXPIRE.type, to, elapsedMs: null }, at: now })));
  }
  const tokens = await deleteExpiredTokens(context.db, now);
  if (closed > 0 || tokens > 0 || warned > 0)
    context.log.info({ warned, closed, expiredTokens: tokens }, 'support: inactive tickets warned and closed');
}

/** Scheduled by the queue (server/jobs): hourly is precise enough for a 14-day period. */
export const supportJobs: readonly RecurringJob[] = [{ name: 'support.close-inactive', cron: '17 * * * *', run: closeInactiveTickets }];
