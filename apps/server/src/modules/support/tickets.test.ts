import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addBusinessDays } from '@store/shared/rules/business-days';
import { SUPPORT_MESSAGES, TicketDetail, TicketListReply } from '@store/shared/schemas/support';
import type { TestApp } from '../../test/build-test-app';
import { signedInCustomer } from '../../test/factories';
import { insertDeliveredOrder } from '../../test/kits/loyalty-test-kit';
import {
  buildSupportTestApp,
  chatBody,
  openTicket,
  post,
  readTicket,
  sendChat,
  supportRows,
  ticketBody,
  TICKETS_API,
  type ScriptedAssistant,
} from '../../test/kits/support-test-kit';
import { createTestClient } from '../../test/test-client';

// The customer's tickets (spec section 7): their list, one with its messages, a ticket for a
// person, replies and closing, and nobody else's ticket within reach.
let t: TestApp;
let assistant: ScriptedAssistant;
beforeAll(async () => {
  ({ t, assistant } = await buildSupportTestApp());
});
afterAll(async () => {
  await t.close();
});

const XSS = '<img src=x onerror="alert(1)"><script>alert("x")</script>';

async function storedMessages(ticketId: string) {
  return supportRows<{ sender: string; body: string }>(
    t,
    `select m.sender, m.body from ticket_messages m join tickets t on t.id = m.ticket_id
     where t.public_id = $1 order by m.id`,
    [ticketId],
  );
}

async function ticketCount(userId: number): Promise<number> {
  const [row] = await supportRows<{ n: number }>(
    t,
    'select count(*)::int as n from tickets where user_id = $1',
    [userId],
  );
  return row?.n ?? 0;
}

describe('GET /api/v1/users/tickets', () => {
  it('asks a guest to sign in', async () => {
    expect((await createTestClient(t.app).request({ url: TICKETS_API })).statusCode).toBe(401);
  });

  it('lists the customer’s own conversations, the latest change first, with their last message', async () => {
    const ada = await signedInCustomer(t);
    const grace = await signedInCustomer(t);
    const ticket = await openTicket(ada.client, ticketBody({ topic: 'Key does not work' }));
    const chat = await sendChat(ada.client, chatBody({ text: 'Where is my invoice?' }));
    await openTicket(grace.client);

    const res = await ada.client.request({ url: TICKETS_API });
    expect(res.statusCode).toBe(200);
    const list = TicketListReply.parse(res.json());
    expect(list.tickets.map((entry) => entry._id)).toEqual([chat.ticket?._id, ticket._id]);
    expect(list).toMatchObject({ page: 1, pageCount: 1, total: 2 });
    expect(list.tickets[0]).toMatchObject({
      category: 'other',
      topic: 'Where is my invoice?',
      status: 'answered',
      withStaff: false,
      lastMessage: { sender: 'AI', message: 'Answer: Where is my invoice?' },
    });
    expect(list.tickets[1]).toMatchObject({
      category: 'technical',
      topic: 'Key does not work',
      status: 'open',
      withStaff: true,
      orderId: null,
      lastMessage: { sender: 'user', message: 'Steam says the key is invalid.' },
    });
  });

  it('pages 20 conversations at a time', async () => {
    const ada = await signedInCustomer(t);
    await t.database.pool.query(
      `insert into tickets (public_id, user_id, category, topic, status, language, updated_at)
       select 'tkt_page_' || $1::int || '_' || g, $1::int, 'other', 'Topic ' || g, 'open', 'en',
              now() - g * interval '1 minute'
       from generate_series(1, 21) g`,
      [ada.userId],
    );
    const second = await ada.client.request({ url: `${TICKETS_API}?page=2` });
    const page = TicketListReply.parse(second.json());
    expect(page).toMatchObject({ page: 2, pageCount: 2, total: 21 });
    expect(page.tickets.map((entry) => entry.topic)).toEqual(['Topic 21']);
    expect((await ada.client.request({ url: `${TICKETS_API}?page=0` })).statusCode).toBe(400);
  });
});

