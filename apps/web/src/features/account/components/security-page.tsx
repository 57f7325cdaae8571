import { KeyRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SOCIAL_LINK_SECTION_ID } from '@store/shared/schemas/social-links';
import { LinkedAccounts } from './linked-accounts';
import { PasswordForm } from './password-form';
import { SessionList } from './session-list';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useAuthStore } from '../../../stores/auth';
import { Card } from '../../../ui/card';
import { StatePanel } from '../../../ui/state-panel';

/** The password, the linked social accounts and the account's active sessions. */
export function SecurityPage() {
  const { t } = useTranslation();
  const hasPassword = useAuthStore((state) => state.user?.hasPassword ?? true);
  useDocumentTitle(t('dashboard.nav.security'));

  return (
    <div className="flex flex-col gap-6 pb-6">
      <div>
        <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 dark:text-white">
          {t('account.security.title')}
        </h1>
        <p className="mt-2 text-base text-slate-600 dark:text-slate-400">
          {t('account.security.intro')}
        </p>
      </div>
      <Card
        title={t('account.security.passwordTitle')}
        description={t('account.security.passwordDescription')}
      >
        {hasPassword ? (
          <PasswordForm />
        ) : (
          <StatePanel
            icon={KeyRound}
            title={t('account.security.noPassword')}
            description={t('account.security.noPasswordDescription')}
          />
        )}
      </Card>
      {/* The provider's return lands here (socialLinkReturnPath). */}
      <div id={SOCIAL_LINK_SECTION_ID}>
        <Card title={t('linkedAccounts.title')} description={t('linkedAccounts.description')}>
          <LinkedAccounts />
        </Card>
      </div>
      <Card title={t('account.sessions.title')} description={t('account.sessions.description')}>
        <SessionList />
      </Card>
    </div>
  );
}
