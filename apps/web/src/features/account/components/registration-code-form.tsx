import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { accountErrorMessage } from '../../../lib/account-error';
import { FORM_MESSAGES } from '../../../lib/form-messages';
import { useMessageText } from '../../../lib/message-text';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { TextField } from '../../../ui/text-field';
import { useVerifyRegistration } from '../api/verify-registration';
import { EmailField } from '../utils/profile-fields';
import { CodeField } from './code-field';

const CODE_PATTERN = /^\d{6}$/;

interface RegistrationCodeFormProps {
  /** The registered address; when unknown (a link that lost it), the form asks for it. */
  email: string | null;
  /** A code from the e-mail's link: filled in, never sent before the customer presses. */
  initialCode?: string;
}

/**
 * The 6-digit code from the registration e-mail, entered signed out: a right code verifies
 * the address and signs in (the auth store then takes the visitor on).
 */
export function RegistrationCodeForm({ email, initialCode = '' }: RegistrationCodeFormProps) {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const verify = useVerifyRegistration();
  const [address, setAddress] = useState(email ?? '');
  const [code, setCode] = useState(initialCode.replace(/\D/g, '').slice(0, 6));
  const [problem, setProblem] = useState<{ field: 'email' | 'code'; message: string } | null>(null);

  const submit = () => {
    const parsed = EmailField.safeParse(address);
    if (!parsed.success) {
      setProblem({ field: 'email', message: parsed.error.issues[0]?.message ?? '' });
      return;
    }
    if (!CODE_PATTERN.test(code)) {
      setProblem({ field: 'code', message: FORM_MESSAGES.codeDigits });
      return;
    }
    setProblem(null);
    verify.mutate({ email: parsed.data.toLowerCase(), verificationCode: code });
  };

  const fieldError = (field: 'email' | 'code') =>
    problem?.field === field ? messageText(problem.message) : undefined;

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      className="flex flex-col gap-5"
    >
      {verify.isError ? (
        <Alert tone="error">{messageText(accountErrorMessage(verify.error, 'verify'))}</Alert>
      ) : null}
      {email === null ? (
        <TextField
          label={t('account.fields.email')}
          error={fieldError('email')}
          required
          value={address}
          onChange={(event) => {
            setAddress(event.target.value);
          }}
          type="email"
          autoComplete="email"
        />
      ) : null}
      <CodeField
        label={t('accountEmail.code.label')}
        error={fieldError('code')}
        value={code}
        onChange={setCode}
        required
      />
      <Button
        type="submit"
        size="lg"
        pending={verify.isPending || verify.isSuccess}
        className="w-full"
      >
        {verify.isPending ? t('accountEmail.code.verifying') : t('accountEmail.code.submit')}
      </Button>
    </form>
  );
}
