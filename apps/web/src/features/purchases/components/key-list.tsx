import type { OrderSummary } from '@store/shared/schemas/purchases';
import { Alert } from '../../../ui/alert';
import { usePurchasesT } from '../hooks/use-purchases-t';
import { KeyCard } from './key-card';

/**
 * The keys of one order; while it is held for review or still being delivered, what the
 * customer can expect instead.
 */
export function KeyList({ order }: { order: OrderSummary }) {
  const { t } = usePurchasesT();

  if (order.status === 'under_review') {
    return <Alert tone="info">{t('messages.underReview')}</Alert>;
  }
  if (order.keys.length === 0) {
    return order.status === 'paid' || order.status === 'pending' ? (
      <Alert tone="info">{t('orders.keysPending')}</Alert>
    ) : null;
  }
  const invoiceId = order.invoice?.invoiceId ?? null;
  return (
    <ul className="flex flex-col gap-3">
      {order.keys.map((ownedKey) => (
        <li key={ownedKey.keyId}>
          <KeyCard ownedKey={ownedKey} invoiceId={invoiceId} />
        </li>
      ))}
    </ul>
  );
}
