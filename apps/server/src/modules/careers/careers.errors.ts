import { AUTH_MESSAGES } from '@store/shared/auth-messages';
import { ADMIN_SETTINGS_MESSAGES } from '@store/shared/schemas/admin-settings';
import { CAREERS_MESSAGES } from '@store/shared/schemas/contact';
import {
  BadRequestError,
  ConflictError,
  NotFoundError,
  TooManyRequestsError,
  type DomainError,
} from '../../lib/http-errors';
import type { PositionFailure, ReorderFailure } from './careers-admin.service';
import type { ApplicationFailure } from './careers.service';

/** The answer to a refused job application (status, message, code). */
export function careersError(failure: ApplicationFailure): DomainError {
  switch (failure.reason) {
    case 'too-many-attempts':
      return new TooManyRequestsError(AUTH_MESSAGES.tooManyAttempts, failure.retryAfterSeconds);
    case 'position-not-found':
      return new NotFoundError(CAREERS_MESSAGES.positionNotFound);
    case 'already-applied':
      return new ConflictError(CAREERS_MESSAGES.alreadyApplied, 'ALREADY_APPLIED');
  }
}

/** The answer to a refused change in the careers editor. */
export function careersAdminError(failure: PositionFailure | ReorderFailure): DomainError {
  switch (failure.reason) {
    case 'position-not-found':
      return new NotFoundError(ADMIN_SETTINGS_MESSAGES.positionNotFound);
    case 'already-in-state':
      return new ConflictError(ADMIN_SETTINGS_MESSAGES.alreadyInState, 'ALREADY_IN_STATE');
    case 'reorder-mismatch':
      return new BadRequestError(ADMIN_SETTINGS_MESSAGES.reorderMismatch, 'REORDER_MISMATCH');
  }
}
