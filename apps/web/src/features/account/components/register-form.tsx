import { zodResolver } from '@hookform/resolvers/zod';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMessageText } from '../../../lib/message-text';
import { Button } from '../../../ui/button';
import { Field } from '../../../ui/field';
import { TextField } from '../../../ui/text-field';
import { PasswordInput } from '../../../ui/password-input';
import { PasswordStrengthMeter } from '../../../ui/password-strength-meter';
import { useRegister } from '../api/register';
import { useFieldError } from '../hooks/use-form-errors';
import { PROFILE_FIELDS } from '../utils/profile-fields';
import {
  RegisterForm as RegisterFields,
  toRegisterBody,
  type RegisterFormInput,
  type RegisterFormOutput,
} from '../utils/register-form';
import { ProfileFieldInputs, type CountryOption } from './profile-field-inputs';
import { FormErrorAlert } from './form-error-alert';

interface RegisterFormProps {
  countries: readonly CountryOption[] | undefined;
  countriesFailed: boolean;
  /** From the `ref` link parameter or an earlier visit; already trimmed. */
  referralCode: string;
  /** Sent: the e-mail to this address says what comes next. */
  onRegistered: (email: string) => void;
}

/** Every field of the registration, checked here first with the spec's messages. */
export function RegisterForm({
  countries,
  countriesFailed,
  referralCode,
  onRegistered,
}: RegisterFormProps) {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const fieldError = useFieldError();
  const registration = useRegister();
  const form = useForm<RegisterFormInput, unknown, RegisterFormOutput>({
    resolver: zodResolver(RegisterFields),
    defaultValues: {
      email: '',
      password: '',
      confirmPassword: '',
      firstName: '',
      lastName: '',
      birthday: '',
      country: '',
      address: '',
      city: '',
      zip: '',
      referralCode,
      acceptTerms: false,
    },
  });
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = form;
  const password = useWatch({ control, name: 'password' });

  const onSubmit = handleSubmit((values) => {
    const body = toRegisterBody(values);
    registration.mutate(body, {
      onSuccess: () => {
        onRegistered(body.email);
      },
    });
  });

  const errorOf = (name: keyof RegisterFormInput) => fieldError(errors[name]?.message);

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-8">
        <FormErrorAlert errors={errors} error={registration.error} action="register" />

        <fieldset className="grid gap-5 sm:grid-cols-2">
          <legend className="mb-4 text-base font-bold text-slate-900 dark:text-white">
            {t('account.register.accountSection')}
          </legend>
          <TextField
            label={t('account.fields.email')}
            error={errorOf('email')}
            required
            className="sm:col-span-2"
            {...register('email')}
            type="email"
            autoComplete="email"
          />
          <Field
            label={t('account.fields.password')}
            error={errorOf('password')}
            hint={<PasswordStrengthMeter password={password} />}
            required
          >
            {(fieldControl) => (
              <PasswordInput
                {...fieldControl}
                {...register('password')}
                autoComplete="new-password"
                invalid={Boolean(errors.password)}
              />
            )}
          </Field>
          <Field
            label={t('account.fields.confirmPassword')}
            error={errorOf('confirmPassword')}
            required
          >
            {(fieldControl) => (
              <PasswordInput
                {...fieldControl}
                {...register('confirmPassword')}
                autoComplete="new-password"
                invalid={Boolean(errors.confirmPassword)}
              />
            )}
          </Field>
        </fieldset>

        <fieldset className="grid gap-5 sm:grid-cols-2">
          <legend className="mb-4 text-base font-bold text-slate-900 dark:text-white">
            {t('account.register.personalSection')}
          </legend>
          <ProfileFieldInputs
            fields={PROFILE_FIELDS}
            countries={countries}
            countriesFailed={countriesFailed}
          />
          <TextField
            label={t('account.fields.referralCode')}
            error={errorOf('referralCode')}
            hint={t('account.register.referralHint')}
            className="sm:col-span-2"
            {...register('referralCode')}
            autoComplete="off"
          />
        </fieldset>

        <div className="flex flex-col gap-1.5">
          <label className="flex items-start gap-3 text-sm text-slate-700 dark:text-slate-300">
            <input
              {...register('acceptTerms')}
              type="checkbox"
              aria-invalid={errors.acceptTerms ? true : undefined}
              aria-describedby={errors.acceptTerms ? 'register-terms-error' : undefined}
              className="mt-0.5 size-4 shrink-0 rounded border-slate-300 accent-brand-600"
            />
            <span>
              <Trans
                i18nKey="account.register.acceptTerms"
                components={{
                  terms: (
                    <Link
                      to="/terms"
                      target="_blank"
                      className="font-semibold text-brand-700 underline dark:text-brand-300"
                    />
                  ),
                }}
              />
            </span>
          </label>
          {errors.acceptTerms?.message ? (
            <p
              id="register-terms-error"
              className="text-sm font-medium text-rose-700 dark:text-rose-300"
            >
              {messageText(errors.acceptTerms.message)}
            </p>
          ) : null}
        </div>

        <Button type="submit" size="lg" pending={registration.isPending} className="w-full">
          {registration.isPending ? t('account.register.submitting') : t('account.register.submit')}
        </Button>
      </form>
    </FormProvider>
  );
}
