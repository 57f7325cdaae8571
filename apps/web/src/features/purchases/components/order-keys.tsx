import { Button } from '../../../ui/button';
import { Skeleton } from '../../../ui/skeleton';
import { StatePanel } from '../../../ui/state-panel';
import { useOrder } from '../api/get-order';
import { usePurchasesT } from '../hooks/use-purchases-t';
import { KeyList } from './key-list';

/**
 * The keys of one order, each with its reveal (after the warning) and gift actions, as the
 * thank-you page shows them. It asks again every few seconds until a paid order's keys arrive.
 */
export function OrderKeys({ orderId }: { orderId: string }) {
  const { t } = usePurchasesT();
  const order = useOrder(orderId);

  if (order.isError) {
    return (
      <StatePanel
        variant="error"
        title={t('keys.loadError')}
        description={t('keys.loadErrorDescription')}
      >
        <Button variant="secondary" onClick={() => void order.refetch()}>
          {t('retry')}
        </Button>
      </StatePanel>
    );
  }
  if (!order.data) {
    return (
      <div>
        <p role="status" className="sr-only">
          {t('orders.loading')}
        </p>
        <div aria-hidden="true" className="flex flex-col gap-3">
          <Skeleton className="h-28 w-full rounded-xl" />
        </div>
      </div>
    );
  }
  return <KeyList order={order.data} />;
}
