import type { AssistantInput } from '../../modules/assistant/assistant-port';
import { createCustomerTools } from '../../modules/assistant/customer-tools';
import type { TestApp } from '../build-test-app';
import { keyTexts } from './orders-admin-test-kit';
import { boughtOrder } from './purchases-test-kit';

// Helpers the assistant's tests share: a customer with a delivered order and the assistant's
// tools for them, and a question as the chat service asks it.

/**
 * A signed-in customer with a delivered order (keys, invoice), the assistant's tools bound to
 * them, and the plain text of every key of the order's platform group, to prove none is shown.
 */
export async function customerWithOrder(t: TestApp, firstName = 'Ada') {
  const bought = await boughtOrder(t);
  const tools = createCustomerTools(
    { db: t.database.db, now: () => new Date() },
    { userId: bought.userId, firstName },
  );
  const keys = await keyTexts(t, bought.group.platformGroupId);
  const invoiceNumber = bought.summary.invoice?.number ?? '';
  const title = bought.summary.items[0]?.title ?? '';
  return { ...bought, tools, keys, invoiceNumber, title };
}

export type AssistantCustomer = Awaited<ReturnType<typeof customerWithOrder>>;

/** A first message in English from a guest, unless overridden. */
export function question(text: string, overrides: Partial<AssistantInput> = {}): AssistantInput {
  return {
    text,
    history: [],
    language: 'en',
    topicId: null,
    orderId: null,
    customer: null,
    ...overrides,
  };
}
