import { PAYMENT_MESSAGES } from '@store/shared/schemas/payments';
import { BadRequestError, ConflictError, DomainError, ForbiddenError } from '../../lib/http-errors';
import type { GameActivationFailure } from './game-activation.service';
import type { WebhookRefusal } from './payment-webhook.service';

/**
 * The answer to a return that did not verify. A bad intent is 403, not 401: the web signs a
 * customer out on any 401, and a wrong link must not do that.
 */
export function gameActivationError(failure: GameActivationFailure): DomainError {
  switch (failure.reason) {
    case 'invalid-intent':
      return new ForbiddenError(PAYMENT_MESSAGES.invalidPaymentIntent, 'INVALID_PAYMENT_INTENT');
    case 'processing':
      return new ConflictError(PAYMENT_MESSAGES.stillProcessing, 'PAYMENT_PROCESSING');
    case 'failed':
      return new DomainError(PAYMENT_MESSAGES.verificationFailed, 402, 'PAYMENT_FAILED');
  }
}

/** The answer to a webhook delivery that was refused; the provider retries on any non-2xx. */
export function webhookError(refusal: WebhookRefusal): DomainError {
  switch (refusal.reason) {
    case 'bad-signature':
      return new BadRequestError(
        'The webhook signature is not valid.',
        'WEBHOOK_SIGNATURE_INVALID',
      );
    case 'stale-signature':
      return new BadRequestError(
        'The webhook timestamp is outside the tolerance.',
        'WEBHOOK_TIMESTAMP_STALE',
      );
    case 'malformed-event':
      return new BadRequestError('The webhook event is not valid.', 'WEBHOOK_EVENT_INVALID');
  }
}
