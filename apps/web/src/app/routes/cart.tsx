import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useMe } from '../../features/account/api/get-me';
import { CartPage } from '../../features/cart/components/cart-page';
import { loginPath } from '../../lib/auth-redirect';
import { useAuthStore } from '../../stores/auth';
import { LoadErrorPanel } from '../../ui/load-error-panel';
import { PageLoading } from '../../ui/page-loading';

/** /cart: the cart page, open to guests and signed-in users alike. */
export function CartRoute() {
  return <CartPage />;
}

/**
 * Around /cart/payment: payment is for signed-in users only (spec section 2); guests go to
 * /login, which brings them back here afterwards.
 */
export function CartPaymentGate() {
  const { t } = useTranslation();
  const location = useLocation();
  const user = useAuthStore((state) => state.user);
  const me = useMe();

  if (user) return <Outlet />;
  if (me.isPending) return <PageLoading />;
  if (me.isError) {
    return (
      <LoadErrorPanel
        title={t('dashboard.loadError')}
        description={t('dashboard.loadErrorDescription')}
        onRetry={() => void me.refetch()}
      />
    );
  }
  return <Navigate to={loginPath(location)} replace />;
}
