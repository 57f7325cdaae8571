import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { AuthPanel } from './auth-panel';
import { AuthSwitchLink } from './auth-switch-link';
import { RegistrationCodeForm } from './registration-code-form';
import { redirectTarget } from '../../../lib/auth-redirect';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useAuthStore } from '../../../stores/auth';
import { Alert } from '../../../ui/alert';

/**
 * /register/verify?email=&code=: the link in the registration e-mail. The code is filled in
 * but only sent when the customer presses (mail scanners open links); it then signs in.
 */
export function RegisterVerifyPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const [params] = useSearchParams();
  const user = useAuthStore((state) => state.user);
  useDocumentTitle(t('accountEmail.verifyPage.title'));

  if (user) return <Navigate to={redirectTarget(location)} replace />;

  const email = params.get('email')?.trim() || null;
  const code = params.get('code')?.trim() ?? '';
  return (
    <AuthPanel
      title={t('accountEmail.verifyPage.title')}
      subtitle={t('accountEmail.verifyPage.subtitle')}
      footer={
        <AuthSwitchLink
          to="/login"
          prompt={t('account.register.haveAccount')}
          label={t('account.register.loginLink')}
        />
      }
    >
      {email && code ? null : <Alert tone="info">{t('accountEmail.verifyPage.missing')}</Alert>}
      {email ? (
        <p className="text-center text-sm font-semibold break-words text-slate-900 dark:text-white">
          {email}
        </p>
      ) : null}
      <RegistrationCodeForm email={email} initialCode={code} />
    </AuthPanel>
  );
}
