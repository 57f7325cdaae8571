import { SOCKET_PATH, SOCKET_RECONNECT_MS } from '@store/shared/schemas/live';
import { CHAT_NAMESPACE } from '@store/shared/schemas/support';
import type { Socket } from 'socket.io-client';
import { loadWithRetry } from '../load-with-retry';
import {
  CHAT_EVENTS,
  ChatUnreachableError,
  deliverChatEvent,
  parseJoinAck,
  parseSendAck,
  type OpenChatChannel,
} from './chat-channel';

/**
 * How long a send may wait for its answer. The assistant answers within the acknowledgement,
 * and a model behind it may take several seconds; after this the send counts as not
 * delivered and is repeated with the same message id, which the server stores once.
 */
export const CHAT_ACK_TIMEOUT_MS = 20_000;

/**
 * The chat channel over socket.io (`/ws`, namespace `/chat`). Guests connect too; a
 * customer's session cookie signs the socket in. The client library is fetched on first use.
 * A lost connection, or one the server refused, is tried again after 5 s. Calls made while
 * disconnected are not queued: they reject at once, and the caller repeats them on reconnect.
 */
export const openChatSocket: OpenChatChannel = (listener) => {
  let closed = false;
  let socket: Socket | undefined;
  let retry: ReturnType<typeof setTimeout> | undefined;
  const report: typeof listener.onStatus = (status) => {
    if (!closed) listener.onStatus(status);
  };
  report('connecting');

  // The client reconnects by itself after a lost connection, but not after the server
  // refused or ended it (a restart, a changed session): then this tries again.
  const retryUnlessActive = (live: Socket) => {
    if (closed || live.active) return;
    clearTimeout(retry);
    retry = setTimeout(() => live.connect(), SOCKET_RECONNECT_MS);
  };

  loadWithRetry(() => import('socket.io-client')).then(
    ({ io }) => {
      if (closed) return;
      const live = io(CHAT_NAMESPACE, {
        path: SOCKET_PATH,
        withCredentials: true,
        reconnectionDelay: SOCKET_RECONNECT_MS,
        reconnectionDelayMax: SOCKET_RECONNECT_MS,
        randomizationFactor: 0,
      });
      socket = live;
      live.on('connect', () => {
        report('connected');
      });
      live.on('disconnect', () => {
        report('disconnected');
        retryUnlessActive(live);
      });
      live.on('connect_error', () => {
        report('disconnected');
        retryUnlessActive(live);
      });
      for (const event of CHAT_EVENTS) {
        live.on(event, (body: unknown) => {
          if (!closed) deliverChatEvent(listener, event, body);
        });
      }
    },
    () => {
      report('disconnected');
    },
  );

  /** Emits with an acknowledgement, only over a live connection. */
  const ask = async (event: 'send' | 'join', body: unknown): Promise<unknown> => {
    if (closed || !socket?.connected) throw new ChatUnreachableError('Not connected');
    try {
      return (await socket.timeout(CHAT_ACK_TIMEOUT_MS).emitWithAck(event, body)) as unknown;
    } catch {
      // Disconnected before the answer, or no answer in time: the server may or may not have
      // it, which the message id makes harmless to repeat.
      throw new ChatUnreachableError(`No answer to ${event}`);
    }
  };

  return {
    send: async (body) => parseSendAck(await ask('send', body)),
    join: async (ticketId) => parseJoinAck(await ask('join', { ticketId })),
    leave: (ticketId) => {
      if (socket?.connected) socket.emit('leave', { ticketId });
    },
    close: () => {
      closed = true;
      clearTimeout(retry);
      socket?.disconnect();
    },
  };
};
