import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ApiError } from '@store/shared/schemas/common';
import { DomainError, TooManyRequestsError } from '../lib/errors';

const GENERIC_MESSAGE = 'Something went wrong. Please try again.';

type ValidationDetail = NonNullable<ApiError['details']>[number];
/** What reaches the handler: Fastify's errors, or any other thrown Error. */
type HandledError = Error &
  Partial<Pick<FastifyError, 'statusCode' | 'code' | 'validation' | 'validationContext'>>;

function validationDetails(error: HandledError): ValidationDetail[] {
  if (!hasZodFastifySchemaValidationErrors(error)) return [];
  return error.validation.map((issue) => {
    const where = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
    return {
      path: [error.validationContext, where].filter(Boolean).join('.'),
      message: issue.message ?? 'Invalid value',
    };
  });
}

function replyError(reply: FastifyReply, status: number, body: ApiError): FastifyReply {
  return reply.code(status).type('application/json; charset=utf-8').send(body);
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
      const details = validationDetails(error);
      const first = details[0];
      // The first problem in plain words, as forms show it; `details` says where each one is.
      const message = first ? first.message : error.message;
      return replyError(reply, 400, { message, code: 'VALIDATION_ERROR', details });
    }
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return replyError(reply, 400, {
        message: 'The request is too large.',
        code: 'BODY_TOO_LARGE',
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
      message: GENERIC_MESSAGE,
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
