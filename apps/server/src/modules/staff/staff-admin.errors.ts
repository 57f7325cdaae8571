import { ADMIN_STAFF_MESSAGES as M } from '@store/shared/schemas/admin-staff';
import { AUTH_MESSAGES } from '@store/shared/auth-messages';
import {
  BadRequestError,
  ConflictError,
  NotFoundError,
  TooManyRequestsError,
  type DomainError,
} from '../../lib/http-errors';
import type { StaffAdminFailure } from './staff-admin.service';
import type { InvitationFailure } from './staff-invitations.service';

/** The answer to a refused change to the staff or a refused invitation. */
export function staffAdminError(failure: StaffAdminFailure | InvitationFailure): DomainError {
  switch (failure.reason) {
    case 'member-not-found':
      return new NotFoundError(M.memberNotFound);
    case 'last-admin':
      return new ConflictError(M.lastAdmin, 'LAST_ADMIN');
    case 'not-yourself':
      return new ConflictError(M.notYourself, 'NOT_YOURSELF');
    case 'already-inactive':
      return new ConflictError(M.alreadyInactive, 'ALREADY_INACTIVE');
    case 'inactive':
      return new ConflictError(M.inactive, 'INACTIVE');
    case 'already-staff':
      return new ConflictError(M.alreadyStaff, 'ALREADY_STAFF');
    case 'invitation-invalid':
      return new BadRequestError(M.invitationInvalid, 'INVITATION_INVALID');
    case 'weak-password':
      return new BadRequestError(AUTH_MESSAGES.weakPassword, 'WEAK_PASSWORD');
    case 'too-many-attempts':
      return new TooManyRequestsError(AUTH_MESSAGES.tooManyAttempts, failure.retryAfterSeconds);
  }
}
