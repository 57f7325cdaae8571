import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { signedInCustomer } from '../test/factories';
import { startOpenIdProvider, type TestOpenIdProvider } from '../test/openid-provider';
import { startStripeStandIn, type StripeStandIn } from '../test/stripe-stand-in';
import { createTestClient, type TestClient } from '../test/test-client';

/**
 * Every route the OpenAPI document lists, and every other route the app registered, by every
 * method, sent what no form sends: a NUL character in each path parameter, query field, body
 * field and body key, a body far over any limit, an oversized value and a huge number in each
 * field, a repeated query field, and a value of the wrong type in each body field; as a guest
 * and as a signed-in customer with a valid CSRF token. None may answer 5xx or log an error.
 * Social sign-in runs against the local OpenID provider and Stripe against its stand-in.
 */

type JsonSchema = {
  type?: string | string[];
  format?: string;
  pattern?: string;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  nullable?: boolean;
};
type Parameter = { name: string; in: 'path' | 'query' | 'header' | 'cookie'; schema?: JsonSchema };
type Operation = {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
};
type OpenApiDocument = { paths: Record<string, Record<string, Operation>> };

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];
const NUL_TEXT = 'walk\u0000text';
const LONG_TEXT = 'x'.repeat(100_000);
// Query strings travel in the request line, which servers cap near 8-16 KB.
const LONG_QUERY = 'x'.repeat(8_000);
// Past every integer column; ids as strings allow up to 12 digits, past a 32-bit int's range.
const HUGE_DIGITS = '99999999999999999999';
const OVERSIZED_BODY = JSON.stringify({ filler: 'x'.repeat(2 * 1024 * 1024) });
// Values the schemas' refinements want, which the OpenAPI document cannot say, by field name,
// so each probe differs from an acceptable call in the one thing it tests.
const EMAIL = 'walk@example.test';
const PASSWORD = 'Blue-Castle-Window-42';
const NAMED_SAMPLES: Record<string, unknown> = {
  email: EMAIL,
  confirmEmail: EMAIL,
  password: PASSWORD,
  confirmPassword: PASSWORD,
  currentPassword: PASSWORD,
  newPassword: PASSWORD,
  birthday: '1990-12-10',
  country: 'CH',
  zip: '8001',
  platform: '2',
  verificationCode: '123456',
  provider: 'google',
  file: 'small.webp',
  number: '4242424242424242',
  cvc: '123',
  expMonth: 12,
  expYear: 2040,
  'cko-idempotency-key': 'walk-idempotency-key',
  productId: '1',
};
// Optional fields whose only right value is the caller's own: left out of the samples.
const OMITTED = new Set(['userId']);

/** One of the schema's shapes: the first non-null branch of a union. */
function shapeOf(schema: JsonSchema): JsonSchema {
  const union = schema.anyOf ?? schema.oneOf;
  if (union) return shapeOf(union.find((s) => s.type !== 'null') ?? union[0] ?? {});
  if (schema.allOf) return Object.assign({}, ...schema.allOf.map(shapeOf)) as JsonSchema;
  return schema;
}

const typeOf = (schema: JsonSchema): string | undefined => {
  const { type } = shapeOf(schema);
  return Array.isArray(type) ? type.find((t) => t !== 'null') : type;
};

/** A value the schema (of the field `name`) accepts, as near as the schema can say. */
function sampleOf(schema: JsonSchema, name = '', depth = 0): unknown {
  const s = shapeOf(schema);
  const named = NAMED_SAMPLES[name];
  const type = typeOf(s);
  const fits =
    type === undefined ||
    type === typeof named ||
    (type === 'integer' && typeof named === 'number');
  if (named !== undefined && fits) return named;
  if (s.const !== undefined) return s.const;
  if (s.enum?.length) return s.enum[0];
  if (s.default !== undefined) return s.default;
  switch (typeOf(s)) {
    case 'integer':
    case 'number':
      return s.minimum ?? 1;
    case 'boolean':
      return true;
    case 'array':
      return depth > 4
        ? []
        : Array.from({ length: s.minItems ?? 1 }, () => sampleOf(s.items ?? {}, '', depth + 1));
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [key, value] of Object.entries(s.properties ?? {})) {
        if (depth < 5 && !OMITTED.has(key)) out[key] = sampleOf(value, key, depth + 1);
      }
      return out;
    }
    case undefined:
    default:
      return sampleText(s);
  }
}

