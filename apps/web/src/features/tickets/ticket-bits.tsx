import type { Ticket, TicketStatus } from '@electrobench/contracts/tickets';
import { Badge } from '../../ui/badge';

export function TicketStatusBadge({ status }: { status: TicketStatus }) {
  return (
    <Badge variant={status === 'open' ? 'warning' : 'success'}>
      {status === 'open' ? 'Open' : 'Resolved'}
    </Badge>
  );
}

/** Who sent it: the member's name, or "Guest" with the reply address. */
export function senderOf(ticket: Pick<Ticket, 'submitted_by' | 'reply_email'>): string {
  if (ticket.submitted_by) return ticket.submitted_by.username;
  return ticket.reply_email ? `Guest (${ticket.reply_email})` : 'Guest';
}
