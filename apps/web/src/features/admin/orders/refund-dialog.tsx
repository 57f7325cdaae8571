import { OVERRIDE_REASON_MIN_LENGTH } from '@store/shared/rules/staff-refunds';
import type { AdminOrderDetail } from '@store/shared/schemas/orders-admin';
import { useId, useState } from 'react';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { TextField } from '../../../ui/text-field';
import { formatAmount } from './format-amount';
import { useRefundOrder } from './orders-api';
import { useOrdersErrorText } from './use-orders-error-text';
import { useOrdersT } from './use-orders-t';

const MAX_REASON = 500;

interface RefundDialogProps {
  order: AdminOrderDetail;
  onClose: () => void;
  onDone: (message: string) => void;
}

/**
 * Asks before a full refund. Outside the customer refund rules the override must be ticked
 * with a reason of at least 10 characters (checked here and again by the server); the
 * server's refusals (a support limit, already refunded) show inside.
 */
export function RefundDialog({ order, onClose, onDone }: RefundDialogProps) {
  const { t } = useOrdersT();
  const errorText = useOrdersErrorText();
  const refund = useRefundOrder();
  const overrideId = useId();
  const [overrideRules, setOverrideRules] = useState(!order.refundable.withinRules);
  const [reason, setReason] = useState('');
  const [tooShort, setTooShort] = useState(false);
  const total = formatAmount(order.total, order.currency);
  const min = OVERRIDE_REASON_MIN_LENGTH;

  return (
    <Dialog
      role="alertdialog"
      size="md"
      title={t('refund.title', { orderId: order.orderId })}
      description={t('refund.description', { total })}
      closeLabel={t('refund.close')}
      onClose={onClose}
      onSubmit={(event) => {
        event.preventDefault();
        const trimmed = reason.trim();
        if (overrideRules && !order.refundable.withinRules && trimmed.length < min) {
          setTooShort(true);
          return;
        }
        refund.mutate(
          { orderId: order.orderId, overrideRules, ...(trimmed ? { reason: trimmed } : {}) },
          {
            onSuccess: () => {
              onDone(t('refund.done', { orderId: order.orderId, total }));
            },
          },
        );
      }}
      footer={
        <>
          <Button type="button" variant="secondary" onClick={onClose}>
            {t('refund.cancel')}
          </Button>
          <Button type="submit" pending={refund.isPending}>
            {t('refund.confirm', { total })}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-4">
        <div className="flex items-start gap-3">
          <input
            id={overrideId}
            type="checkbox"
            aria-describedby={`${overrideId}-hint`}
            className="mt-1 size-4 accent-brand-600"
            checked={overrideRules}
            onChange={(event) => {
              setOverrideRules(event.target.checked);
              setTooShort(false);
            }}
          />
          <div>
            <label htmlFor={overrideId} className="text-sm font-semibold">
              {t('refund.override')}
            </label>
            <p id={`${overrideId}-hint`} className="text-xs text-slate-500 dark:text-slate-400">
              {t('refund.overrideHint', { min })}
            </p>
          </div>
        </div>
        <TextField
          label={t('refund.reason')}
          hint={t('refund.reasonHint')}
          error={tooShort ? t('refund.reasonShort', { min }) : undefined}
          required={overrideRules && !order.refundable.withinRules}
          maxLength={MAX_REASON}
          value={reason}
          onChange={(event) => {
            setReason(event.target.value);
            setTooShort(false);
          }}
        />
        {refund.isError ? (
          <Alert tone="error">
            {t('refund.failed')} {errorText(refund.error)}
          </Alert>
        ) : null}
      </div>
    </Dialog>
  );
}
