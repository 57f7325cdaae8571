import { PUSH_MESSAGES } from '@store/shared/schemas/push';
import { BadRequestError, type DomainError } from '../../lib/http-errors';
import type { PushSubscriptionFailure } from './push-subscriptions.service';

/**
 * The error the one error handler answers for a refused subscription; its one reason so far
 * is keys no browser could have made.
 */
export function pushSubscriptionError(_failure: PushSubscriptionFailure): DomainError {
  return new BadRequestError(PUSH_MESSAGES.keysInvalid, 'INVALID_PUSH_KEYS');
}
