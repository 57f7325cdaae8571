import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AuthSwitchLink } from './auth-switch-link';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { useLookup } from '../../../lib/get-lookup';
import { AuthPanel } from './auth-panel';
import { CheckEmailStep } from './check-email-step';
import { RegisterForm } from './register-form';
import { SocialSignIn } from './social-sign-in';
import { redirectTarget } from '../../../lib/auth-redirect';
import { referralCookieCode } from '../../../lib/referral-cookie';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useAuthStore } from '../../../stores/auth';

/**
 * Registration. Sending the form signs nobody in: a "check your e-mail" step follows, where
 * the mailed code verifies the address and signs in; afterwards the visitor goes on like after
 * signing in.
 */
export function RegisterPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const [params] = useSearchParams();
  const user = useAuthStore((state) => state.user);
  const pendingReferralCode = useAuthStore((state) => state.pendingReferralCode);
  const countries = useLookup('countries');
  const [registeredEmail, setRegisteredEmail] = useState<string | null>(null);
  useDocumentTitle(
    registeredEmail ? t('accountEmail.checkEmail.title') : t('account.register.title'),
  );
  // The form is long: its end is where the visitor stands when the short next step appears.
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0 });
  }, [registeredEmail]);

  if (user) return <Navigate to={redirectTarget(location)} replace />;

  // The first link's code wins until its cookie expires (spec section 9), so the code the
  // server kept comes first; without it, this link's code (spec section 5: trimmed, ignored
  // when empty), then the one kept from an earlier page.
  const referralCode =
    referralCookieCode() || params.get('ref')?.trim() || pendingReferralCode || '';

  return (
    <>
      {registeredEmail ? (
        <AuthPanel
          title={t('accountEmail.checkEmail.title')}
          subtitle={t('accountEmail.checkEmail.subtitle')}
        >
          <CheckEmailStep
            email={registeredEmail}
            onChangeAddress={() => {
              setRegisteredEmail(null);
            }}
          />
        </AuthPanel>
      ) : null}
      {/* Kept, only hidden, so another address can be tried without typing everything again. */}
      <div hidden={registeredEmail !== null}>
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
            onRegistered={setRegisteredEmail}
          />
        </AuthPanel>
      </div>
    </>
  );
}
