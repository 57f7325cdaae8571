import {
  SUPPORT_MESSAGES,
  type ChatSendBody,
  type TicketSummary,
} from '@store/shared/schemas/support';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeChat } from '../../lib/live/testing/fake-chat-channel';
import { useAuthStore } from '../../stores/auth';
import { openHelpWidget } from '../../stores/help-widget';
import { user } from '../../test/account-fixtures';
import { stubApi } from '../../test/fake-api';
import { renderWidget } from './testing/render-widget';
import {
  chatMessage,
  sendReply,
  ticketDetail,
  ticketMessage,
  ticketSummary,
} from './testing/support-fixtures';

vi.mock('../../lib/live/chat-socket', async () => {
  const { fakeChat: channel } = await import('../../lib/live/testing/fake-chat-channel');
  return { openChatSocket: channel.open };
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

beforeEach(() => {
  fakeChat.reset();
  // The assistant's answers show whole at once here; the typing out has its own test.
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce') }));
});

function signIn() {
  act(() => {
    useAuthStore.setState({ isLoggedIn: true, user: user(), token: 'token-1' });
  });
}

/** The widget open on `request`, once its chat channel is connected. */
async function openChat(request: Parameters<typeof openHelpWidget>[0]) {
  await renderWidget();
  act(() => {
    openHelpWidget(request);
  });
  await waitFor(() => {
    expect(fakeChat.counts().open).toBe(1);
  });
  return {
    log: screen.getByRole('log'),
    box: screen.getByRole('textbox', { name: 'Message' }),
  };
}

function type(box: HTMLElement, text: string, key: Partial<KeyboardEventInit> = {}) {
  fireEvent.change(box, { target: { value: text } });
  fireEvent.keyDown(box, { key: 'Enter', ...key });
}

const sent = (index = 0): ChatSendBody => {
  const call = fakeChat.sends()[index];
  if (!call) throw new Error(`No send #${index}`);
  return call.body;
};

/** Answers send #index as the server does: the message stored, and the assistant's reply. */
async function answerSend(
  index: number,
  reply: string,
  ticket: TicketSummary | null = ticketSummary(),
) {
  const call = fakeChat.sends()[index];
  if (!call) throw new Error(`No send #${index}`);
  await act(async () => {
    call.answer(sendReply(call.body.text, call.body.clientMessageId, { text: reply }, ticket));
    await Promise.resolve();
  });
}

describe('help widget chat', () => {
  it('sends the trimmed message and shows it only once the server has stored it', async () => {
    signIn();
    const { log, box } = await openChat({ kind: 'chat' });

    type(box, '   ');
    type(box, 'Where is my code?', { shiftKey: true });
    type(box, 'Where is my code?', { isComposing: true });
    expect(fakeChat.sends()).toHaveLength(0);

    type(box, '  Where is my code?  ');
    expect(box).toHaveValue('');
    expect(sent()).toEqual({
      clientMessageId: expect.stringMatching(UUID) as string,
      text: 'Where is my code?',
      ticketId: null,
      topicId: null,
      orderId: null,
      language: 'en',
    });
    // Spec section 5: what is sent is not shown until the server has it.
    expect(within(log).queryByText('Where is my code?')).toBeNull();
    expect(screen.getByText('Sending…')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();

    // No second message while the first is on its way.
    type(box, 'Hello?');
    expect(fakeChat.sends()).toHaveLength(1);
    expect(box).toHaveValue('Hello?');

    await answerSend(0, 'Your codes are in your purchases.');
    expect(within(log).getByText('Where is my code?')).toBeInTheDocument();
    expect(within(log).getByText('Your codes are in your purchases.')).toBeInTheDocument();
    expect(screen.queryByText('Sending…')).toBeNull();

    // The first message made a ticket: the chat follows its room, and sends into it.
    await waitFor(() => {
      expect(fakeChat.joins().map((join) => join.body)).toEqual(['t-1']);
    });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(sent(1)).toMatchObject({ text: 'Hello?', ticketId: 't-1' });
  });

  it('shows a message once, whether it comes by the answer, by the room, or both', async () => {
    signIn();
    fakeChat.answerJoins(() => ({ ok: true, data: ticketDetail() }));
    stubApi({ '/users/tickets/t-1': () => ({ body: ticketDetail() }) });
    const { log, box } = await openChat({ kind: 'ticket', ticketId: 't-1' });
    await within(log).findByText('My Steam key will not activate.');

    type(box, 'It says the key was used.');
    const { clientMessageId } = sent();
    const stored = chatMessage({
      _id: `u-${clientMessageId}`,
      clientMessageId,
      text: 'It says the key was used.',
    });
    act(() => {
      fakeChat.emit('message', stored);
      fakeChat.emit('message', { ...stored, _id: 'other-id' });
    });
    await answerSend(0, 'Let me check.');
    expect(within(log).getAllByText('It says the key was used.')).toHaveLength(1);
    act(() => {
      fakeChat.emit(
        'message',
        chatMessage({ _id: `a-${clientMessageId}`, text: 'Let me check.', sender: 'AI' }),
      );
    });
    expect(within(log).getAllByText('Let me check.')).toHaveLength(1);
  });

  it("shows 'typing...' while the assistant writes, until its message arrives", async () => {
    signIn();
    stubApi({ '/users/tickets/t-1': () => ({ body: ticketDetail() }) });
    const { log } = await openChat({ kind: 'ticket', ticketId: 't-1' });
    await within(log).findByText('My Steam key will not activate.');

    act(() => {
      fakeChat.emit('typing', { ticketId: 't-2', sender: 'AI' });
      fakeChat.emit('typing', { ticketId: 't-1', sender: 'user' });
    });
    expect(within(log).queryByText('typing...')).toBeNull();

    act(() => {
      fakeChat.emit('typing', { ticketId: 't-1', sender: 'AI' });
    });
    expect(within(log).getByRole('status')).toHaveTextContent('typing...');

    act(() => {
      fakeChat.emit('message', chatMessage({ sender: 'AI', text: 'Here is how.' }));
    });
    expect(within(log).queryByText('typing...')).toBeNull();
    expect(within(log).getByText('Here is how.')).toBeInTheDocument();
  });

  it('restores the conversation from the room on every reconnection', async () => {
    signIn();
    stubApi({ '/users/tickets/t-1': () => ({ body: ticketDetail() }) });
    fakeChat.answerJoins(() => ({ ok: true, data: ticketDetail() }));
    const { log } = await openChat({ kind: 'ticket', ticketId: 't-1' });
    await waitFor(() => {
      expect(fakeChat.joins()).toHaveLength(1);
    });
    expect(within(log).getByText('Try redeeming it in the Steam app.')).toBeInTheDocument();

    act(() => {
      fakeChat.setStatus('disconnected');
    });
    expect(screen.getByText('Connection lost. Reconnecting…')).toBeInTheDocument();

    // While away, a person answered; the room's copy has it.
    const withReply = ticketDetail({ status: 'answered', withStaff: true });
    withReply.details.messages.push(
      ticketMessage({
        _id: 'm-3',
        message: 'I have replaced your key.',
        sender: 'staff',
        senderName: 'Grace',
        sentAt: '2026-03-02T12:00:00.000Z',
      }),
    );
    fakeChat.answerJoins(() => ({ ok: true, data: withReply }));
    act(() => {
      fakeChat.setStatus('connected');
    });
    expect(await within(log).findByText('I have replaced your key.')).toBeInTheDocument();
    expect(fakeChat.joins().map((join) => join.body)).toEqual(['t-1', 't-1']);
    expect(screen.queryByText('Connection lost. Reconnecting…')).toBeNull();
  });

  it("shows a staff member's reply as it arrives, with their first name", async () => {
    signIn();
    stubApi({ '/users/tickets/t-1': () => ({ body: ticketDetail({ withStaff: true }) }) });
    const { log } = await openChat({ kind: 'ticket', ticketId: 't-1' });
    await within(log).findByText('My Steam key will not activate.');

    act(() => {
      fakeChat.emit(
        'message',
        chatMessage({ _id: 'm-9', sender: 'staff', senderName: 'Grace', text: 'Fixed it!' }),
      );
      // Another ticket's message does not belong here.
      fakeChat.emit('message', chatMessage({ _id: 'm-10', ticketId: 't-2', text: 'Elsewhere' }));
    });
    const reply = within(log).getByText('Fixed it!').closest('li');
    expect(reply).toHaveTextContent('Grace · Support team');
    expect(within(log).queryByText('Elsewhere')).toBeNull();
  });

  it('sends a message again, with the same id, once a lost connection is back', async () => {
    signIn();
    const { log, box } = await openChat({ kind: 'chat' });
    type(box, 'Are you there?');
    const first = sent();

    act(() => {
      fakeChat.setStatus('disconnected');
    });
    expect(
      await screen.findByText(
        'No connection. Your message will be sent as soon as the connection is back.',
      ),
    ).toBeInTheDocument();
    expect(within(log).queryByText('Are you there?')).toBeNull();

    act(() => {
      fakeChat.setStatus('connected');
    });
    await waitFor(() => {
      expect(fakeChat.sends()).toHaveLength(2);
    });
    expect(sent(1)).toEqual(first);
    await answerSend(1, 'I am.');
    expect(within(log).getAllByText('Are you there?')).toHaveLength(1);
  });

  it('shows what anyone wrote as text, never as markup', async () => {
    signIn();
    const { log, box } = await openChat({ kind: 'chat' });
    const payload = '<img src=x onerror="alert(1)"><script>alert(2)</script>';
    type(box, payload);
    await answerSend(0, `You wrote ${payload}`);

    expect(within(log).getByText(payload)).toBeInTheDocument();
    expect(within(log).getByText(`You wrote ${payload}`)).toBeInTheDocument();
    expect(log.querySelector('img, script')).toBeNull();
  });

  it("links the answer's sources; a help topic opens right in the widget", async () => {
    signIn();
    const { box } = await openChat({ kind: 'chat' });
    type(box, 'How do I get my invoice?');
    const { clientMessageId, text } = sent();
    await act(async () => {
      fakeChat.sends()[0]?.answer(
        sendReply(text, clientMessageId, {
          text: 'Invoices are in your purchases.',
          citations: [
            {
              kind: 'topic',
              id: 'invoice',
              title: 'Where to get an invoice',
              url: '/?help=invoice',
            },
            {
              kind: 'order',
              id: 'o-1',
              title: 'Order o-1',
              url: '/dashboard/purchases?order=o-1',
            },
            { kind: 'faq', id: 'x', title: 'Elsewhere', url: 'https://example.com/faq' },
          ],
        }),
      );
      await Promise.resolve();
    });

    expect(screen.getByText('Sources')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Order o-1' })).toHaveAttribute(
      'href',
      '/dashboard/purchases?order=o-1',
    );
    expect(screen.queryByRole('link', { name: 'Elsewhere' })).toBeNull();
    expect(screen.getByText('Elsewhere')).toBeInTheDocument();

    const topic = screen.getByRole('link', { name: 'Where to get an invoice' });
    expect(topic).toHaveAttribute('href', '/?help=invoice');
    fireEvent.click(topic);
    expect(
      await screen.findByRole('heading', { level: 3, name: 'Where to get an invoice' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('log')).toBeNull();
  });

  it("says a refusal in the customer's language and gives the words back", async () => {
    signIn();
    const { box } = await openChat({ kind: 'chat' });
    type(box, 'Hello again');
    await act(async () => {
      fakeChat.sends()[0]?.answer({
        ok: false,
        error: { code: 'RATE_LIMITED', message: SUPPORT_MESSAGES.tooManyMessages },
      });
      await Promise.resolve();
    });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'You are sending messages too quickly. Please wait a moment.',
    );
    await waitFor(() => {
      expect(box).toHaveValue('Hello again');
    });
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('counts the characters near the limit and does not send a message over it', async () => {
    signIn();
    const { box } = await openChat({ kind: 'chat' });
    fireEvent.change(box, { target: { value: 'a'.repeat(1799) } });
    expect(screen.queryByText(/of 2000 characters/)).toBeNull();
    fireEvent.change(box, { target: { value: 'a'.repeat(1850) } });
    expect(screen.getByText('1850 of 2000 characters')).toBeInTheDocument();

    type(box, 'a'.repeat(2001));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'A message can be at most 2000 characters.',
    );
    expect(fakeChat.sends()).toHaveLength(0);
    await waitFor(() => {
      expect(box).toHaveValue('a'.repeat(2001));
    });
  });

  it('says by when a person answers once the chat went to the support team', async () => {
    signIn();
    stubApi({ '/users/tickets/t-1': () => ({ body: ticketDetail() }) });
    fakeChat.answerJoins(() => ({ ok: true, data: ticketDetail() }));
    const { log } = await openChat({ kind: 'ticket', ticketId: 't-1' });
    await waitFor(() => {
      expect(fakeChat.joins()).toHaveLength(1);
    });

    fakeChat.answerJoins(() => ({
      ok: true,
      data: ticketDetail({ status: 'open', withStaff: true, answerBy: '2026-03-05T17:00:00.000Z' }),
    }));
    act(() => {
      fakeChat.emit('ticket', ticketSummary({ status: 'open', withStaff: true }));
    });
    expect(
      await within(log).findByText(
        /A person from our support team will answer by Thursday, March 5\./,
      ),
    ).toBeInTheDocument();
    expect(fakeChat.joins()).toHaveLength(2);
  });

  it("sends the order a chat was opened from, and says it's about that order", async () => {
    signIn();
    const { log, box } = await openChat({ kind: 'chat', orderId: 'o-1' });
    expect(within(log).getByText('About order o-1')).toBeInTheDocument();
    type(box, 'Where is my code?');
    expect(sent()).toMatchObject({ orderId: 'o-1', ticketId: null });
  });

  it('lets a guest chat with the assistant, in a chat that is not kept', async () => {
    const { log, box } = await openChat({ kind: 'chat', topicId: 'redeem-codes' });
    type(box, 'How do I redeem a key?');
    expect(sent()).toMatchObject({ topicId: 'redeem-codes', ticketId: null });
    await answerSend(0, 'Open Steam and choose Activate a Product.', null);
    expect(within(log).getByText('Open Steam and choose Activate a Product.')).toBeInTheDocument();
    expect(fakeChat.joins()).toHaveLength(0);
  });

  it('says when a ticket is not there to follow', async () => {
    signIn();
    stubApi({
      '/users/tickets/t-404': () => ({
        status: 404,
        body: { message: SUPPORT_MESSAGES.ticketNotFound, code: 'NOT_FOUND' },
      }),
    });
    fakeChat.answerJoins(() => ({
      ok: false,
      error: { code: 'NOT_FOUND', message: SUPPORT_MESSAGES.ticketNotFound },
    }));
    await renderWidget();
    act(() => {
      openHelpWidget({ kind: 'ticket', ticketId: 't-404' });
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Ticket not found.');
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('offers Retry when the conversation cannot be loaded', async () => {
    signIn();
    fakeChat.reset('disconnected');
    let calls = 0;
    stubApi({
      '/users/tickets/t-1': () => {
        calls += 1;
        return calls === 1
          ? { status: 500, body: { message: 'Internal error', code: 'INTERNAL_ERROR' } }
          : { body: ticketDetail() };
      },
    });
    await renderWidget();
    act(() => {
      openHelpWidget({ kind: 'ticket', ticketId: 't-1' });
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The conversation could not be loaded.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('My Steam key will not activate.')).toBeInTheDocument();
  });
});
