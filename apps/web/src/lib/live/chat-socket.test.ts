import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChatUnreachableError, type ChatChannelListener } from './chat-channel';
import { openChatSocket } from './chat-socket';
import type { LiveStatus } from './payments-channel';

type Handler = (...args: unknown[]) => void;

/** A stand-in for a socket.io client socket: the test plays the server's part. */
class FakeSocket {
  active = true;
  connected = false;
  readonly handlers = new Map<string, Handler[]>();
  readonly emitted: { event: string; body: unknown; timeout: number | null }[] = [];
  /** What the server answers to the next `emitWithAck`, or an error to fail it with. */
  answer: unknown = undefined;
  private pendingTimeout: number | null = null;
  readonly connect = vi.fn(() => {
    this.active = true;
  });
  readonly disconnect = vi.fn(() => {
    this.active = false;
    this.connected = false;
    this.fire('disconnect', 'io client disconnect');
  });
  on(event: string, handler: Handler) {
    this.handlers.set(event, [...(this.handlers.get(event) ?? []), handler]);
    return this;
  }
  fire(event: string, ...args: unknown[]) {
    if (event === 'connect') this.connected = true;
    if (event === 'disconnect') this.connected = false;
    for (const handler of this.handlers.get(event) ?? []) handler(...args);
  }
  timeout(ms: number) {
    this.pendingTimeout = ms;
    return this;
  }
  emitWithAck(event: string, body: unknown) {
    this.emitted.push({ event, body, timeout: this.pendingTimeout });
    this.pendingTimeout = null;
    return this.answer instanceof Error
      ? Promise.reject(this.answer)
      : Promise.resolve(this.answer);
  }
  emit(event: string, body: unknown) {
    this.emitted.push({ event, body, timeout: null });
    return this;
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

function open() {
  const statuses: LiveStatus[] = [];
  const events: [string, unknown][] = [];
  const listener: ChatChannelListener = {
    onStatus: (status) => statuses.push(status),
    onMessage: (message) => events.push(['message', message]),
    onTyping: (event) => events.push(['typing', event]),
    onTicket: (ticket) => events.push(['ticket', ticket]),
  };
  const channel = openChatSocket(listener);
  return { channel, statuses, events };
}

/** Lets the dynamic import of the client library settle. */
const loaded = () => vi.waitFor(() => expect(sockets.created.length).toBeGreaterThan(0));

const message = {
  _id: 'm-1',
  ticketId: 't-1',
  clientMessageId: null,
  text: 'Hello',
  sender: 'staff',
  senderName: 'Grace',
  createdAt: '2026-03-02T11:00:00.000Z',
  citations: [],
};

const sendBody = {
  clientMessageId: '0b6b0a6e-1c1a-4c1e-9f53-4f7f3b1d2a10',
  text: 'Hello',
  ticketId: 't-1',
  language: 'en' as const,
};

beforeEach(() => {
  socket = new FakeSocket();
  sockets.created.length = 0;
});

afterEach(() => {
  vi.useRealTimers();
});

describe('openChatSocket', () => {
  it('connects to /ws, namespace /chat, with the session cookie, reconnecting after 5 s', async () => {
    const { statuses } = open();
    await loaded();

    expect(sockets.created).toEqual([
      {
        url: '/chat',
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

  it('passes on the events of the contract and drops anything else', async () => {
    const { events } = open();
    await loaded();

    socket.fire('message', message);
    socket.fire('message', { ...message, sender: 'robot' });
    socket.fire('typing', { ticketId: 't-1', sender: 'AI' });
    socket.fire('typing', { sender: 'AI' });
    socket.fire('ticket', { _id: 't-1' });

    expect(events).toEqual([
      ['message', message],
      ['typing', { ticketId: 't-1', sender: 'AI' }],
    ]);
  });

  it('sends and joins with an acknowledgement, checked against the contract', async () => {
    const { channel } = open();
    await loaded();
    socket.fire('connect');

    socket.answer = { ok: false, error: { code: 'RATE_LIMITED', message: 'Slow down.' } };
    await expect(channel.send(sendBody)).resolves.toEqual(socket.answer);
    expect(socket.emitted[0]).toEqual({ event: 'send', body: sendBody, timeout: 20_000 });

    socket.answer = { ok: true, data: { _id: 't-1' } };
    await expect(channel.join('t-1')).resolves.toEqual({
      ok: false,
      error: { message: 'Unexpected response from the server', code: 'EBADRESPONSE' },
    });
    expect(socket.emitted[1]).toMatchObject({ event: 'join', body: { ticketId: 't-1' } });

    channel.leave('t-1');
    expect(socket.emitted[2]).toEqual({ event: 'leave', body: { ticketId: 't-1' }, timeout: null });
  });

  it('does not queue a call without a connection, nor hide one that was lost', async () => {
    const { channel } = open();
    await expect(channel.send(sendBody)).rejects.toBeInstanceOf(ChatUnreachableError);
    await loaded();
    await expect(channel.join('t-1')).rejects.toBeInstanceOf(ChatUnreachableError);

    socket.fire('connect');
    socket.answer = new Error('socket has been disconnected');
    await expect(channel.send(sendBody)).rejects.toBeInstanceOf(ChatUnreachableError);
    expect(socket.emitted.map((entry) => entry.event)).toEqual(['send']);
  });

  it('tries again after 5 s when the server refuses the connection', async () => {
    const { statuses } = open();
    await loaded();
    vi.useFakeTimers();

    socket.active = false;
    socket.fire('connect_error', new Error('refused'));
    expect(statuses).toEqual(['connecting', 'disconnected']);
    vi.advanceTimersByTime(4999);
    expect(socket.connect).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(socket.connect).toHaveBeenCalledOnce();
  });

  it('says nothing more once closed', async () => {
    const { channel, statuses, events } = open();
    await loaded();
    socket.fire('connect');

    channel.close();
    socket.fire('message', message);
    expect(socket.disconnect).toHaveBeenCalledOnce();
    expect(statuses).toEqual(['connecting', 'connected']);
    expect(events).toEqual([]);
    await expect(channel.send(sendBody)).rejects.toBeInstanceOf(ChatUnreachableError);
  });
});
