import { KEY_STOCK_MESSAGES as M } from '@store/shared/schemas/key-stock';
import { BadRequestError, ConflictError, DomainError, NotFoundError } from '../../lib/http-errors';
import type { KeyImportFailure } from './key-imports.service';
import type { VoidKeyFailure } from './key-void.service';

/** A key file over the size limit: 413, with what to do about it. */
export class KeyFileTooLargeError extends DomainError {
  constructor() {
    super(M.fileTooLarge, 413, 'FILE_TOO_LARGE');
  }
}

export const binaryFileError = (): BadRequestError =>
  new BadRequestError(M.binaryFile, 'BINARY_FILE');

/** The HTTP answer to an import refused before it started (bad lines are answered apart). */
export function keyImportError(
  failure: Exclude<KeyImportFailure, { reason: 'bad-lines' }>,
): DomainError {
  switch (failure.reason) {
    case 'entry-not-found':
      return new NotFoundError(M.entryNotFound);
    case 'empty-file':
      return new BadRequestError(M.emptyFile, 'EMPTY_FILE');
    case 'too-many-keys':
      return new BadRequestError(M.tooManyKeys, 'TOO_MANY_KEYS');
  }
}

export function voidKeyError(failure: VoidKeyFailure): DomainError {
  switch (failure.reason) {
    case 'key-not-found':
      return new NotFoundError(M.keyNotFound);
    case 'key-not-available':
      return new ConflictError(`${M.keyNotAvailable} (${failure.status})`, 'KEY_NOT_AVAILABLE');
  }
}

export const entryNotFoundError = (): NotFoundError => new NotFoundError(M.entryNotFound);
export const importNotFoundError = (): NotFoundError => new NotFoundError(M.importNotFound);
