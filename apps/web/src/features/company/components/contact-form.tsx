import { zodResolver } from '@hookform/resolvers/zod';
import { AUTH_MESSAGES } from '@store/shared/auth-messages';
import { CONTACT_LIMITS, ContactMessageBody } from '@store/shared/schemas/contact';
import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useMessageText } from '../../../lib/message-text';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Field, inputClasses } from '../../../ui/field';
import { TextField } from '../../../ui/text-field';
import { useSendContactMessage } from '../api/send-contact-message';
import { useAccountContact, type AccountContact } from '../hooks/use-account-contact';
import { useFieldErrorText, useSubmitProblemText } from '../hooks/use-form-texts';
import { CONTACT_FIELDS } from '../utils/form-fields';
import { submitProblemOf } from '../utils/submit-error';
import { CharacterCount } from './character-count';
import { FormSent } from '../../../ui/form-sent';

type ContactInput = z.input<typeof ContactMessageBody>;

function defaultsFor(account: AccountContact | null): ContactInput {
  return { name: account?.name ?? '', email: account?.email ?? '', subject: '', message: '' };
}

/** The contact form: checked here with the server's own schema, then mailed to support. */
export function ContactForm() {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const fieldErrorText = useFieldErrorText();
  const problemText = useSubmitProblemText();
  const account = useAccountContact();
  const sending = useSendContactMessage();
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    getFieldState,
    getValues,
    setValue,
    formState: { errors },
  } = useForm<ContactInput, unknown, ContactMessageBody>({
    resolver: zodResolver(ContactMessageBody),
    defaultValues: defaultsFor(account),
  });
  const message = useWatch({ control, name: 'message' });

  // The account answers after the page has drawn: fill in what the visitor has not typed yet.
  useEffect(() => {
    if (!account) return;
    for (const name of ['name', 'email'] as const) {
      if (!getFieldState(name).isDirty && getValues(name) === '') setValue(name, account[name]);
    }
  }, [account, getFieldState, getValues, setValue]);

  const onSubmit = handleSubmit((values) => {
    sending.mutate(values, {
      onError: (error) => {
        const problem = submitProblemOf(error, CONTACT_FIELDS);
        if (problem.kind !== 'fields') return;
        const refused = CONTACT_FIELDS.names.filter((name) => problem.fields[name]);
        refused.forEach((name, index) => {
          setError(name, { message: problem.fields[name] }, { shouldFocus: index === 0 });
        });
      },
    });
  });

  if (sending.isSuccess) {
    return (
      <FormSent
        title={t('company.contact.sentTitle')}
        message={t('company.contact.sent')}
        againLabel={t('company.contact.sendAnother')}
        onAgain={() => {
          sending.reset();
          reset(defaultsFor(account));
        }}
      />
    );
  }

  const problem = sending.isError ? submitProblemOf(sending.error, CONTACT_FIELDS) : null;
  const missingRequired = Object.values(errors).some(
    (error) => error.message === AUTH_MESSAGES.requiredFields,
  );
  const errorOf = (name: keyof ContactInput) => fieldErrorText(errors[name]?.message);

  return (
    <form
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      aria-busy={sending.isPending}
      className="flex flex-col gap-5"
    >
      {missingRequired ? (
        <Alert tone="error">{messageText(AUTH_MESSAGES.requiredFields)}</Alert>
      ) : problem ? (
        <Alert tone="error">{problemText(problem)}</Alert>
      ) : null}
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label={t('company.form.name')}
          error={errorOf('name')}
          required
          {...register('name')}
          autoComplete="name"
        />
        <TextField
          label={t('company.form.email')}
          error={errorOf('email')}
          required
          {...register('email')}
          type="email"
          autoComplete="email"
        />
        <TextField
          label={t('company.contact.subject')}
          error={errorOf('subject')}
          required
          className="sm:col-span-2"
          {...register('subject')}
          autoComplete="off"
        />
        <Field
          label={t('company.form.message')}
          error={errorOf('message')}
          required
          className="sm:col-span-2"
          hint={
            <span className="flex flex-wrap justify-between gap-x-4 gap-y-1">
              <span>{t('company.contact.messageHint')}</span>
              <CharacterCount length={message.length} max={CONTACT_LIMITS.message} />
            </span>
          }
        >
          {(fieldControl) => (
            <textarea
              {...fieldControl}
              {...register('message')}
              rows={8}
              className={inputClasses(Boolean(errors.message), 'min-h-40 resize-y py-2.5')}
            />
          )}
        </Field>
      </div>
      <div>
        <Button type="submit" pending={sending.isPending} className="w-full sm:w-auto">
          {t('company.contact.submit')}
        </Button>
      </div>
    </form>
  );
}
