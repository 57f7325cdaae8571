import { MailCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { accountErrorMessage } from '../../../lib/account-error';
import { DEFAULT_SIGNED_IN_PATH } from '../../../lib/auth-redirect';
import { useMessageText } from '../../../lib/message-text';
import { useAuthStore } from '../../../stores/auth';
import { Alert } from '../../../ui/alert';
import { Button, buttonClasses } from '../../../ui/button';
import { useConfirmEmailChange } from '../api/confirm-email-change';
import { isInvalidLink } from '../utils/account-link';
import { InvalidLinkNotice } from './invalid-link-notice';

const SETTINGS_PATH = '/dashboard/user-settings';

/**
 * The landing of the link mailed to a new address. Opening the page changes nothing (mail
 * scanners open links); the press confirms, and the page says what the address is now.
 */
export function EmailChangeConfirm({ token }: { token: string | undefined }) {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const signedIn = useAuthStore((state) => state.user !== null);
  const confirm = useConfirmEmailChange();

  if (!token || (confirm.isError && isInvalidLink(confirm.error))) {
    return (
      <InvalidLinkNotice
        message={t('accountEmail.confirm.invalid')}
        askAgainTo={SETTINGS_PATH}
        askAgainLabel={t('accountEmail.confirm.askAgain')}
      />
    );
  }
  if (confirm.isSuccess) {
    return (
      <div className="flex flex-col gap-5">
        <Alert tone="success">
          <span className="break-words">
            {t('accountEmail.confirm.done', { email: confirm.data.email })}
          </span>
        </Alert>
        <Link
          to={signedIn ? DEFAULT_SIGNED_IN_PATH : '/login'}
          className={buttonClasses({ size: 'lg', className: 'w-full' })}
        >
          {signedIn ? t('accountEmail.toDashboard') : t('accountEmail.logIn')}
        </Link>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-5">
      {confirm.isError ? (
        <Alert tone="error">{messageText(accountErrorMessage(confirm.error, 'settings'))}</Alert>
      ) : null}
      <Button
        size="lg"
        pending={confirm.isPending}
        onClick={() => {
          confirm.mutate({ token });
        }}
        className="w-full"
      >
        {confirm.isPending ? null : <MailCheck aria-hidden="true" className="size-5 shrink-0" />}
        {confirm.isPending
          ? t('accountEmail.confirm.confirming')
          : t('accountEmail.confirm.submit')}
      </Button>
      <p className="text-sm text-slate-600 dark:text-slate-400">{t('accountEmail.confirm.why')}</p>
    </div>
  );
}
