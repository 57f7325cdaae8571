import { zodResolver } from '@hookform/resolvers/zod';
import { AUTH_MESSAGES } from '@store/shared/auth-messages';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { accountErrorMessage } from '../../../lib/account-error';
import { FORM_MESSAGES } from '../../../lib/form-messages';
import { useMessageText } from '../../../lib/message-text';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Field, inputClasses } from '../../../ui/field';
import { PasswordInput } from '../../../ui/password-input';
import { useLogin } from '../api/login';
import { hasMissingRequired, useFieldError } from '../hooks/use-form-errors';

const LoginFields = z.object({
  email: z
    .string()
    .trim()
    .min(1, AUTH_MESSAGES.requiredFields)
    .pipe(z.email(FORM_MESSAGES.invalidEmail)),
  password: z.string().min(1, AUTH_MESSAGES.requiredFields),
});
type LoginFields = z.infer<typeof LoginFields>;

/** E-mail and password sign-in; the page around it moves on once the store says signed in. */
export function LoginForm() {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const fieldError = useFieldError();
  const login = useLogin();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginFields>({
    resolver: zodResolver(LoginFields),
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = handleSubmit((values) => {
    login.mutate({ email: values.email.toLowerCase(), password: values.password });
  });

  const emailError = fieldError(errors.email?.message);
  const passwordError = fieldError(errors.password?.message);

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-5">
      {hasMissingRequired(errors) ? (
        <Alert tone="error">{messageText(AUTH_MESSAGES.requiredFields)}</Alert>
      ) : login.isError ? (
        <Alert tone="error">{messageText(accountErrorMessage(login.error, 'login'))}</Alert>
      ) : null}

      <Field label={t('account.fields.email')} error={emailError} required>
        {(control) => (
          <input
            {...control}
            {...register('email')}
            type="email"
            autoComplete="email"
            className={inputClasses(Boolean(emailError))}
          />
        )}
      </Field>
      <Field label={t('account.fields.password')} error={passwordError} required>
        {(control) => (
          <PasswordInput
            {...control}
            {...register('password')}
            autoComplete="current-password"
            invalid={Boolean(passwordError)}
          />
        )}
      </Field>

      <Button type="submit" size="lg" pending={login.isPending} className="mt-1 w-full">
        {login.isPending ? t('account.login.submitting') : t('account.login.submit')}
      </Button>
    </form>
  );
}
