import { ShoppingCart } from 'lucide-react';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { selectCartItemCount, useCartStore } from '../../../stores/cart';

interface CartButtonProps {
  expanded: boolean;
  controls: string;
  onClick: () => void;
  /** The pointer or focus reached the button: a click may follow. */
  onIntent?: () => void;
  ref?: Ref<HTMLButtonElement>;
}

/** The header's cart button: a badge with the item count (none while empty) opens the drawer. */
export function CartButton({ expanded, controls, onClick, onIntent, ref }: CartButtonProps) {
  const { t } = useTranslation();
  const count = useCartStore(selectCartItemCount);
  const label =
    count > 0 ? t('navigation.cart.buttonWithCount', { count }) : t('navigation.cart.button');

  return (
    <button
      ref={ref}
      type="button"
      aria-label={label}
      title={label}
      aria-haspopup="dialog"
      aria-expanded={expanded}
      aria-controls={expanded ? controls : undefined}
      onClick={onClick}
      onPointerEnter={onIntent}
      onFocus={onIntent}
      className="relative grid size-10 place-items-center rounded-lg text-slate-700 transition-colors hover:bg-slate-100 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white"
    >
      <ShoppingCart aria-hidden="true" className="size-5" />
      {count > 0 ? (
        <span
          aria-hidden="true"
          data-testid="cart-count"
          className="absolute top-0.5 right-0.5 grid h-5 min-w-5 place-items-center rounded-full bg-brand-600 px-1 text-[11px] leading-none font-bold text-white ring-2 ring-white dark:bg-brand-400 dark:text-slate-950 dark:ring-slate-950"
        >
          {count}
        </span>
      ) : null}
    </button>
  );
}
