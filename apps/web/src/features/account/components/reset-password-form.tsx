import { zodResolver } from '@hookform/resolvers/zod';
import { AUTH_MESSAGES } from '@store/shared/auth-messages';
import { parseLanguage } from '@store/shared/rules/region-language';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Button } from '../../../ui/button';
import { Field } from '../../../ui/field';
import { PasswordInput } from '../../../ui/password-input';
import { PasswordStrengthMeter } from '../../../ui/password-strength-meter';
import { useResetPassword } from '../api/reset-password';
import { useFieldError } from '../hooks/use-form-errors';
import { isInvalidLink } from '../utils/account-link';
import { CONFIRMATION_MISMATCH, NewPasswordField } from '../utils/register-form';
import { InvalidLinkNotice } from './invalid-link-notice';
import { FormErrorAlert } from './form-error-alert';

const ResetFields = z
  .object({
    newPassword: NewPasswordField,
    confirmPassword: z.string().min(1, AUTH_MESSAGES.requiredFields),
  })
  .refine(
    (values) => values.confirmPassword === '' || values.confirmPassword === values.newPassword,
    CONFIRMATION_MISMATCH,
  );
type ResetFields = z.infer<typeof ResetFields>;

/**
 * The new password, twice, for the token of a reset link. On success the caller moves on
 * (every session has ended); a dead link is explained with a way to ask for a new one.
 */
export function ResetPasswordForm({ token, onDone }: { token: string; onDone: () => void }) {
  const { t, i18n } = useTranslation();
  const fieldError = useFieldError();
  const reset = useResetPassword();
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<ResetFields>({
    resolver: zodResolver(ResetFields),
    defaultValues: { newPassword: '', confirmPassword: '' },
  });
  const newPassword = useWatch({ control, name: 'newPassword' });

  const onSubmit = handleSubmit((values) => {
    reset.mutate(
      { token, ...values, language: parseLanguage(i18n.resolvedLanguage) },
      { onSuccess: onDone },
    );
  });

  if (reset.isError && isInvalidLink(reset.error)) {
    return (
      <InvalidLinkNotice
        message={t('recovery.invalid.message')}
        askAgainTo="/forgot-password"
        askAgainLabel={t('recovery.invalid.newResetLink')}
      />
    );
  }

  const fields = [
    { name: 'newPassword', hint: <PasswordStrengthMeter password={newPassword} /> },
    { name: 'confirmPassword', hint: null },
  ] as const;
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-5">
      <FormErrorAlert errors={errors} error={reset.error} action="recovery" />
      {fields.map(({ name, hint }) => {
        const error = fieldError(errors[name]?.message);
        return (
          <Field key={name} label={t(`recovery.reset.${name}`)} error={error} hint={hint} required>
            {(fieldControl) => (
              <PasswordInput
                {...fieldControl}
                {...register(name)}
                autoComplete="new-password"
                invalid={Boolean(error)}
              />
            )}
          </Field>
        );
      })}
      <Button
        type="submit"
        size="lg"
        pending={reset.isPending || reset.isSuccess}
        className="mt-1 w-full"
      >
        {reset.isPending ? t('recovery.reset.saving') : t('recovery.reset.submit')}
      </Button>
    </form>
  );
}
