import { useTranslation } from 'react-i18next';
import { AuthSwitchLink } from '../../features/account/components/auth-switch-link';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { useLookup } from '../../features/catalog/api/get-lookup';
import { AuthPanel } from '../../features/account/components/auth-panel';
import { RegisterForm } from '../../features/account/components/register-form';
import { SocialSignIn } from '../../features/account/components/social-sign-in';
import { redirectTarget } from '../../lib/auth-redirect';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useAuthStore } from '../../stores/auth';

/**
 * Registration. The new account is signed in at once, so the welcome page takes over until
 * the e-mail address is verified; afterwards the visitor goes on like after signing in.
 */
export function RegisterRoute() {
  const { t } = useTranslation();
  const location = useLocation();
  const [params] = useSearchParams();
  const user = useAuthStore((state) => state.user);
  const pendingReferralCode = useAuthStore((state) => state.pendingReferralCode);
  const countries = useLookup('countries');
  useDocumentTitle(t('account.register.title'));

  if (user) return <Navigate to={redirectTarget(location)} replace />;

  // Spec section 5: the link's code is trimmed and ignored when empty.
  const referralCode = params.get('ref')?.trim() || pendingReferralCode || '';

  return (
    <AuthPanel
      wide
      title={t('account.register.title')}
      subtitle={t('account.register.subtitle')}
      footer={
        <AuthSwitchLink
          to="/login"
          prompt={t('account.register.haveAccount')}
          label={t('account.register.loginLink')}
        />
      }
    >
      <SocialSignIn returnTo={redirectTarget(location)} placement="before" />
      <RegisterForm
        countries={countries.data}
        countriesFailed={countries.isError}
        referralCode={referralCode}
      />
    </AuthPanel>
  );
}
