import { PAYMENTS_NAMESPACE } from '@store/shared/schemas/live';
import { connectLiveSocket, type LiveSocket } from './live-socket';
import {
  PAYMENTS_EVENTS,
  parsePaymentsMessage,
  type OpenPaymentsChannel,
} from './payments-channel';

/**
 * The payments channel over socket.io (`/ws`, namespace `/payments`), signed in by the
 * session cookie; the connection's upkeep is `connectLiveSocket`'s.
 */
export const openPaymentsSocket: OpenPaymentsChannel = (listener) => {
  listener.onStatus('connecting');
  const live: LiveSocket = connectLiveSocket(PAYMENTS_NAMESPACE, {
    onConnect: () => {
      listener.onStatus('connected');
    },
    onDisconnect: () => {
      listener.onStatus('disconnected');
    },
    listen: (socket) => {
      for (const event of PAYMENTS_EVENTS) {
        socket.on(event, (body: unknown) => {
          const message = parsePaymentsMessage(event, body);
          if (message && !live.isClosed()) listener.onMessage(message);
        });
      }
    },
  });
  return { close: live.close };
};
