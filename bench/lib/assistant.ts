import { readFileSync } from 'node:fs';
import path from 'node:path';
import { LANGUAGES, type Language } from '@store/shared/constants';
import type {
  AssistantInput,
  AssistantOrder,
  CustomerTools,
} from '../../apps/server/src/modules/assistant/assistant-port';
import { createBuiltinEngine } from '../../apps/server/src/modules/assistant/builtin-engine';
import { createKnowledgeIndex } from '../../apps/server/src/modules/assistant/knowledge-index';
import { freePort, startNode, stop, waitForUrl } from './processes';
import { ms, percentilesOf, timeRequests, type Percentiles } from './timing';

// Biggie AI Assistant's built-in engine, in this process: how long one answer takes (help
// questions answered by retrieval, and order questions over a customer's orders held in
// memory, so the database's time does not count), how long each language's index takes to
// build on first use, and the top-1 accuracy on the labelled questions.

export type AssistantBenchOptions = {
  /** Answers measured after the warm-up. */
  answers: number;
};

/** Spec-side goal for one answer inside the server. */
const P95_GOAL_MS = 50;
const ACCURACY_GOAL = 0.9;
const WARM_UP_ROUNDS = 2;
const HELLO_REQUESTS = 500;

type Labelled = { language: Language; question: string; expected: string };

const questionsFile = path.join(
  import.meta.dirname,
  '../../apps/server/src/modules/assistant/retrieval-questions.json',
);

/** Order questions a signed-in customer asks, in every language. */
const ORDER_QUESTIONS: Readonly<Record<Language, readonly string[]>> = {
  de: [
    'Wo ist meine Bestellung?',
    'Kann ich meine Bestellung stornieren?',
    'Wo ist meine Rechnung?',
  ],
  en: ['Where is my order?', 'Can I get a refund for my order?', 'Where is my invoice?'],
  es: ['¿Dónde está mi pedido?', 'Quiero un reembolso de mi pedido', '¿Dónde está mi factura?'],
  fr: ['Où est ma commande ?', 'Je veux annuler ma commande', 'Où est ma facture ?'],
  it: [
    'Dove è il mio ordine?',
    'Posso avere un rimborso per il mio ordine?',
    'Dov’è la mia fattura?',
  ],
};

/** A customer with five orders in memory: the engine's own work, without the database. */
function inMemoryCustomer(): CustomerTools {
  const orders: AssistantOrder[] = Array.from({ length: 5 }, (_, i) => ({
    orderId: `ord_bench${String(i).padStart(12, '0')}`,
    status: i === 0 ? 'paid' : 'delivered',
    createdAt: new Date(Date.UTC(2026, 4, 10 - i)).toISOString(),
    totalMinor: 2599 * (i + 1),
    currency: 'EUR',
    items: [{ title: `Bench Game ${i}`, platform: 'pc', quantity: 1, revealed: i % 2 }],
    invoiceNumber: i === 0 ? null : `INV-2026-00000${i}`,
    refund:
      i % 2 === 0
        ? { eligible: true, reason: null, until: new Date(Date.UTC(2026, 4, 17 - i)).toISOString() }
        : { eligible: false, reason: 'revealed', until: null },
    url: `/dashboard/purchases?order=ord_bench${i}`,
  }));
  return {
    firstName: 'Ada',
    listOrders: (limit = 5) => Promise.resolve(orders.slice(0, limit)),
    findOrder: (id) => Promise.resolve(orders.find((order) => order.orderId === id)),
  };
}

const input = (
  text: string,
  language: Language,
  customer: CustomerTools | null,
): AssistantInput => ({
  text,
  history: [],
  language,
  topicId: null,
  orderId: null,
  customer,
});

/** The minimal Fastify route's round trip, one request at a time, in a process of its own. */
async function helloRoundTrips(): Promise<Percentiles> {
  const port = await freePort();
  const hello = startNode(path.join(import.meta.dirname, '..', 'hello-server.mjs'), {
    PORT: String(port),
  });
  try {
    const url = `http://127.0.0.1:${port}/hello`;
    await waitForUrl(url, hello, 30_000);
    await timeRequests(url, {}, 50);
    return percentilesOf(await timeRequests(url, {}, HELLO_REQUESTS));
  } finally {
    await stop(hello);
  }
}

/** Runs the assistant benchmark and prints its table; false when a goal is missed. */
export async function benchAssistant(options: AssistantBenchOptions): Promise<boolean> {
  const labelled = JSON.parse(readFileSync(questionsFile, 'utf8')) as Labelled[];
  const index = createKnowledgeIndex();
  const engine = createBuiltinEngine(index);
  const customer = inMemoryCustomer();

  // The first question in each language builds that language's index.
  const builds: number[] = [];
  for (const language of LANGUAGES) {
    const started = performance.now();
    await engine.answer(input('How do I redeem a code?', language, null));
    builds.push(performance.now() - started);
  }

  let right = 0;
  for (const q of labelled) {
    const [cited] = (await engine.answer(input(q.question, q.language, null))).citations;
    if (cited && `${cited.kind}:${cited.id}` === q.expected) right++;
  }
  const accuracy = right / labelled.length;

  const help = labelled.map((q) => input(q.question, q.language, null));
  const orders = LANGUAGES.flatMap((language) =>
    ORDER_QUESTIONS[language].map((text) => input(text, language, customer)),
  );
  const time = async (inputs: readonly AssistantInput[]) => {
    for (let round = 0; round < WARM_UP_ROUNDS; round++) {
      for (const question of inputs) await engine.answer(question);
    }
    const times: number[] = [];
    for (let i = 0; i < options.answers; i++) {
      const question = inputs[i % inputs.length] as AssistantInput;
      const started = performance.now();
      await engine.answer(question);
      times.push(performance.now() - started);
    }
    return percentilesOf(times);
  };
  const helpTimes = await time(help);
  const orderTimes = await time(orders);
  const hello = await helloRoundTrips();

  const row = (name: string, p: Percentiles, ratio: boolean) =>
    `| ${name} | ${ms(p.p50)} | ${ms(p.p95)} | ${ms(p.p99)} | ${ratio ? `${(p.p95 / hello.p95).toFixed(2)}×` : '–'} |`;
  const worst = Math.max(helpTimes.p95, orderTimes.p95);
  const lines = [
    '### Biggie AI Assistant (built-in engine)',
    '',
    `In process, ${options.answers} answers per row after ${WARM_UP_ROUNDS} warm-up rounds: ${labelled.length} labelled help questions in 5 languages (as a guest), and ${orders.length} order questions of a signed-in customer whose 5 orders are held in memory (the database's time is not in it). Index build on first use per language: ${builds.map((b) => ms(b)).join(', ')} ms (${LANGUAGES.join(', ')}).`,
    '',
    '| answer | p50 ms | p95 ms | p99 ms | p95 / hello p95 |',
    '|---|---|---|---|---|',
    row('help question (retrieval)', helpTimes, true),
    row('order question (intents, tools in memory)', orderTimes, true),
    row('minimal Fastify `GET /hello`, round trip (other process)', hello, false),
    '',
    `Top-1 accuracy on the labelled questions: **${right}/${labelled.length} = ${accuracy.toFixed(3)}** (goal ≥ ${ACCURACY_GOAL}). Answer p95: **${ms(worst)} ms** (goal ≤ ${P95_GOAL_MS} ms).`,
    '',
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
  return accuracy >= ACCURACY_GOAL && worst <= P95_GOAL_MS;
}