describe('GET /api/v1/users/tickets/:id', () => {
  it('shows the owner the ticket with its messages, oldest first', async () => {
    const ada = await signedInCustomer(t);
    const opened = await openTicket(ada.client);
    const reply = await post(ada.client, `${TICKETS_API}/${opened._id}/messages`, {
      message: 'Any news?',
      clientMessageId: randomUUID(),
    });
    expect(reply.statusCode).toBe(201);
    const detail = await readTicket(ada.client, opened._id);
    expect(detail.details.messages.map((m) => [m.sender, m.message])).toEqual([
      ['user', 'Steam says the key is invalid.'],
      ['user', 'Any news?'],
    ]);
  });

  it('answers 404 for another customer’s ticket and for an unknown one, 400 for a bad id', async () => {
    const ada = await signedInCustomer(t);
    const grace = await signedInCustomer(t);
    const hers = await openTicket(grace.client);
    for (const id of [hers._id, 'tkt_unknown']) {
      const res = await ada.client.request({ url: `${TICKETS_API}/${id}` });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ message: SUPPORT_MESSAGES.ticketNotFound });
    }
    const bad = await ada.client.request({ url: `${TICKETS_API}/${encodeURIComponent('a b')}` });
    expect(bad.statusCode).toBe(400);
    expect(
      (await createTestClient(t.app).request({ url: `${TICKETS_API}/${hers._id}` })).statusCode,
    ).toBe(401);
  });
});

describe('POST /api/v1/users/tickets', () => {
  it('opens a ticket for a person, due within 2 business days', async () => {
    const ada = await signedInCustomer(t);
    const calls = assistant.calls.length;
    const res = await post(ada.client, TICKETS_API, ticketBody({ category: 'billing' }));
    expect(res.statusCode).toBe(201);
    const ticket = TicketDetail.parse(res.json());
    expect(ticket).toMatchObject({
      category: 'billing',
      status: 'open',
      withStaff: true,
      details: { messages: [{ sender: 'user', message: 'Steam says the key is invalid.' }] },
    });
    expect(ticket.answerBy).toBe(addBusinessDays(new Date(ticket.createdAt), 2).toISOString());
    // A ticket is for a person: the assistant is not asked.
    expect(assistant.calls.length).toBe(calls);
  });

  it('answers the ticket it opened when the same message comes again', async () => {
    const ada = await signedInCustomer(t);
    const body = ticketBody();
    const first = await openTicket(ada.client, body);
    const again = await post(ada.client, TICKETS_API, body);
    expect(again.statusCode).toBe(200);
    expect(TicketDetail.parse(again.json())._id).toBe(first._id);
    expect(await ticketCount(ada.userId)).toBe(1);
    expect(await storedMessages(first._id)).toHaveLength(1);
  });

  it('stores an unknown category as other', async () => {
    const ada = await signedInCustomer(t);
    const ticket = await openTicket(ada.client, { ...ticketBody(), category: 'refunds-now' });
    expect(ticket.category).toBe('other');
  });

  it('links the customer’s own order, and refuses another customer’s with 404', async () => {
    const ada = await signedInCustomer(t);
    const grace = await signedInCustomer(t);
    const adaOrder = await insertDeliveredOrder(t, ada.userId);
    const graceOrder = await insertDeliveredOrder(t, grace.userId);

    const linked = await openTicket(ada.client, ticketBody({ orderId: adaOrder }));
    expect(linked.orderId).toBe(adaOrder);
    const refused = await post(ada.client, TICKETS_API, ticketBody({ orderId: graceOrder }));
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toMatchObject({ message: SUPPORT_MESSAGES.orderNotFound });
    expect(await ticketCount(ada.userId)).toBe(1);
  });

  it('stores a message as written, markup and all', async () => {
    const ada = await signedInCustomer(t);
    const ticket = await openTicket(ada.client, ticketBody({ message: XSS, topic: XSS }));
    expect(ticket.topic).toBe(XSS);
    expect(await storedMessages(ticket._id)).toEqual([{ sender: 'user', body: XSS }]);
  });

  it('accepts a message of exactly 2000 characters, trimmed', async () => {
    const ada = await signedInCustomer(t);
    const text = 'm'.repeat(2000);
    const ticket = await openTicket(ada.client, ticketBody({ message: `  ${text}\n` }));
    expect(ticket.details.messages[0]?.message).toBe(text);
  });

  it.each([
    ['a blank message', { message: '  \n ' }, SUPPORT_MESSAGES.messageRequired],
    [
      'a message of 2001 characters',
      { message: 'm'.repeat(2001) },
      SUPPORT_MESSAGES.messageTooLong,
    ],
    ['a message id that is no UUID', { clientMessageId: 'abc' }, SUPPORT_MESSAGES.clientMessageId],
    ['a blank topic', { topic: ' ' }, SUPPORT_MESSAGES.topicRequired],
    ['a topic of 121 characters', { topic: 't'.repeat(121) }, SUPPORT_MESSAGES.topicTooLong],
    ['a message that is no text', { message: 42 }, undefined],
    ['a bad order id', { orderId: 'ord 1' }, undefined],
  ])('refuses %s with 400 and stores nothing', async (_case, change, message) => {
    const ada = await signedInCustomer(t);
    const res = await post(ada.client, TICKETS_API, { ...ticketBody(), ...change });
    expect(res.statusCode).toBe(400);
    if (message) expect(JSON.stringify(res.json())).toContain(message);
    expect(await ticketCount(ada.userId)).toBe(0);
  });

  it('asks a guest to sign in', async () => {
    const res = await post(createTestClient(t.app), TICKETS_API, ticketBody());
    expect(res.statusCode).toBe(401);
  });
});

