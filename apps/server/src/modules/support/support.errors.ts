import { SUPPORT_MESSAGES as M } from '@store/shared/schemas/support';
import {
  BadRequestError,
  ConflictError,
  ForbiddenError,
  NotFoundError,
  TooManyRequestsError,
  UnauthorizedError,
  type DomainError,
} from '../../lib/http-errors';
import type { Failure } from '../../lib/result';

type TooMany = { retryAfterSeconds: number };

/** Why support refused a request; each has one status, code and message. */
export type SupportFailure =
  | Failure<
      | 'ticket-not-found'
      | 'order-not-found'
      | 'sign-in-required'
      | 'ticket-full'
      | 'ticket-closed'
      | 'not-assignable'
      | 'staff-use-inbox'
    >
  | ({ readonly reason: 'too-many-messages' } & TooMany)
  | ({ readonly reason: 'too-many-tickets' } & TooMany);

/** The answer to a refused support request: its status, code and message. */
export function supportError(failure: SupportFailure): DomainError {
  switch (failure.reason) {
    case 'ticket-not-found':
      return new NotFoundError(M.ticketNotFound);
    case 'order-not-found':
      return new NotFoundError(M.orderNotFound);
    case 'sign-in-required':
      return new UnauthorizedError(M.signInForTickets, 'SIGN_IN_REQUIRED');
    case 'ticket-full':
      return new ConflictError(M.ticketFull, 'TICKET_FULL');
    case 'ticket-closed':
      return new ConflictError(M.ticketClosed, 'TICKET_CLOSED');
    case 'not-assignable':
      return new BadRequestError(M.notAssignable, 'NOT_ASSIGNABLE');
    case 'staff-use-inbox':
      return new ForbiddenError(M.staffUseInbox, 'STAFF_USE_INBOX');
    case 'too-many-messages':
      return new TooManyRequestsError(M.tooManyMessages, failure.retryAfterSeconds);
    case 'too-many-tickets':
      return new TooManyRequestsError(M.tooManyTickets, failure.retryAfterSeconds);
  }
}

/** The same refusal as a socket acknowledgement carries it. */
export function supportRefusal(failure: SupportFailure) {
  const error = supportError(failure);
  return { ok: false as const, error: { code: error.code, message: error.message } };
}
