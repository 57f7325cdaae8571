import { SOCKET_PATH, SOCKET_RECONNECT_MS } from '@store/shared/schemas/live';
import type { Socket } from 'socket.io-client';
import { loadWithRetry } from '../load-with-retry';

export interface LiveSocketHandlers {
  /** The connection is up, the first time and after every reconnection. */
  onConnect: (socket: Socket) => void;
  /** The connection is down (or the client library could not be fetched). */
  onDisconnect: () => void;
  /** Registers the namespace's own events, once, on the new socket. */
  listen: (socket: Socket) => void;
}

export interface LiveSocket {
  /** The socket once the client library has loaded; undefined before, and after `close`. */
  current: () => Socket | undefined;
  /** True once closed: handlers are no longer called, and events should be dropped. */
  isClosed: () => boolean;
  close: () => void;
}

/**
 * A socket.io connection to one namespace on `/ws`, signed in by the session cookie (and the
 * handshake's `auth`, when given). The client library is fetched on first use, so pages
 * without live updates never load it. The client reconnects by itself after a lost
 * connection, but not after the server refused or ended it (an expired session, a restart):
 * then this tries again after 5 s. Nothing is reported once closed, not even its own end.
 */
export function connectLiveSocket(
  namespace: string,
  handlers: LiveSocketHandlers,
  options: { auth?: Record<string, unknown> } = {},
): LiveSocket {
  let closed = false;
  let socket: Socket | undefined;
  let retry: ReturnType<typeof setTimeout> | undefined;

  const down = (live: Socket) => {
    if (closed) return;
    handlers.onDisconnect();
    if (live.active) return;
    clearTimeout(retry);
    retry = setTimeout(() => live.connect(), SOCKET_RECONNECT_MS);
  };

  loadWithRetry(() => import('socket.io-client')).then(
    ({ io }) => {
      if (closed) return;
      const live = io(namespace, {
        path: SOCKET_PATH,
        withCredentials: true,
        ...(options.auth ? { auth: options.auth } : {}),
        reconnectionDelay: SOCKET_RECONNECT_MS,
        reconnectionDelayMax: SOCKET_RECONNECT_MS,
        randomizationFactor: 0,
      });
      socket = live;
      live.on('connect', () => {
        if (!closed) handlers.onConnect(live);
      });
      live.on('disconnect', () => {
        down(live);
      });
      live.on('connect_error', () => {
        down(live);
      });
      handlers.listen(live);
    },
    () => {
      if (!closed) handlers.onDisconnect();
    },
  );

  return {
    current: () => (closed ? undefined : socket),
    isClosed: () => closed,
    close: () => {
      closed = true;
      clearTimeout(retry);
      socket?.disconnect();
    },
  };
}
