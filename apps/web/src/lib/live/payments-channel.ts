import {
  ActivationProgressMessage,
  PaymentErrorMessage,
  PaymentStatusMessage,
  ReceiptStatusMessage,
  type PaymentsServerEvents,
} from '@store/shared/schemas/live';
import { AchievementUnlockedMessage } from '@store/shared/schemas/loyalty';
import type { z } from 'zod';

/** A message of the payments channel: its event name and its checked body. */
export type PaymentsMessage = {
  [E in keyof PaymentsServerEvents]: { event: E; message: Parameters<PaymentsServerEvents[E]>[0] };
}[keyof PaymentsServerEvents];

export type PaymentsEvent = PaymentsMessage['event'];

/** Whether live messages can arrive right now. */
export type LiveStatus = 'connecting' | 'connected' | 'disconnected';

export interface PaymentsChannelListener {
  onMessage: (message: PaymentsMessage) => void;
  onStatus: (status: LiveStatus) => void;
}

/** An open payments channel; `close` stops it for good. */
export interface PaymentsChannel {
  close: () => void;
}

export type OpenPaymentsChannel = (listener: PaymentsChannelListener) => PaymentsChannel;

const SCHEMAS: {
  [E in PaymentsEvent]: z.ZodType<Extract<PaymentsMessage, { event: E }>['message']>;
} = {
  paymentStatus: PaymentStatusMessage,
  receiptStatus: ReceiptStatusMessage,
  activationProgress: ActivationProgressMessage,
  error: PaymentErrorMessage,
  achievementUnlocked: AchievementUnlockedMessage,
};

export const PAYMENTS_EVENTS = Object.keys(SCHEMAS) as PaymentsEvent[];

/** The message as the shared contract describes it, or null for anything else. */
export function parsePaymentsMessage(event: PaymentsEvent, body: unknown): PaymentsMessage | null {
  const parsed = SCHEMAS[event].safeParse(body);
  return parsed.success ? ({ event, message: parsed.data } as PaymentsMessage) : null;
}
