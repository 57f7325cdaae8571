import { DEFAULT_LANGUAGE, type Language } from '@store/shared/constants';
import { parseLanguage } from '@store/shared/rules/region-language';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AUTH_MESSAGES } from '@store/shared/auth-messages';
import type { ApiError } from '@store/shared/schemas/common';
import { DomainError, TooManyRequestsError } from '../lib/http-errors';
import { SERVER_MESSAGES } from '../lib/messages/customer-messages';
import { translateMessage } from '../lib/messages/translate-message';
import { zodIssuesIn } from '../lib/messages/validation-messages';

/**
 * SQLSTATEs by which the database refuses a value the client sent (bad encoding, a number
 * out of range, text too long for a column or an index, a malformed pattern): the client's
 * mistake, so a 400, though it also means some validation let the value through.
 */
const REFUSED_VALUE_STATES = new Set([
  '22001', // string_data_right_truncation
  '22003', // numeric_value_out_of_range
  '22007', // invalid_datetime_format
  '22008', // datetime_field_overflow
  '22019', // invalid_escape_character
  '22021', // character_not_in_repertoire (a NUL byte in text)
  '22025', // invalid_escape_sequence
  '2201B', // invalid_regular_expression
  '22P02', // invalid_text_representation
  '22P05', // untranslatable_character (\u0000 in jsonb)
  '54000', // program_limit_exceeded (a value too large for an index row)
]);

type ValidationDetail = NonNullable<ApiError['details']>[number];
/** What reaches the handler: Fastify's errors, or any other thrown Error. */
type HandledError = Error &
  Partial<Pick<FastifyError, 'statusCode' | 'code' | 'validation' | 'validationContext'>>;

/** The part of the request a schema checked, as Fastify handed it to the validator. */
function validatedPart(request: FastifyRequest, context: string | undefined): unknown {
  const parts: Record<string, unknown> = {
    body: request.body,
    querystring: request.query,
    params: request.params,
    headers: request.headers,
  };
  return context === undefined ? undefined : (parts[context] ?? null);
}

/**
 * Each problem with its path. For another language than English the refused part is checked
 * again with Zod's wording in that language, as the validator itself has no request to ask.
 */
function validationDetails(error: HandledError, request: FastifyRequest): ValidationDetail[] {
  if (!hasZodFastifySchemaValidationErrors(error)) return [];
  const context = error.validationContext;
  const language = languageOf(request);
  const schemas = request.routeOptions.schema as Record<string, unknown> | undefined;
  const issues =
    (language !== 'en' && context
      ? zodIssuesIn(schemas?.[context], validatedPart(request, context), language)
      : null) ??
    error.validation.map((issue) => ({
      where: issue.instancePath.replace(/^\//, '').replaceAll('/', '.'),
      message: issue.message ?? 'Invalid value',
    }));
  return issues.map(({ where, message }) => ({
    path: [context, where].filter(Boolean).join('.'),
    message,
  }));
}

/** The request's language; an app without the request context (the handler alone) has English. */
function languageOf(request: FastifyRequest): Language {
  return parseLanguage(request.language) ?? DEFAULT_LANGUAGE;
}

/**
 * Answers in the request's language: the English texts are the contract, and each message and
 * field problem is sent as its translation (one the store does not know stays as it is).
 */
function replyError(reply: FastifyReply, status: number, body: ApiError): FastifyReply {
  const language = languageOf(reply.request);
  const translated: ApiError = {
    ...body,
    message: translateMessage(body.message, language),
    ...(body.details
      ? {
          details: body.details.map((detail) => ({
            ...detail,
            message: translateMessage(detail.message, language),
          })),
        }
      : {}),
  };
  return reply.code(status).type('application/json; charset=utf-8').send(translated);
}

/** A 400 for one field, shaped as the schema validation's replies are. */
export function replyInvalidField(
  reply: FastifyReply,
  where: readonly string[],
  message: string,
): FastifyReply {
  const path = where.filter(Boolean).join('.');
  return replyError(reply, 400, {
    message,
    code: 'VALIDATION_ERROR',
    details: [{ path, message }],
  });
}

/** The SQLSTATE of a database refusal anywhere in the error's cause chain (Drizzle wraps it). */
function refusedValueState(error: unknown): string | undefined {
  for (let e = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && REFUSED_VALUE_STATES.has(code)) return code;
  }
  return undefined;
}

/** One place that turns failures into `{message, code, details}` replies, never a stack trace. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: HandledError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof DomainError) {
      if (error instanceof TooManyRequestsError) {
        reply.header('retry-after', String(error.retryAfterSeconds));
      }
      return replyError(reply, error.status, { message: error.message, code: error.code });
    }
    if (error.validation) {
      const details = validationDetails(error, request);
      const first = details[0];
      // The first problem in plain words, as forms show it; `details` says where each one is.
      const message = first ? first.message : error.message;
      return replyError(reply, 400, { message, code: 'VALIDATION_ERROR', details });
    }
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return replyError(reply, 400, {
        message: SERVER_MESSAGES.requestTooLarge,
        code: 'BODY_TOO_LARGE',
      });
    }
    const refused = refusedValueState(error);
    if (refused) {
      request.log.warn({ err: error, sqlState: refused }, 'the database refused a request value');
      return replyError(reply, 400, {
        message: SERVER_MESSAGES.invalidValue,
        code: 'INVALID_VALUE',
      });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return replyError(reply, status, {
        message: error.message,
        code: error.code ?? 'BAD_REQUEST',
      });
    }
    request.log.error({ err: error }, 'request failed');
    return replyError(reply, status >= 500 && status < 600 ? status : 500, {
      message: AUTH_MESSAGES.generic,
      code: 'INTERNAL_ERROR',
    });
  });
}

/** The answer for an API path that does not exist. */
export function replyApiNotFound(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  return replyError(reply, 404, {
    message: `No API route ${request.method} ${request.url.split('?')[0] ?? ''}`,
    code: 'NOT_FOUND',
  });
}
