import clsx from 'clsx';
import { ArrowRight, LogIn } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { loginPath } from '../../../lib/auth-redirect';
import { useAuthStore } from '../../../stores/auth';
import { Button, buttonClasses } from '../../../ui/button';
import type { CartView } from '../hooks/use-cart-view';

/** Guests come back to the cart page after signing in, wherever they started from. */
export const CART_LOGIN_PATH = loginPath({ pathname: '/cart', search: '' });

/**
 * The way on to payment (spec section 2): a link for signed-in users only; guests get a
 * sign-in link that returns to the cart. Lines that cannot be bought hold payment back, and
 * a note says what to do.
 */
export function CheckoutAction({ view, compact = false }: { view: CartView; compact?: boolean }) {
  const { t } = useTranslation();
  const noteId = useId();
  const user = useAuthStore((state) => state.user);
  const rememberedSignIn = useAuthStore((state) => state.isLoggedIn);
  const big = buttonClasses({ size: 'lg', className: 'w-full' });

  const note =
    view.unavailableCount > 0 && view.outOfStockCount > 0
      ? t('cart.summary.bothNote')
      : view.unavailableCount > 0
        ? t('cart.summary.unavailableNote')
        : view.outOfStockCount > 0
          ? t('cart.summary.outOfStockNote')
          : null;
  const noteText = note ? (
    <p
      id={noteId}
      className={clsx('text-amber-800 dark:text-amber-300', compact ? 'text-xs' : 'text-sm')}
    >
      {note}
    </p>
  ) : null;

  if (user) {
    const blocked = note !== null || view.totals === null;
    return (
      <div className="flex flex-col gap-2">
        {noteText}
        {blocked ? (
          <Button
            size="lg"
            className="w-full"
            disabled
            aria-describedby={note ? noteId : undefined}
          >
            {t('cart.checkout.pay')}
            <ArrowRight aria-hidden="true" className="size-5" />
          </Button>
        ) : (
          <Link to="/cart/payment" className={big}>
            {t('cart.checkout.pay')}
            <ArrowRight aria-hidden="true" className="size-5" />
          </Link>
        )}
      </div>
    );
  }

  // A remembered session is being confirmed; neither link may be offered yet.
  if (rememberedSignIn) {
    return (
      <Button size="lg" className="w-full" pending>
        {t('cart.checkout.checkingAccount')}
      </Button>
    );
  }

  return (
    <div className="flex flex-col gap-2">
      {noteText}
      <Link to={CART_LOGIN_PATH} className={big} aria-describedby={`${noteId}-hint`}>
        <LogIn aria-hidden="true" className="size-5" />
        {t('cart.checkout.loginToPay')}
      </Link>
      <p
        id={`${noteId}-hint`}
        className={clsx(
          'text-center text-slate-600 dark:text-slate-400',
          compact ? 'text-[11px]' : 'text-xs',
        )}
      >
        {t('cart.checkout.loginHint')}
      </p>
    </div>
  );
}
