import { SOCKET_TOKEN_DEBOUNCE_MS } from '@store/shared/schemas/live';
import { useEffect } from 'react';
import { create } from 'zustand';
import { useAuthStore } from '../../stores/auth';
import { usePaymentStore } from '../../stores/payment';
import {
  announceAchievementUnlocked,
  announcePaymentsChannelConnected,
} from './achievement-unlocked';
import { announceOrderStatus } from './order-status';
import type { LiveStatus, PaymentsChannel, PaymentsMessage } from './payments-channel';
import { openPaymentsSocket } from './payments-socket';

/** Writes a message of the payments channel into the payment store, or hands it on. */
export function applyPaymentsMessage(message: PaymentsMessage): void {
  const payment = usePaymentStore.getState();
  switch (message.event) {
    case 'paymentStatus':
      payment.applyPaymentStatus(message.message);
      announceOrderStatus(message.message.orderId);
      return;
    case 'receiptStatus':
      payment.applyReceiptStatus(message.message);
      announceOrderStatus(message.message.orderId);
      return;
    case 'activationProgress':
      payment.applyActivationProgress(message.message);
      return;
    case 'error':
      payment.applyPaymentError(message.message);
      return;
    case 'achievementUnlocked':
      // Not the payment's business: the loyalty toasts listen for it.
      announceAchievementUnlocked(message.message);
      return;
  }
}

/** The channel's connection, readable outside React (by a query deciding how often to poll). */
const useChannelStatus = create<{ status: LiveStatus }>(() => ({ status: 'disconnected' }));

/** True while messages of the payments channel can arrive. */
export const isPaymentsChannelLive = (): boolean =>
  useChannelStatus.getState().status === 'connected';

const reportStatus = (status: LiveStatus) => {
  const was = useChannelStatus.getState().status;
  useChannelStatus.setState({ status });
  if (status === 'connected' && was !== 'connected') announcePaymentsChannelConnected();
};

/**
 * Keeps the payments channel open while a customer is signed in and the calling page is
 * shown (one page at a time), feeding the payment store. A new session (sign-in, a new token) reconnects once it
 * has settled for 250 ms. Returns whether messages can arrive, so a page can fall back to
 * asking the API.
 */
export function usePaymentsChannel(): LiveStatus {
  const userId = useAuthStore((state) => state.user?._id ?? null);
  const token = useAuthStore((state) => state.token);
  const session = userId === null ? null : `${userId}:${token ?? ''}`;
  const status = useChannelStatus((state) => state.status);

  useEffect(() => {
    if (session === null) return;
    let channel: PaymentsChannel | undefined;
    reportStatus('connecting');
    const timer = setTimeout(() => {
      channel = openPaymentsSocket({ onMessage: applyPaymentsMessage, onStatus: reportStatus });
    }, SOCKET_TOKEN_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      channel?.close();
      reportStatus('disconnected');
    };
  }, [session]);

  return session === null ? 'disconnected' : status;
}
