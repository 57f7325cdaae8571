import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { VerificationStatusMessage } from '@store/shared/schemas/identity';
import { openIdentitySocket } from './identity-socket';
import type { LiveStatus } from './payments-channel';
import { FakeSocket } from './testing/fake-socket-io';

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
