import { zodResolver } from '@hookform/resolvers/zod';
import { AUTH_MESSAGES } from '@store/shared/auth-messages';
import { parseLanguage } from '@store/shared/rules/region-language';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { accountErrorMessage } from '../../../lib/account-error';
import { useMessageText } from '../../../lib/message-text';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Field, inputClasses } from '../../../ui/field';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { useRequestSignInLink } from '../api/request-sign-in-link';
import { hasMissingRequired, useFieldError } from '../hooks/use-form-errors';
import { EmailField } from '../utils/profile-fields';

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
  const messageText = useMessageText();
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
      {hasMissingRequired(errors) ? (
        <Alert tone="error">{messageText(AUTH_MESSAGES.requiredFields)}</Alert>
      ) : request.isError ? (
        <Alert tone="error">{messageText(accountErrorMessage(request.error, 'recovery'))}</Alert>
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
      <Button type="submit" size="lg" pending={request.isPending} className="w-full">
        {request.isPending ? sendingLabel : submitLabel}
      </Button>
    </form>
  );
}
