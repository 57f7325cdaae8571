import type { ReviewQueueEntry } from '@store/shared/schemas/orders-admin';
import { useState } from 'react';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { TextField } from '../../../ui/text-field';
import { formatAmount } from './format-amount';
import { useDecideReview, type ReviewDecision } from './orders-api';
import { useOrdersErrorText } from './use-orders-error-text';
import { useOrdersT } from './use-orders-t';

const MAX_REASON = 500;

interface ReviewDecisionDialogProps {
  order: ReviewQueueEntry;
  decision: ReviewDecision;
  onClose: () => void;
  /** After the server decided it, with the words to confirm it. */
  onDone: (message: string) => void;
}

/**
 * Asks before a held order is approved or rejected. A decision someone else made meanwhile
 * comes back as a 409, shown inside; the queue refreshes either way.
 */
export function ReviewDecisionDialog({
  order,
  decision,
  onClose,
  onDone,
}: ReviewDecisionDialogProps) {
  const { t } = useOrdersT();
  const errorText = useOrdersErrorText();
  const decide = useDecideReview();
  const [reason, setReason] = useState('');
  const approve = decision === 'approve';
  const words = {
    orderId: order.orderId,
    email: order.customer.email,
    total: formatAmount(order.total, order.currency),
  };

  return (
    <Dialog
      role="alertdialog"
      title={approve ? t('decision.approveTitle', words) : t('decision.rejectTitle', words)}
      description={
        approve ? t('decision.approveDescription', words) : t('decision.rejectDescription', words)
      }
      closeLabel={t('decision.close')}
      onClose={onClose}
      onSubmit={(event) => {
        event.preventDefault();
        const trimmed = reason.trim();
        decide.mutate(
          { orderId: order.orderId, decision, ...(trimmed ? { reason: trimmed } : {}) },
          {
            onSuccess: () => {
              onDone(approve ? t('decision.approved', words) : t('decision.rejected', words));
            },
          },
        );
      }}
      footer={
        <>
          <Button type="button" variant="secondary" onClick={onClose}>
            {t('decision.cancel')}
          </Button>
          <Button type="submit" pending={decide.isPending}>
            {approve ? t('decision.confirmApprove') : t('decision.confirmReject')}
          </Button>
        </>
      }
    >
      <TextField
        label={t('decision.reason')}
        hint={t('decision.reasonHint')}
        maxLength={MAX_REASON}
        value={reason}
        onChange={(event) => {
          setReason(event.target.value);
        }}
      />
      {decide.isError ? (
        <Alert tone="error">
          {t('decision.failed')} {errorText(decide.error)}
        </Alert>
      ) : null}
    </Dialog>
  );
}
