import { parseLanguage } from '@store/shared/rules/region-language';
import { Mail } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { accountErrorMessage } from '../../../lib/account-error';
import { useMessageText } from '../../../lib/message-text';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { useRequestSignInLink } from '../api/request-sign-in-link';

/**
 * "E-mail me a sign-in link" for an address already typed in (a throttled sign-in, a reset
 * just asked for): one press, then the same answer whether or not the address has an account.
 */
export function SignInLinkOffer({ email, intro }: { email: string; intro: string }) {
  const { t, i18n } = useTranslation();
  const messageText = useMessageText();
  const request = useRequestSignInLink();

  if (request.isSuccess) {
    return (
      <Alert tone="success">
        <p>{t('recovery.linkSent')}</p>
        <p className="mt-1">{t('recovery.sentHint')}</p>
      </Alert>
    );
  }
  return (
    <div className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-slate-50 p-4 text-sm text-slate-700 dark:border-slate-700 dark:bg-slate-800/60 dark:text-slate-300">
      <p>{intro}</p>
      {request.isError ? (
        <Alert tone="error">{messageText(accountErrorMessage(request.error, 'recovery'))}</Alert>
      ) : null}
      <Button
        variant="secondary"
        pending={request.isPending}
        onClick={() => {
          request.mutate({ email, language: parseLanguage(i18n.resolvedLanguage) });
        }}
        className="w-full"
      >
        {request.isPending ? null : <Mail aria-hidden="true" className="size-4" />}
        {request.isPending ? t('recovery.offer.sending') : t('recovery.offer.button')}
      </Button>
    </div>
  );
}
