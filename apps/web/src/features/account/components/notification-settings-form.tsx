import type { NotificationChannels, User } from '@store/shared/schemas/auth';
import { useState, type ReactNode } from 'react';
import { useController, useForm } from 'react-hook-form';
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
 * Browser notifications on this device (the notifications feature, composed in by the route):
 * each resolves to false when it failed, having told the visitor why. `thisDevice` shows
 * whether this browser receives them while the account's browser channel is on: a second
 * device turns them on there without touching the account's switch.
 */
export type BrowserNotificationSwitch = {
  enable: () => Promise<boolean>;
  disable: () => Promise<boolean>;
  thisDevice: ReactNode;
};

/**
 * The notification channels (spec section 4). They are saved with the profile's call, which
 * ends the session, so they are saved together with a button rather than on every flip. The
 * browser switch subscribes or unsubscribes this device as it is flipped (the permission
 * prompt needs the click), and stays as it was when that fails.
 */
export function NotificationSettingsForm({
  user,
  browserNotifications,
  onSaved,
}: {
  user: User;
  browserNotifications: BrowserNotificationSwitch;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const settings = useUpdateSettings();
  const {
    register,
    control,
    handleSubmit,
    formState: { isDirty },
  } = useForm<NotificationChannels>({
    // Texts need a confirmed number (the mobile number card); without one the switch stays off.
    defaultValues: { ...user.notifications, sms: user.notifications.sms && user.phone !== null },
  });

  const { field: browser } = useController({ control, name: 'browser' });
  // The position asked for while this device subscribes or unsubscribes.
  const [browserPending, setBrowserPending] = useState<boolean | null>(null);

  const handleBrowserChange = async (on: boolean) => {
    setBrowserPending(on);
    try {
      const switched = on
        ? await browserNotifications.enable()
        : await browserNotifications.disable();
      if (switched) browser.onChange(on);
    } finally {
      setBrowserPending(null);
    }
  };

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
          <li key={channel} className="flex flex-col">
            <label className="flex cursor-pointer items-center justify-between gap-4 px-4 py-3.5">
              <span className="min-w-0">
                <span className="block text-sm font-semibold text-slate-900 dark:text-white">
                  {t(`account.notifications.${channel}.label`)}
                </span>
                <span className="block text-sm text-slate-600 dark:text-slate-400">
                  {t(`account.notifications.${channel}.description`)}
                </span>
                {channel === 'sms' && user.phone === null ? (
                  <span className="mt-1 block text-sm font-medium text-amber-800 dark:text-amber-300">
                    {t('accountPhone.smsNeedsNumber')}
                  </span>
                ) : null}
              </span>
              {channel === 'browser' ? (
                <Switch
                  name={browser.name}
                  ref={browser.ref}
                  onBlur={browser.onBlur}
                  checked={browserPending ?? browser.value}
                  onChange={(event) => void handleBrowserChange(event.target.checked)}
                  disabled={browserPending !== null}
                  aria-busy={browserPending !== null}
                />
              ) : (
                <Switch
                  {...register(channel)}
                  disabled={channel === 'sms' && user.phone === null}
                />
              )}
            </label>
            {channel === 'browser' && browser.value && browserPending === null ? (
              <div className="px-4 pb-3.5">{browserNotifications.thisDevice}</div>
            ) : null}
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
          disabled={settings.isPending || browserPending !== null || !isDirty}
          className="w-full sm:w-auto"
        >
          {t('account.notifications.save')}
        </Button>
      </div>
    </form>
  );
}
