import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AuthPanel } from '../../features/account/components/auth-panel';
import { EmailChangeConfirm } from '../../features/account/components/email-change-confirm';
import { linkToken } from '../../features/account/utils/account-link';
import { useDocumentTitle } from '../../lib/use-document-title';

/** /account/email/confirm?token=: the link mailed to a new e-mail address. */
export function EmailChangeConfirmRoute() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  useDocumentTitle(t('accountEmail.confirm.title'));
  return (
    <AuthPanel
      title={t('accountEmail.confirm.title')}
      subtitle={t('accountEmail.confirm.subtitle')}
    >
      <EmailChangeConfirm token={linkToken(params)} />
    </AuthPanel>
  );
}
