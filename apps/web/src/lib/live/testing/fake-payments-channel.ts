import {
  parsePaymentsMessage,
  type LiveStatus,
  type OpenPaymentsChannel,
  type PaymentsChannelListener,
  type PaymentsEvent,
} from '../payments-channel';

/**
 * A payments channel the test drives in place of the socket: it says whether it is
 * connected, and delivers what the server would send, checked as the real one checks it.
 * Use it with `vi.mock('…/lib/live/payments-socket', …)`, returning `fakePayments.open`.
 */
export function createFakePaymentsChannel() {
  const listeners = new Set<PaymentsChannelListener>();
  let status: LiveStatus = 'connected';
  let opened = 0;
  const open: OpenPaymentsChannel = (listener) => {
    opened += 1;
    listeners.add(listener);
    listener.onStatus(status);
    return { close: () => void listeners.delete(listener) };
  };
  return {
    open,
    /** How many times a channel was opened, and how many are open now. */
    counts: () => ({ opened, open: listeners.size }),
    setStatus: (next: LiveStatus) => {
      status = next;
      for (const listener of listeners) listener.onStatus(next);
    },
    /** Sends an event as the server would; a body outside the contract is dropped. */
    send: (event: PaymentsEvent, body: unknown) => {
      const message = parsePaymentsMessage(event, body);
      if (!message) return;
      for (const listener of listeners) listener.onMessage(message);
    },
    reset: (initial: LiveStatus = 'connected') => {
      listeners.clear();
      status = initial;
      opened = 0;
    },
  };
}

export const fakePayments = createFakePaymentsChannel();
