import { SUPPORT_MESSAGES } from '@store/shared/schemas/support';
import { ApiRequestError } from '../../../lib/api-error';

export const TICKET_FIELDS = ['category', 'topic', 'message'] as const;
export type TicketField = (typeof TICKET_FIELDS)[number];

/** Why a new ticket was not accepted; English messages are translated where they are shown. */
export type TicketProblem =
  /** The server refused field values: its English messages, by field. */
  | { kind: 'fields'; fields: Partial<Record<TicketField, string>> }
  /** No answer arrived: the connection, not the form, is at fault. */
  | { kind: 'network' }
  /** Anything else: an English text for the whole form. */
  | { kind: 'message'; message: string };

/** The texts only one field's rules produce, for a refusal without field details. */
const FIELD_OF_MESSAGE = new Map<string, TicketField>([
  [SUPPORT_MESSAGES.topicRequired, 'topic'],
  [SUPPORT_MESSAGES.topicTooLong, 'topic'],
  [SUPPORT_MESSAGES.messageRequired, 'message'],
  [SUPPORT_MESSAGES.messageTooLong, 'message'],
]);

const GENERIC = 'Something went wrong. Please try again.';

/**
 * Reads a refused ticket. A 400 names its fields by the reply's details (`body.topic`), or by
 * a message only one field can cause; a refusal the customer can act on (too many tickets,
 * an unknown order) is said as the server words it; a server failure gets the generic text.
 */
export function ticketProblemOf(error: unknown): TicketProblem {
  if (!(error instanceof ApiRequestError)) return { kind: 'message', message: GENERIC };
  if (error.status === 0) return { kind: 'network' };
  if (error.status >= 500) return { kind: 'message', message: GENERIC };
  if (error.status === 400) {
    const fields: Partial<Record<TicketField, string>> = {};
    for (const { path, message } of error.details) {
      const field = TICKET_FIELDS.find((name) => path === `body.${name}`);
      if (field) fields[field] ??= message;
    }
    const field = FIELD_OF_MESSAGE.get(error.message);
    if (Object.keys(fields).length === 0 && field) fields[field] = error.message;
    if (Object.keys(fields).length > 0) return { kind: 'fields', fields };
  }
  return { kind: 'message', message: error.message };
}
