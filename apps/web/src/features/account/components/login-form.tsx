import { zodResolver } from '@hookform/resolvers/zod';
import { AUTH_MESSAGES } from '@store/shared/auth-messages';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ApiRequestError } from '../../../lib/api-error';
import { FORM_MESSAGES } from '../../../lib/form-messages';
import { useCountdown } from '../../../lib/use-countdown';
import { Button } from '../../../ui/button';
import { Field } from '../../../ui/field';
import { TextField } from '../../../ui/text-field';
import { PasswordInput } from '../../../ui/password-input';
import { useLogin } from '../api/login';
import { useFieldError } from '../hooks/use-form-errors';
import { ForgotPasswordLink } from './forgot-password-link';
import { SignInLinkOffer } from './sign-in-link-offer';
import { FormErrorAlert } from './form-error-alert';

const LoginFields = z.object({
  email: z
    .string()
    .trim()
    .min(1, AUTH_MESSAGES.requiredFields)
    .pipe(z.email(FORM_MESSAGES.invalidEmail)),
  password: z.string().min(1, AUTH_MESSAGES.requiredFields),
});
type LoginFields = z.infer<typeof LoginFields>;

/** The wait when a throttled answer does not say how long (it always should). */
const FALLBACK_WAIT_SECONDS = 30;

/** E-mail and password sign-in; the page around it moves on once the store says signed in. */
export function LoginForm() {
  const { t } = useTranslation();
  const fieldError = useFieldError();
  const login = useLogin();
  // A throttled sign-in (429) says how long to wait; trying sooner would only be refused again.
  const { secondsLeft, start } = useCountdown();
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginFields>({
    resolver: zodResolver(LoginFields),
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = handleSubmit((values) => {
    login.mutate(
      { email: values.email.toLowerCase(), password: values.password },
      {
        onError: (error) => {
          if (error instanceof ApiRequestError && error.status === 429) {
            start(error.retryAfterSeconds ?? FALLBACK_WAIT_SECONDS);
          }
        },
      },
    );
  });

  const typedEmail = useWatch({ control, name: 'email' });
  const emailError = fieldError(errors.email?.message);
  const passwordError = fieldError(errors.password?.message);
  let submitLabel = t('account.login.submit');
  if (login.isPending) submitLabel = t('account.login.submitting');
  else if (secondsLeft > 90) {
    submitLabel = t('account.login.retryInMinutes', { minutes: Math.ceil(secondsLeft / 60) });
  } else if (secondsLeft > 0) submitLabel = t('account.login.retryIn', { seconds: secondsLeft });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-5">
      <FormErrorAlert errors={errors} error={login.error} action="login" />

      <TextField
        label={t('account.fields.email')}
        error={emailError}
        required
        {...register('email')}
        type="email"
        autoComplete="email"
      />
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
      <ForgotPasswordLink email={typedEmail} />

      <Button
        type="submit"
        size="lg"
        pending={login.isPending}
        disabled={login.isPending || secondsLeft > 0}
        className="mt-1 w-full"
      >
        {submitLabel}
      </Button>
      {/* Throttled: the owner can still get in through the mailbox. */}
      {login.error instanceof ApiRequestError && login.error.status === 429 && login.variables ? (
        <SignInLinkOffer email={login.variables.email} intro={t('recovery.offer.throttled')} />
      ) : null}
    </form>
  );
}
