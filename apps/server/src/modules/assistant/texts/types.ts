import type { OrderStatus } from '@store/shared/rules/order-state';
import type { RefundRefusal } from '@store/shared/rules/refund';
import type { HandOff } from '../assistant-port';

/**
 * Everything the built-in engine says, in one language. Dates, amounts and links arrive
 * formatted; a hand-off always says when a person answers (spec section 9: within 2 business
 * days).
 */
export type AssistantTexts = {
  /** The locale dates and amounts are written in. */
  locale: string;
  greeting: { customer: (firstName: string | null) => string; guest: string };
  help: {
    /** Before the quoted help: the title of what it quotes. */
    intro: (title: string) => string;
    readMore: (url: string) => string;
  };
  /** The assistant found nothing it can stand behind (guests cannot be handed to a person). */
  notSure: string;
  signIn: {
    /** A guest asked about orders, keys, invoices or refunds. */
    orders: string;
    /** A guest asked for a person, or needs one. */
    person: string;
  };
  handOff: Readonly<Record<HandOff['reason'], string>>;
  orders: {
    /** An order's name where an answer cites it. */
    title: (orderId: string) => string;
    intro: string;
    none: string;
    notFound: (orderId: string) => string;
    /** One order: its id, date, status sentence, items and total. */
    line: (order: {
      id: string;
      date: string;
      status: string;
      items: string;
      total: string;
    }) => string;
    status: Readonly<Record<OrderStatus, string>>;
    open: (url: string) => string;
  };
  invoice: {
    ready: (number: string, orderId: string) => string;
    notYet: (orderId: string) => string;
    where: (url: string) => string;
  };
  refund: {
    eligible: (orderId: string, until: string) => string;
    refused: Readonly<Record<RefundRefusal, (orderId: string) => string>>;
  };
  activation: {
    /** The guide for a platform the customer named or bought for. */
    intro: (platform: string) => string;
  };
  /** Why a key is never shown here, and where it is revealed (with the reveal's warning). */
  keyValue: string;
  /** No discount codes exist to give; the loyalty levels lower prices. */
  discount: string;
  /** The assistant does not share how it is set up. */
  instructions: string;
  guard: {
    /** Stands in for a key-like string in an answer. */
    keyHidden: string;
    /** Replaces an answer that promised a refund no eligibility check backed. */
    refundUnconfirmed: string;
  };
};
