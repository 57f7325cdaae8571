import { LogIn } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { accountErrorMessage } from '../../../lib/account-error';
import { useMessageText } from '../../../lib/message-text';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { useConsumeSignInLink } from '../api/consume-sign-in-link';
import { isInvalidLink } from '../utils/account-link';
import { InvalidLinkNotice } from './invalid-link-notice';

/**
 * The landing of a sign-in link. Nothing is spent by opening the page (mail scanners fetch
 * links); the customer presses the button, and `onSignedIn` moves on.
 */
export function SignInLinkConfirm({
  token,
  onSignedIn,
}: {
  token: string;
  onSignedIn: () => void;
}) {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const consume = useConsumeSignInLink();

  if (consume.isError && isInvalidLink(consume.error)) {
    return (
      <InvalidLinkNotice
        message={t('recovery.invalid.message')}
        askAgainTo="/login/link"
        askAgainLabel={t('recovery.invalid.newSignInLink')}
      />
    );
  }
  return (
    <div className="flex flex-col gap-5">
      {consume.isError ? (
        <Alert tone="error">{messageText(accountErrorMessage(consume.error, 'login'))}</Alert>
      ) : null}
      <Button
        size="lg"
        pending={consume.isPending || consume.isSuccess}
        onClick={() => {
          consume.mutate({ token }, { onSuccess: onSignedIn });
        }}
        className="w-full"
      >
        {consume.isPending ? null : <LogIn aria-hidden="true" className="size-5" />}
        {consume.isPending ? t('recovery.link.signingIn') : t('recovery.link.confirm')}
      </Button>
      <p className="text-sm text-slate-600 dark:text-slate-400">{t('recovery.link.why')}</p>
    </div>
  );
}
