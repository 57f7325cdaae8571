import { createHmac, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

// A local stand-in for the part of Stripe's REST API the store uses, so the official SDK can
// be tested end to end without the network: form-encoded requests, bearer keys, idempotency
// keys, Stripe's error shape, the test payment methods and signed webhook events.

type Params = { [key: string]: string | Params };

type Card = { brand: string; last4: string; country: string; declined?: boolean };

/** Stripe's test payment methods that the stand-in knows: one that pays, one declined. */
const TEST_PAYMENT_METHODS: Record<string, Card> = {
  pm_card_visa: { brand: 'visa', last4: '4242', country: 'US' },
  pm_card_chargeDeclined: { brand: 'visa', last4: '0002', country: 'US', declined: true },
};

export type StandInIntent = {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_received: number;
  currency: string;
  status: 'requires_payment_method' | 'succeeded';
  client_secret: string;
  metadata: Record<string, string>;
  automatic_payment_methods: { enabled: boolean } | null;
  payment_method_types: string[];
  payment_method: string | null;
  latest_charge: string | null;
  last_payment_error: Record<string, unknown> | null;
  created: number;
  livemode: false;
};

export type StandInRefund = {
  id: string;
  object: 'refund';
  amount: number;
  currency: string;
  charge: string;
  payment_intent: string;
  metadata: Record<string, string>;
  status: 'succeeded';
  created: number;
};

/** A webhook delivery as Stripe sends it: the exact body and its `Stripe-Signature` header. */
export type StandInDelivery = { eventId: string; type: string; body: string; signature: string };

export type StripeStandIn = {
  /** The address to give the SDK (`apiUrl`). */
  url: string;
  secretKey: string;
  webhookSecret: string;
  paymentIntents(): StandInIntent[];
  refunds(): StandInRefund[];
  /**
   * The latest event about the intent (created when it was confirmed), signed at `at` with
   * the endpoint's secret or `secret`. Asking again signs the same event afresh, as Stripe's
   * retries do.
   */
  webhookFor(intentId: string, options?: SignOptions): StandInDelivery;
  /** A `Stripe-Signature` header for any body. */
  sign(body: string, options?: SignOptions): string;
  /** Stops the server; rejects if a request reached it that it does not know. */
  close(): Promise<void>;
};

export type SignOptions = { at?: Date; secret?: string };

/**
 * The `Stripe-Signature` header Stripe sends with `body`: `t=…,v1=…`, an HMAC-SHA256 of
 * `${t}.${body}` under the endpoint's secret (or `options.secret`), signed now or at `options.at`.
 */
export function signLikeStripe(body: string, webhookSecret: string, options: SignOptions = {}) {
  const timestamp = Math.floor((options.at ?? new Date()).getTime() / 1000);
  const mac = createHmac('sha256', options.secret ?? webhookSecret)
    .update(`${timestamp}.${body}`)
    .digest('hex');
  return `t=${timestamp},v1=${mac}`;
}

type Reply = { status: number; body: unknown };
type Event = { id: string; type: string; intentId: string; body: string };

/** Stripe's error reply: `{ error: { type, code, param, message, … } }`. */
class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly error: Record<string, unknown>,
  ) {
    super(String(error.message));
  }
}

const invalid = (message: string, more: Record<string, unknown> = {}) =>
  new ApiError(400, { type: 'invalid_request_error', message, ...more });

const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;
const unixNow = () => Math.floor(Date.now() / 1000);

/** Decodes Stripe's form encoding (`metadata[reference]=…`, `list[0]=…`) into nested objects. */
function decodeForm(text: string): Params {
  const root: Params = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const path = key.replaceAll(']', '').split('[');
    let node = root;
    path.forEach((segment, i) => {
      if (i === path.length - 1) {
        node[segment] = value;
        return;
      }
      const next = node[segment];
      node = typeof next === 'object' ? next : (node[segment] = {});
    });
  }
  return root;
}

