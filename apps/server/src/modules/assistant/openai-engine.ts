import { z } from 'zod';
import type {
  AssistantEngine,
  AssistantInput,
  AssistantReply,
  AssistantTurn,
} from './assistant-port';
import { ASSISTANT_TEXTS } from './assistant-texts';
import type { KnowledgeIndex } from './knowledge-index';
import { createToolRunner, toolDefinitions } from './model-tools';
import { guardReply } from './output-guards';
import { newCanary, systemPromptFor } from './system-prompt';

// Biggie AI Assistant on any OpenAI-compatible chat completions endpoint (OpenAI, Ollama,
// llama.cpp, vLLM): plain `fetch`, the tools run here for the session's customer, every
// answer passes the output guards, and anything unexpected (an error, a timeout, an answer
// that is not one) falls back to the built-in engine.

export const OPENAI_ENGINE = 'openai';

export type OpenAiEngineConfig = {
  baseUrl: string;
  model: string;
  apiKey?: string;
  timeoutMs: number;
};

/** Rounds of tool calls one answer may take before it counts as failed. */
const MAX_TOOL_ROUNDS = 4;
/** Earlier messages sent along, newest last. */
const HISTORY_TURNS = 12;
const TEMPERATURE = 0.2;

const ToolCall = z.object({
  id: z.string(),
  type: z.literal('function').optional(),
  function: z.object({ name: z.string(), arguments: z.string().default('') }),
});
const Completion = z.object({
  choices: z
    .array(
      z.object({
        message: z.object({
          content: z.string().nullish(),
          tool_calls: z.array(ToolCall).nullish(),
        }),
      }),
    )
    .min(1),
});

type Message =
  | { role: 'system' | 'user'; content: string }
  | { role: 'assistant'; content: string | null; tool_calls?: z.infer<typeof ToolCall>[] }
  | { role: 'tool'; tool_call_id: string; content: string };

function historyMessages(history: readonly AssistantTurn[]): Message[] {
  return history.slice(-HISTORY_TURNS).map((turn) =>
    turn.sender === 'user'
      ? { role: 'user', content: turn.text }
      : // A person's answer is the store's too; the model should know it was not its own.
        {
          role: 'assistant',
          content: turn.sender === 'staff' ? `[Support team] ${turn.text}` : turn.text,
        },
  );
}

/** Why an answer from the endpoint was not used. */
class EndpointError extends Error {}

async function complete(
  config: OpenAiEngineConfig,
  body: Record<string, unknown>,
  signal: AbortSignal,
): Promise<z.infer<typeof Completion>['choices'][number]['message']> {
  const res = await fetch(`${config.baseUrl.replace(/\/+$/, '')}/chat/completions`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(config.apiKey && { authorization: `Bearer ${config.apiKey}` }),
    },
    body: JSON.stringify(body),
    signal,
  });
  if (!res.ok) throw new EndpointError(`the endpoint answered ${res.status}`);
  const parsed = Completion.safeParse(await res.json());
  if (!parsed.success) throw new EndpointError('the endpoint answered no chat completion');
  const [choice] = parsed.data.choices;
  if (!choice) throw new EndpointError('the endpoint answered no choice');
  return choice.message;
}

/**
 * The adapter: the model answers with the help of the store's tools; on any failure the
 * `fallback` engine (the built-in one) answers instead and the failure is logged.
 */
export function createOpenAiEngine(deps: {
  config: OpenAiEngineConfig;
  index: KnowledgeIndex;
  fallback: AssistantEngine;
  log: (message: string, error?: unknown) => void;
  canary?: string;
}): AssistantEngine {
  const { config, index, fallback, log } = deps;
  const canary = deps.canary ?? newCanary();

  async function answerWithModel(input: AssistantInput): Promise<AssistantReply> {
    const signal = AbortSignal.timeout(config.timeoutMs);
    const systemPrompt = systemPromptFor(input, canary);
    const tools = createToolRunner(index, input);
    const messages: Message[] = [
      { role: 'system', content: systemPrompt },
      ...historyMessages(input.history),
      { role: 'user', content: input.text },
    ];
    for (let round = 0; round <= MAX_TOOL_ROUNDS; round++) {
      const message = await complete(
        config,
        {
          model: config.model,
          messages,
          tools: toolDefinitions(input.customer !== null),
          tool_choice: 'auto',
          temperature: TEMPERATURE,
        },
        signal,
      );
      const calls = message.tool_calls ?? [];
      if (calls.length === 0) {
        const content = message.content?.trim();
        if (!content) throw new EndpointError('the model gave an empty answer');
        return finish(input, content, tools.findings, { text: systemPrompt, canary });
      }
      messages.push({ role: 'assistant', content: message.content ?? null, tool_calls: calls });
      for (const call of calls) {
        const result = await tools.call(call.function.name, call.function.arguments);
        messages.push({ role: 'tool', tool_call_id: call.id, content: result });
      }
    }
    throw new EndpointError(`the model called tools more than ${MAX_TOOL_ROUNDS} times`);
  }

  return {
    async answer(input) {
      try {
        return await answerWithModel(input);
      } catch (error) {
        log('The assistant endpoint failed; the built-in engine answered instead', error);
        return fallback.answer(input);
      }
    },
  };
}

function finish(
  input: AssistantInput,
  content: string,
  findings: ReturnType<typeof createToolRunner>['findings'],
  systemPrompt: { text: string; canary: string },
): AssistantReply {
  const texts = ASSISTANT_TEXTS[input.language];
  const guarded = guardReply(content, {
    texts,
    systemPrompt,
    refundChecked: findings.refundChecked,
  });
  const { handOff } = findings;
  // The store, not the model, says when a person answers.
  const text = handOff ? `${guarded.text}\n\n${texts.handOff[handOff.reason]}` : guarded.text;
  return {
    text,
    citations: findings.citations,
    handOff,
    confidence: handOff?.reason === 'low_confidence' ? 0 : (findings.searchConfidence ?? 0.8),
    engine: OPENAI_ENGINE,
  };
}
