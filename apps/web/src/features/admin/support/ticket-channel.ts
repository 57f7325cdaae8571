import {
  CHAT_NAMESPACE,
  CHAT_STAFF_HANDSHAKE,
  ChatMessage,
  TicketDetail,
  TicketSummary,
} from '@store/shared/schemas/support';
import type { Socket } from 'socket.io-client';
import { z } from 'zod';
import { connectLiveSocket, type LiveSocket } from '../../../lib/live/live-socket';

/** `live` once the ticket's room is joined: only then can its new messages arrive. */
export type TicketLiveStatus = 'connecting' | 'live' | 'offline';

export interface TicketChannelListener {
  onStatus: (status: TicketLiveStatus) => void;
  /** The ticket as it stood when its room was joined, again after every reconnection. */
  onJoined: (ticket: TicketDetail) => void;
  /** A new message of this ticket. */
  onMessage: (message: ChatMessage) => void;
  /** This ticket changed (status, hand-off). */
  onTicket: (ticket: TicketSummary) => void;
}

/** An open ticket channel; `close` stops it for good. */
export interface TicketChannel {
  close: () => void;
}

export type OpenTicketChannel = (
  ticketId: string,
  listener: TicketChannelListener,
) => TicketChannel;

/** A join the server does not answer in time counts as refused: the page polls instead. */
const JOIN_TIMEOUT_MS = 10_000;

const JoinAnswer = z.object({ ok: z.literal(true), data: TicketDetail });

/**
 * Follows one ticket over socket.io (`/ws`, namespace `/chat`) as staff: the handshake asks
 * to be signed in by the back office cookie, never as the customer the same browser may also
 * be. Joins the ticket's room on every connection and passes on only this ticket's messages
 * and changes, checked against the contract (`connectLiveSocket` keeps the connection up).
 */
export const openTicketChannel: OpenTicketChannel = (ticketId, listener) => {
  // Nothing is reported once the channel is closed, not even its own disconnection.
  const report = (status: TicketLiveStatus) => {
    if (!live.isClosed()) listener.onStatus(status);
  };

  const join = async (socket: Socket) => {
    let answer: unknown;
    try {
      answer = await socket.timeout(JOIN_TIMEOUT_MS).emitWithAck('join', { ticketId });
    } catch {
      // No answer in time, or the connection was lost: a reconnection joins again.
      report('offline');
      return;
    }
    const joined = JoinAnswer.safeParse(answer);
    if (live.isClosed()) return;
    if (!joined.success) {
      report('offline');
      return;
    }
    listener.onJoined(joined.data.data);
    report('live');
  };

  const live: LiveSocket = connectLiveSocket(
    CHAT_NAMESPACE,
    {
      onConnect: (socket) => {
        void join(socket);
      },
      onDisconnect: () => {
        report('offline');
      },
      listen: (socket) => {
        socket.on('message', (body: unknown) => {
          const message = ChatMessage.safeParse(body);
          if (live.isClosed() || !message.success || message.data.ticketId !== ticketId) return;
          listener.onMessage(message.data);
        });
        socket.on('ticket', (body: unknown) => {
          const ticket = TicketSummary.safeParse(body);
          if (live.isClosed() || !ticket.success || ticket.data._id !== ticketId) return;
          listener.onTicket(ticket.data);
        });
      },
    },
    { auth: { ...CHAT_STAFF_HANDSHAKE } },
  );
  report('connecting');
  return { close: live.close };
};
