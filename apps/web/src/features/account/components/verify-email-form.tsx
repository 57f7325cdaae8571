import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { accountErrorMessage } from '../../../lib/account-error';
import { FORM_MESSAGES } from '../../../lib/form-messages';
import { useMessageText } from '../../../lib/message-text';
import { useAuthStore } from '../../../stores/auth';
import { Button } from '../../../ui/button';
import { useVerifyEmail } from '../api/verify-email';
import { CodeField } from './code-field';

const CODE_PATTERN = /^\d{6}$/;

interface VerifyEmailFormProps {
  /** A code from the e-mail's link (`?code=123456`), submitted at once. */
  linkCode: string | null;
  /** Called once the link's code has been used, so it can leave the address bar. */
  onLinkCodeUsed: () => void;
}

/** The 6-digit code from the verification e-mail. */
export function VerifyEmailForm({ linkCode, onLinkCodeUsed }: VerifyEmailFormProps) {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const verify = useVerifyEmail();
  const emailVerificationError = useAuthStore((state) => state.emailVerificationError);
  const [code, setCode] = useState(linkCode?.trim() ?? '');
  const linkCodeUsed = useRef(false);

  const submit = (value: string) => {
    const { setEmailVerificationError } = useAuthStore.getState();
    const verificationCode = value.trim();
    if (!CODE_PATTERN.test(verificationCode)) {
      setEmailVerificationError(FORM_MESSAGES.codeDigits);
      return;
    }
    setEmailVerificationError(null);
    verify.mutate(
      { verificationCode },
      {
        onError: (error) => {
          setEmailVerificationError(accountErrorMessage(error, 'verify'));
        },
      },
    );
  };

  useEffect(() => {
    // Once per link, even when development mode runs effects twice.
    if (!linkCode || linkCodeUsed.current) return;
    linkCodeUsed.current = true;
    submit(linkCode);
    onLinkCodeUsed();
    // The link's code is read once, when the page opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const error = emailVerificationError ? messageText(emailVerificationError) : undefined;

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit(code);
      }}
      className="flex flex-col gap-3 sm:flex-row sm:items-start"
    >
      <CodeField
        label={t('welcome.verify.codeLabel')}
        error={error}
        value={code}
        onChange={setCode}
        className="sm:w-64"
      />
      <Button
        type="submit"
        size="lg"
        pending={verify.isPending}
        // Level with the input below its label.
        className="h-11 sm:mt-[1.625rem]"
      >
        {verify.isPending ? t('welcome.verify.verifying') : t('welcome.verify.submit')}
      </Button>
    </form>
  );
}
