import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { AuthPanel } from './auth-panel';
import { AuthSwitchLink } from './auth-switch-link';
import { InvalidLinkNotice } from './invalid-link-notice';
import { ResetPasswordForm } from './reset-password-form';
import { linkToken } from '../utils/account-link';
import { useDocumentTitle } from '../../../lib/use-document-title';

/** The landing of a reset link: a new password, then on to sign in with it. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = linkToken(params);
  useDocumentTitle(t('recovery.reset.title'));

  return (
    <AuthPanel
      title={t('recovery.reset.title')}
      subtitle={t('recovery.reset.subtitle')}
      footer={
        <AuthSwitchLink
          to="/login"
          prompt={t('recovery.rememberIt')}
          label={t('recovery.backToLogin')}
        />
      }
    >
      {token ? (
        <ResetPasswordForm
          token={token}
          onDone={() => {
            void navigate('/login', { replace: true });
          }}
        />
      ) : (
        <InvalidLinkNotice
          message={t('recovery.reset.missingToken')}
          askAgainTo="/forgot-password"
          askAgainLabel={t('recovery.invalid.newResetLink')}
        />
      )}
    </AuthPanel>
  );
}
