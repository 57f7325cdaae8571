import type { PaymentsServerEvents } from '@store/shared/schemas/live';

/** A message of the payments channel: its event name and body. */
export type PaymentsMessage = {
  [E in keyof PaymentsServerEvents]: { event: E; message: Parameters<PaymentsServerEvents[E]>[0] };
}[keyof PaymentsServerEvents];

/**
 * The live-updates port: sends a message to every open connection of one customer, on
 * whichever instance it is (socket.io, with the Redis adapter when REDIS_URL is set).
 * Sending never throws: a customer without an open page simply misses it, and the pages
 * read the same facts from the API when they open.
 */
export type Realtime = {
  toUser(userId: number, message: PaymentsMessage): void;
  close(): Promise<void>;
};

/** A port that drops every message, for apps without live updates (and most tests). */
export function createSilentRealtime(): Realtime {
  return { toUser: () => undefined, close: async () => undefined };
}

/** A port that keeps every message, for tests that check what a customer was told. */
export function createRecordingRealtime(): Realtime & {
  sent: { userId: number; message: PaymentsMessage }[];
} {
  const sent: { userId: number; message: PaymentsMessage }[] = [];
  return {
    sent,
    toUser: (userId, message) => void sent.push({ userId, message }),
    close: async () => undefined,
  };
}
