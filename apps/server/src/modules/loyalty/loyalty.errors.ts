import { LOYALTY_MESSAGES as M } from '@store/shared/schemas/loyalty';
import {
  BadRequestError,
  ConflictError,
  NotFoundError,
  type DomainError,
} from '../../lib/http-errors';
import type { LoyaltyFailure } from './loyalty.service';

/**
 * The error the one error handler answers for a refused loyalty request. Someone else's
 * quest answers exactly as an unknown one.
 */
export function loyaltyError(failure: LoyaltyFailure): DomainError {
  switch (failure.reason) {
    case 'quest-not-found':
      return new NotFoundError(M.questNotFound);
    case 'quest-expired':
      return new BadRequestError(M.questExpired, 'QUEST_EXPIRED');
    case 'quest-not-complete':
      return new BadRequestError(M.questNotComplete, 'QUEST_NOT_COMPLETE');
    case 'quest-locked':
      return new BadRequestError(M.questLocked, 'QUEST_LOCKED');
    case 'quest-claimed':
      return new ConflictError(M.questClaimed, 'QUEST_CLAIMED');
    case 'prestige-locked':
      return new BadRequestError(M.prestigeLocked, 'PRESTIGE_LOCKED');
    case 'prestige-max':
      return new BadRequestError(M.prestigeMax, 'PRESTIGE_MAX');
  }
}
