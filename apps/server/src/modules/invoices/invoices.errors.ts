import { PURCHASE_MESSAGES as M } from '@store/shared/schemas/purchases';
import { NotFoundError, type DomainError } from '../../lib/http-errors';
import type { InvoiceFailure } from './invoices.service';

// One answer per reason; the record's type makes a new reason fail to compile until mapped.
const answers: Record<InvoiceFailure['reason'], () => DomainError> = {
  // Someone else's invoice answers exactly as one that does not exist.
  'invoice-not-found': () => new NotFoundError(M.invoiceNotFound),
};

/** The answer to a refused invoice request (status, message, code). */
export function invoiceError(failure: InvoiceFailure): DomainError {
  return answers[failure.reason]();
}
