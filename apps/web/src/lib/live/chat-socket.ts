import { CHAT_NAMESPACE } from '@store/shared/schemas/support';
import {
  CHAT_EVENTS,
  ChatUnreachableError,
  deliverChatEvent,
  parseJoinAck,
  parseSendAck,
  type OpenChatChannel,
} from './chat-channel';
import { connectLiveSocket, type LiveSocket } from './live-socket';

/**
 * How long a send may wait for its answer. The assistant answers within the acknowledgement,
 * and a model behind it may take several seconds; after this the send counts as not
 * delivered and is repeated with the same message id, which the server stores once.
 */
export const CHAT_ACK_TIMEOUT_MS = 20_000;

/**
 * The chat channel over socket.io (`/ws`, namespace `/chat`). Guests connect too; a
 * customer's session cookie signs the socket in (`connectLiveSocket` keeps it up). Calls
 * made while disconnected are not queued: they reject at once, and the caller repeats them
 * on reconnect.
 */
export const openChatSocket: OpenChatChannel = (listener) => {
  listener.onStatus('connecting');
  const live: LiveSocket = connectLiveSocket(CHAT_NAMESPACE, {
    onConnect: () => {
      listener.onStatus('connected');
    },
    onDisconnect: () => {
      listener.onStatus('disconnected');
    },
    listen: (socket) => {
      for (const event of CHAT_EVENTS) {
        socket.on(event, (body: unknown) => {
          if (!live.isClosed()) deliverChatEvent(listener, event, body);
        });
      }
    },
  });

  /** Emits with an acknowledgement, only over a live connection. */
  const ask = async (event: 'send' | 'join', body: unknown): Promise<unknown> => {
    const socket = live.current();
    if (!socket?.connected) throw new ChatUnreachableError('Not connected');
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
      const socket = live.current();
      if (socket?.connected) socket.emit('leave', { ticketId });
    },
    close: live.close,
  };
};
