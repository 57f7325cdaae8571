import { describe, expect, it } from 'vitest';
import { chatMessage, sendReply, ticketDetail, ticketSummary } from '../testing/support-fixtures';
import {
  conversationReducer,
  mergeMessages,
  startConversation,
  type Conversation,
  type ConversationAction,
} from './conversation';

const run = (actions: ConversationAction[], start: Conversation = startConversation(null)) =>
  actions.reduce(conversationReducer, start);

const texts = (state: Conversation) => state.messages.map((entry) => entry.message.text);

const body = {
  clientMessageId: '0b6b0a6e-1c1a-4c1e-9f53-4f7f3b1d2a10',
  text: 'Where is my code?',
  ticketId: null,
  topicId: null,
  orderId: null,
  language: 'en' as const,
};

describe('mergeMessages', () => {
  it.each([
    ['the same id', chatMessage({ _id: 'a', clientMessageId: null })],
    ['the same client message id', chatMessage({ _id: 'b', clientMessageId: 'c-1' })],
  ])('adds a message once, recognised by %s', (_case, again) => {
    const first = mergeMessages([], [chatMessage({ _id: 'a', clientMessageId: 'c-1' })], true);
    expect(mergeMessages(first, [again], true)).toHaveLength(1);
  });

  it('keeps the messages oldest first, whatever order they came in', () => {
    const later = chatMessage({ _id: 'b', text: 'later', createdAt: '2026-03-02T11:00:05.000Z' });
    const earlier = chatMessage({
      _id: 'a',
      text: 'earlier',
      createdAt: '2026-03-02T11:00:00.000Z',
    });
    const merged = mergeMessages(mergeMessages([], [later], true), [earlier], false);
    expect(merged.map((entry) => [entry.message.text, entry.live])).toEqual([
      ['earlier', false],
      ['later', true],
    ]);
  });
});

describe('conversationReducer', () => {
  it('shows a sent message only with the answer, then takes the ticket it made', () => {
    const sending = run([{ type: 'sending', body }]);
    expect(sending.messages).toEqual([]);
    expect(sending.pending).toEqual({ body, waiting: false });

    const answered = conversationReducer(sending, {
      type: 'sendAnswered',
      reply: sendReply(body.text, body.clientMessageId, { text: 'In your purchases.' }).data,
    });
    expect(texts(answered)).toEqual(['Where is my code?', 'In your purchases.']);
    expect(answered.pending).toBeNull();
    expect(answered.ticketId).toBe('t-1');
    expect(answered.messages.every((entry) => entry.live)).toBe(true);
  });

  it('waits for a connection once, without a change on a second failure', () => {
    const waiting = run([{ type: 'sending', body }, { type: 'sendWaiting' }]);
    expect(waiting.pending?.waiting).toBe(true);
    expect(conversationReducer(waiting, { type: 'sendWaiting' })).toBe(waiting);
  });

  it('ends typing when a message of someone else arrives, not one of the customer', () => {
    const typing = run([{ type: 'typing' }]);
    expect(conversationReducer(typing, { type: 'received', message: chatMessage() }).typing).toBe(
      true,
    );
    expect(
      conversationReducer(typing, {
        type: 'received',
        message: chatMessage({ _id: 'x', sender: 'AI' }),
      }).typing,
    ).toBe(false);
  });

  it('replaces the messages with the room’s copy, keeping what it does not have yet', () => {
    const live = run(
      [
        { type: 'received', message: chatMessage({ _id: 'm-2', sender: 'AI', text: 'typed' }) },
        {
          type: 'received',
          message: chatMessage({
            _id: 'm-9',
            text: 'newer',
            createdAt: '2026-03-03T00:00:00.000Z',
          }),
        },
      ],
      startConversation('t-1'),
    );
    const restored = conversationReducer(live, {
      type: 'restored',
      detail: ticketDetail({ answerBy: '2026-03-05T17:00:00.000Z' }),
      from: 'socket',
    });
    expect(restored.messages.map((entry) => [entry.message._id, entry.live])).toEqual([
      ['m-1', false],
      // Still being typed out: it keeps going rather than jumping to its end.
      ['m-2', true],
      ['m-9', true],
    ]);
    expect(restored.answerBy).toBe('2026-03-05T17:00:00.000Z');
    expect(restored.restoredFrom).toBe('socket');
  });

  it("never lets the page's copy undo what the room restored", () => {
    const fromRoom = run(
      [{ type: 'restored', detail: ticketDetail(), from: 'socket' }],
      startConversation('t-1'),
    );
    const older = ticketDetail({ details: { messages: [] } });
    expect(conversationReducer(fromRoom, { type: 'restored', detail: older, from: 'page' })).toBe(
      fromRoom,
    );
  });

  it('asks for the ticket’s detail when it goes to a person, and only then', () => {
    const followed = run(
      [{ type: 'restored', detail: ticketDetail(), from: 'socket' }],
      startConversation('t-1'),
    );
    const handedOff = conversationReducer(followed, {
      type: 'ticketChanged',
      ticket: ticketSummary({ withStaff: true, status: 'open' }),
    });
    expect(handedOff.needsDetail).toBe(true);
    const otherTicket = conversationReducer(followed, {
      type: 'ticketChanged',
      ticket: ticketSummary({ _id: 't-2', withStaff: true }),
    });
    expect(otherTicket).toBe(followed);
    const stillWithStaff = conversationReducer(
      { ...handedOff, needsDetail: false },
      { type: 'ticketChanged', ticket: ticketSummary({ withStaff: true, status: 'answered' }) },
    );
    expect(stillWithStaff.needsDetail).toBe(false);
  });

  it('clears the message on its way when the server refuses it', () => {
    const refused = run([
      { type: 'sending', body },
      { type: 'refused', message: 'You are sending messages too quickly. Please wait a moment.' },
    ]);
    expect(refused.pending).toBeNull();
    expect(refused.refusal).toBe('You are sending messages too quickly. Please wait a moment.');
    expect(conversationReducer(refused, { type: 'dismissRefusal' }).refusal).toBeNull();
  });
});
