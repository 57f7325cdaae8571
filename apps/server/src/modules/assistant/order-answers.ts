import type { Language } from '@store/shared/constants';
import { currencyExponent, formatMoney } from '@store/shared/rules/money';
import type { Citation } from '@store/shared/schemas/support';
import type { AssistantInput, AssistantOrder, CustomerTools } from './assistant-port';
import { ASSISTANT_TEXTS } from './assistant-texts';
import { orderIdsIn } from './intents';
import { PURCHASES_URL } from './knowledge';
import type { Draft } from './help-answers';

// Answers about the signed-in customer's own orders, from the customer's tools only: their
// status, invoices and refund eligibility as the store's rules decide them, never guessed.

/** The orders a message is about, and the ids it quoted that are not the customer's. */
export type OrderSelection = { orders: AssistantOrder[]; unknownIds: string[] };

/** How many orders an answer about "my orders" lists. */
const LISTED_ORDERS = 3;

export const INVOICES_URL = `${PURCHASES_URL}?tab=invoices`;

/**
 * The order the chat was opened from, else the orders the message quotes (each looked up for
 * this customer only), else the customer's latest orders.
 */
export async function selectOrders(
  tools: CustomerTools,
  input: Pick<AssistantInput, 'text' | 'orderId'>,
): Promise<OrderSelection> {
  const quoted = orderIdsIn(input.text);
  const ids = quoted.length > 0 ? quoted : input.orderId ? [input.orderId] : [];
  if (ids.length === 0) return { orders: await tools.listOrders(LISTED_ORDERS), unknownIds: [] };
  const found = await Promise.all(ids.map((id) => tools.findOrder(id)));
  return {
    orders: found.filter((order): order is AssistantOrder => order !== undefined),
    unknownIds: ids.filter((_, i) => found[i] === undefined),
  };
}

function formatDate(iso: string, locale: string, withTime = false): string {
  return (
    new Intl.DateTimeFormat(locale, {
      dateStyle: withTime ? 'long' : 'medium',
      ...(withTime && { timeStyle: 'short' }),
      timeZone: 'UTC',
    }).format(new Date(iso)) + (withTime ? ' UTC' : '')
  );
}

/** An order as the answers cite it. */
export function orderCitation(language: Language, order: AssistantOrder): Citation {
  return {
    kind: 'order',
    id: order.orderId,
    title: ASSISTANT_TEXTS[language].orders.title(order.orderId),
    url: order.url,
  };
}

function orderLine(language: Language, order: AssistantOrder): string {
  const texts = ASSISTANT_TEXTS[language];
  return texts.orders.line({
    id: order.orderId,
    date: formatDate(order.createdAt, texts.locale),
    items: order.items.map((item) => `${item.title} × ${item.quantity}`).join(', '),
    total: formatMoney(order.totalMinor, `${order.currency} `, currencyExponent(order.currency)),
    status: texts.orders.status[order.status],
  });
}

function unknownLines(language: Language, selection: OrderSelection): string[] {
  return selection.unknownIds.map((id) => ASSISTANT_TEXTS[language].orders.notFound(id));
}

/** Where the customer's orders stand, with a link to each. */
export function orderStatusAnswer(language: Language, selection: OrderSelection): Draft {
  const texts = ASSISTANT_TEXTS[language];
  const { orders } = selection;
  const lines = [
    ...unknownLines(language, selection),
    ...(orders.length > 0
      ? [texts.orders.intro, ...orders.map((order) => orderLine(language, order))]
      : selection.unknownIds.length === 0
        ? [texts.orders.none]
        : []),
  ];
  const [only] = orders;
  if (only && orders.length === 1) lines.push(texts.orders.open(only.url));
  else if (orders.length > 1) lines.push(texts.orders.open(PURCHASES_URL));
  return {
    text: lines.join('\n'),
    citations: orders.map((order) => orderCitation(language, order)),
    confidence: 1,
  };
}

/** The invoices of the selected orders and where to download them. */
export function invoiceAnswer(language: Language, selection: OrderSelection): Draft {
  const texts = ASSISTANT_TEXTS[language];
  const lines = [
    ...unknownLines(language, selection),
    ...selection.orders.map((order) =>
      order.invoiceNumber
        ? texts.invoice.ready(order.invoiceNumber, order.orderId)
        : texts.invoice.notYet(order.orderId),
    ),
  ];
  if (selection.orders.length === 0 && selection.unknownIds.length === 0) {
    lines.push(texts.orders.none);
  }
  lines.push(texts.invoice.where(INVOICES_URL));
  return {
    text: lines.join('\n'),
    citations: selection.orders.map((order) => orderCitation(language, order)),
    confidence: 1,
  };
}

/**
 * Whether each selected order may still be refunded, exactly as the store's refund rule says;
 * `refundChecked` tells the output guard that a refund statement is backed.
 */
export function refundAnswer(
  language: Language,
  selection: OrderSelection,
): Draft & { refundChecked: boolean } {
  const texts = ASSISTANT_TEXTS[language];
  const lines = [
    ...unknownLines(language, selection),
    ...selection.orders.map((order) =>
      order.refund.eligible && order.refund.until
        ? texts.refund.eligible(order.orderId, formatDate(order.refund.until, texts.locale, true))
        : texts.refund.refused[order.refund.reason ?? 'status'](order.orderId),
    ),
  ];
  if (selection.orders.length === 0 && selection.unknownIds.length === 0) {
    lines.push(texts.orders.none);
  }
  return {
    text: lines.join('\n'),
    citations: selection.orders.map((order) => orderCitation(language, order)),
    confidence: 1,
    refundChecked: selection.orders.some((order) => order.refund.eligible),
  };
}
