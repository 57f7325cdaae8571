import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { VerificationStatusMessage } from '@store/shared/schemas/identity';
import { openIdentitySocket } from './identity-socket';
import type { LiveStatus } from './payments-channel';

type Handler = (...args: unknown[]) => void;

/** A stand-in for a socket.io client socket: the test plays the server's part. */
class FakeSocket {
  active = true;
  readonly handlers = new Map<string, Handler[]>();
  readonly connect = vi.fn();
  readonly disconnect = vi.fn(() => {
    this.active = false;
    this.fire('disconnect', 'io client disconnect');
  });
  on(event: string, handler: Handler) {
    this.handlers.set(event, [...(this.handlers.get(event) ?? []), handler]);
    return this;
  }
  fire(event: string, ...args: unknown[]) {
    for (const handler of this.handlers.get(event) ?? []) handler(...args);
  }
}

const sockets = vi.hoisted(() => ({ created: [] as { url: string; options: unknown }[] }));
let socket: FakeSocket;

vi.mock('socket.io-client', () => ({
  io: (url: string, options: unknown) => {
    sockets.created.push({ url, options });
    return socket;
  },
}));

beforeEach(() => {
  socket = new FakeSocket();
  sockets.created.length = 0;
});

describe('openIdentitySocket', () => {
  it('listens on /ws, namespace /identity, for verificationStatus in the shared shape', async () => {
    const statuses: LiveStatus[] = [];
    const messages: VerificationStatusMessage[] = [];
    const channel = openIdentitySocket({
      onStatus: (status) => statuses.push(status),
      onVerificationStatus: (message) => messages.push(message),
    });
    await vi.waitFor(() => expect(sockets.created).toHaveLength(1));
    expect(sockets.created[0]).toEqual({
      url: '/identity',
      options: expect.objectContaining({ path: '/ws', withCredentials: true }) as unknown,
    });

    socket.fire('connect');
    socket.fire('verificationStatus', { status: 'manual_review' });
    socket.fire('verificationStatus', { status: 'approved' });
    socket.fire('verificationStatus', { status: 'rejected', error: 'document_rejected' });
    expect(messages).toEqual([
      { status: 'manual_review' },
      { status: 'rejected', error: 'document_rejected' },
    ]);
    expect(statuses).toEqual(['connecting', 'connected']);

    channel.close();
    socket.fire('verificationStatus', { status: 'verified', error: null });
    expect(messages).toHaveLength(2);
  });
});
