import type { HelpTopicId, TicketCategory } from '@store/shared/schemas/support';
import type {
  AssistantEngine,
  AssistantInput,
  AssistantReply,
  CustomerTools,
  HandOff,
} from './assistant-port';
import { ASSISTANT_TEXTS } from './assistant-texts';
import { citationFor, guideAnswer, helpAnswer, knownAnswer, type Draft } from './help-answers';
import { detectIntent, platformIn, type Intent } from './intents';
import type { KnowledgeIndex } from './knowledge-index';
import { invoiceAnswer, orderStatusAnswer, refundAnswer, selectOrders } from './order-answers';
import { guardReply } from './output-guards';

// Biggie AI Assistant's built-in engine: no network, no model. A message's intent (read with
// word lists in five languages) picks a handler; the customer's own orders answer order
// questions through the customer's tools; everything else is answered from the help content
// (BM25 retrieval), and what it cannot answer goes to a person.

export const BUILTIN_ENGINE = 'builtin';

type Answer = Draft & { handOff?: HandOff | null; refundChecked?: boolean };

/** The team a conversation opened from a help topic belongs to. */
const TOPIC_CATEGORY: Readonly<Record<HelpTopicId, TicketCategory>> = {
  'redeem-codes': 'technical',
  'find-codes': 'technical',
  invoice: 'billing',
  'activation-issues': 'technical',
  'identity-verification': 'identity',
};

const categoryOf = (input: AssistantInput): TicketCategory =>
  input.topicId ? TOPIC_CATEGORY[input.topicId] : 'other';

/** Help first (when it has something), then the words that say what else to do. */
function withHelp(help: Draft | null, text: string, confidence = 1): Answer {
  return help ? { ...help, text: `${help.text}\n\n${text}` } : { text, citations: [], confidence };
}

function handOff(
  input: AssistantInput,
  reason: HandOff['reason'],
  category: TicketCategory,
  help: Draft | null = null,
): Answer {
  const texts = ASSISTANT_TEXTS[input.language];
  if (!input.customer) return withHelp(help, texts.signIn.person, help?.confidence ?? 1);
  return {
    ...withHelp(help, texts.handOff[reason]),
    confidence: reason === 'low_confidence' ? (help?.confidence ?? 0) : 1,
    handOff: { category, reason },
  };
}

async function customerAnswer(
  index: KnowledgeIndex,
  input: AssistantInput,
  customer: CustomerTools,
  intent: 'refund' | 'invoice' | 'order_status' | 'activation',
): Promise<Answer | null> {
  const { language } = input;
  if (intent === 'activation') {
    const named = platformIn(input.text);
    if (named) return guideAnswer(index, language, named);
    const { orders } = await selectOrders(customer, input);
    const platform = orders[0]?.items[0]?.platform;
    return platform ? guideAnswer(index, language, platform) : null;
  }
  const selection = await selectOrders(customer, input);
  switch (intent) {
    case 'order_status':
      return orderStatusAnswer(language, selection);
    case 'invoice': {
      const answer = invoiceAnswer(language, selection);
      return {
        ...answer,
        citations: [...citationFor(index, language, 'topic:invoice'), ...answer.citations],
      };
    }
    case 'refund':
      return refundAnswer(language, selection);
  }
}

async function answerIntent(
  index: KnowledgeIndex,
  input: AssistantInput,
  intent: Intent | null,
): Promise<Answer> {
  const texts = ASSISTANT_TEXTS[input.language];
  const { language, customer } = input;
  const help = () => helpAnswer(index, input);
  switch (intent) {
    case 'instructions':
      return { text: texts.instructions, citations: [], confidence: 1 };
    case 'discount':
      return {
        text: texts.discount,
        citations: citationFor(index, language, 'terms:loyalty-levels'),
        confidence: 1,
      };
    case 'key_value':
      return {
        text: texts.keyValue,
        citations: citationFor(index, language, 'topic:find-codes'),
        confidence: 1,
      };
    case 'billing_dispute':
      return handOff(input, 'billing_dispute', 'billing');
    case 'identity_problem': {
      // A guest gets the topic's steps; a customer a person, with the topic beside it.
      const topic = 'topic:identity-verification';
      const steps = customer ? null : knownAnswer(index, language, topic);
      const answer = handOff(input, 'identity', 'identity', steps);
      return customer ? { ...answer, citations: citationFor(index, language, topic) } : answer;
    }
    case 'asked_for_person':
      return handOff(input, 'asked_for_person', categoryOf(input), customer ? null : help());
    case 'greeting':
      return {
        text: customer ? texts.greeting.customer(customer.firstName) : texts.greeting.guest,
        citations: [],
        confidence: 1,
      };
    case 'refund':
    case 'invoice':
    case 'order_status':
    case 'activation': {
      if (customer) {
        const answer = await customerAnswer(index, input, customer, intent);
        if (answer) return answer;
        break;
      }
      // A guest learns how to activate from the guides and the help; the rest needs an account.
      if (intent === 'activation') {
        const named = platformIn(input.text);
        const guide = named ? guideAnswer(index, language, named) : help();
        if (guide) return guide;
        break;
      }
      const found = help();
      return withHelp(found, texts.signIn.orders, found?.confidence ?? 1);
    }
    case null:
      break;
  }
  const found = help();
  if (found) return found;
  if (customer) return handOff(input, 'low_confidence', categoryOf(input));
  return { text: `${texts.notSure}\n\n${texts.signIn.person}`, citations: [], confidence: 0 };
}

/** The built-in engine over the given help index. */
export function createBuiltinEngine(index: KnowledgeIndex): AssistantEngine {
  return {
    async answer(input: AssistantInput): Promise<AssistantReply> {
      const answer = await answerIntent(index, input, detectIntent(input.text));
      const guarded = guardReply(answer.text, {
        texts: ASSISTANT_TEXTS[input.language],
        refundChecked: answer.refundChecked ?? false,
      });
      return {
        text: guarded.text,
        citations: answer.citations,
        handOff: answer.handOff ?? null,
        confidence: answer.confidence,
        engine: BUILTIN_ENGINE,
      };
    },
  };
}
