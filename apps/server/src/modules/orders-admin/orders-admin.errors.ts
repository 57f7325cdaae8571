import { ORDERS_ADMIN_MESSAGES as M } from '@store/shared/schemas/orders-admin';
import {
  BadRequestError,
  ConflictError,
  ForbiddenError,
  NotFoundError,
  type DomainError,
} from '../../lib/http-errors';
import type { ResendReceiptFailure } from './order-receipts.service';
import type { StaffRefundFailure } from './order-refunds.service';
import type { ReviewDecisionFailure } from './review-queue.service';

type OrdersAdminFailure = ReviewDecisionFailure | StaffRefundFailure | ResendReceiptFailure;

/** The answer to a refused back-office order action: its status, code and message. */
export function ordersAdminError(failure: OrdersAdminFailure): DomainError {
  switch (failure.reason) {
    case 'order-not-found':
      return new NotFoundError(M.orderNotFound);
    case 'not-under-review':
      return new ConflictError(M.notUnderReview, 'ORDER_ALREADY_DECIDED');
    case 'already-refunded':
      return new ConflictError(M.alreadyRefunded, 'ORDER_ALREADY_REFUNDED');
    case 'under-review':
      return new ConflictError(M.refundUnderReview, 'ORDER_UNDER_REVIEW');
    case 'refund-status':
      return new ConflictError(M.refundStatus, 'REFUND_STATUS');
    case 'outside-rules':
      return new ConflictError(M.outsideRules, 'REFUND_OUTSIDE_RULES');
    case 'reason-required':
      return new BadRequestError(M.reasonRequired, 'REFUND_REASON_REQUIRED');
    case 'above-limit':
      return new ForbiddenError(M.aboveLimit, 'REFUND_ABOVE_LIMIT');
    case 'no-invoice':
      return new ConflictError(M.noInvoice, 'ORDER_NO_INVOICE');
  }
}
