import { REFERRAL_MESSAGES as M } from '@store/shared/schemas/referrals';
import { BadRequestError, NotFoundError, type DomainError } from '../../lib/http-errors';
import type { ReferralFailure } from './referrals.service';

/**
 * The error the one error handler answers for a refused referral request. Someone else's
 * payout answers exactly as an unknown one.
 */
export function referralError(failure: ReferralFailure): DomainError {
  switch (failure.reason) {
    case 'payout-not-found':
      return new NotFoundError(M.payoutNotFound);
    case 'payout-currency':
      return new BadRequestError(M.payoutCurrency, 'PAYOUT_CURRENCY');
    case 'payout-below-minimum':
      return new BadRequestError(M.payoutBelowMinimum, 'PAYOUT_BELOW_MINIMUM');
  }
}
