import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addBusinessDays } from '@store/shared/rules/business-days';
import { SUPPORT_LIMITS, SUPPORT_MESSAGES, TicketDetail } from '@store/shared/schemas/support';
import { countRows, type TestApp } from '../../test/build-test-app';
import { signedInCustomer } from '../../test/factories';
import { insertDeliveredOrder } from '../../test/kits/loyalty-test-kit';
import {
  assistantReply,
  buildSupportTestApp,
  CHAT_API,
  chatBody,
  post,
  readTicket,
  sendChat,
  supportRows,
  type ScriptedAssistant,
} from '../../test/kits/support-test-kit';
import { createTestClient } from '../../test/test-client';
import { assistantUnavailableText, guestUnavailableText } from './chat-texts';

// The help widget's chat over HTTP, the same service as the socket's `send`: guests talk to
// the assistant about the help content, a customer's chat is stored once per message and
// answered, handed to a person when the assistant says so or fails.
let t: TestApp;
let assistant: ScriptedAssistant;
beforeAll(async () => {
  // The chat waits a second longer than the engine's limit: 2 s here.
  ({ t, assistant } = await buildSupportTestApp({ AI_TIMEOUT_MS: '1000' }));
});
afterAll(async () => {
  await t.close();
});

async function messagesOf(ticketId: string) {
  return supportRows<{ sender: string; body: string; client_message_id: string | null }>(
    t,
    `select m.sender, m.body, m.client_message_id from ticket_messages m
     join tickets t on t.id = m.ticket_id where t.public_id = $1 order by m.id`,
    [ticketId],
  );
}

async function ticketRow(ticketId: string) {
  const [row] = await supportRows<{
    with_staff: boolean;
    status: string;
    category: string;
    hand_off_reason: string | null;
    answer_by: Date | null;
    language: string;
  }>(
    t,
    `select with_staff, status, category, hand_off_reason, answer_by, language
     from tickets where public_id = $1`,
    [ticketId],
  );
  if (!row) throw new Error(`no ticket ${ticketId}`);
  return row;
}

describe('a guest’s chat', () => {
  it('is answered by the assistant about the help content, and nothing is kept', async () => {
    const guest = createTestClient(t.app);
    const before = await countRows(t, 'ticket_messages');
    const reply = await sendChat(guest, chatBody({ text: '  How do I redeem a code?\n' }));
    expect(reply.ticket).toBeNull();
    expect(reply.message).toMatchObject({
      sender: 'user',
      text: 'How do I redeem a code?',
      ticketId: null,
    });
    expect(reply.replies).toMatchObject([
      { sender: 'AI', text: 'Answer: How do I redeem a code?' },
    ]);
    expect(assistant.calls.at(-1)).toMatchObject({ customer: null, history: [], orderId: null });
    expect(await countRows(t, 'ticket_messages')).toBe(before);
  });

  it('asks a guest to sign in for a ticket or an order', async () => {
    const guest = createTestClient(t.app);
    for (const change of [{ ticketId: 'tkt_anything' }, { orderId: 'ord_anything' }]) {
      const res = await post(guest, CHAT_API, chatBody(change));
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({
        code: 'SIGN_IN_REQUIRED',
        message: SUPPORT_MESSAGES.signInForTickets,
      });
    }
  });

  it('apologises in the guest’s language when the assistant fails', async () => {
    assistant.next(new Error('model down'));
    const reply = await sendChat(createTestClient(t.app), chatBody({ language: 'it' }));
    expect(reply.replies.map((r) => r.text)).toEqual([guestUnavailableText('it')]);
  });
});

