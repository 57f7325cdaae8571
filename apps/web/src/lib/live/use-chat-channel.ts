import { SOCKET_TOKEN_DEBOUNCE_MS } from '@store/shared/schemas/live';
import { useEffect, useEffectEvent, useState } from 'react';
import { useAuthStore } from '../../stores/auth';
import type { ChatChannel, ChatChannelListener } from './chat-channel';
import { openChatSocket } from './chat-socket';
import type { LiveStatus } from './payments-channel';

export type ChatHandlers = Omit<ChatChannelListener, 'onStatus'>;

export interface ChatConnection {
  status: LiveStatus;
  /** The open channel; null until it has been opened (and while a new session settles). */
  channel: ChatChannel | null;
}

const CLOSED: ChatConnection = { status: 'connecting', channel: null };

/**
 * Keeps the chat channel open while the calling component is shown: for guests as for
 * customers. A new session (sign-in, sign-out, a new token) opens a new channel once it has
 * settled for 250 ms, so the socket always speaks for the current visitor. The handlers may
 * change between renders; the latest ones hear each event.
 */
export function useChatChannel(handlers: ChatHandlers): ChatConnection {
  const userId = useAuthStore((state) => state.user?._id ?? null);
  const token = useAuthStore((state) => state.token);
  const session = userId === null ? 'guest' : `${userId}:${token ?? ''}`;
  const [connection, setConnection] = useState<ChatConnection & { session: string }>({
    ...CLOSED,
    session,
  });

  const onMessage = useEffectEvent(handlers.onMessage);
  const onTyping = useEffectEvent(handlers.onTyping);
  const onTicket = useEffectEvent(handlers.onTicket);

  useEffect(() => {
    let channel: ChatChannel | undefined;
    const timer = setTimeout(() => {
      channel = openChatSocket({
        onStatus: (status) => {
          setConnection((current) => ({ ...current, status }));
        },
        onMessage: (message) => {
          onMessage(message);
        },
        onTyping: (event) => {
          onTyping(event);
        },
        onTicket: (ticket) => {
          onTicket(ticket);
        },
      });
      const opened = channel;
      setConnection((current) => ({ ...current, channel: opened, session }));
    }, SOCKET_TOKEN_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      channel?.close();
    };
  }, [session]);

  // A channel of an earlier session is closed: nothing may be sent through it.
  if (connection.session !== session) return CLOSED;
  return { status: connection.status, channel: connection.channel };
}
