import { VerificationStatusMessage } from '@store/shared/schemas/identity';
import type { IdentityChannelListener, OpenIdentityChannel } from '../identity-socket';
import type { LiveStatus } from '../payments-channel';

/**
 * An identity channel the test drives in place of the socket: it says whether it is
 * connected, and delivers what the server would send, checked as the real one checks it.
 * Use it with `vi.mock('…/lib/live/identity-socket', …)`, returning `fakeIdentity.open`.
 */
export function createFakeIdentityChannel() {
  const listeners = new Set<IdentityChannelListener>();
  let status: LiveStatus = 'connected';
  const open: OpenIdentityChannel = (listener) => {
    listeners.add(listener);
    listener.onStatus(status);
    return { close: () => void listeners.delete(listener) };
  };
  return {
    open,
    /** How many channels are open now. */
    openCount: () => listeners.size,
    setStatus: (next: LiveStatus) => {
      status = next;
      for (const listener of listeners) listener.onStatus(next);
    },
    /** A `verificationStatus` as the server would send it; a body outside the contract is dropped. */
    send: (body: unknown) => {
      const message = VerificationStatusMessage.safeParse(body);
      if (!message.success) return;
      for (const listener of listeners) listener.onVerificationStatus(message.data);
    },
    reset: (initial: LiveStatus = 'connected') => {
      listeners.clear();
      status = initial;
    },
  };
}

export const fakeIdentity = createFakeIdentityChannel();
