import type {
  AdminTicketDetail,
  AdminTicketListReply,
  AdminTicketSummary,
  TicketMessage,
} from '@store/shared/schemas/support';

/** A ticket as the inbox lists it: open, unassigned, from Ana, answer due in the far future. */
export function ticketSummary(
  id: string,
  overrides: Partial<AdminTicketSummary> = {},
): AdminTicketSummary {
  return {
    _id: id,
    category: 'technical',
    topic: `Topic of ${id}`,
    status: 'open',
    orderId: null,
    withStaff: true,
    createdAt: '2026-03-02T09:00:00.000Z',
    updatedAt: '2026-03-02T09:05:00.000Z',
    lastMessage: { message: 'Hello?', sender: 'user', sentAt: '2026-03-02T09:05:00.000Z' },
    customer: { _id: '41', email: 'ana@x.test', firstName: 'Ana' },
    assignee: null,
    handOffReason: null,
    answerBy: '2099-03-04T09:05:00.000Z',
    ...overrides,
  };
}

/** One page of the inbox as GET /admin/tickets answers it. */
export function ticketPage(
  tickets: AdminTicketSummary[],
  overrides: Partial<AdminTicketListReply> = {},
): AdminTicketListReply {
  return {
    tickets,
    page: 1,
    pageCount: tickets.length === 0 ? 0 : 1,
    total: tickets.length,
    openCount: tickets.filter((ticket) => ticket.status === 'open').length,
    ...overrides,
  };
}

/** One message of a conversation. */
export function ticketMessage(
  id: string,
  sender: TicketMessage['sender'],
  message: string,
  overrides: Partial<TicketMessage> = {},
): TicketMessage {
  return {
    _id: id,
    message,
    sender,
    sentAt: '2026-03-02T09:00:00.000Z',
    senderName: sender === 'staff' ? 'Sam' : null,
    clientMessageId: null,
    citations: [],
    ...overrides,
  };
}

/** A ticket's page: a short conversation and one order of the customer. */
export function ticketDetail(
  id: string,
  overrides: Partial<AdminTicketDetail> = {},
): AdminTicketDetail {
  return {
    ...ticketSummary(id),
    details: {
      messages: [
        ticketMessage('m1', 'user', 'My key does not work.'),
        ticketMessage('m2', 'AI', 'Which platform did you redeem it on?', {
          sentAt: '2026-03-02T09:01:00.000Z',
        }),
      ],
    },
    orders: [
      {
        _id: 'ord_ana_1',
        status: 'delivered',
        totalMinor: 4999,
        currency: 'EUR',
        createdAt: '2026-03-01T12:00:00.000Z',
      },
    ],
    ...overrides,
  };
}
