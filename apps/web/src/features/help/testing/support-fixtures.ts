import type {
  ChatMessage,
  ChatSendReply,
  TicketDetail,
  TicketMessage,
  TicketSummary,
} from '@store/shared/schemas/support';

/** Ada's ticket t-1 about a key that will not activate, handled by the assistant. */
export function ticketSummary(overrides: Partial<TicketSummary> = {}): TicketSummary {
  return {
    _id: 't-1',
    category: 'technical',
    topic: 'Steam key will not activate',
    status: 'answered',
    orderId: null,
    withStaff: false,
    createdAt: '2026-03-02T10:00:00.000Z',
    updatedAt: '2026-03-02T10:05:00.000Z',
    lastMessage: {
      message: 'Try redeeming it in the Steam app.',
      sender: 'AI',
      sentAt: '2026-03-02T10:05:00.000Z',
    },
    ...overrides,
  };
}

export function ticketMessage(overrides: Partial<TicketMessage> = {}): TicketMessage {
  return {
    _id: 'm-1',
    message: 'My Steam key will not activate.',
    sender: 'user',
    sentAt: '2026-03-02T10:00:00.000Z',
    senderName: null,
    clientMessageId: null,
    citations: [],
    ...overrides,
  };
}

/** Ticket t-1 with its question and the assistant's answer. */
export function ticketDetail(overrides: Partial<TicketDetail> = {}): TicketDetail {
  return {
    ...ticketSummary(),
    details: {
      messages: [
        ticketMessage(),
        ticketMessage({
          _id: 'm-2',
          message: 'Try redeeming it in the Steam app.',
          sender: 'AI',
          sentAt: '2026-03-02T10:05:00.000Z',
        }),
      ],
    },
    answerBy: null,
    ...overrides,
  };
}

/** A message of a chat as the socket sends it. */
export function chatMessage(overrides: Partial<ChatMessage> = {}): ChatMessage {
  return {
    _id: 'c-1',
    ticketId: 't-1',
    clientMessageId: null,
    text: 'Hello',
    sender: 'user',
    senderName: null,
    createdAt: '2026-03-02T11:00:00.000Z',
    citations: [],
    ...overrides,
  };
}

/**
 * The server's answer to a send of `text` with `clientMessageId`: the stored message and the
 * assistant's reply, in ticket `ticket` (null for a guest's chat).
 */
export function sendReply(
  text: string,
  clientMessageId: string,
  reply: Partial<ChatMessage> & { text: string },
  ticket: TicketSummary | null = ticketSummary(),
): { ok: true; data: ChatSendReply } {
  const ticketId = ticket?._id ?? null;
  return {
    ok: true,
    data: {
      ticket,
      message: chatMessage({
        _id: `u-${clientMessageId}`,
        ticketId,
        clientMessageId,
        text,
        createdAt: '2026-03-02T11:00:00.000Z',
      }),
      replies: [
        chatMessage({
          _id: `a-${clientMessageId}`,
          ticketId,
          sender: 'AI',
          createdAt: '2026-03-02T11:00:01.000Z',
          ...reply,
        }),
      ],
    },
  };
}
