import { SettingsPage } from '../../features/account/components/settings-page';
import { useBrowserNotifications } from '../../features/notifications/hooks/use-browser-notifications';
import { LanguageSelect } from '../layouts/language-select';

/**
 * /dashboard/user-settings: the account's settings, with the footer's language picker and
 * the switch for browser notifications on this device.
 */
export function UserSettingsRoute() {
  const browserNotifications = useBrowserNotifications();
  return (
    <SettingsPage languageSelect={<LanguageSelect />} browserNotifications={browserNotifications} />
  );
}
