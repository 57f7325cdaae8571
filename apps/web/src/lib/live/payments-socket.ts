import { PAYMENTS_NAMESPACE, SOCKET_PATH, SOCKET_RECONNECT_MS } from '@store/shared/schemas/live';
import type { Socket } from 'socket.io-client';
import { loadWithRetry } from '../load-with-retry';
import {
  PAYMENTS_EVENTS,
  parsePaymentsMessage,
  type OpenPaymentsChannel,
} from './payments-channel';

/**
 * The payments channel over socket.io (`/ws`, namespace `/payments`), signed in by the
 * session cookie. The client library is fetched on first use, so pages without live updates
 * never load it. A lost connection, or one the server refused, is tried again after 5 s.
 */
export const openPaymentsSocket: OpenPaymentsChannel = (listener) => {
  let closed = false;
  let socket: Socket | undefined;
  let retry: ReturnType<typeof setTimeout> | undefined;
  // Nothing is reported once the channel is closed, not even its own disconnection.
  const report: typeof listener.onStatus = (status) => {
    if (!closed) listener.onStatus(status);
  };
  report('connecting');

  // The client reconnects by itself after a lost connection, but not after the server
  // refused or ended it (an expired session, a restart): then this tries again.
  const retryUnlessActive = (live: Socket) => {
    if (closed || live.active) return;
    clearTimeout(retry);
    retry = setTimeout(() => live.connect(), SOCKET_RECONNECT_MS);
  };

  loadWithRetry(() => import('socket.io-client')).then(
    ({ io }) => {
      if (closed) return;
      const live = io(PAYMENTS_NAMESPACE, {
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
      for (const event of PAYMENTS_EVENTS) {
        live.on(event, (body: unknown) => {
          const message = parsePaymentsMessage(event, body);
          if (message && !closed) listener.onMessage(message);
        });
      }
    },
    () => {
      report('disconnected');
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
