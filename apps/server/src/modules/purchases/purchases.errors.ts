import { PURCHASE_MESSAGES as M } from '@store/shared/schemas/purchases';
import { BadRequestError, ConflictError, DomainError, NotFoundError } from '../../lib/http-errors';
import type { PurchaseFailure } from './purchase-results';

/**
 * The error the one error handler answers for a refused purchase request. Whatever belongs
 * to someone else answers exactly as something that does not exist.
 */
export function purchaseError(failure: PurchaseFailure): DomainError {
  switch (failure.reason) {
    case 'order-not-found':
      return new NotFoundError(M.orderNotFound);
    case 'key-not-found':
      return new NotFoundError(M.keyNotFound);
    case 'gift-not-found':
      return new NotFoundError(M.giftNotFound);
    case 'key-gifted':
      return new ConflictError(M.keyGifted, 'KEY_GIFTED');
    case 'key-refunded':
      return new ConflictError(M.keyRefunded, 'KEY_REFUNDED');
    case 'key-not-delivered':
      return new ConflictError(M.keyNotDelivered, 'KEY_NOT_DELIVERED');
    case 'gift-revealed':
      return new ConflictError(M.giftRevealed, 'GIFT_REVEALED');
    case 'gift-already-sent':
      return new ConflictError(M.giftAlreadySent, 'GIFT_ALREADY_SENT');
    case 'gift-to-self':
      return new BadRequestError(M.giftToSelf, 'GIFT_TO_SELF');
    case 'gift-claimed':
      return new ConflictError(M.giftClaimed, 'GIFT_CLAIMED');
    case 'gift-own-claim':
      return new ConflictError(M.giftOwnClaim, 'GIFT_OWN_CLAIM');
    case 'gift-unavailable':
      return new DomainError(M.giftUnavailable, 410, 'GIFT_UNAVAILABLE');
    case 'refund-revealed':
      return new ConflictError(M.refundRevealed, 'REFUND_REVEALED');
    case 'refund-gifted':
      return new ConflictError(M.refundGifted, 'REFUND_GIFTED');
    case 'refund-window':
      return new ConflictError(M.refundWindow, 'REFUND_WINDOW');
    case 'refund-status':
      return new ConflictError(M.refundStatus, 'REFUND_STATUS');
  }
}
