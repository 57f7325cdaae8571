import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { signLikeStripe, type SignOptions } from './stripe-stand-in';

// A local stand-in for the part of Stripe Identity's API the store uses, so the official SDK
// is tested end to end without the network: form-encoded requests, the bearer key,
// idempotency keys, Stripe's error shape, and signed webhook events about sessions.

type Params = Record<string, string>;

export type StandInSession = {
  id: string;
  object: 'identity.verification_session';
  type: string;
  status: 'requires_input' | 'processing' | 'verified' | 'canceled';
  client_secret: string;
  client_reference_id: string | null;
  url: string;
  return_url: string | null;
  metadata: Record<string, string>;
  options: Record<string, unknown>;
  last_error: { code: string; reason: string } | null;
  created: number;
  livemode: false;
};

/** A webhook delivery as Stripe sends it: the exact body and its `Stripe-Signature` header. */
export type StandInDelivery = { eventId: string; body: string; signature: string };

export type StripeIdentityStandIn = {
  url: string;
  secretKey: string;
  webhookSecret: string;
  sessions(): StandInSession[];
  /**
   * Moves a session as Stripe would (the customer submitted, Stripe decided) and returns the
   * event it sends, signed now with the endpoint's secret, or at `at` with `secret`.
   */
  move(
    sessionId: string,
    type: 'processing' | 'verified' | 'requires_input' | 'canceled',
    options?: { code?: string; at?: Date; secret?: string },
  ): StandInDelivery;
  /** A `Stripe-Signature` header for any body. */
  sign(body: string, options?: SignOptions): string;
  /** Stops the server; rejects if a request reached it that it does not know. */
  close(): Promise<void>;
};

class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly error: Record<string, unknown>,
  ) {
    super(String(error.message));
  }
}

const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;
const unixNow = () => Math.floor(Date.now() / 1000);

/** Stripe's form encoding, flattened: `options[document][require_matching_selfie]=true`. */
const decodeForm = (text: string): Params => Object.fromEntries(new URLSearchParams(text));

/** Starts the stand-in on 127.0.0.1 at a free port. */
export async function startStripeIdentityStandIn(): Promise<StripeIdentityStandIn> {
  const secretKey = `sk_test_${randomBytes(12).toString('hex')}`;
  const webhookSecret = `whsec_${randomBytes(24).toString('base64url')}`;
  const sessions = new Map<string, StandInSession>();
  const idempotent = new Map<string, { fingerprint: string; body: unknown }>();
  const unrecognized: string[] = [];

  const findSession = (id: string): StandInSession => {
    const session = sessions.get(id);
    if (session) return session;
    throw new ApiError(404, {
      type: 'invalid_request_error',
      code: 'resource_missing',
      message: `No such verification session: '${id}'`,
    });
  };

  function createSession(params: Params): StandInSession {
    const known = ['type', 'client_reference_id', 'return_url'];
    const unknown = Object.keys(params).find(
      (key) => !known.includes(key) && !key.startsWith('metadata[') && !key.startsWith('options['),
    );
    if (unknown) {
      throw new ApiError(400, {
        type: 'invalid_request_error',
        code: 'parameter_unknown',
        param: unknown,
        message: `Received unknown parameter: ${unknown}`,
      });
    }
    if (params.type !== 'document' && params.type !== 'id_number') {
      throw new ApiError(400, {
        type: 'invalid_request_error',
        param: 'type',
        message: 'Invalid type: must be one of document, id_number',
      });
    }
    const id = newId('vs');
    const metadata: Record<string, string> = {};
    const options: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(params)) {
      const meta = /^metadata\[(\w+)\]$/.exec(key);
      if (meta?.[1]) metadata[meta[1]] = value;
      if (key === 'options[document][require_matching_selfie]') {
        options.document = { require_matching_selfie: value === 'true' };
      }
    }
    const session: StandInSession = {
      id,
      object: 'identity.verification_session',
      type: params.type,
      status: 'requires_input',
      client_secret: `${id}_secret_${randomBytes(12).toString('hex')}`,
      client_reference_id: params.client_reference_id ?? null,
      url: `https://verify.stripe.test/start/${id}`,
      return_url: params.return_url ?? null,
      metadata,
      options,
      last_error: null,
      created: unixNow(),
      livemode: false,
    };
    sessions.set(id, session);
    return session;
  }

  function route(method: string, path: string, params: Params): unknown {
    if (method === 'POST' && path === '/v1/identity/verification_sessions') {
      return createSession(params);
    }
    const one = /^\/v1\/identity\/verification_sessions\/(vs_\w+)$/.exec(path);
    if (method === 'GET' && one?.[1]) return findSession(one[1]);
    unrecognized.push(`${method} ${path}`);
    throw new ApiError(404, {
      type: 'invalid_request_error',
      message: `Unrecognized request URL (${method}: ${path}).`,
    });
  }

  function handle(
    request: http.IncomingMessage,
    rawBody: string,
  ): { status: number; body: unknown } {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    const method = request.method ?? 'GET';
    try {
      if (request.headers.authorization !== `Bearer ${secretKey}`) {
        throw new ApiError(401, {
          type: 'invalid_request_error',
          message: 'Invalid API Key provided.',
        });
      }
      const key = request.headers['idempotency-key'];
      const fingerprint = `${method} ${url.pathname} ${rawBody}`;
      const saved = typeof key === 'string' && method === 'POST' ? idempotent.get(key) : undefined;
      if (saved && saved.fingerprint !== fingerprint) {
        throw new ApiError(400, {
          type: 'idempotency_error',
          message: 'Keys for idempotent requests can only be used with the same parameters.',
        });
      }
      if (saved) return { status: 200, body: saved.body };
      const body = route(method, url.pathname, decodeForm(method === 'GET' ? '' : rawBody));
      if (typeof key === 'string' && method === 'POST') idempotent.set(key, { fingerprint, body });
      return { status: 200, body };
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      return { status: error.status, body: { error: error.error } };
    }
  }

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const reply = handle(request, Buffer.concat(chunks).toString('utf8'));
      response.writeHead(reply.status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const sign = (body: string, options: SignOptions = {}): string =>
    signLikeStripe(body, webhookSecret, options);

  return {
    url: `http://127.0.0.1:${port}`,
    secretKey,
    webhookSecret,
    sessions: () => [...sessions.values()].map((session) => structuredClone(session)),
    move(sessionId, type, options = {}) {
      const session = findSession(sessionId);
      session.status = type;
      session.last_error =
        type === 'requires_input'
          ? {
              code: options.code ?? 'document_unverified_other',
              reason: 'The document could not be verified.',
            }
          : null;
      const event = {
        id: newId('evt'),
        object: 'event',
        api_version: null,
        created: unixNow(),
        data: { object: structuredClone(session) },
        livemode: false,
        pending_webhooks: 1,
        type: `identity.verification_session.${type}`,
      };
      // Stripe sends its events pretty-printed; the signature covers these exact bytes.
      const body = JSON.stringify(event, null, 2);
      return { eventId: event.id, body, signature: sign(body, options) };
    },
    sign,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
      });
      if (unrecognized.length > 0) {
        throw new Error(`Unexpected requests to the Stripe stand-in: ${unrecognized.join(', ')}`);
      }
    },
  };
}