function sampleText(s: JsonSchema): string {
  if (s.format === 'email') return 'walk@example.test';
  if (s.format === 'date') return '1990-12-10';
  if (s.format === 'date-time') return '2024-01-01T00:00:00.000Z';
  if (s.format === 'uuid') return '00000000-0000-4000-8000-000000000000';
  if (s.format === 'uri') return 'https://example.test/';
  if (s.pattern?.includes('\\d')) return '1'.padEnd(s.minLength ?? 1, '1');
  return 'walk'.padEnd(s.minLength ?? 1, 'k').slice(0, s.maxLength ?? 64);
}

/** A value of another type than the schema's. */
function wrongTypeFor(schema: JsonSchema): unknown {
  switch (typeOf(schema)) {
    case 'string':
      return { not: 'a string' };
    case 'array':
      return 'not an array';
    case 'object':
      return ['not', 'an', 'object'];
    case undefined:
    default:
      return 'not a number or boolean';
  }
}

type Field = { path: (string | number)[]; schema: JsonSchema };

/** Every field of a body schema, nested ones and the first item of arrays included. */
function fieldsOf(schema: JsonSchema, path: (string | number)[] = [], depth = 0): Field[] {
  const s = shapeOf(schema);
  const here = path.length > 0 ? [{ path, schema: s }] : [];
  if (depth > 4) return here;
  if (typeOf(s) === 'object') {
    return [
      ...here,
      ...Object.entries(s.properties ?? {}).flatMap(([key, value]) =>
        fieldsOf(value, [...path, key], depth + 1),
      ),
    ];
  }
  if (typeOf(s) === 'array' && s.items)
    return [...here, ...fieldsOf(s.items, [...path, 0], depth + 1)];
  return here;
}

function withValue(base: unknown, path: (string | number)[], value: unknown): unknown {
  const copy = structuredClone(base) as Record<string | number, unknown>;
  let node = copy;
  for (const key of path.slice(0, -1)) {
    if (node[key] === null || typeof node[key] !== 'object')
      node[key] = typeof key === 'number' ? [] : {};
    node = node[key] as Record<string | number, unknown>;
  }
  const last = path.at(-1);
  if (last !== undefined) node[last] = value;
  return copy;
}

type Probe = {
  what: string;
  url: string;
  body?: unknown;
  rawBody?: string;
  headers?: Record<string, string>;
};

