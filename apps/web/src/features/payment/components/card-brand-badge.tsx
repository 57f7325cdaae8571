import type { CardBrand } from '@store/shared/rules/card';
import clsx from 'clsx';
import { CreditCard } from 'lucide-react';
import { useTranslation } from 'react-i18next';

const BRAND_STYLES: Record<Exclude<CardBrand, 'unknown'>, string> = {
  visa: 'bg-[#1a1f71] text-white',
  mastercard: 'bg-slate-900 text-white dark:bg-slate-700',
  amex: 'bg-[#006fcf] text-white',
};

/** The brand the typed number belongs to, shown inside the number field as the card has it. */
export function CardBrandBadge({ brand, id }: { brand: CardBrand; id: string }) {
  const { t } = useTranslation();
  if (brand === 'unknown') {
    return <CreditCard aria-hidden="true" className="size-5 text-slate-400" />;
  }
  return (
    <span
      id={id}
      className={clsx(
        'rounded px-1.5 py-0.5 text-[11px] font-extrabold tracking-wide uppercase italic',
        BRAND_STYLES[brand],
      )}
    >
      {t(`payment.card.brands.${brand}`)}
    </span>
  );
}
