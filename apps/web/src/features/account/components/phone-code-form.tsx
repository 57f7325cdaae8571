import type { User } from '@store/shared/schemas/auth';
import { useEffect, useRef, useState, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { useConfirmPhone } from '../api/confirm-phone';
import { useRequestPhoneCode } from '../api/request-phone-code';
import { usePhoneErrorText } from '../hooks/use-phone-error-text';
import { CodeField } from './code-field';

interface PhoneCodeFormProps {
  /** The number the code went to (E.164). */
  phone: string;
  onConfirmed: (user: User) => void;
  onOtherNumber: () => void;
}

/** The six digits texted to the number; a new code or another number are one click away. */
export function PhoneCodeForm({ phone, onConfirmed, onOtherNumber }: PhoneCodeFormProps) {
  const { t } = useTranslation();
  const errorText = usePhoneErrorText();
  const confirm = useConfirmPhone();
  const resend = useRequestPhoneCode();
  const [code, setCode] = useState('');
  const [short, setShort] = useState(false);
  const fieldRef = useRef<HTMLDivElement>(null);

  // The step replaced the number's form: the code field is where the keyboard goes next.
  useEffect(() => {
    fieldRef.current?.querySelector('input')?.focus();
  }, []);

  const handleSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (code.length !== 6) {
      setShort(true);
      return;
    }
    setShort(false);
    resend.reset();
    confirm.mutate({ code }, { onSuccess: onConfirmed });
  };

  const handleResend = () => {
    confirm.reset();
    setCode('');
    resend.mutate({ phone });
  };

  const codeError = short
    ? t('accountPhone.messages.codeFormat')
    : confirm.isError
      ? errorText(confirm.error)
      : undefined;

  return (
    <form noValidate onSubmit={handleSubmit} className="flex flex-col gap-4">
      <p className="text-sm text-slate-700 dark:text-slate-300">
        {t('accountPhone.codeSent', { phone })}
      </p>
      {resend.isSuccess ? <Alert tone="info">{t('accountPhone.resent')}</Alert> : null}
      {resend.isError ? <Alert tone="error">{errorText(resend.error)}</Alert> : null}
      <div ref={fieldRef}>
        <CodeField
          label={t('accountPhone.code')}
          error={codeError}
          value={code}
          onChange={setCode}
          required
          className="sm:max-w-xs"
        />
      </div>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" pending={confirm.isPending} className="w-full sm:w-auto">
          {t('accountPhone.confirm')}
        </Button>
        <Button
          variant="secondary"
          pending={resend.isPending}
          onClick={handleResend}
          className="w-full sm:w-auto"
        >
          {t('accountPhone.resend')}
        </Button>
        <Button variant="ghost" onClick={onOtherNumber} className="w-full sm:w-auto">
          {t('accountPhone.otherNumber')}
        </Button>
      </div>
    </form>
  );
}
