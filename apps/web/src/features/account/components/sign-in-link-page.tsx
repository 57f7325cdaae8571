import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { AccountLinkRequestForm } from './account-link-request-form';
import { AuthPanel } from './auth-panel';
import { AuthSwitchLink } from './auth-switch-link';
import { SignInLinkConfirm } from './sign-in-link-confirm';
import { emailFromState, linkToken } from '../utils/account-link';
import { DEFAULT_SIGNED_IN_PATH } from '../../../lib/auth-redirect';
import { useDocumentTitle } from '../../../lib/use-document-title';

/**
 * /login/link: with a token, the landing of a mailed sign-in link (a press signs in); without
 * one, where to ask for such a link.
 */
export function SignInLinkPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const token = linkToken(params);
  useDocumentTitle(token ? t('recovery.link.confirmTitle') : t('recovery.link.title'));

  const footer = (
    <AuthSwitchLink
      to="/login"
      prompt={t('recovery.usePassword')}
      label={t('recovery.backToLogin')}
    />
  );
  if (token) {
    return (
      <AuthPanel
        title={t('recovery.link.confirmTitle')}
        subtitle={t('recovery.link.confirmSubtitle')}
        footer={footer}
      >
        <SignInLinkConfirm
          token={token}
          onSignedIn={() => {
            void navigate(DEFAULT_SIGNED_IN_PATH, { replace: true });
          }}
        />
      </AuthPanel>
    );
  }
  return (
    <AuthPanel
      title={t('recovery.link.title')}
      subtitle={t('recovery.link.subtitle')}
      footer={footer}
    >
      <AccountLinkRequestForm
        kind="sign-in-link"
        defaultEmail={emailFromState(location.state)}
        submitLabel={t('recovery.link.request')}
        sendingLabel={t('recovery.offer.sending')}
      />
    </AuthPanel>
  );
}
