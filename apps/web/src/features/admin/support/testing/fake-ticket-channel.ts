import { ChatMessage, TicketDetail, TicketSummary } from '@store/shared/schemas/support';
import type { OpenTicketChannel, TicketChannelListener, TicketLiveStatus } from '../ticket-channel';

/**
 * A ticket channel the test drives in place of the socket: it joins (or refuses) and
 * delivers what the server would send, checked against the contract as the real one checks
 * it. Use it with `vi.mock('…/support/ticket-channel', …)`, returning `fakeTicketChannel.open` as `openTicketChannel`.
 */
export function createFakeTicketChannel() {
  const listeners = new Map<TicketChannelListener, string>();
  let opened = 0;
  const open: OpenTicketChannel = (ticketId, listener) => {
    opened += 1;
    listeners.set(listener, ticketId);
    listener.onStatus('connecting');
    return { close: () => void listeners.delete(listener) };
  };
  return {
    open,
    /** How many times a channel was opened, and how many are open now. */
    counts: () => ({ opened, open: listeners.size }),
    /** The server answers the join with the ticket as it stands. */
    join: (ticket: unknown) => {
      const parsed = TicketDetail.parse(ticket);
      for (const [listener, ticketId] of listeners) {
        if (ticketId !== parsed._id) continue;
        listener.onJoined(parsed);
        listener.onStatus('live');
      }
    },
    setStatus: (status: TicketLiveStatus) => {
      for (const listener of listeners.keys()) listener.onStatus(status);
    },
    /** Sends a `message` event as the server would. */
    sendMessage: (body: unknown) => {
      const message = ChatMessage.parse(body);
      for (const [listener, ticketId] of listeners) {
        if (ticketId === message.ticketId) listener.onMessage(message);
      }
    },
    /** Sends a `ticket` event as the server would. */
    sendTicket: (body: unknown) => {
      const ticket = TicketSummary.parse(body);
      for (const [listener, ticketId] of listeners) {
        if (ticketId === ticket._id) listener.onTicket(ticket);
      }
    },
    reset: () => {
      listeners.clear();
      opened = 0;
    },
  };
}

export const fakeTicketChannel = createFakeTicketChannel();
