import { zodResolver } from '@hookform/resolvers/zod';
import { AUTH_MESSAGES } from '@store/shared/auth-messages';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { accountErrorMessage } from '../../../lib/account-error';
import { useMessageText } from '../../../lib/message-text';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Field } from '../../../ui/field';
import { PasswordInput } from '../../../ui/password-input';
import { PasswordStrengthMeter } from '../../../ui/password-strength-meter';
import { useUpdatePassword } from '../api/update-password';
import { hasMissingRequired, useFieldError } from '../hooks/use-form-errors';
import { CONFIRMATION_MISMATCH, NewPasswordField } from '../utils/register-form';

const PasswordFields = z
  .object({
    currentPassword: z.string().min(1, AUTH_MESSAGES.requiredFields),
    newPassword: NewPasswordField,
    confirmPassword: z.string().min(1, AUTH_MESSAGES.requiredFields),
  })
  .refine(
    (values) => values.confirmPassword === '' || values.confirmPassword === values.newPassword,
    CONFIRMATION_MISMATCH,
  );
type PasswordFields = z.infer<typeof PasswordFields>;

const EMPTY: PasswordFields = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Changes the password; this session stays signed in, every other one ends. */
export function PasswordForm() {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const fieldError = useFieldError();
  const updatePassword = useUpdatePassword();
  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<PasswordFields>({ resolver: zodResolver(PasswordFields), defaultValues: EMPTY });
  const newPassword = useWatch({ control, name: 'newPassword' });

  const onSubmit = handleSubmit(({ currentPassword, newPassword: password }) => {
    updatePassword.mutate(
      { currentPassword, newPassword: password },
      {
        onSuccess: () => {
          reset(EMPTY);
        },
      },
    );
  });

  const fields = [
    { name: 'currentPassword', autoComplete: 'current-password' },
    { name: 'newPassword', autoComplete: 'new-password' },
    { name: 'confirmPassword', autoComplete: 'new-password' },
  ] as const;

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-5">
      {hasMissingRequired(errors) ? (
        <Alert tone="error">{messageText(AUTH_MESSAGES.requiredFields)}</Alert>
      ) : updatePassword.isError ? (
        <Alert tone="error">
          {messageText(accountErrorMessage(updatePassword.error, 'password'))}
        </Alert>
      ) : updatePassword.isSuccess ? (
        <Alert tone="success">{t('account.security.passwordChanged')}</Alert>
      ) : null}
      <div className="grid max-w-md gap-5">
        {fields.map(({ name, autoComplete }) => {
          const error = fieldError(errors[name]?.message);
          return (
            <Field
              key={name}
              label={t(`account.security.${name}`)}
              error={error}
              required
              hint={
                name === 'newPassword' ? <PasswordStrengthMeter password={newPassword} /> : null
              }
            >
              {(fieldControl) => (
                <PasswordInput
                  {...fieldControl}
                  {...register(name)}
                  autoComplete={autoComplete}
                  invalid={Boolean(error)}
                />
              )}
            </Field>
          );
        })}
      </div>
      <div>
        <Button type="submit" pending={updatePassword.isPending} className="w-full sm:w-auto">
          {t('account.security.changePassword')}
        </Button>
      </div>
    </form>
  );
}
