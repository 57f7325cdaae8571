import { ApiRequestError } from '../../../lib/api-error';

/**
 * Why the payment intent could not be created, and so what the page offers: the spec's
 * wording (section 8) plus the way on — back to the cart, to the account settings, or again.
 */
export type IntentProblem =
  | 'tooManyFailures'
  | 'outOfStock'
  | 'productNotFound'
  | 'emailNotVerified'
  | 'profileIncomplete'
  | 'checkoutChanged'
  | 'checkoutReplaced'
  | 'failed'
  | 'unexpected';

/** Sorts a failed create-payment-intent call into the problems the page tells apart. */
export function intentProblem(error: unknown): IntentProblem {
  if (!(error instanceof ApiRequestError)) return 'unexpected';
  // No reply at all, or one that was not what the server promises.
  if (error.status === 0 || error.code === 'EBADRESPONSE') return 'unexpected';
  if (error.status === 429) return 'tooManyFailures';
  switch (error.code) {
    case 'OUT_OF_STOCK':
      return 'outOfStock';
    case 'EMAIL_NOT_VERIFIED':
      return 'emailNotVerified';
    case 'PROFILE_INCOMPLETE':
      return 'profileIncomplete';
    case 'IDEMPOTENCY_KEY_REUSED':
      return 'checkoutChanged';
    case 'CHECKOUT_REPLACED':
      return 'checkoutReplaced';
    case 'PRODUCT_NOT_FOUND':
      return 'productNotFound';
  }
  return 'failed';
}
