import type { StaffLoginReply } from '@store/shared/schemas/staff';
import { useState, type SyntheticEvent } from 'react';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Field } from '../../../ui/field';
import { PasswordInput } from '../../../ui/password-input';
import { TextField } from '../../../ui/text-field';
import { useStaffLogin } from '../admin-api';
import { useAdminT } from '../hooks/use-admin-t';
import { useStaffErrorText } from '../hooks/use-staff-error-text';

interface PasswordStepProps {
  /** Why the sign-in starts over, such as a challenge that ran out. */
  notice?: string;
  onNext: (reply: StaffLoginReply) => void;
}

/** The first step: staff e-mail and password. */
export function PasswordStep({ notice, onNext }: PasswordStepProps) {
  const { t } = useAdminT();
  const errorText = useStaffErrorText();
  const login = useStaffLogin();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState({ email: false, password: false });

  const handleSubmit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next = { email: email.trim() === '', password: password === '' };
    setMissing(next);
    if (next.email || next.password) return;
    login.mutate({ email: email.trim(), password }, { onSuccess: onNext });
  };

  return (
    <form noValidate onSubmit={handleSubmit} className="flex flex-col gap-4">
      {login.isError ? (
        <Alert tone="error">{errorText(login.error)}</Alert>
      ) : notice ? (
        <Alert tone="info">{notice}</Alert>
      ) : null}
      <TextField
        label={t('signIn.email')}
        type="email"
        name="email"
        autoComplete="username"
        required
        value={email}
        error={missing.email ? t('signIn.emailRequired') : undefined}
        onChange={(event) => {
          setEmail(event.target.value);
        }}
      />
      <Field
        label={t('signIn.password')}
        required
        error={missing.password ? t('signIn.passwordRequired') : undefined}
      >
        {(control) => (
          <PasswordInput
            {...control}
            name="password"
            autoComplete="current-password"
            invalid={missing.password}
            value={password}
            onChange={(event) => {
              setPassword(event.target.value);
            }}
          />
        )}
      </Field>
      <Button type="submit" size="lg" pending={login.isPending}>
        {t('signIn.submit')}
      </Button>
    </form>
  );
}