describe('a customer’s chat', () => {
  it('opens a conversation the assistant answers, named by its first words', async () => {
    const ada = await signedInCustomer(t);
    const text = 'My Steam key for Elden Ring says it was already used, what now?';
    const reply = await sendChat(ada.client, chatBody({ text }));
    expect(reply.ticket).toMatchObject({
      category: 'other',
      topic: 'My Steam key for Elden Ring says it…',
      status: 'answered',
      withStaff: false,
    });
    expect(reply.message).toMatchObject({ sender: 'user', text, ticketId: reply.ticket?._id });
    expect(reply.replies).toMatchObject([{ sender: 'AI', text: `Answer: ${text}` }]);
    expect(assistant.calls.at(-1)).toMatchObject({
      text,
      history: [],
      language: 'en',
      topicId: null,
      customer: { firstName: 'Ada' },
    });
  });

  it('names a chat opened from a help topic by the topic, and tells the assistant', async () => {
    const ada = await signedInCustomer(t);
    const reply = await sendChat(ada.client, chatBody({ topicId: 'invoice', language: 'de' }));
    expect(reply.ticket?.topic).toBe('invoice');
    expect(assistant.calls.at(-1)).toMatchObject({ topicId: 'invoice', language: 'de' });
    expect((await ticketRow(reply.ticket?._id ?? '')).language).toBe('de');
  });

  it('gives the assistant the conversation so far', async () => {
    const ada = await signedInCustomer(t);
    const first = await sendChat(ada.client, chatBody({ text: 'Hi' }));
    await sendChat(ada.client, chatBody({ text: 'Where is my key?', ticketId: first.ticket?._id }));
    expect(assistant.calls.at(-1)).toMatchObject({
      text: 'Where is my key?',
      history: [
        { sender: 'user', text: 'Hi' },
        { sender: 'AI', text: 'Answer: Hi' },
      ],
    });
  });

  it('links a chat opened from the customer’s order, and refuses another customer’s order', async () => {
    const ada = await signedInCustomer(t);
    const grace = await signedInCustomer(t);
    const order = await insertDeliveredOrder(t, ada.userId);
    const reply = await sendChat(ada.client, chatBody({ orderId: order }));
    expect(reply.ticket?.orderId).toBe(order);
    expect(assistant.calls.at(-1)).toMatchObject({ orderId: order });

    const before = await countRows(t, 'tickets');
    const refused = await post(grace.client, CHAT_API, chatBody({ orderId: order }));
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toMatchObject({ message: SUPPORT_MESSAGES.orderNotFound });
    expect(await countRows(t, 'tickets')).toBe(before);
  });

  it('refuses another customer’s conversation with 404', async () => {
    const ada = await signedInCustomer(t);
    const grace = await signedInCustomer(t);
    const hers = await sendChat(grace.client, chatBody());
    const res = await post(ada.client, CHAT_API, chatBody({ ticketId: hers.ticket?._id }));
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ message: SUPPORT_MESSAGES.ticketNotFound });
    expect(await messagesOf(hers.ticket?._id ?? '')).toHaveLength(2);
  });

  it('stores a message sent twice once, and asks the assistant once', async () => {
    const ada = await signedInCustomer(t);
    const body = chatBody({ text: 'Sent twice' });
    const calls = assistant.calls.length;
    const first = await sendChat(ada.client, body);
    const again = await sendChat(ada.client, body);
    expect(assistant.calls.length).toBe(calls + 1);
    expect(again.message).toEqual(first.message);
    expect(again.replies).toEqual(first.replies);
    expect(again.ticket?._id).toBe(first.ticket?._id);
    expect((await messagesOf(first.ticket?._id ?? '')).map((m) => m.body)).toEqual([
      'Sent twice',
      'Answer: Sent twice',
    ]);
  });

  it('stores a message sent twice at once once, opening one conversation', async () => {
    const ada = await signedInCustomer(t);
    const body = chatBody({ text: 'Twice at once' });
    const calls = assistant.calls.length;
    const [a, b] = await Promise.all([sendChat(ada.client, body), sendChat(ada.client, body)]);
    expect(a.message._id).toBe(b.message._id);
    expect(assistant.calls.length).toBe(calls + 1);
    const [row] = await supportRows<{ n: number }>(
      t,
      'select count(*)::int as n from tickets where user_id = $1',
      [ada.userId],
    );
    expect(row?.n).toBe(1);

    const next = chatBody({ text: 'Again twice', ticketId: a.ticket?._id });
    await Promise.all([sendChat(ada.client, next), sendChat(ada.client, next)]);
    expect(assistant.calls.length).toBe(calls + 2);
    expect((await messagesOf(a.ticket?._id ?? '')).filter((m) => m.sender === 'user')).toHaveLength(
      2,
    );
  });

  it('hands the chat to a person when the assistant says so, due within 2 business days', async () => {
    const ada = await signedInCustomer(t);
    assistant.next(
      assistantReply('A colleague will answer within 2 business days.', {
        category: 'billing',
        reason: 'billing_dispute',
      }),
    );
    const reply = await sendChat(ada.client, chatBody({ text: 'I was charged twice!' }));
    const ticketId = reply.ticket?._id ?? '';
    expect(reply.ticket).toMatchObject({ withStaff: true, status: 'open', category: 'billing' });
    // The engine's words say it; the store does not repeat them.
    expect(reply.replies.map((r) => r.text)).toEqual([
      'A colleague will answer within 2 business days.',
    ]);

    const row = await ticketRow(ticketId);
    const answerBy = addBusinessDays(new Date(reply.replies[0]?.createdAt ?? ''), 2);
    expect(row).toMatchObject({ with_staff: true, hand_off_reason: 'billing_dispute' });
    expect(row.answer_by?.toISOString()).toBe(answerBy.toISOString());
    expect((await readTicket(ada.client, ticketId)).answerBy).toBe(answerBy.toISOString());

    // A person has it now: the assistant stays out.
    const calls = assistant.calls.length;
    const more = await sendChat(ada.client, chatBody({ text: 'Hello?', ticketId }));
    expect(more.replies).toEqual([]);
    expect(assistant.calls.length).toBe(calls);
  });

  it('keeps the message when the assistant fails, apologises and hands the chat to a person', async () => {
    const ada = await signedInCustomer(t);
    assistant.next(new Error('model down'));
    const reply = await sendChat(ada.client, chatBody({ text: 'Help', language: 'fr' }));
    const ticketId = reply.ticket?._id ?? '';
    expect(reply.replies[0]?.text).toBe(assistantUnavailableText('fr'));
    expect(reply.replies[1]?.text).toContain('2\u00a0jours ouvrés');
    expect(await messagesOf(ticketId)).toMatchObject([
      { sender: 'user', body: 'Help' },
      { sender: 'AI' },
      { sender: 'AI' },
    ]);
    expect(await ticketRow(ticketId)).toMatchObject({
      with_staff: true,
      status: 'open',
      category: 'other',
      hand_off_reason: 'low_confidence',
    });
  });

  it('hands the chat to a person when the assistant takes too long', async () => {
    const ada = await signedInCustomer(t);
    assistant.next(() => new Promise(() => undefined));
    const reply = await sendChat(ada.client, chatBody({ text: 'Anyone there?' }));
    expect(reply.replies[0]?.text).toBe(assistantUnavailableText('en'));
    expect(reply.ticket).toMatchObject({ withStaff: true, status: 'open' });
  });

  it('stores markup as written and answers it as text', async () => {
    const ada = await signedInCustomer(t);
    const xss = '<script>alert(document.cookie)</script>';
    const reply = await sendChat(ada.client, chatBody({ text: xss }));
    expect(reply.message.text).toBe(xss);
    expect((await messagesOf(reply.ticket?._id ?? ''))[0]?.body).toBe(xss);
  });

  it('refuses a message to a full conversation with 409', async () => {
    const ada = await signedInCustomer(t);
    const first = await sendChat(ada.client, chatBody());
    const ticketId = first.ticket?._id ?? '';
    await t.database.pool.query(
      `insert into ticket_messages (ticket_id, sender, body)
       select id, 'AI', 'filler' from tickets, generate_series(1, $2) where public_id = $1`,
      [ticketId, SUPPORT_LIMITS.messagesPerTicket - 2],
    );
    const res = await post(ada.client, CHAT_API, chatBody({ ticketId }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'TICKET_FULL', message: SUPPORT_MESSAGES.ticketFull });
  });

  it.each([
    ['a blank message', { text: ' \n\t ' }],
    ['a message of 2001 characters', { text: 'x'.repeat(2001) }],
    ['a message id that is no UUID', { clientMessageId: 'not-a-uuid' }],
    ['an unknown help topic', { topicId: 'cheats' }],
    ['an unknown language', { language: 'nl' }],
  ])('refuses %s with 400 and stores nothing', async (_case, change) => {
    const ada = await signedInCustomer(t);
    const before = await countRows(t, 'ticket_messages');
    const res = await post(ada.client, CHAT_API, { ...chatBody(), ...change });
    expect(res.statusCode).toBe(400);
    expect(await countRows(t, 'ticket_messages')).toBe(before);
  });
});

