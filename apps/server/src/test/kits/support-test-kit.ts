import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import {
  ChatSendReply,
  TicketDetail,
  type ChatSendBody,
  type CreateTicketBody,
} from '@store/shared/schemas/support';
import type {
  AssistantEngine,
  AssistantInput,
  AssistantReply,
  HandOff,
} from '../../modules/assistant/assistant-port';
import type { AppDeps } from '../../app';
import { buildTestApp, type TestApp } from '../build-test-app';
import type { TestClient } from '../test-client';

// Helpers the support tests share: a scripted Biggie AI Assistant in place of the real one,
// the test app with it, and the customer's calls.

export const TICKETS_API = '/api/v1/users/tickets';
export const CHAT_API = '/api/v1/chat/messages';

type Script = AssistantReply | Error | ((input: AssistantInput) => Promise<AssistantReply>);

/** An answer as the engine gives it; `handOff` turns the chat over to a person. */
export function assistantReply(text: string, handOff: HandOff | null = null): AssistantReply {
  return { text, citations: [], handOff, confidence: handOff ? 0.2 : 0.9, engine: 'scripted' };
}

/**
 * An assistant that answers what the test queued (a reply, a failure, or a function for an
 * answer that waits), else "Answer: <text>"; every question it was asked is in `calls`.
 */
export function scriptedAssistant() {
  const calls: AssistantInput[] = [];
  const queue: Script[] = [];
  const engine: AssistantEngine = {
    answer: async (input) => {
      calls.push(input);
      const next = queue.shift();
      if (next instanceof Error) throw next;
      if (typeof next === 'function') return next(input);
      return next ?? assistantReply(`Answer: ${input.text}`);
    },
  };
  return { engine, calls, next: (...scripts: Script[]) => void queue.push(...scripts) };
}
export type ScriptedAssistant = ReturnType<typeof scriptedAssistant>;

/** The test app with a scripted assistant. */
export async function buildSupportTestApp(
  env: Record<string, string> = {},
  deps: Pick<AppDeps, 'mailer' | 'realtime' | 'limiter'> = {},
): Promise<{ t: TestApp; assistant: ScriptedAssistant }> {
  const assistant = scriptedAssistant();
  const t = await buildTestApp(env, { ...deps, assistant: assistant.engine });
  return { t, assistant };
}

/** A chat message with a fresh client id; override any field. */
export function chatBody(overrides: Partial<ChatSendBody> = {}): ChatSendBody {
  return { clientMessageId: randomUUID(), text: 'How do I redeem my code?', ...overrides };
}

export function ticketBody(overrides: Partial<CreateTicketBody> = {}): CreateTicketBody {
  return {
    category: 'technical',
    topic: 'The key does not activate',
    message: 'Steam says the key is invalid.',
    clientMessageId: randomUUID(),
    ...overrides,
  };
}

export function post(client: TestClient, url: string, body?: unknown) {
  return client.request({
    method: 'POST',
    url,
    ...(body === undefined
      ? {}
      : { headers: { 'content-type': 'application/json' }, payload: JSON.stringify(body) }),
  });
}

/** POST /chat/messages, expecting 200: the parsed reply. */
export async function sendChat(client: TestClient, body: unknown): Promise<ChatSendReply> {
  const res = await post(client, CHAT_API, body);
  return expectOk(res, ChatSendReply.parse.bind(ChatSendReply));
}

/** A new ticket for a person, expecting 201. */
export async function openTicket(client: TestClient, body: unknown = ticketBody()) {
  const res = await post(client, TICKETS_API, body);
  if (res.statusCode !== 201) throw new Error(`ticket: ${res.statusCode} ${res.body}`);
  return TicketDetail.parse(res.json());
}

export async function readTicket(client: TestClient, ticketId: string): Promise<TicketDetail> {
  const res = await client.request({ url: `${TICKETS_API}/${ticketId}` });
  return expectOk(res, TicketDetail.parse.bind(TicketDetail));
}

function expectOk<T>(res: LightMyRequestResponse, parse: (body: unknown) => T): T {
  if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body}`);
  return parse(res.json());
}

/** Rows of a query on the test database. */
export async function supportRows<T>(t: TestApp, sql: string, params: unknown[] = []) {
  const { rows } = await t.database.pool.query<T & Record<string, unknown>>(sql, params);
  return rows;
}
