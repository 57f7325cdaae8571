import http from 'node:http';
import type { AddressInfo } from 'node:net';

// A local stand-in for an OpenAI-compatible chat completions endpoint (`POST
// /chat/completions` with tool calling), scripted by each test: it answers what the script
// says, remembers every request, and can be slow or fail on purpose.

export type StandInMessage = {
  role: 'system' | 'user' | 'assistant' | 'tool';
  content: string | null;
  tool_call_id?: string;
  tool_calls?: { id: string; type: 'function'; function: { name: string; arguments: string } }[];
};

export type StandInRequest = {
  authorization: string | undefined;
  model: string;
  messages: StandInMessage[];
  tools: { type: 'function'; function: { name: string } }[];
};

/** What the script answers one request with. */
export type StandInStep =
  | { content: string }
  | { toolCalls: { name: string; arguments: unknown }[] }
  | { status: number; body?: unknown }
  /** Answers nothing for this long (then an empty answer), to run into the store's timeout. */
  | { hangMs: number }
  | { raw: string };

export type ChatScript = (request: StandInRequest) => StandInStep;

export type ChatCompletionsStandIn = {
  /** The base URL to configure (`AI_BASE_URL`). */
  url: string;
  requests: StandInRequest[];
  /** Stops the server; rejects if a request came to a path the endpoint does not have. */
  close: () => Promise<void>;
};

let callNumber = 0;

function completion(
  step: Exclude<StandInStep, { status: number } | { hangMs: number } | { raw: string }>,
) {
  const message =
    'content' in step
      ? { role: 'assistant', content: step.content }
      : {
          role: 'assistant',
          content: null,
          tool_calls: step.toolCalls.map((call) => ({
            id: `call_${++callNumber}`,
            type: 'function',
            function: { name: call.name, arguments: JSON.stringify(call.arguments) },
          })),
        };
  return {
    id: `chatcmpl-${callNumber}`,
    object: 'chat.completion',
    choices: [
      {
        index: 0,
        message,
        finish_reason: 'content' in step ? 'stop' : 'tool_calls',
      },
    ],
  };
}

/** The stand-in on a free port of 127.0.0.1. */
export async function startChatCompletionsStandIn(
  script: ChatScript,
): Promise<ChatCompletionsStandIn> {
  const requests: StandInRequest[] = [];
  const unrecognized: string[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
        unrecognized.push(`${req.method} ${req.url}`);
        res.writeHead(404).end();
        return;
      }
      const parsed = JSON.parse(body) as Omit<StandInRequest, 'authorization'>;
      const request = { ...parsed, authorization: req.headers.authorization };
      requests.push(request);
      const step = script(request);
      if ('hangMs' in step) {
        const timer = setTimeout(() => res.writeHead(200).end('{}'), step.hangMs);
        res.on('close', () => clearTimeout(timer));
        return;
      }
      if ('status' in step) {
        res.writeHead(step.status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(step.body ?? { error: { message: 'failure' } }));
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('raw' in step ? step.raw : JSON.stringify(completion(step)));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
      });
      if (unrecognized.length > 0) {
        throw new Error(`Unexpected requests to the chat stand-in: ${unrecognized.join(', ')}`);
      }
    },
  };
}

/** The text of the request's last user message. */
export function lastUserText(request: StandInRequest): string {
  return request.messages.findLast((m) => m.role === 'user')?.content ?? '';
}

/** The results the store sent back for the tool calls so far, parsed. */
export function toolResults(request: StandInRequest): unknown[] {
  return request.messages
    .filter((m) => m.role === 'tool')
    .map((m) => JSON.parse(m.content ?? 'null') as unknown);
}
