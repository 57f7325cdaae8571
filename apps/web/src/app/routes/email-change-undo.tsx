import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AuthPanel } from '../../features/account/components/auth-panel';
import { EmailChangeUndo } from '../../features/account/components/email-change-undo';
import { linkToken } from '../../features/account/utils/account-link';
import { useDocumentTitle } from '../../lib/use-document-title';

/** /account/email/undo?token=: the link mailed to the old address after a change was asked. */
export function EmailChangeUndoRoute() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  useDocumentTitle(t('accountEmail.undo.title'));
  return (
    <AuthPanel title={t('accountEmail.undo.title')} subtitle={t('accountEmail.undo.subtitle')}>
      <EmailChangeUndo token={linkToken(params)} />
    </AuthPanel>
  );
}
