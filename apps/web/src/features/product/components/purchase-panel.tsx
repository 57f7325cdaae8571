import type { ProductPlatformEntry } from '@store/shared/schemas/products';
import { BadgePercent, Clock, ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PriceCurrency } from '../../../lib/money';
import { AddToCartButton } from './add-to-cart-button';
import { PriceBlock } from './price-block';
import { StockStatus } from './stock-status';

interface PurchasePanelProps {
  productId: string;
  entry: ProductPlatformEntry;
  currency: PriceCurrency;
  /** The choices above the price: platform, edition, denomination. */
  children?: ReactNode;
  /** The favourite heart for the chosen entry. */
  favorite?: ReactNode;
}

const PERKS = [
  { key: 'delivery', icon: Clock },
  { key: 'vat', icon: BadgePercent },
  { key: 'secure', icon: ShieldCheck },
] as const;

/** What the visitor chooses and buys: choices, price, stock, add to cart and the favourite. */
export function PurchasePanel({
  productId,
  entry,
  currency,
  children,
  favorite,
}: PurchasePanelProps) {
  const { t } = useTranslation();
  return (
    <section
      aria-label={t('product.purchase.label')}
      className="flex flex-col gap-5 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900"
    >
      {children}
      <div className="flex flex-col gap-2 border-t border-slate-200 pt-5 dark:border-slate-800">
        <PriceBlock entry={entry} currency={currency} />
        <StockStatus inStock={entry.inStock} />
      </div>
      <div className="flex items-start gap-3">
        <AddToCartButton
          productId={productId}
          platformGroupId={entry._id}
          inStock={entry.inStock}
        />
        {favorite}
      </div>
      <ul className="flex flex-col gap-2 text-sm text-slate-600 dark:text-slate-400">
        {PERKS.map(({ key, icon: Icon }) => (
          <li key={key} className="flex items-center gap-2">
            <Icon
              aria-hidden="true"
              className="size-4 shrink-0 text-brand-600 dark:text-brand-400"
            />
            {t(`product.purchase.perks.${key}`)}
          </li>
        ))}
      </ul>
    </section>
  );
}
