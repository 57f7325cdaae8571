import { zodResolver } from '@hookform/resolvers/zod';
import type { UpdateSettingsBody, UpdateSettingsReply, User } from '@store/shared/schemas/auth';
import { useMemo } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Button } from '../../../ui/button';
import { useUpdateSettings } from '../api/update-settings';
import {
  EmailField,
  formValue,
  profileFieldSchemas,
  type WelcomeField,
} from '../utils/profile-fields';
import { ProfileFieldInputs, type CountryOption } from './profile-field-inputs';
import { FormErrorAlert } from './form-error-alert';

type ProfileValues = Partial<Record<WelcomeField, string>>;

function schemaFor(fields: readonly WelcomeField[]) {
  return z.object(
    Object.fromEntries(
      fields.map((field) => [field, field === 'email' ? EmailField : profileFieldSchemas[field]]),
    ),
  );
}

interface ProfileFormProps {
  user: User;
  fields: readonly WelcomeField[];
  countries: readonly CountryOption[] | undefined;
  countriesFailed?: boolean;
  submitLabel: string;
  /** Send every shown field (the welcome page asks for missing ones), not just the changed. */
  sendAll?: boolean;
  /** The saving is about to start; the session will end once it succeeds. */
  onSaving?: () => void;
  /**
   * Saved: the server has ended the session (spec section 7). With a new e-mail address, the
   * reply's `pendingEmail` says where the confirmation link went.
   */
  onSaved: (reply: UpdateSettingsReply) => void;
  onFailed?: () => void;
}

/** Profile fields saved with PATCH /users/settings, which signs the visitor out afterwards. */
export function ProfileForm({
  user,
  fields,
  countries,
  countriesFailed = false,
  submitLabel,
  sendAll = false,
  onSaving,
  onSaved,
  onFailed,
}: ProfileFormProps) {
  const { t } = useTranslation();
  const settings = useUpdateSettings();
  const schema = useMemo(() => schemaFor(fields), [fields]);
  const form = useForm<ProfileValues>({
    resolver: zodResolver(schema),
    defaultValues: Object.fromEntries(fields.map((field) => [field, formValue(user, field)])),
  });
  const {
    handleSubmit,
    formState: { errors, dirtyFields, isDirty },
  } = form;

  const onSubmit = handleSubmit((values) => {
    const body: UpdateSettingsBody = { userId: user._id };
    for (const field of fields) {
      const value = values[field];
      if (value === undefined || (!sendAll && !dirtyFields[field])) continue;
      if (field === 'country') body.country = value.toUpperCase();
      else if (field === 'email') body.email = value.toLowerCase();
      else body[field] = value;
    }
    onSaving?.();
    settings.mutate(body, {
      onSuccess: (reply) => {
        onSaved(reply);
      },
      onError: onFailed,
    });
  });

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-5">
        <FormErrorAlert errors={errors} error={settings.error} action="settings" />
        <div className="grid gap-5 sm:grid-cols-2">
          <ProfileFieldInputs
            fields={fields}
            countries={countries}
            countriesFailed={countriesFailed}
          />
        </div>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {t('account.settings.signInAgainNote')}
        </p>
        <div>
          <Button
            type="submit"
            pending={settings.isPending}
            disabled={settings.isPending || (!sendAll && !isDirty)}
            className="w-full sm:w-auto"
          >
            {submitLabel}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
