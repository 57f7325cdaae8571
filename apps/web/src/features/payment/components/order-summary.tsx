import { LOYALTY_LEVELS } from '@store/shared/rules/loyalty';
import { percentOfMinor } from '@store/shared/rules/money';
import type { CreatePaymentIntentReply } from '@store/shared/schemas/checkout';
import clsx from 'clsx';
import { Timer } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAchievementProfile } from '../../../lib/achievement-profile';
import { formatPrice, type PriceCurrency } from '../../../lib/money';
import { Card } from '../../../ui/card';
import { formatCountdown } from '../utils/countdown';

interface OrderSummaryProps {
  intent: CreatePaymentIntentReply;
  /** The order's currency (intent.currency) with the symbol to show it with. */
  currency: PriceCurrency;
  secondsLeft: number;
  className?: string;
}

/**
 * The order as the server priced it, in the currency it announced, and how long its keys
 * stay reserved.
 */
export function OrderSummary({ intent, currency, secondsLeft, className }: OrderSummaryProps) {
  const { t } = useTranslation();
  const money = (minor: number) => formatPrice(minor, currency);
  const remaining = formatCountdown(secondsLeft);
  const row = 'flex items-baseline justify-between gap-4';
  const term = 'text-slate-600 dark:text-slate-400';
  const saving = 'font-semibold text-emerald-700 dark:text-emerald-400';
  const levelLabel = useLevelDiscountLabel(intent);

  return (
    <Card
      title={t('payment.summary.title')}
      description={t('payment.summary.order', { id: intent.orderId })}
      className={className}
    >
      <div className="flex flex-col gap-5">
        <dl className="flex flex-col gap-2.5 text-sm tabular-nums sm:text-base">
          <div className={row}>
            <dt className={term}>{t('payment.summary.subtotal')}</dt>
            <dd className="text-slate-900 dark:text-white">{money(intent.subtotal)}</dd>
          </div>
          <div className={row}>
            <dt className={term}>{t('payment.summary.discount')}</dt>
            <dd className={intent.discount > 0 ? saving : 'text-slate-900 dark:text-white'}>
              {intent.discount > 0 ? `−${money(intent.discount)}` : money(0)}
            </dd>
          </div>
          {intent.loyaltyDiscount > 0 ? (
            <div className={row}>
              <dt className={term}>{levelLabel}</dt>
              <dd className={clsx(saving, 'shrink-0')}>−{money(intent.loyaltyDiscount)}</dd>
            </div>
          ) : null}
          <div className={clsx(row, 'mt-1 border-t border-slate-200 pt-2.5 dark:border-slate-800')}>
            <dt className="font-bold text-slate-900 dark:text-white">
              {t('payment.summary.total')}
            </dt>
            <dd className="text-xl font-extrabold text-slate-900 sm:text-2xl dark:text-white">
              {money(intent.total)}
            </dd>
          </div>
        </dl>
        <p className="text-xs text-slate-600 dark:text-slate-400">{t('payment.summary.vat')}</p>
        <div
          className={clsx(
            'flex items-center justify-between gap-3 rounded-xl px-3 py-2.5 text-sm',
            remaining
              ? 'bg-brand-50 text-brand-900 dark:bg-brand-950/60 dark:text-brand-100'
              : 'bg-rose-50 text-rose-800 dark:bg-rose-950/50 dark:text-rose-200',
          )}
        >
          <span className="flex items-center gap-2">
            <Timer aria-hidden="true" className="size-4 shrink-0" />
            {t('payment.summary.reservation')}
          </span>
          {/* Read out on request, not every second. */}
          <span className="font-bold tabular-nums">
            {remaining ?? t('payment.summary.expired')}
          </span>
        </div>
        <Link
          to="/cart"
          className="self-start rounded text-sm font-semibold text-brand-700 hover:underline dark:text-brand-300"
        >
          {t('payment.summary.editCart')}
        </Link>
      </div>
    </Card>
  );
}

/**
 * The level discount's label. The amount is always the server's; the level's name and percent
 * are only added when the customer's current level gives exactly that amount, so a level that
 * changed since the order was priced never labels a figure it did not produce.
 */
function useLevelDiscountLabel(intent: CreatePaymentIntentReply): string {
  const { t } = useTranslation();
  const profile = useAchievementProfile();
  const level = profile.data?.level;
  const entry = LOYALTY_LEVELS.find((candidate) => candidate.level === level?.current);
  if (!level || !entry || level.discountPercent <= 0) return t('payment.summary.levelDiscount');
  const expected = percentOfMinor(
    intent.subtotal - intent.discount,
    level.discountPercent,
    intent.currency,
  );
  if (expected !== intent.loyaltyDiscount) return t('payment.summary.levelDiscount');
  return t('payment.summary.levelDiscountOf', {
    // The levels' names are the store's ranks, the same in every language.
    level: entry.name,
    percent: level.discountPercent,
  });
}
