import { IDENTITY_NAMESPACE, VerificationStatusMessage } from '@store/shared/schemas/identity';
import { connectLiveSocket, type LiveSocket } from './live-socket';
import type { LiveStatus } from './payments-channel';

export interface IdentityChannelListener {
  onStatus: (status: LiveStatus) => void;
  /** A `verificationStatus` as the shared contract describes it; anything else is dropped. */
  onVerificationStatus: (message: VerificationStatusMessage) => void;
}

/** An open identity channel; `close` stops it for good. */
export interface IdentityChannel {
  close: () => void;
}

export type OpenIdentityChannel = (listener: IdentityChannelListener) => IdentityChannel;

/**
 * The identity channel over socket.io (`/ws`, namespace `/identity`, spec section 7), signed
 * in by the session cookie; the connection's upkeep is `connectLiveSocket`'s.
 */
export const openIdentitySocket: OpenIdentityChannel = (listener) => {
  listener.onStatus('connecting');
  const live: LiveSocket = connectLiveSocket(IDENTITY_NAMESPACE, {
    onConnect: () => {
      listener.onStatus('connected');
    },
    onDisconnect: () => {
      listener.onStatus('disconnected');
    },
    listen: (socket) => {
      socket.on('verificationStatus', (body: unknown) => {
        const message = VerificationStatusMessage.safeParse(body);
        if (message.success && !live.isClosed()) listener.onVerificationStatus(message.data);
      });
    },
  });
  return { close: live.close };
};
