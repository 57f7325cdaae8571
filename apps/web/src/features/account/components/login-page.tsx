import { AUTH_MESSAGES } from '@store/shared/auth-messages';
import { useTranslation } from 'react-i18next';
import { AuthSwitchLink } from './auth-switch-link';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { AuthPanel } from './auth-panel';
import { EmailChangeRequestedNotice } from './email-change-requested-notice';
import { LoginForm } from './login-form';
import { SocialSignIn } from './social-sign-in';
import { redirectTarget } from '../../../lib/auth-redirect';
import { useMessageText } from '../../../lib/message-text';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useAuthStore } from '../../../stores/auth';
import { Alert } from '../../../ui/alert';

/** Sign-in; once signed in, on to where the visitor was going (default: the dashboard). */
export function LoginPage() {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const location = useLocation();
  const [params] = useSearchParams();
  const user = useAuthStore((state) => state.user);
  const notice = useAuthStore((state) => state.signInNotice);
  const signingOut = useAuthStore((state) => state.pendingSignOut !== null);
  useDocumentTitle(t('account.login.title'));

  const target = redirectTarget(location);
  if (user && !signingOut) return <Navigate to={target} replace />;

  return (
    <AuthPanel
      title={t('account.login.title')}
      subtitle={t('account.login.subtitle')}
      footer={
        <AuthSwitchLink
          to="/register"
          prompt={t('account.login.noAccount')}
          label={t('account.login.registerLink')}
        />
      }
    >
      <EmailChangeRequestedNotice />
      {notice === 'logoutFailed' ? (
        <Alert tone="error">{messageText(AUTH_MESSAGES.logoutServerError)}</Alert>
      ) : notice ? (
        <Alert tone="info">{t(`account.notices.${notice}`)}</Alert>
      ) : null}
      {params.get('error') === 'social' ? (
        <Alert tone="error">{messageText(AUTH_MESSAGES.socialLoginError)}</Alert>
      ) : params.get('error') === 'locked' ? (
        // A social sign-in into a locked account comes back here (SOCIAL_LOGIN_LOCKED_PATH).
        <Alert tone="error">{messageText(AUTH_MESSAGES.accountLocked)}</Alert>
      ) : null}
      <LoginForm />
      <SocialSignIn returnTo={target} placement="after" />
    </AuthPanel>
  );
}
