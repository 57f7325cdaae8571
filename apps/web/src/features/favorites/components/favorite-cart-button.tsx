import { MAX_QUANTITY_PER_LINE } from '@store/shared/constants';
import { ShoppingCart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useCartStore } from '../../../stores/cart';
import { Button } from '../../../ui/button';

interface FavoriteCartButtonProps {
  productId: string;
  platformGroupId: string;
  inStock: boolean;
  title: string;
}

/** Adds one of the saved entry to the cart; a line holds at most three. */
export function FavoriteCartButton({
  productId,
  platformGroupId,
  inStock,
  title,
}: FavoriteCartButtonProps) {
  const { t } = useTranslation();
  const line = { productId: Number(productId), platformGroupId: Number(platformGroupId) };
  const atMax = useCartStore((state) =>
    state.lines.some(
      (l) =>
        l.productId === line.productId &&
        l.platformGroupId === line.platformGroupId &&
        l.quantity >= MAX_QUANTITY_PER_LINE,
    ),
  );
  const maxText = t('favorites.item.max', { max: MAX_QUANTITY_PER_LINE });

  return (
    <Button
      size="sm"
      disabled={!inStock || atMax}
      title={atMax ? maxText : undefined}
      aria-label={t('favorites.item.addToCartLabel', { title })}
      onClick={() => {
        useCartStore.getState().add({ ...line, quantity: 1 });
      }}
    >
      <ShoppingCart aria-hidden="true" className="size-4" />
      {t('favorites.item.addToCart')}
    </Button>
  );
}
