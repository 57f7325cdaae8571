import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DashboardReply } from '@store/shared/schemas/admin-dashboard';
import {
  AdminTicketDetail,
  AdminTicketListReply,
  SUPPORT_MESSAGES,
} from '@store/shared/schemas/support';
import type { TestApp } from '../../test/build-test-app';
import { signedInCustomer } from '../../test/factories';
import { capturedMails, drainOutbox } from '../../test/kits/fulfilment-test-kit';
import { auditOf } from '../../test/kits/key-stock-test-kit';
import { insertDeliveredOrder } from '../../test/kits/loyalty-test-kit';
import { ADMIN_API, postAdmin, signedInStaff, staffAccount } from '../../test/kits/staff-test-kit';
import {
  assistantReply,
  buildSupportTestApp,
  chatBody,
  openTicket,
  sendChat,
  supportRows,
  ticketBody,
  TICKETS_API,
  type ScriptedAssistant,
} from '../../test/kits/support-test-kit';
import type { TestClient } from '../../test/test-client';

// The back office's support inbox: tickets with staff in the order they need a person,
// assigning, answering (mailed to a customer who is away) and closing, all on the audit log.
let t: TestApp;
let assistant: ScriptedAssistant;
let agent: Awaited<ReturnType<typeof signedInStaff>>;
beforeAll(async () => {
  ({ t, assistant } = await buildSupportTestApp());
  agent = await signedInStaff(t, 'support');
});
afterAll(async () => {
  await t.close();
});

