import { MAX_QUANTITY_PER_LINE } from '@store/shared/constants';
import { ShoppingCart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useCartStore } from '../../../stores/cart';
import { Button } from '../../../ui/button';

interface AddToCartButtonProps {
  productId: string;
  platformGroupId: string;
  inStock: boolean;
}

/**
 * Puts one of the chosen entry into the cart (the header's drawer opens as the count rises).
 * A line holds at most three, so the button stops there and says why.
 */
export function AddToCartButton({ productId, platformGroupId, inStock }: AddToCartButtonProps) {
  const { t } = useTranslation();
  const line = { productId: Number(productId), platformGroupId: Number(platformGroupId) };
  const quantity = useCartStore(
    (state) =>
      state.lines.find(
        (l) => l.productId === line.productId && l.platformGroupId === line.platformGroupId,
      )?.quantity ?? 0,
  );
  const atMax = quantity >= MAX_QUANTITY_PER_LINE;

  return (
    <div className="flex min-w-0 flex-1 flex-col gap-1.5">
      <Button
        size="lg"
        className="w-full"
        disabled={!inStock || atMax}
        title={atMax ? t('product.cart.max', { max: MAX_QUANTITY_PER_LINE }) : undefined}
        onClick={() => {
          useCartStore.getState().add({ ...line, quantity: 1 });
        }}
      >
        <ShoppingCart aria-hidden="true" className="size-5" />
        {inStock ? t('product.cart.add') : t('product.stock.outOfStock')}
      </Button>
      {quantity > 0 ? (
        <p role="status" className="text-center text-xs text-slate-600 dark:text-slate-400">
          {atMax
            ? t('product.cart.max', { max: MAX_QUANTITY_PER_LINE })
            : t('product.cart.inCart', { count: quantity })}
        </p>
      ) : null}
    </div>
  );
}
