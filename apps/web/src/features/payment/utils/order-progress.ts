import type { OrderStatus } from '@store/shared/rules/order-state';
import { ACTIVATION_STEPS, type ActivationStep } from '@store/shared/schemas/live';
import type { ActivationProgress, ReceiptStatus } from '../../../stores/payment';

/** The steps the thank-you page lists, in order; `done` comes after the last. */
export type ListedStep = Exclude<ActivationStep, 'done'>;
export const LISTED_STEPS = ACTIVATION_STEPS.filter((step): step is ListedStep => step !== 'done');

export type StepState = 'done' | 'current' | 'upcoming';

export interface ProgressView {
  current: ActivationStep;
  percent: number;
  /** What the server said about the current step, when it said something. */
  details: string | null;
  steps: { step: ListedStep; state: StepState }[];
}

const indexOf = (step: ActivationStep) => ACTIVATION_STEPS.indexOf(step);
const DONE = indexOf('done');

/** How far the order's status alone shows fulfilment to be. */
function reachedByStatus(status: OrderStatus, heardProgress: boolean): number {
  switch (status) {
    case 'pending':
      return indexOf('payment');
    case 'paid':
    case 'under_review':
      return indexOf('review');
    // Delivered means the keys are assigned; without word of invoice and receipt (no live
    // updates) there is nothing left to wait for on this page.
    case 'delivered':
      return heardProgress ? indexOf('invoice') : DONE;
    case 'expired':
    case 'failed':
    case 'refunded':
    case 'cancelled':
      return indexOf('payment');
  }
}

function reachedByReceipt(receipt: ReceiptStatus | null): number {
  if (receipt === 'sent' || receipt === 'off') return DONE;
  return receipt === null ? 0 : indexOf('receipt');
}

/**
 * Where fulfilment stands, from everything heard: the latest progress message, the order's
 * status and the receipt. The furthest of them wins, since each can arrive without the
 * others (a page opened late, a connection that dropped).
 */
export function describeProgress(
  status: OrderStatus,
  progress: ActivationProgress | null,
  receipt: ReceiptStatus | null,
): ProgressView {
  const byProgress = progress ? indexOf(progress.step) : 0;
  const reached = Math.max(
    byProgress,
    reachedByStatus(status, progress !== null),
    reachedByReceipt(receipt),
  );
  const current = ACTIVATION_STEPS[reached] ?? 'done';
  const told = progress !== null && byProgress === reached;
  const percent =
    current === 'done'
      ? 100
      : Math.max(told ? progress.percent : 0, Math.round((reached / DONE) * 100));
  return {
    current,
    percent: Math.min(percent, 100),
    details: told ? progress.details : null,
    steps: LISTED_STEPS.map((step, index) => ({
      step,
      state: index < reached ? 'done' : index === reached ? 'current' : 'upcoming',
    })),
  };
}
