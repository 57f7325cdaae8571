import { useQueryClient } from '@tanstack/react-query';
import type { OrderSummary } from '@store/shared/schemas/purchases';
import { Undo2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { notify } from '../../../stores/notices';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { refreshOwnedKeys } from '../api/owned-keys-cache';
import { useRefundOrder } from '../api/refund-order';
import { useFormatDate, useFormatMoney } from '../hooks/use-formatters';
import { usePurchasesT } from '../hooks/use-purchases-t';
import { refusalMessage } from '../../../lib/refusal-message';
import { useServerMessage } from '../hooks/use-server-message';
import { Dialog } from '../../../ui/dialog';

/**
 * Spec section 4: an order can be cancelled for a full refund within 7 days, before any of
 * its keys is shown or sent. Shown only while the server says the order qualifies.
 */
export function RefundButton({ order, until }: { order: OrderSummary; until: string }) {
  const { t } = usePurchasesT();
  const queryClient = useQueryClient();
  const formatDate = useFormatDate();
  const formatMoney = useFormatMoney();
  const serverMessage = useServerMessage();
  const refund = useRefundOrder();
  const [confirming, setConfirming] = useState(false);
  const keepRef = useRef<HTMLButtonElement>(null);
  const total = formatMoney(order.total, order.currency);

  const handleConfirm = () => {
    refund.mutate(order.orderId, {
      onSuccess: () => {
        setConfirming(false);
        notify({ tone: 'success', message: t('refund.done', { total }) });
      },
      onError: (error) => {
        // A refusal (a key was revealed meanwhile, the window closed) is final: say why and
        // show the order as it now is. Other failures stay in the dialog to try again.
        if (refusalMessage(error) === undefined) return;
        setConfirming(false);
        notify({ tone: 'error', message: serverMessage(error, 'refund.failed') });
        void refreshOwnedKeys(queryClient);
      },
    });
  };

  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
      <p className="text-sm text-slate-600 dark:text-slate-400">
        {t('refund.until', { date: formatDate(until, true) })}
      </p>
      <Button
        variant="secondary"
        size="sm"
        onClick={() => {
          refund.reset();
          setConfirming(true);
        }}
      >
        <Undo2 aria-hidden="true" className="size-4" />
        {t('refund.action')}
      </Button>
      {confirming ? (
        <Dialog
          closeLabel={t('dialog.close')}
          role="alertdialog"
          title={t('refund.dialogTitle')}
          description={t('refund.dialogText', { total })}
          initialFocusRef={keepRef}
          onClose={() => {
            setConfirming(false);
          }}
          footer={
            <>
              <Button
                ref={keepRef}
                variant="secondary"
                onClick={() => {
                  setConfirming(false);
                }}
              >
                {t('refund.keep')}
              </Button>
              <Button pending={refund.isPending} onClick={handleConfirm}>
                {t('refund.action')}
              </Button>
            </>
          }
        >
          {refund.isError ? (
            <Alert tone="error">{serverMessage(refund.error, 'refund.failed')}</Alert>
          ) : (
            <p className="text-sm font-semibold text-slate-800 dark:text-slate-200">
              {t('orders.order', { id: order.orderId })}
            </p>
          )}
        </Dialog>
      ) : null}
    </div>
  );
}
