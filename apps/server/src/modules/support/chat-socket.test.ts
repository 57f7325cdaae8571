import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { io as connect, type Socket as ClientSocket } from 'socket.io-client';
import { SESSION_COOKIE } from '@store/shared/schemas/auth';
import { SOCKET_PATH } from '@store/shared/schemas/live';
import {
  CHAT_NAMESPACE,
  CHAT_STAFF_HANDSHAKE,
  SUPPORT_LIMITS,
  SUPPORT_MESSAGES,
  type ChatAck,
  type ChatMessage,
  type ChatSendReply,
  type TicketDetail,
} from '@store/shared/schemas/support';
import { LIVE_MESSAGES } from '../../adapters/realtime/socket-realtime';
import type { TestApp } from '../../test/build-test-app';
import { signedInCustomer } from '../../test/factories';
import { capturedMails, drainOutbox } from '../../test/kits/fulfilment-test-kit';
import { postAdmin, signedInStaff } from '../../test/kits/staff-test-kit';
import {
  buildSupportTestApp,
  chatBody,
  sendChat,
  type ScriptedAssistant,
} from '../../test/kits/support-test-kit';
import { STAFF_COOKIE } from '../staff/staff-guard';

// The chat channel of the live socket (`/ws`, namespace `/chat`) on a listening store: guests,
// customers and the support team, each reaching only the conversations that are theirs.
let t: TestApp;
let assistant: ScriptedAssistant;
let url: string;
const clients: ClientSocket[] = [];

beforeAll(async () => {
  ({ t, assistant } = await buildSupportTestApp());
  url = await t.app.listen({ host: '127.0.0.1', port: 0 });
});
afterEach(() => {
  for (const socket of clients.splice(0)) socket.disconnect();
});
afterAll(async () => {
  await t.close();
});

type Received = { event: string; body: unknown }[];

/** A chat socket as the widget (a cookie or none) or the back office (staff) opens it. */
function openChat(credentials: { session?: string; staffSession?: string } = {}) {
  const cookies = [
    credentials.session && `${SESSION_COOKIE}=${credentials.session}`,
    credentials.staffSession && `${STAFF_COOKIE}=${credentials.staffSession}`,
  ].filter(Boolean);
  const socket = connect(`${url}${CHAT_NAMESPACE}`, {
    path: SOCKET_PATH,
    transports: ['websocket'],
    extraHeaders: cookies.length > 0 ? { cookie: cookies.join('; ') } : {},
    auth: credentials.staffSession === undefined ? {} : CHAT_STAFF_HANDSHAKE,
    reconnection: false,
    forceNew: true,
  });
  clients.push(socket);
  const received: Received = [];
  socket.onAny((event: string, body: unknown) => received.push({ event, body }));
  return { socket, received };
}

function connected(socket: ClientSocket): Promise<void> {
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
}

function refused(socket: ClientSocket): Promise<Error> {
  return new Promise((resolve, reject) => {
    socket.once('connect', () => reject(new Error('the connection was accepted')));
    socket.once('connect_error', resolve);
  });
}

const send = (socket: ClientSocket, body: unknown) =>
  socket.timeout(10_000).emitWithAck('send', body) as Promise<ChatAck<ChatSendReply>>;
const join = (socket: ClientSocket, ticketId: string) =>
  socket.timeout(10_000).emitWithAck('join', { ticketId }) as Promise<ChatAck<TicketDetail>>;

