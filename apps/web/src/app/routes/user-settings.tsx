import { SettingsPage } from '../../features/account/components/settings-page';
import { LanguageSelect } from '../layouts/language-select';

/** /dashboard/user-settings: the account's settings, with the footer's language picker. */
export function UserSettingsRoute() {
  return <SettingsPage languageSelect={<LanguageSelect />} />;
}
