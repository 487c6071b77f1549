import { ticketStatusDisplay } from '../../../machines/support/ticket.machine.ts';
import type { TicketStatus } from '../../../src/domain/support.ts';
import { supportPages } from '../../../src/i18n/fr/support-pages.ts';

const TONES = {
  active: 'border-info/40 bg-info/10 text-info',
  closed: 'border-gray-300 bg-gray-100 text-gray-700',
  locked: 'border-header/30 bg-header text-white',
} as const;

/**
 * Status (docs/product.md#states) as people read it: in progress (new, pending, waiting), closed, over (support-pages texts). The staff
 * console adds which of the "En cours" statuses it is.
 */
export function StatusBadge({ status, detailed = false }: { status: TicketStatus; detailed?: boolean }) {
  const display = ticketStatusDisplay(status);
  const label = supportPages.status[display];
  const detail = detailed && display === 'active' ? supportPages.staffStatus[status] : null;
  return (
    <span
      data-testid="ticket-status"
      data-status={status}
      className={`inline-flex shrink-0 items-center gap-1 rounded-full border px-2.5 py-0.5 text-xs font-semibold ${TONES[display]}`}
    >
      {label}
      {detail && <span className="font-normal">· {detail}</span>}
    </span>
  );
}
