import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LiveStatus, PaymentsMessage } from './payments-channel';
import { openPaymentsSocket } from './payments-socket';
import { FakeSocket } from './testing/fake-socket-io';

const sockets = vi.hoisted(() => ({ created: [] as { url: string; options: unknown }[] }));
let socket: FakeSocket;

vi.mock('socket.io-client', () => ({
  io: (url: string, options: unknown) => {
    sockets.created.push({ url, options });
    return socket;
  },
}));

function open() {
  const statuses: LiveStatus[] = [];
  const messages: PaymentsMessage[] = [];
  const channel = openPaymentsSocket({
    onStatus: (status) => statuses.push(status),
    onMessage: (message) => messages.push(message),
  });
  return { channel, statuses, messages };
}

/** Lets the dynamic import of the client library settle. */
const loaded = () => vi.waitFor(() => expect(sockets.created.length).toBeGreaterThan(0));

beforeEach(() => {
  socket = new FakeSocket();
  sockets.created.length = 0;
});

afterEach(() => {
  vi.useRealTimers();
});

describe('openPaymentsSocket', () => {
  it('connects to /ws, namespace /payments, with the session cookie, reconnecting after 5 s', async () => {
    const { statuses } = open();
    await loaded();

    expect(sockets.created).toEqual([
      {
        url: '/payments',
        options: expect.objectContaining({
          path: '/ws',
          withCredentials: true,
          reconnectionDelay: 5000,
          reconnectionDelayMax: 5000,
        }) as unknown,
      },
    ]);
    socket.fire('connect');
    socket.fire('disconnect', 'transport close');
    socket.fire('connect');
    expect(statuses).toEqual(['connecting', 'connected', 'disconnected', 'connected']);
  });

  it('passes on the messages of the contract and drops anything else', async () => {
    const { messages } = open();
    await loaded();

    const status = { orderId: 'ord_1', paymentId: 'pi_1', status: 'paid' };
    socket.fire('paymentStatus', status);
    socket.fire('paymentStatus', { ...status, status: 'shipped' });
    socket.fire('activationProgress', { orderId: 'ord_1', step: 'keys', percent: 160 });
    socket.fire('receiptStatus', { orderId: 'ord_1', status: 'sent', invoiceNumber: 'INV-1' });
    socket.fire('error', { orderId: null, message: 'Payment is still processing.' });

    expect(messages).toEqual([
      { event: 'paymentStatus', message: status },
      {
        event: 'receiptStatus',
        message: { orderId: 'ord_1', status: 'sent', invoiceNumber: 'INV-1' },
      },
      { event: 'error', message: { orderId: null, message: 'Payment is still processing.' } },
    ]);
  });

  it('tries again after 5 s when the server refuses the connection', async () => {
    const { statuses } = open();
    await loaded();
    vi.useFakeTimers();

    socket.active = false;
    socket.fire('connect_error', new Error('Sign in to receive live updates.'));
    expect(statuses).toEqual(['connecting', 'disconnected']);
    vi.advanceTimersByTime(4999);
    expect(socket.connect).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(socket.connect).toHaveBeenCalledOnce();

    // A connection the client is retrying by itself needs no help.
    socket.fire('connect_error', new Error('xhr poll error'));
    vi.advanceTimersByTime(5000);
    expect(socket.connect).toHaveBeenCalledOnce();
  });

  it('says nothing more once closed', async () => {
    const { channel, statuses, messages } = open();
    await loaded();
    socket.fire('connect');

    channel.close();
    socket.fire('paymentStatus', { orderId: 'ord_1', paymentId: 'pi_1', status: 'paid' });
    expect(socket.disconnect).toHaveBeenCalledOnce();
    expect(statuses).toEqual(['connecting', 'connected']);
    expect(messages).toEqual([]);
  });

  it('does not connect when closed before the client library has loaded', async () => {
    const { channel, statuses } = open();
    channel.close();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sockets.created).toEqual([]);
    expect(statuses).toEqual(['connecting']);
  });
});