/** The requests one operation gets: its valid-looking call, each time with one thing wrong. */
function probesFor(path: string, operation: Operation): Probe[] {
  const params = operation.parameters ?? [];
  const pathParams = Object.fromEntries(
    params
      .filter((p) => p.in === 'path')
      .map((p) => [p.name, String(sampleOf(p.schema ?? {}, p.name))]),
  );
  const queryParams = Object.fromEntries(
    params
      .filter((p) => p.in === 'query' && p.schema)
      .map((p) => [p.name, String(sampleOf(p.schema ?? {}, p.name))]),
  );
  const urlWith = (pathValues: Record<string, string>, query: Record<string, string>): string => {
    const filled = path.replace(/\{(\w+)\}/g, (_, name: string) =>
      encodeURIComponent(pathValues[name] ?? ''),
    );
    const search = new URLSearchParams(query).toString();
    return search ? `${filled}?${search}` : filled;
  };
  const url = urlWith(pathParams, queryParams);
  const jsonSchema = operation.requestBody?.content?.['application/json']?.schema;
  const body = jsonSchema ? sampleOf(jsonSchema) : undefined;
  const probes: Probe[] = [];
  for (const name of Object.keys(pathParams)) {
    probes.push({
      what: `NUL in path ${name}`,
      url: urlWith({ ...pathParams, [name]: NUL_TEXT }, queryParams),
      body,
    });
    probes.push({
      what: `long path ${name}`,
      url: urlWith({ ...pathParams, [name]: LONG_QUERY }, queryParams),
      body,
    });
    probes.push({
      what: `huge number in path ${name}`,
      url: urlWith({ ...pathParams, [name]: HUGE_DIGITS }, queryParams),
      body,
    });
  }
  for (const name of Object.keys(queryParams)) {
    probes.push({
      what: `NUL in query ${name}`,
      url: urlWith(pathParams, { ...queryParams, [name]: NUL_TEXT }),
      body,
    });
    probes.push({
      what: `long query ${name}`,
      url: urlWith(pathParams, { ...queryParams, [name]: LONG_QUERY }),
      body,
    });
    probes.push({
      what: `huge number in query ${name}`,
      url: urlWith(pathParams, { ...queryParams, [name]: HUGE_DIGITS }),
      body,
    });
    probes.push({
      what: `repeated query ${name}`,
      url: `${url}${url.includes('?') ? '&' : '?'}${encodeURIComponent(name)}=again`,
      body,
    });
  }
  probes.push({ what: 'oversized body', url, rawBody: OVERSIZED_BODY });
  if (jsonSchema && typeOf(jsonSchema) === 'string') {
    probes.push({ what: 'NUL in raw body', url, rawBody: JSON.stringify({ text: NUL_TEXT }) });
    probes.push({ what: 'NUL byte in raw body', url, rawBody: `{"text":"${NUL_TEXT}"}` });
  }
  if (jsonSchema) {
    probes.push({ what: 'body of the wrong type', url, body: ['not', 'an', 'object'] });
    for (const field of fieldsOf(jsonSchema)) {
      const name = field.path.join('.');
      probes.push({
        what: `wrong type in body ${name}`,
        url,
        body: withValue(body, field.path, wrongTypeFor(field.schema)),
      });
      if (typeOf(field.schema) === 'integer' || typeOf(field.schema) === 'number') {
        probes.push({
          what: `huge number in body ${name}`,
          url,
          body: withValue(body, field.path, Number.MAX_SAFE_INTEGER),
        });
      }
      if (typeOf(field.schema) === 'string') {
        probes.push({
          what: `huge number in body ${name}`,
          url,
          body: withValue(body, field.path, HUGE_DIGITS.slice(0, 12)),
        });
        probes.push({
          what: `NUL in body ${name}`,
          url,
          body: withValue(body, field.path, NUL_TEXT),
        });
        probes.push({
          what: `long body ${name}`,
          url,
          body: withValue(body, field.path, LONG_TEXT),
        });
      }
    }
    probes.push({ what: 'NUL in a body key', url, body: { ...(body as object), 'k\u0000': 'v' } });
  }
  // Headers the route requires, so it looks past them; idempotency keys differ per probe.
  const headers = params.filter((p) => p.in === 'header');
  return probes.map((probe, i) => ({
    ...probe,
    headers: Object.fromEntries(
      headers.map((p) => {
        const value = String(sampleOf(p.schema ?? {}, p.name));
        return [p.name, p.name.includes('idempotency') ? `${value}-${i}` : value];
      }),
    ),
  }));
}

type Walker = { name: string; client: () => Promise<TestClient> };
type Route = { method: string; path: string; operation: Operation };

/**
 * The operations of the OpenAPI document, and every other registered route (hidden from the
 * document, or without a schema) with its path parameters as plain strings.
 */
function routesOf(app: FastifyInstance): Route[] {
  const document = app.swagger() as unknown as OpenApiDocument;
  const routes: Route[] = Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations)
      .filter(([method]) => METHODS.includes(method))
      .map(([method, operation]) => ({ method, path, operation })),
  );
  const listed = new Set(routes.map((r) => `${r.method} ${r.path}`));
  for (const { method, url } of app.routeTable) {
    const path = url.replace(/:(\w+)/g, '{$1}').replace(/\*$/, '{wildcard}');
    const m = method.toLowerCase();
    if (!METHODS.includes(m) || listed.has(`${m} ${path}`)) continue;
    listed.add(`${m} ${path}`);
    const names = [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '');
    const parameters = names.map((name) => ({
      name,
      in: 'path' as const,
      schema: {},
    }));
    routes.push({ method: m, path, operation: { parameters } });
  }
  return routes;
}

