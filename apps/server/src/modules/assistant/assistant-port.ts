import type { Language } from '@store/shared/constants';
import type { OrderStatus } from '@store/shared/rules/order-state';
import type { RefundRefusal } from '@store/shared/rules/refund';
import type { PlatformFamily } from '@store/shared/schemas/purchases';
import type {
  Citation,
  HelpTopicId,
  MessageSender,
  TicketCategory,
} from '@store/shared/schemas/support';

// Biggie AI Assistant as a port: the built-in engine (retrieval over the store's help content
// and intent handlers) and the adapter for an OpenAI-compatible endpoint answer through it.
// The chat service calls it; it never writes anything itself.

/** One earlier message of the conversation, oldest first. */
export type AssistantTurn = { sender: MessageSender; text: string };

/** An order of the signed-in customer as the assistant may describe it: never a key's value. */
export type AssistantOrder = {
  orderId: string;
  status: OrderStatus;
  createdAt: string;
  totalMinor: number;
  currency: string;
  items: { title: string; platform: PlatformFamily; quantity: number; revealed: number }[];
  invoiceNumber: string | null;
  /** Whether the customer may still cancel it for a refund, and until when. */
  refund: { eligible: boolean; reason: RefundRefusal | null; until: string | null };
  /** Where the customer sees and reveals its keys. */
  url: string;
};

/**
 * What the assistant may look up, bound on the server to the session's customer. No method
 * takes a customer id: whatever a conversation says, it only ever reaches this customer's data.
 */
export type CustomerTools = {
  firstName: string | null;
  listOrders: (limit?: number) => Promise<AssistantOrder[]>;
  /** One of the customer's orders by its id; undefined for any other id. */
  findOrder: (orderId: string) => Promise<AssistantOrder | undefined>;
};

export type AssistantInput = {
  text: string;
  /** The conversation so far, without `text`. */
  history: readonly AssistantTurn[];
  language: Language;
  /** The help topic the chat was opened from. */
  topicId: HelpTopicId | null;
  /** The order the chat was opened from (already checked to be the customer's). */
  orderId: string | null;
  /** Null for a guest, who may ask about the help content only. */
  customer: CustomerTools | null;
};

/** The assistant hands the conversation to a person of the support team. */
export type HandOff = {
  category: TicketCategory;
  reason: 'asked_for_person' | 'billing_dispute' | 'identity' | 'low_confidence';
};

export type AssistantReply = {
  text: string;
  citations: Citation[];
  /**
   * Set when a person should take over; the chat service turns the chat into a ticket. The
   * text then says so, and that a person answers within 2 business days (spec section 9).
   */
  handOff: HandOff | null;
  /** 0..1: how sure the engine is that it answered the question. */
  confidence: number;
  /** Which engine answered (`builtin`, or `openai` for the adapter). */
  engine: string;
};

export type AssistantEngine = {
  answer: (input: AssistantInput) => Promise<AssistantReply>;
};
