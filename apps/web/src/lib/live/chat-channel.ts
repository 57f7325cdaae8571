import {
  ChatMessage,
  ChatSendReply,
  TicketDetail,
  TicketSummary,
  MESSAGE_SENDERS,
  type ChatAck,
  type ChatSendBody,
} from '@store/shared/schemas/support';
import { z } from 'zod';
import type { LiveStatus } from './payments-channel';

/** `typing`: someone other than the customer is writing in a conversation. */
export const TypingEvent = z.object({
  ticketId: z.string().nullable(),
  sender: z.enum(MESSAGE_SENDERS),
});
export type TypingEvent = z.infer<typeof TypingEvent>;

/** What the chat channel hears from the server, each body checked against the contract. */
export interface ChatChannelListener {
  onStatus: (status: LiveStatus) => void;
  onMessage: (message: ChatMessage) => void;
  onTyping: (event: TypingEvent) => void;
  onTicket: (ticket: TicketSummary) => void;
}

/**
 * An open chat channel. `send` and `join` settle with the server's answer, or reject when it
 * could not be asked (no connection, the connection lost before it answered, no answer in
 * time): the caller asks again once the channel is connected.
 */
export interface ChatChannel {
  send: (body: ChatSendBody) => Promise<ChatAck<ChatSendReply>>;
  join: (ticketId: string) => Promise<ChatAck<TicketDetail>>;
  leave: (ticketId: string) => void;
  close: () => void;
}

export type OpenChatChannel = (listener: ChatChannelListener) => ChatChannel;

/** Why `send` or `join` did not reach the server; nothing was refused. */
export class ChatUnreachableError extends Error {
  override readonly name = 'ChatUnreachableError';
}

const Refusal = z.object({
  ok: z.literal(false),
  error: z.object({ message: z.string(), code: z.string() }),
});

/** An answer outside the contract is a refusal the customer can read, never a crash. */
const BAD_ANSWER = {
  ok: false,
  error: { message: 'Unexpected response from the server', code: 'EBADRESPONSE' },
} as const;

/** The acknowledgement of a `send` or `join`, checked against the contract. */
export function parseChatAck<T>(data: z.ZodType<T>, answer: unknown): ChatAck<T> {
  const refusal = Refusal.safeParse(answer);
  if (refusal.success) return refusal.data;
  const accepted = z.object({ ok: z.literal(true), data }).safeParse(answer);
  return accepted.success ? { ok: true, data: accepted.data.data } : BAD_ANSWER;
}

export const parseSendAck = (answer: unknown) => parseChatAck(ChatSendReply, answer);
export const parseJoinAck = (answer: unknown) => parseChatAck(TicketDetail, answer);

/**
 * Hands one server event to the listener when its body matches the contract; anything else
 * is dropped, as on the payments channel.
 */
export function deliverChatEvent(
  listener: ChatChannelListener,
  event: string,
  body: unknown,
): void {
  switch (event) {
    case 'message': {
      const parsed = ChatMessage.safeParse(body);
      if (parsed.success) listener.onMessage(parsed.data);
      return;
    }
    case 'typing': {
      const parsed = TypingEvent.safeParse(body);
      if (parsed.success) listener.onTyping(parsed.data);
      return;
    }
    case 'ticket': {
      const parsed = TicketSummary.safeParse(body);
      if (parsed.success) listener.onTicket(parsed.data);
      return;
    }
  }
}

export const CHAT_EVENTS = ['message', 'typing', 'ticket'] as const;
