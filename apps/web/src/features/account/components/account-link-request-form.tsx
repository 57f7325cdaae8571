import { zodResolver } from '@hookform/resolvers/zod';
import { parseLanguage } from '@store/shared/rules/region-language';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { TextField } from '../../../ui/text-field';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { useRequestSignInLink } from '../api/request-sign-in-link';
import { useFieldError } from '../hooks/use-form-errors';
import { EmailField } from '../utils/profile-fields';
import { FormErrorAlert } from './form-error-alert';

const LinkRequestFields = z.object({ email: EmailField });
type LinkRequestFields = z.infer<typeof LinkRequestFields>;

interface AccountLinkRequestFormProps {
  kind: 'password-reset' | 'sign-in-link';
  defaultEmail?: string;
  submitLabel: string;
  sendingLabel: string;
  /** Shown under the confirmation once the link was asked for, with the address used. */
  afterSent?: (email: string) => ReactNode;
}

/**
 * Asks for a password-reset or sign-in link by e-mail. The confirmation says the same for any
 * address, as the server does, so the page never tells whether an address has an account.
 */
export function AccountLinkRequestForm({
  kind,
  defaultEmail = '',
  submitLabel,
  sendingLabel,
  afterSent,
}: AccountLinkRequestFormProps) {
  const { t, i18n } = useTranslation();
  const fieldError = useFieldError();
  const resetRequest = useRequestPasswordReset();
  const signInRequest = useRequestSignInLink();
  const request = kind === 'password-reset' ? resetRequest : signInRequest;
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors },
  } = useForm<LinkRequestFields>({
    resolver: zodResolver(LinkRequestFields),
    defaultValues: { email: defaultEmail },
  });

  const onSubmit = handleSubmit(({ email }) => {
    request.mutate({ email: email.toLowerCase(), language: parseLanguage(i18n.resolvedLanguage) });
  });

  if (request.isSuccess) {
    return (
      <div className="flex flex-col gap-5">
        <Alert tone="success">
          <p className="font-semibold">{t('recovery.linkSent')}</p>
          <p className="mt-1">{t('recovery.sentHint')}</p>
        </Alert>
        {afterSent?.(getValues('email').trim().toLowerCase())}
      </div>
    );
  }

  const emailError = fieldError(errors.email?.message);
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-5">
      <FormErrorAlert errors={errors} error={request.error} action="recovery" />
      <TextField
        label={t('account.fields.email')}
        error={emailError}
        required
        {...register('email')}
        type="email"
        autoComplete="email"
      />
      <Button type="submit" size="lg" pending={request.isPending} className="w-full">
        {request.isPending ? sendingLabel : submitLabel}
      </Button>
    </form>
  );
}
