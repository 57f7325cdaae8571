import type { FastifyRequest, FastifyServerOptions } from 'fastify';

const REDACTED = '[redacted]';
// Keys whose values are credentials or codes, wherever they sit in a logged object.
const SECRET_KEY = /pass(word)?|secret|token|cookie|authori[sz]ation|csrf|api[-_]?key|^code$/i;
// Personal data by key: the address, the name, the whole row a database reports.
const PERSONAL_KEY =
  /e-?mail|^to$|^from$|recipients?$|^(first|last|full)_?name$|phone|^address|birth/i;
const EMAIL = /[\w.!#$%&'*+/=?^`{|}~-]+@[\w-]+(?:\.[\w-]+)+/g;
// Drizzle's query errors append every bound value, passwords and hashes included.
const QUERY_PARAMS = /\nparams: [\s\S]*$/;
// PostgreSQL quotes the offending input at the end: `invalid input syntax for type uuid: "…"`.
const QUOTED_INPUT = /: "[\s\S]*"$/;
// What an error may keep besides its type and message: codes and names, never values.
const ERROR_FIELDS = [
  'code',
  'statusCode',
  'errno',
  'syscall',
  'severity',
  'routine',
  'table',
  'column',
  'constraint',
] as const;
const MAX_DEPTH = 6;

/** `text` with e-mail addresses and a query's bound values taken out. */
export function scrubText(text: string): string {
  return text.replace(QUERY_PARAMS, `\nparams: ${REDACTED}`).replace(EMAIL, '[email]');
}

type SerializedError = {
  type: string;
  message: string;
  stack: string;
  cause?: SerializedError;
  errors?: SerializedError[];
  [field: string]: unknown;
};

function errorMessage(error: Error & { code?: unknown }): string {
  const message = scrubText(error.message);
  const isDatabaseError = typeof error.code === 'string' && /^[0-9A-Z]{5}$/.test(error.code);
  return isDatabaseError ? message.replace(QUOTED_INPUT, `: "${REDACTED}"`) : message;
}

/**
 * An error as a log line may hold it: type, message and stack without bound query values
 * or e-mail addresses, a few code fields, and its causes the same way; nothing else (no
 * `params`, `detail`, mail envelopes or request bodies).
 */
export function serializeError(value: unknown, depth = 0): SerializedError {
  if (!(value instanceof Error)) {
    return { type: typeof value, message: scrubText(String(value)), stack: '' };
  }
  const error = value as Error & Record<string, unknown>;
  const message = errorMessage(error);
  // Only the frames: the stack's head repeats the raw message, bound values and all.
  const stack = error.stack ?? '';
  const end = stack.indexOf(error.message);
  const tail = end === -1 ? stack : stack.slice(end + error.message.length);
  const frames = tail.split('\n').filter((line) => /^\s+at /.test(line));
  const out: SerializedError = {
    type: error.constructor.name || error.name,
    message,
    stack: [`${error.name}: ${message}`, ...frames].join('\n'),
  };
  for (const field of ERROR_FIELDS) {
    const v = error[field];
    if (typeof v === 'string' || typeof v === 'number') out[field] = v;
  }
  if (depth < MAX_DEPTH && error.cause !== undefined) {
    out.cause = serializeError(error.cause, depth + 1);
  }
  if (depth < MAX_DEPTH && value instanceof AggregateError) {
    out.errors = (value.errors as unknown[]).map((e) => serializeError(e, depth + 1));
  }
  return out;
}

/** A logged URL keeps its path and the names of its query parameters, never their values. */
export function scrubUrl(url: string): string {
  const at = url.indexOf('?');
  if (at === -1) return url;
  const names = url
    .slice(at + 1)
    .split('&')
    .filter(Boolean)
    .map((pair) => `${pair.split('=')[0] ?? ''}=${REDACTED}`);
  return `${url.slice(0, at)}?${names.join('&')}`;
}

function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: scrubUrl(request.url),
    remoteAddress: request.ip,
    remotePort: request.socket.remotePort,
  };
}

/** A copy of a logged object with secrets and personal data replaced, at any depth. */
function scrubValue(value: unknown, depth: number): unknown {
  if (typeof value === 'string') return scrubText(value);
  // Errors keep their own serializer; everything else that is not a plain object passes.
  if (depth > MAX_DEPTH || value === null || typeof value !== 'object') return value;
  if (value instanceof Error) return value;
  if (Array.isArray(value)) return value.map((item) => scrubValue(item, depth + 1));
  if (Object.getPrototypeOf(value) !== Object.prototype) return value;
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) {
    out[key] = SECRET_KEY.test(key) || PERSONAL_KEY.test(key) ? REDACTED : scrubValue(v, depth + 1);
  }
  return out;
}

type LoggerOptions = Exclude<NonNullable<FastifyServerOptions['logger']>, boolean>;

/**
 * The store's logger settings, over `given` (a level or a stream from tests): whatever is
 * logged, no line holds a password, token, cookie, authorization header, e-mail address,
 * query value or a database query's bound parameters.
 */
export function loggerOptions(
  level: string,
  given: FastifyServerOptions['logger'],
): FastifyServerOptions['logger'] {
  if (given === false) return false;
  const base: LoggerOptions = given === true || given === undefined ? {} : given;
  return {
    level,
    ...base,
    serializers: {
      ...base.serializers,
      req: serializeRequest,
      err: (error: unknown) => serializeError(error),
      error: (error: unknown) => serializeError(error),
    },
    formatters: {
      ...base.formatters,
      log: (object: Record<string, unknown>) => scrubValue(object, 0) as Record<string, unknown>,
    },
    hooks: {
      logMethod(args, method) {
        const [first, ...rest] = args as unknown[];
        // Pino takes an error's own message as the line's message when none is given.
        if (first instanceof Error && rest.length === 0) {
          method.apply(this, [first, scrubText(first.message)] as Parameters<typeof method>);
          return;
        }
        const scrubbed = args.map((arg: unknown) =>
          typeof arg === 'string' ? scrubText(arg) : arg,
        );
        method.apply(this, scrubbed as Parameters<typeof method>);
      },
    },
  };
}
