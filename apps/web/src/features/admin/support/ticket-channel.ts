import { SOCKET_PATH, SOCKET_RECONNECT_MS } from '@store/shared/schemas/live';
import {
  CHAT_NAMESPACE,
  CHAT_STAFF_HANDSHAKE,
  ChatMessage,
  TicketDetail,
  TicketSummary,
} from '@store/shared/schemas/support';
import type { Socket } from 'socket.io-client';
import { z } from 'zod';
import { loadWithRetry } from '../../../lib/load-with-retry';

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
 * and changes, checked against the contract. The client library is fetched on first use; a
 * lost connection, or one the server refused, is tried again after 5 s.
 */
export const openTicketChannel: OpenTicketChannel = (ticketId, listener) => {
  let closed = false;
  let socket: Socket | undefined;
  let retry: ReturnType<typeof setTimeout> | undefined;
  // Nothing is reported once the channel is closed, not even its own disconnection.
  const report = (status: TicketLiveStatus) => {
    if (!closed) listener.onStatus(status);
  };
  report('connecting');

  // The client reconnects by itself after a lost connection, but not after the server
  // refused or ended it (an expired staff session, a restart): then this tries again.
  const retryUnlessActive = (live: Socket) => {
    if (closed || live.active) return;
    clearTimeout(retry);
    retry = setTimeout(() => live.connect(), SOCKET_RECONNECT_MS);
  };

  const join = async (live: Socket) => {
    let answer: unknown;
    try {
      answer = await live.timeout(JOIN_TIMEOUT_MS).emitWithAck('join', { ticketId });
    } catch {
      // No answer in time, or the connection was lost: a reconnection joins again.
      report('offline');
      return;
    }
    const joined = JoinAnswer.safeParse(answer);
    if (closed) return;
    if (!joined.success) {
      report('offline');
      return;
    }
    listener.onJoined(joined.data.data);
    report('live');
  };

  loadWithRetry(() => import('socket.io-client')).then(
    ({ io }) => {
      if (closed) return;
      const live = io(CHAT_NAMESPACE, {
        path: SOCKET_PATH,
        withCredentials: true,
        auth: { ...CHAT_STAFF_HANDSHAKE },
        reconnectionDelay: SOCKET_RECONNECT_MS,
        reconnectionDelayMax: SOCKET_RECONNECT_MS,
        randomizationFactor: 0,
      });
      socket = live;
      live.on('connect', () => {
        void join(live);
      });
      live.on('disconnect', () => {
        report('offline');
        retryUnlessActive(live);
      });
      live.on('connect_error', () => {
        report('offline');
        retryUnlessActive(live);
      });
      live.on('message', (body: unknown) => {
        const message = ChatMessage.safeParse(body);
        if (closed || !message.success || message.data.ticketId !== ticketId) return;
        listener.onMessage(message.data);
      });
      live.on('ticket', (body: unknown) => {
        const ticket = TicketSummary.safeParse(body);
        if (closed || !ticket.success || ticket.data._id !== ticketId) return;
        listener.onTicket(ticket.data);
      });
    },
    () => {
      report('offline');
    },
  );

  return {
    close: () => {
      closed = true;
      clearTimeout(retry);
      socket?.disconnect();
    },
  };
};
