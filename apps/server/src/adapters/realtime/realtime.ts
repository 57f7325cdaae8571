import type { VerificationStatusMessage } from '@store/shared/schemas/identity';
import type { PaymentsServerEvents } from '@store/shared/schemas/live';
import type { ChatServerEvents } from '@store/shared/schemas/support';

/** A message of the payments channel: its event name and body. */
export type PaymentsMessage = {
  [E in keyof PaymentsServerEvents]: { event: E; message: Parameters<PaymentsServerEvents[E]>[0] };
}[keyof PaymentsServerEvents];

/** A message of the chat channel to the pages following one conversation. */
export type ChatEvent = {
  [E in keyof ChatServerEvents]: { event: E; message: Parameters<ChatServerEvents[E]>[0] };
}[keyof ChatServerEvents];

/**
 * The live-updates port: sends a message to every open connection of one customer, or of
 * everyone following one support conversation, on whichever instance it is (socket.io, with
 * the Redis adapter when REDIS_URL is set). Sending never throws: a customer without an open
 * page simply misses it, and the pages read the same facts from the API when they open.
 */
export type Realtime = {
  toUser(userId: number, message: PaymentsMessage): void;
  /** `verificationStatus` on the identity channel, to that customer's pages only. */
  toIdentity(userId: number, message: VerificationStatusMessage): void;
  /** To the conversation's room on the chat channel: its customer's pages and staff. */
  toTicket(ticketId: string, message: ChatEvent): void;
  /**
   * Whether the customer has the chat channel open anywhere right now (following that
   * conversation, when one is named), so a reply reaches them live; false when that cannot
   * be told (then they are told by e-mail too).
   */
  isFollowingChat(userId: number, ticketId?: string): Promise<boolean>;
  close(): Promise<void>;
};

/** A port that drops every message, for apps without live updates (and most tests). */
export function createSilentRealtime(): Realtime {
  return {
    toUser: () => undefined,
    toIdentity: () => undefined,
    toTicket: () => undefined,
    isFollowingChat: async () => false,
    close: async () => undefined,
  };
}

/**
 * A port that keeps every message, for tests that check what a customer was told; the
 * customers in `following` count as having the chat open.
 */
export function createRecordingRealtime(): Realtime & {
  sent: { userId: number; message: PaymentsMessage }[];
  chat: { ticketId: string; message: ChatEvent }[];
  identity: { userId: number; message: VerificationStatusMessage }[];
  following: Set<number>;
} {
  const sent: { userId: number; message: PaymentsMessage }[] = [];
  const chat: { ticketId: string; message: ChatEvent }[] = [];
  const identity: { userId: number; message: VerificationStatusMessage }[] = [];
  const following = new Set<number>();
  return {
    sent,
    chat,
    identity,
    following,
    toUser: (userId, message) => void sent.push({ userId, message }),
    toIdentity: (userId, message) => void identity.push({ userId, message }),
    toTicket: (ticketId, message) => void chat.push({ ticketId, message }),
    isFollowingChat: async (userId) => following.has(userId),
    close: async () => undefined,
  };
}
