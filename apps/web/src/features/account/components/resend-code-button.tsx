import { RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { accountErrorMessage } from '../../../lib/account-error';
import { ApiRequestError } from '../../../lib/api-error';
import { useMessageText } from '../../../lib/message-text';
import { useCountdown } from '../../../lib/use-countdown';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { useResendVerification } from '../api/resend-verification';

/** The server sends at most one code a minute; the button waits as long. */
const RESEND_WAIT_SECONDS = 60;

type Outcome = { tone: 'success' } | { tone: 'error'; message: string };

/** Asks for a new verification code, then counts down until another may be asked for. */
export function ResendCodeButton({ email }: { email: string }) {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const resend = useResendVerification();
  const { secondsLeft, start } = useCountdown();
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const handleClick = () => {
    setOutcome(null);
    resend.mutate(undefined, {
      onSuccess: () => {
        start(RESEND_WAIT_SECONDS);
        setOutcome({ tone: 'success' });
      },
      onError: (error) => {
        // Too soon: the server's message says so, and asking again now would fail as well.
        if (error instanceof ApiRequestError && error.status === 429) start(RESEND_WAIT_SECONDS);
        setOutcome({ tone: 'error', message: accountErrorMessage(error, 'resend') });
      },
    });
  };

  return (
    <div className="flex flex-col items-start gap-3">
      <Button
        variant="secondary"
        onClick={handleClick}
        disabled={resend.isPending || secondsLeft > 0}
      >
        <RefreshCw aria-hidden="true" className="size-4" />
        {secondsLeft > 0
          ? t('welcome.verify.resendIn', { seconds: secondsLeft })
          : t('welcome.verify.resend')}
      </Button>
      {outcome?.tone === 'success' ? (
        <Alert tone="success">{t('welcome.verify.resent', { email })}</Alert>
      ) : outcome?.tone === 'error' ? (
        <Alert tone="error">{messageText(outcome.message)}</Alert>
      ) : null}
    </div>
  );
}
