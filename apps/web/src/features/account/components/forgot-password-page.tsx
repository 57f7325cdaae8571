import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { AccountLinkRequestForm } from './account-link-request-form';
import { AuthPanel } from './auth-panel';
import { AuthSwitchLink } from './auth-switch-link';
import { SignInLinkOffer } from './sign-in-link-offer';
import { emailFromState } from '../utils/account-link';
import { useDocumentTitle } from '../../../lib/use-document-title';

/** "Forgot password?": a reset link by e-mail, and a sign-in link as the quicker way in. */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const location = useLocation();
  useDocumentTitle(t('recovery.forgot.title'));

  return (
    <AuthPanel
      title={t('recovery.forgot.title')}
      subtitle={t('recovery.forgot.subtitle')}
      footer={
        <AuthSwitchLink
          to="/login"
          prompt={t('recovery.rememberIt')}
          label={t('recovery.backToLogin')}
        />
      }
    >
      <AccountLinkRequestForm
        kind="password-reset"
        defaultEmail={emailFromState(location.state)}
        submitLabel={t('recovery.forgot.submit')}
        sendingLabel={t('recovery.forgot.sending')}
        afterSent={(email) => (
          <SignInLinkOffer email={email} intro={t('recovery.forgot.signInInstead')} />
        )}
      />
    </AuthPanel>
  );
}