async function inbox(client: TestClient, query: string) {
  const res = await client.request({ url: `${ADMIN_API}/tickets?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return AdminTicketListReply.parse(res.json());
}

async function detail(ticketId: string, client = agent.client) {
  const res = await client.request({ url: `${ADMIN_API}/tickets/${ticketId}` });
  expect(res.statusCode, res.body).toBe(200);
  return AdminTicketDetail.parse(res.json());
}

async function reply(ticketId: string, body: unknown, client = agent.client) {
  return postAdmin(client, `/tickets/${ticketId}/reply`, body);
}

async function openCountInDatabase(): Promise<number> {
  const [row] = await supportRows<{ n: number }>(
    t,
    `select count(*)::int as n from tickets where with_staff and status = 'open'`,
  );
  return row?.n ?? 0;
}

/** Sets when the customer last wrote, hours ago, so waiting times are known. */
async function lastWrote(ticketId: string, hoursAgo: number) {
  await t.database.pool.query(
    `update tickets set last_customer_message_at = now() - $2 * interval '1 hour'
     where public_id = $1`,
    [ticketId, hoursAgo],
  );
}

describe('the inbox', () => {
  it('lists tickets with staff: open ones first, hand-offs first, then the longest waiting', async () => {
    const ada = await signedInCustomer(t);
    const waitingLong = await openTicket(ada.client, ticketBody({ topic: 'Waiting long' }));
    assistant.next(
      assistantReply('A colleague will help.', { category: 'billing', reason: 'billing_dispute' }),
    );
    const handedOff = (await sendChat(ada.client, chatBody({ text: 'Charged twice' }))).ticket;
    const waitingLess = await openTicket(
      ada.client,
      ticketBody({ category: 'product', topic: 'Waiting less' }),
    );
    const answered = await openTicket(ada.client, ticketBody({ topic: 'Answered' }));
    const assistantOnly = (await sendChat(ada.client, chatBody({ text: 'Just a question' })))
      .ticket;
    await lastWrote(waitingLong._id, 3);
    await lastWrote(waitingLess._id, 2);
    await lastWrote(handedOff?._id ?? '', 1);
    expect((await reply(answered._id, { message: 'Done.' })).statusCode).toBe(200);

    const list = await inbox(agent.client, `q=${encodeURIComponent(ada.email)}`);
    expect(list.tickets.map((ticket) => ticket.topic)).toEqual([
      'Charged twice',
      'Waiting long',
      'Waiting less',
      'Answered',
    ]);
    expect(list.tickets.map((ticket) => ticket._id)).not.toContain(assistantOnly?._id);
    expect(list.tickets[0]).toMatchObject({
      handOffReason: 'billing_dispute',
      category: 'billing',
      customer: { email: ada.email, firstName: 'Ada' },
      assignee: null,
      lastMessage: { sender: 'AI' },
    });
    expect(list.tickets[0]?.answerBy).not.toBeNull();
    expect(list.tickets[3]).toMatchObject({ status: 'answered', answerBy: null });
    expect(list.openCount).toBe(await openCountInDatabase());

    const byStatus = await inbox(
      agent.client,
      `status=answered&q=${encodeURIComponent(ada.email)}`,
    );
    expect(byStatus.tickets.map((ticket) => ticket.topic)).toEqual(['Answered']);
    const byCategory = await inbox(
      agent.client,
      `category=product&q=${encodeURIComponent(ada.email)}`,
    );
    expect(byCategory.tickets.map((ticket) => ticket.topic)).toEqual(['Waiting less']);
    const byTopic = await inbox(agent.client, 'q=waiting%20l');
    expect(byTopic.tickets.map((ticket) => ticket._id)).toContain(waitingLong._id);
  });

  it('filters by assignee: the member’s own, and nobody’s', async () => {
    const ada = await signedInCustomer(t);
    const mine = await openTicket(ada.client);
    const nobodys = await openTicket(ada.client);
    const assigned = await postAdmin(agent.client, `/tickets/${mine._id}/assign`, {
      staffId: String(agent.userId),
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
    const q = `q=${encodeURIComponent(ada.email)}`;
    expect((await inbox(agent.client, `assigned=me&${q}`)).tickets.map((x) => x._id)).toEqual([
      mine._id,
    ]);
    expect((await inbox(agent.client, `assigned=none&${q}`)).tickets.map((x) => x._id)).toEqual([
      nobodys._id,
    ]);
  });

  it('refuses a bad filter with 400', async () => {
    for (const query of ['status=pending', 'category=games', 'assigned=them', 'page=0']) {
      const res = await agent.client.request({ url: `${ADMIN_API}/tickets?${query}` });
      expect([query, res.statusCode]).toEqual([query, 400]);
    }
  });
});

describe('one ticket', () => {
  it('shows the conversation beside the customer’s 10 latest orders', async () => {
    const ada = await signedInCustomer(t);
    const orders: string[] = [];
    for (let i = 0; i < 11; i++) {
      orders.push(
        await insertDeliveredOrder(t, ada.userId, {
          deliveredAt: new Date(Date.now() - i * 60_000),
        }),
      );
    }
    const ticket = await openTicket(ada.client, ticketBody({ orderId: orders[3] }));
    const shown = await detail(ticket._id);
    expect(shown).toMatchObject({
      orderId: orders[3],
      customer: { _id: String(ada.userId), email: ada.email },
      details: { messages: [{ sender: 'user', message: 'Steam says the key is invalid.' }] },
    });
    expect(shown.orders.map((order) => order._id)).toEqual(orders.slice(0, 10));
    expect(shown.orders[0]).toMatchObject({
      status: 'delivered',
      totalMinor: 2000,
      currency: 'EUR',
    });
  });

  it('answers 404 for an unknown ticket', async () => {
    const res = await agent.client.request({ url: `${ADMIN_API}/tickets/tkt_nothing_here` });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ message: SUPPORT_MESSAGES.ticketNotFound });
  });
});

describe('assigning', () => {
  it('gives the ticket to an active support agent or admin, on the audit log', async () => {
    const ada = await signedInCustomer(t);
    const ticket = await openTicket(ada.client);
    const colleague = await staffAccount(t, 'admin');
    const res = await postAdmin(agent.client, `/tickets/${ticket._id}/assign`, {
      staffId: String(colleague.userId),
    });
    expect(res.statusCode).toBe(200);
    expect(AdminTicketDetail.parse(res.json()).assignee).toEqual({
      _id: String(colleague.userId),
      firstName: 'Grace',
    });
    const unassigned = await postAdmin(agent.client, `/tickets/${ticket._id}/assign`, {
      staffId: null,
    });
    expect(AdminTicketDetail.parse(unassigned.json()).assignee).toBeNull();
    expect(await auditOf(t, 'ticket', ticket._id)).toEqual([
      {
        action: 'ticket.assign',
        staff_email: agent.email,
        before: { assigneeId: null },
        after: { assigneeId: colleague.userId },
      },
      {
        action: 'ticket.assign',
        staff_email: agent.email,
        before: { assigneeId: colleague.userId },
        after: { assigneeId: null },
      },
    ]);
  });

  it('refuses anyone who does not work tickets with 400', async () => {
    const ada = await signedInCustomer(t);
    const ticket = await openTicket(ada.client);
    const catalogue = await staffAccount(t, 'catalogue');
    const gone = await staffAccount(t, 'support');
    await t.database.pool.query('update staff_members set disabled_at = now() where user_id = $1', [
      gone.userId,
    ]);
    for (const staffId of [catalogue.userId, gone.userId, ada.userId, 9_999_999_999]) {
      const res = await postAdmin(agent.client, `/tickets/${ticket._id}/assign`, {
        staffId: String(staffId),
      });
      expect([staffId, res.statusCode]).toEqual([staffId, 400]);
      expect(res.json()).toMatchObject({ message: SUPPORT_MESSAGES.notAssignable });
    }
    const malformed = await postAdmin(agent.client, `/tickets/${ticket._id}/assign`, {
      staffId: 'x1',
    });
    expect(malformed.statusCode).toBe(400);
    expect(await auditOf(t, 'ticket', ticket._id)).toEqual([]);
  });
});

describe('answering', () => {
  it('stores the answer under the member’s name, on the audit log and in the outbox', async () => {
    const ada = await signedInCustomer(t);
    const ticket = await openTicket(ada.client);
    const res = await reply(ticket._id, { message: 'Try this new key.' });
    expect(res.statusCode).toBe(200);
    const answered = AdminTicketDetail.parse(res.json());
    expect(answered).toMatchObject({ status: 'answered', withStaff: true, answerBy: null });
    expect(answered.details.messages.at(-1)).toMatchObject({
      sender: 'staff',
      senderName: 'Grace',
      message: 'Try this new key.',
    });
    const messageId = Number(answered.details.messages.at(-1)?._id);
    expect(await auditOf(t, 'ticket', ticket._id)).toEqual([
      {
        action: 'ticket.reply',
        staff_email: agent.email,
        before: { status: 'open' },
        after: { status: 'answered', messageId },
      },
    ]);
    const events = await supportRows<{ payload: unknown }>(
      t,
      `select payload from outbox where topic = 'ticket.answered' and payload->>'ticketId' = $1`,
      [ticket._id],
    );
    expect(events).toEqual([{ payload: { ticketId: ticket._id, messageId, userId: ada.userId } }]);
  });

  it('mails an away customer in their language, the answer escaped', async () => {
    const ada = await signedInCustomer(t);
    const res = await ada.client.request({
      method: 'POST',
      url: TICKETS_API,
      headers: { 'accept-language': 'de-CH' },
      payload: ticketBody({ topic: 'Schlüssel <b>ungültig</b>' }),
    });
    const ticket = AdminTicketDetail.pick({ _id: true }).parse(res.json());
    const xss = 'Bitte prüfen:\n<script>alert("x")</script> & <b>fett</b>';
    expect(
      (await reply(ticket._id, { message: xss, status: 'waiting_for_customer' })).statusCode,
    ).toBe(200);
    await drainOutbox(t);

    const [mail] = await capturedMails(t, 'ticket-answered', ada.email);
    expect(mail?.subject).toBe('Unser Support-Team hat geantwortet: Schlüssel <b>ungültig</b>');
    expect(mail?.text).toContain('> <script>alert("x")</script> & <b>fett</b>');
    expect(mail?.text).toContain('Grace aus unserem Support-Team hat dir geantwortet:');
    expect(mail?.text).toContain('brauchen wir noch ein paar Angaben');
    expect(mail?.html).toContain(
      '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &lt;b&gt;fett&lt;/b&gt;',
    );
    expect(mail?.html).not.toContain('<script>');
    expect(mail?.html).not.toContain('<b>');
    expect(mail?.html).toContain(`${t.config.publicUrl}/?support=${ticket._id}`);
  });

  it('takes a chat over from the assistant', async () => {
    const ada = await signedInCustomer(t);
    const chat = await sendChat(ada.client, chatBody());
    const ticketId = chat.ticket?._id ?? '';
    expect((await reply(ticketId, { message: 'Let me take this.' })).statusCode).toBe(200);
    const calls = assistant.calls.length;
    const more = await sendChat(ada.client, chatBody({ ticketId, text: 'Thanks!' }));
    expect(more.replies).toEqual([]);
    expect(more.ticket).toMatchObject({ withStaff: true, status: 'open' });
    expect(assistant.calls.length).toBe(calls);
  });

  it('refuses an answer to a closed ticket with 409, and bad input with 400', async () => {
    const ada = await signedInCustomer(t);
    const ticket = await openTicket(ada.client);
    for (const body of [
      { message: ' ' },
      { message: 'x'.repeat(2001) },
      { message: 'Fine', status: 'closed' },
      {},
    ]) {
      expect((await reply(ticket._id, body)).statusCode).toBe(400);
    }
    expect((await postAdmin(agent.client, `/tickets/${ticket._id}/close`)).statusCode).toBe(200);
    const closed = await reply(ticket._id, { message: 'Too late' });
    expect(closed.statusCode).toBe(409);
    expect(closed.json()).toMatchObject({
      code: 'TICKET_CLOSED',
      message: SUPPORT_MESSAGES.ticketClosed,
    });
  });
});

describe('closing', () => {
  it('closes a ticket once, on the audit log', async () => {
    const ada = await signedInCustomer(t);
    const ticket = await openTicket(ada.client);
    for (let i = 0; i < 2; i++) {
      const res = await postAdmin(agent.client, `/tickets/${ticket._id}/close`);
      expect(res.statusCode).toBe(200);
      expect(AdminTicketDetail.parse(res.json())).toMatchObject({
        status: 'closed',
        answerBy: null,
      });
    }
    expect(await auditOf(t, 'ticket', ticket._id)).toEqual([
      {
        action: 'ticket.close',
        staff_email: agent.email,
        before: { status: 'open' },
        after: { status: 'closed' },
      },
    ]);
  });
});

describe('roles and the dashboard', () => {
  it('is for support agents and admins only', async () => {
    const ada = await signedInCustomer(t);
    const ticket = await openTicket(ada.client);
    for (const role of ['finance', 'catalogue'] as const) {
      const member = await signedInStaff(t, role);
      const list = await member.client.request({ url: `${ADMIN_API}/tickets` });
      const answer = await reply(ticket._id, { message: 'Hi' }, member.client);
      for (const res of [list, answer]) {
        expect([role, res.statusCode, res.json<{ code: string }>().code]).toEqual([
          role,
          403,
          'ROLE_REFUSED',
        ]);
      }
    }
    const admin = await signedInStaff(t, 'admin');
    expect((await admin.client.request({ url: `${ADMIN_API}/tickets` })).statusCode).toBe(200);
    expect((await ada.client.request({ url: `${ADMIN_API}/tickets` })).statusCode).toBe(403);
  });

  it('counts the tickets waiting for a person on the dashboard', async () => {
    const ada = await signedInCustomer(t);
    await openTicket(ada.client);
    const res = await agent.client.request({ url: `${ADMIN_API}/dashboard` });
    expect(DashboardReply.parse(res.json()).openTickets).toBe(await openCountInDatabase());
  });
});
