import { useTranslation } from 'react-i18next';
import type { CartView } from '../hooks/use-cart-view';
import { CartLineItem } from './cart-line-item';

/** The cart's lines in order of adding, named for screen readers. */
export function CartLineList({ view }: { view: CartView }) {
  const { t } = useTranslation();
  return (
    <ul
      aria-label={t('cart.linesLabel')}
      className="divide-y divide-slate-200 dark:divide-slate-800"
    >
      {view.lines.map((line) => (
        <li key={line.key}>
          <CartLineItem view={line} currency={view.currency} />
        </li>
      ))}
    </ul>
  );
}
