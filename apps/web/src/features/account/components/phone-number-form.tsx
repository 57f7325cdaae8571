import type { PhoneCodeReply } from '@store/shared/schemas/phone';
import { useEffect, useRef, useState, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button';
import { TextField } from '../../../ui/text-field';
import { useRequestPhoneCode } from '../api/request-phone-code';
import { usePhoneErrorText } from '../hooks/use-phone-error-text';

interface PhoneNumberFormProps {
  /** Reached by a step of the customer's: the keyboard continues in the number's field. */
  focus: boolean;
  /** The code is on its way to this number, as the server read it. */
  onCodeSent: (sent: PhoneCodeReply) => void;
  /** Offered while a confirmed number stays as it is. */
  onCancel?: () => void;
}

/** The number to confirm, as typed; the server checks it and texts a code. */
export function PhoneNumberForm({ focus, onCodeSent, onCancel }: PhoneNumberFormProps) {
  const { t } = useTranslation();
  const errorText = usePhoneErrorText();
  const request = useRequestPhoneCode();
  const [phone, setPhone] = useState('');
  const [empty, setEmpty] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (focus) inputRef.current?.focus();
  }, [focus]);

  const handleSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (phone.trim() === '') {
      setEmpty(true);
      return;
    }
    setEmpty(false);
    request.mutate({ phone: phone.trim() }, { onSuccess: onCodeSent });
  };

  const error = empty
    ? t('accountPhone.messages.invalidNumber')
    : request.isError
      ? errorText(request.error)
      : undefined;

  return (
    <form noValidate onSubmit={handleSubmit} className="flex flex-col gap-4">
      <TextField
        ref={inputRef}
        label={t('accountPhone.number')}
        hint={t('accountPhone.numberHint')}
        error={error}
        value={phone}
        onChange={(event) => {
          setPhone(event.target.value);
        }}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        maxLength={32}
        className="sm:max-w-sm"
      />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" pending={request.isPending} className="w-full sm:w-auto">
          {t('accountPhone.sendCode')}
        </Button>
        {onCancel ? (
          <Button variant="ghost" onClick={onCancel} className="w-full sm:w-auto">
            {t('accountPhone.cancel')}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
