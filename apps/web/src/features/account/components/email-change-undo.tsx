import { ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { accountErrorMessage } from '../../../lib/account-error';
import { useMessageText } from '../../../lib/message-text';
import { Alert } from '../../../ui/alert';
import { Button, buttonClasses } from '../../../ui/button';
import { useUndoEmailChange } from '../api/undo-email-change';
import { isInvalidLink } from '../utils/account-link';
import { InvalidLinkNotice } from './invalid-link-notice';

const FORGOT_PASSWORD_PATH = '/forgot-password';

/**
 * The landing of the undo link mailed to the old address. The press restores it and signs
 * every device out; then the customer is led to choose a new password.
 */
export function EmailChangeUndo({ token }: { token: string | undefined }) {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const undo = useUndoEmailChange();

  if (!token || (undo.isError && isInvalidLink(undo.error))) {
    return (
      <InvalidLinkNotice
        message={t('accountEmail.undo.invalid')}
        askAgainTo={FORGOT_PASSWORD_PATH}
        askAgainLabel={t('accountEmail.undo.askAgain')}
      />
    );
  }
  if (undo.isSuccess) {
    const { email } = undo.data;
    return (
      <div className="flex flex-col gap-5">
        <Alert tone="success">
          <span className="break-words">{t('accountEmail.undo.done', { email })}</span>
        </Alert>
        <p className="text-sm text-slate-700 dark:text-slate-300">
          {t('accountEmail.undo.resetAdvice')}
        </p>
        <Link
          to={FORGOT_PASSWORD_PATH}
          state={{ email }}
          className={buttonClasses({ size: 'lg', className: 'w-full' })}
        >
          {t('accountEmail.undo.resetPassword')}
        </Link>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-5">
      {undo.isError ? (
        <Alert tone="error">{messageText(accountErrorMessage(undo.error, 'settings'))}</Alert>
      ) : null}
      <p className="text-sm text-slate-700 dark:text-slate-300">{t('accountEmail.undo.explain')}</p>
      <Button
        size="lg"
        pending={undo.isPending}
        onClick={() => {
          undo.mutate({ token });
        }}
        className="w-full"
      >
        {undo.isPending ? null : <ShieldCheck aria-hidden="true" className="size-5 shrink-0" />}
        {undo.isPending ? t('accountEmail.undo.undoing') : t('accountEmail.undo.submit')}
      </Button>
      <p className="text-sm text-slate-600 dark:text-slate-400">{t('accountEmail.confirm.why')}</p>
    </div>
  );
}
