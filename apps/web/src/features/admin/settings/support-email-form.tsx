import { Email } from '@store/shared/schemas/auth';
import { useState, type SyntheticEvent } from 'react';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { TextField } from '../../../ui/text-field';
import { useStaffErrorText } from '../hooks/use-staff-error-text';
import { useUpdateSettings } from './settings-api';
import { SettingsSection } from './settings-section';
import { useSettingsT } from './use-settings-t';

/** The support address: set one, or go back to the store's configured default. */
export function SupportEmailForm({ email, isDefault }: { email: string; isDefault: boolean }) {
  const { t } = useSettingsT();
  const errorText = useStaffErrorText();
  const update = useUpdateSettings();
  const [draft, setDraft] = useState(email);
  const [shown, setShown] = useState(email);
  const [invalid, setInvalid] = useState(false);
  const [saved, setSaved] = useState(false);
  // A reset or another save changes the address: the field follows.
  if (shown !== email) {
    setShown(email);
    setDraft(email);
  }

  const save = (supportEmail: string | null) => {
    setSaved(false);
    update.mutate(
      { supportEmail },
      {
        onSuccess: () => {
          setSaved(true);
        },
      },
    );
  };
  const handleSubmit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = Email.safeParse(draft);
    setInvalid(!parsed.success);
    if (parsed.success) save(parsed.data);
  };

  return (
    <SettingsSection title={t('support.title')} description={t('support.description')}>
      <form noValidate onSubmit={handleSubmit} className="flex flex-col gap-3">
        <TextField
          label={t('support.email')}
          type="email"
          name="supportEmail"
          autoComplete="off"
          required
          maxLength={254}
          value={draft}
          hint={isDefault ? t('support.hint') : t('support.hintCustom')}
          error={invalid ? t('support.invalid') : undefined}
          onChange={(event) => {
            setDraft(event.target.value);
            setSaved(false);
          }}
        />
        {update.isError ? (
          <Alert tone="error">
            {t('support.failed')} {errorText(update.error)}
          </Alert>
        ) : null}
        {saved ? <Alert tone="success">{t('support.saved')}</Alert> : null}
        <div className="flex flex-wrap gap-2">
          <Button type="submit" pending={update.isPending}>
            {t('save')}
          </Button>
          {isDefault ? null : (
            <Button
              variant="secondary"
              disabled={update.isPending}
              onClick={() => {
                save(null);
              }}
            >
              {t('support.useDefault')}
            </Button>
          )}
        </div>
      </form>
    </SettingsSection>
  );
}