describe('POST /api/v1/users/tickets/:id/messages', () => {
  it('keeps the promised day while the ticket waits, and promises a new one when it reopens', async () => {
    const ada = await signedInCustomer(t);
    const ticket = await openTicket(ada.client);
    const calls = assistant.calls.length;
    const write = (message: string) =>
      post(ada.client, `${TICKETS_API}/${ticket._id}/messages`, {
        message,
        clientMessageId: randomUUID(),
      });

    const waiting = TicketDetail.parse((await write('Still nothing')).json());
    expect(waiting).toMatchObject({ status: 'open', answerBy: ticket.answerBy });

    // Staff answered it yesterday; the customer writes again.
    await t.database.pool.query(
      `update tickets set status = 'answered', answer_by = null where public_id = $1`,
      [ticket._id],
    );
    const reopened = TicketDetail.parse((await write('That did not help')).json());
    const lastSent = reopened.details.messages.at(-1)?.sentAt ?? '';
    expect(reopened).toMatchObject({ status: 'open', withStaff: true });
    expect(reopened.answerBy).toBe(addBusinessDays(new Date(lastSent), 2).toISOString());
    expect(assistant.calls.length).toBe(calls);
  });

  it('is answered by the assistant in a chat it handles', async () => {
    const ada = await signedInCustomer(t);
    const chat = await sendChat(ada.client, chatBody({ text: 'Hello' }));
    const res = await post(ada.client, `${TICKETS_API}/${chat.ticket?._id ?? ''}/messages`, {
      message: 'And my invoice?',
      clientMessageId: randomUUID(),
    });
    expect(res.statusCode).toBe(201);
    const detail = TicketDetail.parse(res.json());
    expect(detail.details.messages.map((m) => m.message)).toEqual([
      'Hello',
      'Answer: Hello',
      'And my invoice?',
      'Answer: And my invoice?',
    ]);
  });

  it('stores a message sent twice once', async () => {
    const ada = await signedInCustomer(t);
    const ticket = await openTicket(ada.client);
    const body = { message: 'Once only', clientMessageId: randomUUID() };
    for (let i = 0; i < 2; i++) {
      expect(
        (await post(ada.client, `${TICKETS_API}/${ticket._id}/messages`, body)).statusCode,
      ).toBe(201);
    }
    expect((await storedMessages(ticket._id)).map((m) => m.body)).toEqual([
      'Steam says the key is invalid.',
      'Once only',
    ]);
  });

  it('refuses another customer’s ticket with 404 and stores nothing', async () => {
    const ada = await signedInCustomer(t);
    const grace = await signedInCustomer(t);
    const hers = await openTicket(grace.client);
    const res = await post(ada.client, `${TICKETS_API}/${hers._id}/messages`, {
      message: 'Let me in',
      clientMessageId: randomUUID(),
    });
    expect(res.statusCode).toBe(404);
    expect(await storedMessages(hers._id)).toHaveLength(1);
  });
});

describe('POST /api/v1/users/tickets/:id/close', () => {
  it('closes the owner’s ticket, and their next message opens it again', async () => {
    const ada = await signedInCustomer(t);
    const ticket = await openTicket(ada.client);
    for (let i = 0; i < 2; i++) {
      const closed = await post(ada.client, `${TICKETS_API}/${ticket._id}/close`);
      expect(closed.statusCode).toBe(200);
      expect(TicketDetail.parse(closed.json())).toMatchObject({ status: 'closed', answerBy: null });
    }
    const res = await post(ada.client, `${TICKETS_API}/${ticket._id}/messages`, {
      message: 'One more thing',
      clientMessageId: randomUUID(),
    });
    expect(TicketDetail.parse(res.json())).toMatchObject({ status: 'open', withStaff: true });
  });

  it('refuses another customer’s ticket with 404', async () => {
    const ada = await signedInCustomer(t);
    const grace = await signedInCustomer(t);
    const hers = await openTicket(grace.client);
    expect((await post(ada.client, `${TICKETS_API}/${hers._id}/close`)).statusCode).toBe(404);
    expect((await readTicket(grace.client, hers._id)).status).toBe('open');
  });
});
