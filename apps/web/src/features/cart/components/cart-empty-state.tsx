import { ShoppingCart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../../ui/button';
import { StatePanel } from '../../../ui/state-panel';

/** What an empty cart says, in the drawer and on the cart page, with the way to the catalogue. */
export function CartEmptyState({ className }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <StatePanel
      icon={ShoppingCart}
      title={t('cart.empty.title')}
      description={t('cart.empty.description')}
      className={className}
    >
      <Link to="/products" className={buttonClasses()}>
        {t('cart.empty.browse')}
      </Link>
    </StatePanel>
  );
}
