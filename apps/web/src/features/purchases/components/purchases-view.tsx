import { GIFT_CLAIM_PARAM } from '@store/shared/schemas/purchases';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { onOrderStatus } from '../../../lib/live/order-status';
import { usePaymentsChannel } from '../../../lib/live/use-payments-channel';
import { useReceivedKeys } from '../api/get-received-keys';
import { usePurchasesT } from '../hooks/use-purchases-t';
import { GiftClaimDialog } from './gift-claim-dialog';
import { InvoicesPanel } from './invoices-panel';
import { OrdersPanel } from './orders-panel';
import { ReceivedKeysPanel } from './received-keys-panel';
import { Tabs } from '../../../ui/tabs';

type Section = 'orders' | 'invoices' | 'gifts';

const TAB_PARAM = 'tab';
const ORDER_PARAM = 'order';
const PAGE_PARAM = 'page';

function readPage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/**
 * Keeps the orders on screen current: an order approved after review, delivered or refunded
 * while the page is open shows its new state without a reload.
 */
function useLiveOrders(): void {
  const queryClient = useQueryClient();
  usePaymentsChannel();
  useEffect(
    () =>
      onOrderStatus(() => {
        void queryClient.invalidateQueries({ queryKey: ['account', 'purchases'] });
      }),
    [queryClient],
  );
}

/**
 * The purchases page: orders with their keys, invoices, and gifts received when there are
 * any. The section and the page of orders live in the URL; so does a gift link's token
 * (`?gift=`), which opens the claim dialog.
 */
export function PurchasesView() {
  const { t } = usePurchasesT();
  const [params, setParams] = useSearchParams();
  const received = useReceivedKeys();
  const receivedKeys = received.data?.keys ?? [];
  const giftToken = params.get(GIFT_CLAIM_PARAM);
  // A link to one order (the assistant's answers give one): its card is shown and marked.
  const linkedOrder = params.get(ORDER_PARAM);
  const page = readPage(params.get(PAGE_PARAM));
  useLiveOrders();

  const tabs: { id: Section; label: string }[] = [
    { id: 'orders', label: t('tabs.orders') },
    { id: 'invoices', label: t('tabs.invoices') },
  ];
  if (receivedKeys.length > 0) tabs.push({ id: 'gifts', label: t('tabs.gifts') });
  const wanted = params.get(TAB_PARAM);
  const selected = tabs.find((tab) => tab.id === wanted)?.id ?? 'orders';

  const updateParams = (change: (next: URLSearchParams) => void) => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        change(next);
        return next;
      },
      { replace: true },
    );
  };

  const handleSelect = (section: Section) => {
    updateParams((next) => {
      if (section === 'orders') next.delete(TAB_PARAM);
      else next.set(TAB_PARAM, section);
      next.delete(PAGE_PARAM);
    });
  };

  const hrefFor = (target: number) => {
    const next = new URLSearchParams(params);
    next.delete(GIFT_CLAIM_PARAM);
    next.delete(ORDER_PARAM);
    if (target === 1) next.delete(PAGE_PARAM);
    else next.set(PAGE_PARAM, String(target));
    const search = next.toString();
    return search ? `?${search}` : '?';
  };

  return (
    <div className="flex flex-col gap-6 pb-6">
      <div>
        <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 dark:text-white">
          {t('page.title')}
        </h1>
        <p className="mt-2 text-base text-slate-600 dark:text-slate-400">{t('page.intro')}</p>
      </div>
      <Tabs label={t('page.sections')} tabs={tabs} selected={selected} onSelect={handleSelect}>
        {selected === 'orders' ? (
          <OrdersPanel page={page} hrefFor={hrefFor} linkedOrder={linkedOrder} />
        ) : null}
        {selected === 'invoices' ? <InvoicesPanel /> : null}
        {selected === 'gifts' ? <ReceivedKeysPanel keys={receivedKeys} /> : null}
      </Tabs>
      {giftToken !== null ? (
        <GiftClaimDialog
          token={giftToken}
          onClose={() => {
            updateParams((next) => next.delete(GIFT_CLAIM_PARAM));
          }}
          onClaimed={() => {
            updateParams((next) => {
              next.delete(GIFT_CLAIM_PARAM);
              next.set(TAB_PARAM, 'gifts');
              next.delete(PAGE_PARAM);
            });
          }}
        />
      ) : null}
    </div>
  );
}
