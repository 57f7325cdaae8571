import { SERVER_MESSAGES } from './messages/customer-messages';
import type { Failure, Result } from './result';

/**
 * The HTTP answer to a request the store refuses; the one error handler turns each into a
 * reply with its status and code. They live at the edge only: services return a `Result`,
 * and each module's `<module>.errors.ts` maps a failure's reason to one of these.
 */
export class DomainError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: string,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class BadRequestError extends DomainError {
  constructor(message: string, code = 'BAD_REQUEST') {
    super(message, 400, code);
  }
}

export class UnauthorizedError extends DomainError {
  constructor(message = 'User not authenticated', code = 'UNAUTHORIZED') {
    super(message, 401, code);
  }
}

export class ForbiddenError extends DomainError {
  constructor(message: string = SERVER_MESSAGES.forbidden, code = 'FORBIDDEN') {
    super(message, 403, code);
  }
}

export class NotFoundError extends DomainError {
  constructor(message: string) {
    super(message, 404, 'NOT_FOUND');
  }
}

export class ConflictError extends DomainError {
  constructor(message: string, code = 'CONFLICT') {
    super(message, 409, code);
  }
}

export class TooManyRequestsError extends DomainError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
    code = 'RATE_LIMITED',
  ) {
    super(message, 429, code);
  }
}

/**
 * The value of a successful result; a failure is thrown as its HTTP error for the one error
 * handler to answer. Routes use it so that each reads as one service call and its reply.
 */
export function valueOr<T, F extends Failure>(
  result: Result<T, F>,
  toHttpError: (failure: F) => DomainError,
): T {
  if (!result.ok) throw toHttpError(result.failure);
  return result.value;
}
