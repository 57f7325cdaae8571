import type { CreatePaymentIntentReply } from '@store/shared/schemas/checkout';
import { ShoppingCart } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatPrice } from '../../../lib/money';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useAppSettingsStore } from '../../../stores/app-settings';
import { useCartStore } from '../../../stores/cart';
import { usePaymentStore } from '../../../stores/payment';
import { Alert } from '../../../ui/alert';
import { Button, buttonClasses } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { Skeleton } from '../../../ui/skeleton';
import { StatePanel } from '../../../ui/state-panel';
import { usePaymentIntent } from '../api/create-payment-intent';
import { useCheckoutKey } from '../hooks/use-checkout-key';
import { useSecondsLeft } from '../hooks/use-seconds-left';
import { orderCurrencySymbol } from '../../../lib/currency-symbol';
import { intentProblem } from '../utils/intent-problem';
import { CardPayment } from './card-payment';
import { IntentErrorPanel } from './intent-error-panel';
import { OrderSummary } from './order-summary';
import { TestCardsNote } from './test-cards-note';

/**
 * /cart/payment: opens the order for the cart's lines with the checkout's idempotency key,
 * then shows the card form beside the order as the server priced it.
 */
export function PaymentPage() {
  const { t } = useTranslation();
  const lines = useCartStore((state) => state.lines);
  const key = useCheckoutKey(lines);
  const intent = usePaymentIntent(lines, key);
  const renewKey = usePaymentStore((state) => state.renewKey);
  useDocumentTitle(t('payment.title'));
  // A repeat on return to the page can learn that a later checkout replaced this one: the
  // order it still shows can no longer be paid.
  const replaced = intent.isError && intentProblem(intent.error) === 'checkoutReplaced';

  let content: ReactNode;
  if (lines.length === 0) {
    content = (
      <StatePanel
        icon={ShoppingCart}
        title={t('payment.empty.title')}
        description={t('payment.empty.description')}
      >
        <Link to="/products" className={buttonClasses()}>
          {t('payment.empty.browse')}
        </Link>
      </StatePanel>
    );
  } else if (intent.data && !replaced) {
    content = (
      <PaymentLayout
        intent={intent.data}
        // Only a new key's order is on its way; asking again about the same key changes
        // nothing on screen unless it was replaced.
        refreshing={intent.isPlaceholderData}
        onRestart={renewKey}
      />
    );
  } else if (intent.isError) {
    content = (
      <IntentErrorPanel
        problem={intentProblem(intent.error)}
        pending={intent.isFetching}
        onRetry={() => void intent.refetch()}
        onRestart={renewKey}
      />
    );
  } else {
    content = <PaymentSkeleton />;
  }

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 lg:px-8 lg:py-12">
      <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl dark:text-white">
        {t('payment.title')}
      </h1>
      <p className="mt-2 text-slate-600 dark:text-slate-400">{t('payment.intro')}</p>
      <div className="mt-6 lg:mt-8">{content}</div>
    </div>
  );
}

interface PaymentLayoutProps {
  intent: CreatePaymentIntentReply;
  refreshing: boolean;
  onRestart: () => void;
}

function PaymentLayout({ intent, refreshing, onRestart }: PaymentLayoutProps) {
  const { t } = useTranslation();
  const announced = useAppSettingsStore((state) => state.currency);
  const currencySymbol = useAppSettingsStore((state) => state.currencySymbol);
  // The order keeps its own currency even if the visitor picked another one since.
  const currency = {
    code: intent.currency,
    symbol: orderCurrencySymbol(intent.currency, { currency: announced, currencySymbol }),
  };
  const amount = formatPrice(intent.total, currency);
  const secondsLeft = useSecondsLeft(intent.expiresAt);
  const expired = secondsLeft === 0;

  return (
    // On phones the summary comes between the form and the test cards; on wide screens it
    // stands beside both.
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-x-8">
      <Card title={t('payment.card.title')} description={t('payment.card.description')}>
        <div className="flex flex-col gap-5">
          {expired && !refreshing ? (
            <Alert tone="error">
              <p className="font-semibold">{t('payment.expired.title')}</p>
              <p className="mt-1">{t('payment.expired.description')}</p>
              <Button size="sm" className="mt-3" onClick={onRestart}>
                {t('payment.expired.restart')}
              </Button>
            </Alert>
          ) : null}
          {refreshing ? (
            <p role="status" className="text-sm text-slate-600 dark:text-slate-400">
              {t('payment.card.newPayment')}
            </p>
          ) : null}
          <CardPayment intent={intent} amount={amount} disabled={refreshing || expired} />
        </div>
      </Card>
      <OrderSummary
        intent={intent}
        currency={currency}
        secondsLeft={secondsLeft}
        className="lg:sticky lg:top-24 lg:col-start-2 lg:row-span-2 lg:row-start-1"
      />
      <TestCardsNote />
    </div>
  );
}

/** The page's shape while the order is being opened. */
function PaymentSkeleton() {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-8"
    >
      <span className="sr-only">{t('payment.preparing')}</span>
      <div className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900">
        <Skeleton className="h-6 w-40" />
        <Skeleton className="h-11 w-full" />
        <div className="grid grid-cols-2 gap-4">
          <Skeleton className="h-11 w-full" />
          <Skeleton className="h-11 w-full" />
        </div>
        <Skeleton className="h-11 w-full" />
        <Skeleton className="h-12 w-full" />
      </div>
      <div className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900">
        <Skeleton className="h-6 w-32" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-3/4" />
        <Skeleton className="h-7 w-full" />
      </div>
    </div>
  );
}