/** Sends every probe of every route (or of those `only` picks); returns each 5xx as one line. */
async function walk(
  app: FastifyInstance,
  walkers: Walker[],
  only: (route: Route) => boolean = () => true,
): Promise<{ failures: string[]; sent: number; routes: number }> {
  const failures: string[] = [];
  let sent = 0;
  const routes = routesOf(app).filter(only);
  for (const { method, path, operation } of routes) {
    // A fresh guest and customer per route, so no route sees another's leftovers.
    const clients = await Promise.all(
      walkers.map(async (w) => ({ ...w, client: await w.client() })),
    );
    for (const probe of probesFor(path, operation)) {
      for (const { name, client } of clients) {
        const res = await client.request({
          method: method.toUpperCase(),
          url: probe.url,
          // Each probe from an address of its own, so per-address limits do not stop the walk
          // short of the code it is after.
          remoteAddress: `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`,
          headers: probe.headers,
          ...(probe.rawBody !== undefined
            ? {
                payload: probe.rawBody,
                headers: { ...probe.headers, 'content-type': 'application/json' },
              }
            : probe.body !== undefined && method !== 'get' && method !== 'delete'
              ? {
                  payload: JSON.stringify(probe.body),
                  headers: { ...probe.headers, 'content-type': 'application/json' },
                }
              : {}),
        });
        sent++;
        if (res.statusCode >= 500) {
          failures.push(
            `${name} ${method.toUpperCase()} ${path} (${probe.what}) → ${res.statusCode} ${res.body.slice(0, 160)}`,
          );
        }
      }
    }
  }
  return { failures, sent, routes: routes.length };
}

const PUBLIC_URL = 'http://store.test';
const errorLines: string[] = [];
// Error lines only: a 5xx that some code caught and logged instead of answering still fails.
const logger = {
  level: 'error',
  stream: { write: (line: string) => errorLines.push(line) },
};

/** A guest and a signed-in customer, each a fresh browser (cookies, CSRF token) per route. */
const walkersOf = (t: TestApp): Walker[] => [
  { name: 'guest', client: async () => createTestClient(t.app) },
  { name: 'customer', client: async () => (await signedInCustomer(t)).client },
];

describe('the route walk', () => {
  let idp: TestOpenIdProvider;
  let standIn: StripeStandIn;
  let sandbox: TestApp;
  let stripe: TestApp;
  beforeAll(async () => {
    [idp, standIn] = await Promise.all([
      startOpenIdProvider(`${PUBLIC_URL}/api/v1/auth/google/callback`),
      startStripeStandIn(),
    ]);
    [sandbox, stripe] = await Promise.all([
      buildTestApp(
        {
          PUBLIC_URL,
          SOCIAL_GOOGLE_CLIENT_ID: idp.clientId,
          SOCIAL_GOOGLE_CLIENT_SECRET: idp.clientSecret,
          SOCIAL_GOOGLE_ISSUER: idp.issuer,
          MAIL_CAPTURE_VIEWER: 'true',
        },
        { logger },
      ),
      buildTestApp(
        {
          PUBLIC_URL,
          PAYMENTS_PROVIDER: 'stripe',
          STRIPE_SECRET_KEY: standIn.secretKey,
          STRIPE_WEBHOOK_SECRET: standIn.webhookSecret,
          STRIPE_API_URL: standIn.url,
        },
        { logger },
      ),
    ]);
  });
  afterAll(async () => {
    await Promise.all([sandbox.close(), stripe.close()]);
    await Promise.all([idp.close(), standIn.close()]);
  });

  it('finds no 5xx on any route of the store with the sandbox and social sign-in', async () => {
    const { failures, sent, routes } = await walk(sandbox.app, walkersOf(sandbox));
    expect(routes).toBeGreaterThan(50);
    expect(sent).toBeGreaterThan(800);
    expect(failures).toEqual([]);
    expect(errorLines).toEqual([]);
  }, 600_000);

  it('finds no 5xx on the routes that exist only with Stripe', async () => {
    const walked = new Set(routesOf(sandbox.app).map((r) => `${r.method} ${r.path}`));
    const { failures, routes } = await walk(
      stripe.app,
      walkersOf(stripe),
      (r) => !walked.has(`${r.method} ${r.path}`),
    );
    expect(routes).toBeGreaterThan(0);
    expect(failures).toEqual([]);
    expect(errorLines).toEqual([]);
  }, 600_000);
});
