import { SettingsPage } from '../../features/account/components/settings-page';
import { ThisDevicePush } from '../../features/notifications/components/this-device-push';
import { useBrowserNotifications } from '../../features/notifications/hooks/use-browser-notifications';
import { LanguageSelect } from '../layouts/language-select';

/**
 * /dashboard/user-settings: the account's settings, with the footer's language picker and
 * the switch for browser notifications with whether this device receives them.
 */
export function UserSettingsRoute() {
  const { enable, disable } = useBrowserNotifications();
  return (
    <SettingsPage
      languageSelect={<LanguageSelect />}
      browserNotifications={{ enable, disable, thisDevice: <ThisDevicePush /> }}
    />
  );
}
