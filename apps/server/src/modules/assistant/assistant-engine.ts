import type { AssistantEngine } from './assistant-port';
import { createBuiltinEngine } from './builtin-engine';
import { createKnowledgeIndex } from './knowledge-index';
import { createOpenAiEngine } from './openai-engine';

/** How the store reaches an OpenAI-compatible endpoint, when one is configured. */
export type AssistantConfig = {
  baseUrl?: string;
  apiKey?: string;
  model?: string;
  timeoutMs: number;
};

/** How long an answer from the endpoint may take, when the configuration names no time. */
export const DEFAULT_ASSISTANT_TIMEOUT_MS = 8000;

/**
 * Biggie AI Assistant: the OpenAI-compatible adapter when an endpoint and a model are
 * configured (the built-in engine answers whenever it fails), else the built-in engine,
 * which needs no network and no model.
 */
export function createAssistantEngine(deps: {
  config: AssistantConfig;
  log: (message: string, error?: unknown) => void;
}): AssistantEngine {
  const { config, log } = deps;
  const index = createKnowledgeIndex();
  const builtin = createBuiltinEngine(index);
  if (!config.baseUrl || !config.model) return builtin;
  return createOpenAiEngine({
    config: {
      baseUrl: config.baseUrl,
      model: config.model,
      apiKey: config.apiKey,
      timeoutMs: config.timeoutMs > 0 ? config.timeoutMs : DEFAULT_ASSISTANT_TIMEOUT_MS,
    },
    index,
    fallback: builtin,
    log,
  });
}