async function until(check: () => boolean, what: string, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

function dataOf<T>(ack: ChatAck<T>): T {
  if (!ack.ok) throw new Error(`refused: ${ack.error.code} ${ack.error.message}`);
  return ack.data;
}

const messagesIn = (received: Received) =>
  received.filter((r) => r.event === 'message').map((r) => r.body as ChatMessage);

/** A signed-in customer with their browser's session cookie. */
async function customer() {
  const signedIn = await signedInCustomer(t);
  return { ...signedIn, session: signedIn.client.cookie(SESSION_COOKIE) ?? '' };
}

async function supportAgent(role: 'support' | 'admin' | 'catalogue' = 'support') {
  const member = await signedInStaff(t, role);
  return { ...member, session: member.client.cookie(STAFF_COOKIE) ?? '' };
}

describe('a guest on the chat channel', () => {
  it('connects without signing in and is answered by the assistant', async () => {
    const guest = openChat();
    await connected(guest.socket);
    const reply = dataOf(await send(guest.socket, chatBody({ text: 'Hi Biggie' })));
    expect(reply).toMatchObject({
      ticket: null,
      replies: [{ sender: 'AI', text: 'Answer: Hi Biggie' }],
    });
    expect(guest.received).toEqual([{ event: 'typing', body: { ticketId: null, sender: 'AI' } }]);
    expect(assistant.calls.at(-1)?.customer).toBeNull();
  });

  it('is refused a conversation, and a body outside the contract', async () => {
    const guest = openChat();
    await connected(guest.socket);
    expect(await join(guest.socket, 'tkt_anything')).toEqual({
      ok: false,
      error: { code: 'NOT_FOUND', message: SUPPORT_MESSAGES.ticketNotFound },
    });
    const bad = await send(guest.socket, { ...chatBody(), text: 'x'.repeat(2001) });
    expect(bad).toEqual({
      ok: false,
      error: { code: 'BAD_REQUEST', message: SUPPORT_MESSAGES.messageTooLong },
    });
  });

  it('is refused when its session cookie signs nobody in', async () => {
    const error = await refused(openChat({ session: 'expired-or-made-up-session-token' }).socket);
    expect(error.message).toBe(LIVE_MESSAGES.signInRequired);
  });
});

describe('a customer on the chat channel', () => {
  it('follows the conversation their first message opens, and a reconnect restores it', async () => {
    const ada = await customer();
    const page = openChat({ session: ada.session });
    await connected(page.socket);
    const reply = dataOf(await send(page.socket, chatBody({ text: 'Where is my key?' })));
    const ticketId = reply.ticket?._id ?? '';
    expect(reply.ticket).toMatchObject({ status: 'answered', withStaff: false });

    // The page heard its own message once stored, the assistant start, and the answer.
    expect(page.received.map((r) => r.event)).toEqual(['message', 'typing', 'message', 'ticket']);
    expect(messagesIn(page.received).map((m) => [m.sender, m.text])).toEqual([
      ['user', 'Where is my key?'],
      ['AI', 'Answer: Where is my key?'],
    ]);

    page.socket.disconnect();
    const again = openChat({ session: ada.session });
    await connected(again.socket);
    const restored = dataOf(await join(again.socket, ticketId));
    expect(restored.details.messages.map((m) => m.message)).toEqual([
      'Where is my key?',
      'Answer: Where is my key?',
    ]);
  });

  it('cannot join another customer’s conversation, nor hear it', async () => {
    const ada = await customer();
    const grace = await customer();
    const hers = await sendChat(grace.client, chatBody());
    const ticketId = hers.ticket?._id ?? '';
    const intruder = openChat({ session: ada.session });
    const owner = openChat({ session: grace.session });
    await Promise.all([connected(intruder.socket), connected(owner.socket)]);

    expect(await join(intruder.socket, ticketId)).toEqual({
      ok: false,
      error: { code: 'NOT_FOUND', message: SUPPORT_MESSAGES.ticketNotFound },
    });
    const sent = await send(intruder.socket, chatBody({ ticketId }));
    expect(sent).toMatchObject({ ok: false, error: { code: 'NOT_FOUND' } });

    dataOf(await join(owner.socket, ticketId));
    dataOf(await send(owner.socket, chatBody({ ticketId, text: 'Only mine' })));
    await until(() => messagesIn(owner.received).length === 2, 'the owner’s messages');
    expect(intruder.received).toEqual([]);
  });

  it('stores a message the page sends again after a reconnect once', async () => {
    const ada = await customer();
    const page = openChat({ session: ada.session });
    await connected(page.socket);
    const body = chatBody({ text: 'Sent again' });
    const calls = assistant.calls.length;
    const first = dataOf(await send(page.socket, body));
    const again = dataOf(await send(page.socket, body));
    expect(again.message._id).toBe(first.message._id);
    expect(again.replies).toEqual(first.replies);
    expect(assistant.calls.length).toBe(calls + 1);
  });

  it('carries a message of the longest length, however it is written', async () => {
    const ada = await customer();
    const page = openChat({ session: ada.session });
    await connected(page.socket);
    // Control characters take 6 bytes each in JSON: the largest a message's packet gets.
    const text = `x${'\u0001'.repeat(SUPPORT_LIMITS.messageMaxLength - 2)}x`;
    const reply = dataOf(await send(page.socket, chatBody({ text })));
    expect(reply.message.text).toBe(text);
  });

  it('is told to slow down past the limit', async () => {
    const ada = await customer();
    const page = openChat({ session: ada.session });
    await connected(page.socket);
    const first = dataOf(await send(page.socket, chatBody()));
    const ticketId = first.ticket?._id ?? '';
    for (let i = 1; i < SUPPORT_LIMITS.messagesPerCustomerPerMinute; i++) {
      dataOf(await send(page.socket, chatBody({ ticketId })));
    }
    expect(await send(page.socket, chatBody({ ticketId }))).toEqual({
      ok: false,
      error: { code: 'RATE_LIMITED', message: SUPPORT_MESSAGES.tooManyMessages },
    });
  });
});

describe('the support team on the chat channel', () => {
  it('joins any conversation and hears the customer live, but answers from the inbox', async () => {
    const ada = await customer();
    const agent = await supportAgent();
    const chat = await sendChat(ada.client, chatBody());
    const ticketId = chat.ticket?._id ?? '';
    const inbox = openChat({ staffSession: agent.session });
    await connected(inbox.socket);
    expect(dataOf(await join(inbox.socket, ticketId)).details.messages).toHaveLength(2);

    await sendChat(ada.client, chatBody({ ticketId, text: 'Are you there?' }));
    await until(() => messagesIn(inbox.received).length === 2, 'the customer’s message and answer');
    expect(messagesIn(inbox.received)[0]).toMatchObject({ sender: 'user', text: 'Are you there?' });
    expect(await send(inbox.socket, chatBody({ ticketId }))).toEqual({
      ok: false,
      error: { code: 'STAFF_USE_INBOX', message: SUPPORT_MESSAGES.staffUseInbox },
    });
  });

  it('refuses staff whose role does not work the inbox, and a staff handshake without a staff session', async () => {
    const catalogue = await supportAgent('catalogue');
    const ada = await customer();
    for (const credentials of [
      { staffSession: catalogue.session },
      { staffSession: '' },
      { staffSession: ada.session },
    ]) {
      const error = await refused(openChat(credentials).socket);
      expect(error.message).toBe(LIVE_MESSAGES.staffOnly);
    }
  });

  it('answers live in the customer’s open chat, with no e-mail', async () => {
    const ada = await customer();
    const agent = await supportAgent('admin');
    const chat = await sendChat(ada.client, chatBody({ text: 'Please help' }));
    const ticketId = chat.ticket?._id ?? '';
    const page = openChat({ session: ada.session });
    await connected(page.socket);
    dataOf(await join(page.socket, ticketId));

    const answered = await postAdmin(agent.client, `/tickets/${ticketId}/reply`, {
      message: 'Here to help!',
    });
    expect(answered.statusCode).toBe(200);
    await until(() => messagesIn(page.received).length === 1, 'the staff answer');
    expect(messagesIn(page.received)[0]).toMatchObject({
      sender: 'staff',
      senderName: 'Grace',
      text: 'Here to help!',
      ticketId,
    });
    await until(() => page.received.some((r) => r.event === 'ticket'), 'the ticket’s change');

    await drainOutbox(t);
    expect(await capturedMails(t, 'ticket-answered', ada.email)).toEqual([]);
  });

  it('answers by e-mail a customer who is away, or busy in another conversation', async () => {
    const ada = await customer();
    const agent = await supportAgent();
    const chat = await sendChat(ada.client, chatBody({ text: 'Please help' }));
    const ticketId = chat.ticket?._id ?? '';
    const other = await sendChat(ada.client, chatBody({ text: 'Something else' }));
    const page = openChat({ session: ada.session });
    await connected(page.socket);
    dataOf(await join(page.socket, other.ticket?._id ?? ''));
    const answered = await postAdmin(agent.client, `/tickets/${ticketId}/reply`, {
      message: 'We sent you a new key.',
    });
    expect(answered.statusCode).toBe(200);
    await drainOutbox(t);
    const [mail] = await capturedMails(t, 'ticket-answered', ada.email);
    expect(mail?.text).toContain('We sent you a new key.');
    expect(mail?.text).toContain(`${t.config.publicUrl}/?support=${ticketId}`);
  });
});
