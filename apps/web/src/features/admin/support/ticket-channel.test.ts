import type { ChatMessage, TicketDetail, TicketSummary } from '@store/shared/schemas/support';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { openTicketChannel, type TicketLiveStatus } from './ticket-channel';
import { ticketDetail, ticketSummary } from './testing/tickets';

type Handler = (...args: unknown[]) => void;

/** A stand-in for a socket.io client socket: the test plays the server's part. */
class FakeSocket {
  active = true;
  readonly handlers = new Map<string, Handler[]>();
  readonly joins: unknown[] = [];
  /** What the server answers to `join`; a rejection is "no answer in time". */
  joinAnswer: () => Promise<unknown> = () => Promise.resolve({ ok: false });
  readonly connect = vi.fn(() => {
    this.active = true;
  });
  readonly disconnect = vi.fn(() => {
    this.active = false;
    this.fire('disconnect', 'io client disconnect');
  });
  on(event: string, handler: Handler) {
    this.handlers.set(event, [...(this.handlers.get(event) ?? []), handler]);
    return this;
  }
  timeout() {
    return {
      emitWithAck: (event: string, body: unknown) => {
        if (event === 'join') this.joins.push(body);
        return this.joinAnswer();
      },
    };
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

function open(ticketId = 'tk_1') {
  const statuses: TicketLiveStatus[] = [];
  const joined: TicketDetail[] = [];
  const messages: ChatMessage[] = [];
  const changes: TicketSummary[] = [];
  const channel = openTicketChannel(ticketId, {
    onStatus: (status) => statuses.push(status),
    onJoined: (ticket) => joined.push(ticket),
    onMessage: (message) => messages.push(message),
    onTicket: (ticket) => changes.push(ticket),
  });
  return { channel, statuses, joined, messages, changes };
}

/** Lets the dynamic import of the client library settle. */
const loaded = () => vi.waitFor(() => expect(sockets.created.length).toBeGreaterThan(0));
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

const message = (overrides: Partial<ChatMessage> = {}): ChatMessage => ({
  _id: 'm9',
  ticketId: 'tk_1',
  clientMessageId: null,
  text: 'Any news?',
  sender: 'user',
  senderName: null,
  createdAt: '2026-03-02T11:00:00.000Z',
  citations: [],
  ...overrides,
});

beforeEach(() => {
  socket = new FakeSocket();
  sockets.created.length = 0;
});

describe('openTicketChannel', () => {
  it('connects to /ws, namespace /chat, as staff by the cookie, reconnecting after 5 s', async () => {
    open();
    await loaded();
    expect(sockets.created).toEqual([
      {
        url: '/chat',
        options: expect.objectContaining({
          path: '/ws',
          withCredentials: true,
          auth: { staff: true },
          reconnectionDelay: 5000,
          reconnectionDelayMax: 5000,
        }) as unknown,
      },
    ]);
  });

  it('joins the ticket on every connection and is live once the server answers', async () => {
    const { statuses, joined } = open();
    await loaded();
    const ticket = ticketDetail('tk_1');
    socket.joinAnswer = () => Promise.resolve({ ok: true, data: ticket });

    socket.fire('connect');
    await vi.waitFor(() => expect(statuses).toEqual(['connecting', 'live']));
    expect(socket.joins).toEqual([{ ticketId: 'tk_1' }]);
    expect(joined[0]?.details.messages).toEqual(ticket.details.messages);

    socket.fire('disconnect', 'transport close');
    socket.fire('connect');
    await vi.waitFor(() => expect(statuses).toEqual(['connecting', 'live', 'offline', 'live']));
    expect(socket.joins).toHaveLength(2);
  });

  it('stays offline when the join is refused or not answered, so the page polls', async () => {
    const { statuses, joined } = open();
    await loaded();
    socket.joinAnswer = () =>
      Promise.resolve({ ok: false, error: { message: 'Ticket not found.', code: 'NOT_FOUND' } });
    socket.fire('connect');
    await settled();
    socket.joinAnswer = () => Promise.reject(new Error('operation has timed out'));
    socket.fire('connect');
    await settled();
    expect(statuses).toEqual(['connecting', 'offline', 'offline']);
    expect(joined).toEqual([]);
  });

  it('passes on only this ticket’s messages and changes, as the contract has them', async () => {
    const { messages, changes } = open();
    await loaded();

    socket.fire('message', message());
    socket.fire('message', message({ _id: 'x1', ticketId: 'tk_other' }));
    socket.fire('message', { ...message({ _id: 'x2' }), sender: 'robot' });
    socket.fire('ticket', ticketSummary('tk_1', { status: 'answered' }));
    socket.fire('ticket', ticketSummary('tk_other'));

    expect(messages.map((m) => m._id)).toEqual(['m9']);
    expect(changes.map((c) => [c._id, c.status])).toEqual([['tk_1', 'answered']]);
  });

  it('says nothing more once closed', async () => {
    const { channel, statuses, messages } = open();
    await loaded();
    channel.close();
    socket.fire('message', message());
    expect(socket.disconnect).toHaveBeenCalledOnce();
    expect(statuses).toEqual(['connecting']);
    expect(messages).toEqual([]);
  });
});