function allowOnly(params: Params, names: readonly string[]): void {
  const unknown = Object.keys(params).find((name) => !names.includes(name));
  if (unknown) {
    throw invalid(`Received unknown parameter: ${unknown}`, {
      code: 'parameter_unknown',
      param: unknown,
    });
  }
}

function stringParam(params: Params, name: string): string | undefined {
  const value = params[name];
  if (value === undefined || typeof value === 'string') return value;
  throw invalid(`Invalid string: ${name}`, { code: 'parameter_invalid_string', param: name });
}

function required<T>(value: T | undefined, name: string): T {
  if (value !== undefined) return value;
  throw invalid(`Missing required param: ${name}.`, { code: 'parameter_missing', param: name });
}

function integerParam(params: Params, name: string): number | undefined {
  const value = stringParam(params, name);
  if (value === undefined) return undefined;
  if (/^\d{1,12}$/.test(value)) return Number(value);
  throw invalid(`Invalid integer: ${value}`, { code: 'parameter_invalid_integer', param: name });
}

function metadataParam(params: Params): Record<string, string> {
  const value = params.metadata ?? {};
  if (typeof value === 'object' && Object.values(value).every((v) => typeof v === 'string')) {
    return value as Record<string, string>;
  }
  throw invalid('Invalid hash', { param: 'metadata' });
}

/**
 * Stripe's rules for the units of an amount (docs.stripe.com/currencies, "Special cases" and
 * "Three-decimal currencies"): ISK and UGX are sent with two decimals that must be 00, and the
 * three-decimal dinars must end in 0.
 */
function checkAmountUnits(amount: number, currency: string): void {
  if (['isk', 'ugx'].includes(currency) && amount % 100 !== 0) {
    throw invalid(
      `Invalid amount. Currency ${currency.toUpperCase()} has become effectively zero-decimal and charged amounts must be evenly divisible by 100.`,
      { code: 'invalid_charge_amount_no_decimal_compatible', param: 'amount' },
    );
  }
  if (['bhd', 'jod', 'kwd', 'omr', 'tnd'].includes(currency) && amount % 10 !== 0) {
    throw invalid(
      `Invalid amount. Amounts in ${currency.toUpperCase()} must have 0 as their last digit.`,
      { code: 'invalid_charge_amount', param: 'amount' },
    );
  }
}