describe('message limits', () => {
  it('refuses a customer’s messages past the limit per minute with 429', async () => {
    const ada = await signedInCustomer(t);
    const first = await sendChat(ada.client, chatBody());
    const ticketId = first.ticket?._id ?? '';
    for (let i = 1; i < SUPPORT_LIMITS.messagesPerCustomerPerMinute; i++) {
      await sendChat(ada.client, chatBody({ ticketId }));
    }
    const res = await post(ada.client, CHAT_API, chatBody({ ticketId, text: 'One too many' }));
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ message: SUPPORT_MESSAGES.tooManyMessages });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    const stored = await readTicket(ada.client, ticketId);
    expect(stored.details.messages.some((m) => m.message === 'One too many')).toBe(false);
  });

  it('refuses messages from one address past its limit, guests included', async () => {
    const guest = createTestClient(t.app);
    for (let i = 0; i < SUPPORT_LIMITS.messagesPerIpPerMinute; i++) {
      await sendChat(guest, chatBody());
    }
    const res = await post(guest, CHAT_API, chatBody());
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ message: SUPPORT_MESSAGES.tooManyMessages });
  });

  it('keeps the limit on a customer’s ticket replies too', async () => {
    const ada = await signedInCustomer(t);
    const first = await sendChat(ada.client, chatBody());
    const ticketId = first.ticket?._id ?? '';
    const write = () =>
      post(ada.client, `/api/v1/users/tickets/${ticketId}/messages`, {
        message: 'Again',
        clientMessageId: randomUUID(),
      });
    for (let i = 1; i < SUPPORT_LIMITS.messagesPerCustomerPerMinute; i++) {
      expect((await write()).statusCode).toBe(201);
    }
    expect((await write()).statusCode).toBe(429);
    expect(
      TicketDetail.parse(await readTicket(ada.client, ticketId)).details.messages,
    ).toHaveLength(2 * SUPPORT_LIMITS.messagesPerCustomerPerMinute);
  });
});
