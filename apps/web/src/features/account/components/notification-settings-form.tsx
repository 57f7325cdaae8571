import type { NotificationChannels, User } from '@store/shared/schemas/auth';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { accountErrorMessage } from '../../../lib/account-error';
import { useMessageText } from '../../../lib/message-text';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Switch } from '../../../ui/switch';
import { useUpdateSettings } from '../api/update-settings';

const CHANNELS = [
  'browser',
  'email',
  'sms',
] as const satisfies readonly (keyof NotificationChannels)[];

/**
 * The notification channels (spec section 4). They are saved with the profile's call, which
 * ends the session, so they are saved together with a button rather than on every flip.
 */
export function NotificationSettingsForm({ user, onSaved }: { user: User; onSaved: () => void }) {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const settings = useUpdateSettings();
  const {
    register,
    handleSubmit,
    formState: { isDirty },
  } = useForm<NotificationChannels>({ defaultValues: user.notifications });

  const onSubmit = handleSubmit((notifications) => {
    settings.mutate({ userId: user._id, notifications }, { onSuccess: onSaved });
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-5">
      {settings.isError ? (
        <Alert tone="error">{messageText(accountErrorMessage(settings.error, 'settings'))}</Alert>
      ) : null}
      <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 dark:divide-slate-800 dark:border-slate-800">
        {CHANNELS.map((channel) => (
          <li key={channel}>
            <label className="flex cursor-pointer items-center justify-between gap-4 px-4 py-3.5">
              <span className="min-w-0">
                <span className="block text-sm font-semibold text-slate-900 dark:text-white">
                  {t(`account.notifications.${channel}.label`)}
                </span>
                <span className="block text-sm text-slate-600 dark:text-slate-400">
                  {t(`account.notifications.${channel}.description`)}
                </span>
              </span>
              <Switch {...register(channel)} />
            </label>
          </li>
        ))}
      </ul>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        {t('account.settings.signInAgainNote')}
      </p>
      <div>
        <Button
          type="submit"
          pending={settings.isPending}
          disabled={settings.isPending || !isDirty}
          className="w-full sm:w-auto"
        >
          {t('account.notifications.save')}
        </Button>
      </div>
    </form>
  );
}