/** Starts the stand-in on 127.0.0.1 at a free port. */
export async function startStripeStandIn(): Promise<StripeStandIn> {
  const secretKey = `sk_test_${randomBytes(12).toString('hex')}`;
  const webhookSecret = `whsec_${randomBytes(24).toString('base64url')}`;
  const intents = new Map<string, StandInIntent>();
  const refunds: StandInRefund[] = [];
  const events: Event[] = [];
  const idempotent = new Map<string, { fingerprint: string; reply: Reply }>();
  const unrecognized: string[] = [];

  const findIntent = (id: string, param = 'intent'): StandInIntent => {
    const intent = intents.get(id);
    if (intent) return intent;
    throw new ApiError(404, {
      type: 'invalid_request_error',
      code: 'resource_missing',
      param,
      message: `No such payment_intent: '${id}'`,
    });
  };

  const recordEvent = (type: string, intent: StandInIntent, apiVersion: string | null) => {
    const id = newId('evt');
    const event = {
      id,
      object: 'event',
      api_version: apiVersion,
      created: unixNow(),
      data: { object: structuredClone(intent) },
      livemode: false,
      pending_webhooks: 1,
      request: { id: newId('req'), idempotency_key: null },
      type,
    };
    // Stripe sends its events pretty-printed; the signature covers these exact bytes.
    events.push({ id, type, intentId: intent.id, body: JSON.stringify(event, null, 2) });
  };

  function createIntent(params: Params): Reply {
    allowOnly(params, [
      'amount',
      'currency',
      'metadata',
      'automatic_payment_methods',
      'description',
    ]);
    const amount = required(integerParam(params, 'amount'), 'amount');
    const currency = required(stringParam(params, 'currency'), 'currency');
    if (!/^[a-z]{3}$/.test(currency))
      throw invalid(`Invalid currency: ${currency}.`, { param: 'currency' });
    if (amount < 50) {
      throw invalid('Amount must be at least 50 minor units', {
        code: 'amount_too_small',
        param: 'amount',
      });
    }
    checkAmountUnits(amount, currency);
    const automatic = params.automatic_payment_methods;
    const id = newId('pi');
    const intent: StandInIntent = {
      id,
      object: 'payment_intent',
      amount,
      amount_received: 0,
      currency,
      status: 'requires_payment_method',
      client_secret: `${id}_secret_${randomBytes(12).toString('hex')}`,
      metadata: metadataParam(params),
      automatic_payment_methods:
        typeof automatic === 'object' ? { enabled: automatic.enabled === 'true' } : null,
      payment_method_types: ['card'],
      payment_method: null,
      latest_charge: null,
      last_payment_error: null,
      created: unixNow(),
      livemode: false,
    };
    intents.set(id, intent);
    return { status: 200, body: intent };
  }

  function confirmIntent(id: string, params: Params, apiVersion: string | null): Reply {
    allowOnly(params, ['payment_method', 'return_url']);
    const intent = findIntent(id);
    if (intent.status !== 'requires_payment_method') {
      throw invalid(
        `You cannot confirm this PaymentIntent because it has a status of ${intent.status}.`,
        { code: 'payment_intent_unexpected_state' },
      );
    }
    const pmName = required(stringParam(params, 'payment_method'), 'payment_method');
    const card = TEST_PAYMENT_METHODS[pmName];
    if (!card) {
      throw invalid(`No such PaymentMethod: '${pmName}'`, {
        code: 'resource_missing',
        param: 'payment_method',
      });
    }
    const paymentMethod = {
      id: newId('pm'),
      object: 'payment_method',
      type: 'card',
      card: { brand: card.brand, last4: card.last4, country: card.country, funding: 'credit' },
      livemode: false,
    };
    const charge = newId('ch');
    intent.latest_charge = charge;
    if (card.declined) {
      intent.last_payment_error = {
        type: 'card_error',
        code: 'card_declined',
        decline_code: 'generic_decline',
        message: 'Your card was declined.',
        charge,
        payment_method: paymentMethod,
      };
      recordEvent('payment_intent.payment_failed', intent, apiVersion);
      const error = { ...intent.last_payment_error, payment_intent: structuredClone(intent) };
      return { status: 402, body: { error } };
    }
    intent.status = 'succeeded';
    intent.amount_received = intent.amount;
    intent.payment_method = paymentMethod.id;
    intent.last_payment_error = null;
    recordEvent('payment_intent.succeeded', intent, apiVersion);
    return { status: 200, body: intent };
  }

  function createRefund(params: Params): Reply {
    allowOnly(params, ['payment_intent', 'amount', 'metadata', 'reason']);
    const intentId = required(stringParam(params, 'payment_intent'), 'payment_intent');
    const intent = findIntent(intentId, 'payment_intent');
    if (intent.status !== 'succeeded' || !intent.latest_charge) {
      throw invalid(
        `This PaymentIntent (${intent.id}) does not have a successful charge to refund.`,
      );
    }
    const refunded = refunds
      .filter((r) => r.payment_intent === intent.id)
      .reduce((sum, r) => sum + r.amount, 0);
    const left = intent.amount_received - refunded;
    if (left === 0) {
      throw invalid(`Charge ${intent.latest_charge} has already been refunded.`, {
        code: 'charge_already_refunded',
      });
    }
    const amount = integerParam(params, 'amount') ?? left;
    checkAmountUnits(amount, intent.currency);
    if (amount < 1 || amount > left) {
      throw invalid(
        `Refund amount (${amount}) is greater than unrefunded amount on charge (${left})`,
        { code: 'amount_too_large', param: 'amount' },
      );
    }
    const refund: StandInRefund = {
      id: newId('re'),
      object: 'refund',
      amount,
      currency: intent.currency,
      charge: intent.latest_charge,
      payment_intent: intent.id,
      metadata: metadataParam(params),
      status: 'succeeded',
      created: unixNow(),
    };
    refunds.push(refund);
    return { status: 200, body: refund };
  }

  function route(method: string, path: string, params: Params, apiVersion: string | null): Reply {
    const intentPath = /^\/v1\/payment_intents\/([\w-]+)(\/confirm)?$/.exec(path);
    if (method === 'POST' && path === '/v1/payment_intents') return createIntent(params);
    if (method === 'GET' && intentPath?.[1] && !intentPath[2]) {
      return { status: 200, body: findIntent(intentPath[1]) };
    }
    if (method === 'POST' && intentPath?.[1] && intentPath[2]) {
      return confirmIntent(intentPath[1], params, apiVersion);
    }
    if (method === 'POST' && path === '/v1/refunds') return createRefund(params);
    unrecognized.push(`${method} ${path}`);
    throw new ApiError(404, {
      type: 'invalid_request_error',
      message: `Unrecognized request URL (${method}: ${path}).`,
    });
  }

  function authorize(header: string | undefined): void {
    if (header === `Bearer ${secretKey}`) return;
    throw new ApiError(401, {
      type: 'invalid_request_error',
      message: header ? 'Invalid API Key provided.' : 'You did not provide an API key.',
    });
  }

  /** Runs a request once per idempotency key: a repeat gets the first reply, replayed. */
  function handle(request: http.IncomingMessage, rawBody: string): Reply & { replayed: boolean } {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    const method = request.method ?? 'GET';
    const key = request.headers['idempotency-key'];
    const fingerprint = `${method} ${url.pathname} ${rawBody}`;
    const saved = typeof key === 'string' && method === 'POST' ? idempotent.get(key) : undefined;
    try {
      authorize(request.headers.authorization);
      if (saved && saved.fingerprint !== fingerprint) {
        throw new ApiError(400, {
          type: 'idempotency_error',
          message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${String(key)}' if you meant to execute a different request.`,
        });
      }
      if (saved) return { ...saved.reply, replayed: true };
      const params = decodeForm(method === 'GET' ? url.search.slice(1) : rawBody);
      const version = request.headers['stripe-version'];
      const reply = route(
        method,
        url.pathname,
        params,
        typeof version === 'string' ? version : null,
      );
      if (typeof key === 'string' && method === 'POST') idempotent.set(key, { fingerprint, reply });
      return { ...reply, replayed: false };
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      // Like Stripe, a request that failed validation leaves its key free for another try.
      return { status: error.status, body: { error: error.error }, replayed: false };
    }
  }

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      let reply: Reply & { replayed: boolean };
      try {
        reply = handle(request, Buffer.concat(chunks).toString('utf8'));
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        reply = { status: 500, body: { error: { type: 'api_error', message } }, replayed: false };
      }
      response.writeHead(reply.status, {
        'content-type': 'application/json',
        'request-id': newId('req'),
        ...(reply.replayed ? { 'idempotent-replayed': 'true' } : {}),
      });
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
    paymentIntents: () => [...intents.values()].map((intent) => structuredClone(intent)),
    refunds: () => refunds.map((refund) => structuredClone(refund)),
    webhookFor(intentId, options) {
      const event = events.findLast((e) => e.intentId === intentId);
      if (!event) throw new Error(`The stand-in has no event about ${intentId}`);
      return {
        eventId: event.id,
        type: event.type,
        body: event.body,
        signature: sign(event.body, options),
      };
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
