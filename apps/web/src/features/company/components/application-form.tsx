import { zodResolver } from '@hookform/resolvers/zod';
import { AUTH_MESSAGES } from '@store/shared/auth-messages';
import {
  CONTACT_LIMITS,
  JobApplicationBody,
  type CareerPosition,
} from '@store/shared/schemas/contact';
import { useEffect, useImperativeHandle, useState, type Ref } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useMessageText } from '../../../lib/message-text';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Field, inputClasses } from '../../../ui/field';
import { TextField } from '../../../ui/text-field';
import { useApplyForPosition } from '../api/apply-for-position';
import { useAccountContact } from '../hooks/use-account-contact';
import { useFieldErrorText, useSubmitProblemText } from '../hooks/use-form-texts';
import { APPLICATION_FIELDS } from '../utils/form-fields';
import { submitProblemOf } from '../utils/submit-error';
import { CharacterCount } from './character-count';
import { FormSent } from '../../../ui/form-sent';

type ApplicationInput = z.input<typeof JobApplicationBody>;

/** What the position list may ask of the form. */
export interface ApplicationFormHandle {
  /** Selects the position and moves focus to the form, bringing the form back after a success. */
  choose: (positionId: string) => void;
}

interface ApplicationFormProps {
  positions: readonly CareerPosition[];
  /** Offline, the form stays readable but cannot be sent. */
  online: boolean;
  ref?: Ref<ApplicationFormHandle>;
}

/** An application to one open position; the same e-mail address applies to a position once. */
export function ApplicationForm({ positions, online, ref }: ApplicationFormProps) {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const fieldErrorText = useFieldErrorText();
  const problemText = useSubmitProblemText();
  const account = useAccountContact();
  const applying = useApplyForPosition();
  // Bumped to move focus to the position once the form (back from the success view) is drawn.
  const [focusRequest, setFocusRequest] = useState(0);
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    setFocus,
    setValue,
    getValues,
    getFieldState,
    formState: { errors },
  } = useForm<ApplicationInput, unknown, JobApplicationBody>({
    resolver: zodResolver(JobApplicationBody),
    defaultValues: {
      positionId: '',
      name: account?.name ?? '',
      email: account?.email ?? '',
      message: '',
    },
  });
  const message = useWatch({ control, name: 'message' });

  useEffect(() => {
    if (!account) return;
    for (const name of ['name', 'email'] as const) {
      if (!getFieldState(name).isDirty && getValues(name) === '') setValue(name, account[name]);
    }
  }, [account, getFieldState, getValues, setValue]);

  useEffect(() => {
    if (focusRequest > 0) setFocus('positionId');
  }, [focusRequest, setFocus]);

  /** A fresh form for the next application, keeping who is applying. */
  const startAgain = (positionId: string) => {
    applying.reset();
    const { name, email } = getValues();
    reset({ positionId, name, email, message: '' });
    setFocusRequest((count) => count + 1);
  };

  useImperativeHandle(ref, () => ({
    choose: (positionId) => {
      if (applying.isSuccess) {
        startAgain(positionId);
        return;
      }
      setValue('positionId', positionId, {
        shouldDirty: true,
        shouldValidate: Boolean(errors.positionId),
      });
      setFocusRequest((count) => count + 1);
    },
  }));

  const onSubmit = handleSubmit((values) => {
    applying.mutate(values, {
      onError: (error) => {
        const problem = submitProblemOf(error, APPLICATION_FIELDS);
        if (problem.kind === 'positionClosed') setValue('positionId', '');
        if (problem.kind !== 'fields') return;
        const refused = APPLICATION_FIELDS.names.filter((name) => problem.fields[name]);
        refused.forEach((name, index) => {
          setError(name, { message: problem.fields[name] }, { shouldFocus: index === 0 });
        });
      },
    });
  });

  if (applying.isSuccess) {
    return (
      <FormSent
        title={t('company.careers.form.appliedTitle')}
        message={t('company.careers.messages.applied')}
        againLabel={t('company.careers.form.applyAgain')}
        onAgain={() => {
          startAgain('');
        }}
      />
    );
  }

  const problem = applying.isError ? submitProblemOf(applying.error, APPLICATION_FIELDS) : null;
  const missingRequired = Object.values(errors).some(
    (error) => error.message === AUTH_MESSAGES.requiredFields,
  );
  const errorOf = (name: keyof ApplicationInput) => fieldErrorText(errors[name]?.message);

  return (
    <form
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      aria-busy={applying.isPending}
      className="flex flex-col gap-5"
    >
      {!online ? (
        <Alert tone="info">{t('company.form.offline')}</Alert>
      ) : missingRequired ? (
        <Alert tone="error">{messageText(AUTH_MESSAGES.requiredFields)}</Alert>
      ) : problem ? (
        <Alert tone="error">{problemText(problem)}</Alert>
      ) : null}
      <Field
        label={t('company.careers.form.position')}
        error={errors.positionId ? t('company.careers.form.choosePosition') : undefined}
        required
      >
        {(fieldControl) => (
          <select
            {...fieldControl}
            {...register('positionId')}
            className={inputClasses(Boolean(errors.positionId), 'pr-8')}
          >
            <option value="">{t('company.careers.form.choosePosition')}</option>
            {positions.map((position) => (
              <option key={position._id} value={position._id}>
                {position.title}
              </option>
            ))}
          </select>
        )}
      </Field>
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
      <Field
        label={t('company.form.message')}
        error={errorOf('message')}
        required
        hint={
          <span className="flex flex-wrap justify-between gap-x-4 gap-y-1">
            <span>{t('company.careers.form.messageHint')}</span>
            <CharacterCount length={message.length} max={CONTACT_LIMITS.message} />
          </span>
        }
      >
        {(fieldControl) => (
          <textarea
            {...fieldControl}
            {...register('message')}
            rows={6}
            className={inputClasses(Boolean(errors.message), 'min-h-36 resize-y py-2.5')}
          />
        )}
      </Field>
      <div>
        <Button
          type="submit"
          pending={applying.isPending}
          disabled={!online || applying.isPending}
          className="w-full"
        >
          {t('company.careers.form.submit')}
        </Button>
      </div>
    </form>
  );
}
