import type { AdminTicketSummary } from '@store/shared/schemas/support';

/**
 * Since when the ticket has waited for its next step: its last message, or its opening
 * when it has none yet. A closed ticket waits for nothing.
 */
export function waitingSince(ticket: AdminTicketSummary): string | null {
  if (ticket.status === 'closed') return null;
  return ticket.lastMessage?.sentAt ?? ticket.createdAt;
}

/** True when the promised answer time (spec: 2 business days) has passed unanswered. */
export function isOverdue(ticket: AdminTicketSummary, now: number): boolean {
  return ticket.answerBy !== null && Date.parse(ticket.answerBy) < now;
}
