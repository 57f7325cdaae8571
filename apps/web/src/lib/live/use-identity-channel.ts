import type { VerificationStatusMessage } from '@store/shared/schemas/identity';
import { SOCKET_TOKEN_DEBOUNCE_MS } from '@store/shared/schemas/live';
import { useEffect, useRef } from 'react';
import { create } from 'zustand';
import { useAuthStore } from '../../stores/auth';
import { openIdentitySocket, type IdentityChannel } from './identity-socket';
import type { LiveStatus } from './payments-channel';

/** The channel's connection, as the socket reports it. */
const useChannelStatus = create<{ status: LiveStatus }>(() => ({ status: 'disconnected' }));

const reportStatus = (status: LiveStatus) => {
  useChannelStatus.setState({ status });
};

/**
 * Keeps the identity channel open while the calling page is shown to a signed-in customer,
 * handing each `verificationStatus` to `onMessage`. A new session (sign-in, a new token)
 * reconnects once it has settled for 250 ms. Returns whether messages can arrive, so the page
 * can fall back to asking the API.
 */
export function useIdentityChannel(
  onMessage: (message: VerificationStatusMessage) => void,
): LiveStatus {
  const userId = useAuthStore((state) => state.user?._id ?? null);
  const token = useAuthStore((state) => state.token);
  const session = userId === null ? null : `${userId}:${token ?? ''}`;
  const status = useChannelStatus((state) => state.status);
  // The latest handler, without reconnecting when the page hands a new one.
  const handler = useRef(onMessage);
  useEffect(() => {
    handler.current = onMessage;
  }, [onMessage]);

  useEffect(() => {
    if (session === null) return;
    let channel: IdentityChannel | undefined;
    reportStatus('connecting');
    const timer = setTimeout(() => {
      channel = openIdentitySocket({
        onStatus: reportStatus,
        onVerificationStatus: (message) => {
          handler.current(message);
        },
      });
    }, SOCKET_TOKEN_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      channel?.close();
      reportStatus('disconnected');
    };
  }, [session]);

  return session === null ? 'disconnected' : status;
}
