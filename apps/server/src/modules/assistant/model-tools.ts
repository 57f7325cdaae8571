import { z } from 'zod';
import { PLATFORM_FAMILIES } from '@store/shared/schemas/purchases';
import { TICKET_CATEGORIES, type Citation } from '@store/shared/schemas/support';
import type { AssistantInput, HandOff } from './assistant-port';
import { citationOf } from './knowledge';
import type { KnowledgeIndex } from './knowledge-index';
import { orderCitation } from './order-answers';

// The tools an outside model may call, run here on the server. Order tools act for the
// session's customer only (the customer's tools take no customer id), and nothing they
// return holds a key's value. What the calls found is remembered for the answer: its
// citations, a hand-off, whether a refund was found possible.

const HAND_OFF_REASONS = [
  'asked_for_person',
  'billing_dispute',
  'identity',
  'low_confidence',
] as const;

/** The tools as the chat completions API describes them (JSON Schema parameters). */
export function toolDefinitions(signedIn: boolean) {
  const tool = (name: string, description: string, parameters: Record<string, unknown>) => ({
    type: 'function' as const,
    function: { name, description, parameters: { type: 'object', ...parameters } },
  });
  const orderId = { order_id: { type: 'string', description: 'An order id, e.g. ord_…' } };
  const help = [
    tool('search_help', "Searches the store's help topics, FAQ and terms.", {
      properties: { query: { type: 'string' } },
      required: ['query'],
    }),
    tool('activation_guide', 'How to activate a key on a platform.', {
      properties: { platform: { type: 'string', enum: PLATFORM_FAMILIES } },
      required: ['platform'],
    }),
  ];
  if (!signedIn) return help;
  return [
    ...help,
    tool('list_my_orders', "The signed-in customer's latest orders, newest first.", {
      properties: { limit: { type: 'integer', minimum: 1, maximum: 10 } },
    }),
    tool('get_my_order', "One of the signed-in customer's orders.", {
      properties: orderId,
      required: ['order_id'],
    }),
    tool('refund_eligibility', 'Whether one of the customer’s orders can still be refunded.', {
      properties: orderId,
      required: ['order_id'],
    }),
    tool('hand_off', 'Hands the conversation to a person of the support team.', {
      properties: {
        reason: { type: 'string', enum: HAND_OFF_REASONS },
        category: { type: 'string', enum: TICKET_CATEGORIES },
      },
      required: ['reason'],
    }),
  ];
}

const SearchArgs = z.object({ query: z.string().min(1).max(500) });
const GuideArgs = z.object({ platform: z.enum(PLATFORM_FAMILIES) });
const ListArgs = z.object({ limit: z.number().int().min(1).max(10).optional() });
const OrderArgs = z.object({ order_id: z.string().max(100) });
const HandOffArgs = z.object({
  reason: z.enum(HAND_OFF_REASONS),
  category: z.enum(TICKET_CATEGORIES).optional(),
});

/** What the tool calls of one answer found. */
export type ToolFindings = {
  citations: Citation[];
  handOff: HandOff | null;
  refundChecked: boolean;
  /** The best help match's confidence, when the model searched the help. */
  searchConfidence: number | null;
};

/** Runs the tool calls of one answer and remembers what they found. */
export function createToolRunner(index: KnowledgeIndex, input: AssistantInput) {
  const findings: ToolFindings = {
    citations: [],
    handOff: null,
    refundChecked: false,
    searchConfidence: null,
  };
  const cite = (citation: Citation) => {
    if (!findings.citations.some((c) => c.kind === citation.kind && c.id === citation.id)) {
      findings.citations.push(citation);
    }
  };
  const { customer, language } = input;
  const signInRequired = { error: 'The customer is not signed in. Ask them to sign in first.' };

  async function run(name: string, args: unknown): Promise<unknown> {
    switch (name) {
      case 'search_help': {
        const { query } = SearchArgs.parse(args);
        const hits = index.search(language, query, { topicId: input.topicId, limit: 3 });
        const [best] = hits;
        if (best) {
          cite(citationOf(best.document));
          findings.searchConfidence = Math.max(findings.searchConfidence ?? 0, best.confidence);
        }
        return hits.map(({ document }) => ({
          title: document.title,
          url: document.url,
          text: [document.text, document.note].filter(Boolean).join('\n'),
        }));
      }
      case 'activation_guide': {
        const { platform } = GuideArgs.parse(args);
        const document = index.document(language, `guide:${platform}`);
        if (!document) return { error: 'No guide for this platform.' };
        cite(citationOf(document));
        return { title: document.title, url: document.url, steps: document.text };
      }
      case 'list_my_orders': {
        if (!customer) return signInRequired;
        const { limit } = ListArgs.parse(args);
        // As the customer's tools return them: no key values, this customer's orders only. A
        // list backs no refund promise; only a check of the one order does.
        const orders = await customer.listOrders(limit);
        orders.forEach((order) => cite(orderCitation(language, order)));
        return orders;
      }
      case 'get_my_order':
      case 'refund_eligibility': {
        if (!customer) return signInRequired;
        const { order_id: orderId } = OrderArgs.parse(args);
        const order = await customer.findOrder(orderId);
        if (!order) return { error: `The customer has no order ${orderId}.` };
        cite(orderCitation(language, order));
        findings.refundChecked ||= order.refund.eligible;
        return name === 'get_my_order' ? order : { order_id: order.orderId, ...order.refund };
      }
      case 'hand_off': {
        if (!customer) return signInRequired;
        const { reason, category } = HandOffArgs.parse(args);
        findings.handOff = { reason, category: category ?? 'other' };
        return {
          ok: true,
          note: 'The store tells the customer that a person replies within 2 business days.',
        };
      }
      default:
        return { error: `There is no tool ${name}.` };
    }
  }

  return {
    findings,
    /** A tool call's result as the model reads it; bad arguments are an error it can fix. */
    async call(name: string, rawArguments: string): Promise<string> {
      let args: unknown;
      try {
        args = rawArguments.trim() ? JSON.parse(rawArguments) : {};
      } catch {
        return JSON.stringify({ error: 'The arguments are not valid JSON.' });
      }
      try {
        return JSON.stringify(await run(name, args));
      } catch (error) {
        if (error instanceof z.ZodError) {
          return JSON.stringify({
            error: 'Invalid arguments.',
            issues: error.issues.map((i) => i.message),
          });
        }
        throw error;
      }
    },
  };
}
