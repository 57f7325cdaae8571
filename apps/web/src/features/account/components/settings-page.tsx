import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useUser } from '../api/get-user';
import { EmailChangeForm } from './email-change-form';
import type { EmailChangeRequestedState } from './email-change-requested-notice';
import {
  NotificationSettingsForm,
  type BrowserNotificationSwitch,
} from './notification-settings-form';
import { PhoneNumberSettings } from './phone-number-settings';
import { ProfileForm } from './profile-form';
import { ThemePicker } from './theme-picker';
import { PROFILE_FIELDS } from '../utils/profile-fields';
import { useLookup } from '../../../lib/get-lookup';
import { accountErrorMessage } from '../../../lib/account-error';
import { loginPath } from '../../../lib/auth-redirect';
import { useMessageText } from '../../../lib/message-text';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useAppSettingsStore } from '../../../stores/app-settings';
import { useAuthStore } from '../../../stores/auth';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { Skeleton } from '../../../ui/skeleton';
import { StatePanel } from '../../../ui/state-panel';

/**
 * Profile, notification channels, theme, language, and the region the server decides. The
 * language picker is the shell's and browser notifications the notifications feature's,
 * passed in by the route.
 */
export function SettingsPage({
  languageSelect,
  browserNotifications,
}: {
  languageSelect: ReactNode;
  browserNotifications: BrowserNotificationSwitch;
}) {
  const { t } = useTranslation();
  const userId = useAuthStore((state) => state.user?._id ?? '');
  useDocumentTitle(t('dashboard.nav.userSettings'));

  return (
    <div className="flex flex-col gap-6 pb-6">
      <div>
        <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 dark:text-white">
          {t('account.settings.title')}
        </h1>
        <p className="mt-2 text-base text-slate-600 dark:text-slate-400">
          {t('account.settings.intro')}
        </p>
      </div>
      {/* The layout only renders pages for a signed-in user. */}
      {userId ? (
        <AccountSettings userId={userId} browserNotifications={browserNotifications} />
      ) : null}
      <div className="grid gap-6 xl:grid-cols-2">
        <Card
          title={t('account.appearance.title')}
          description={t('account.appearance.description')}
        >
          <div className="flex flex-col gap-6">
            <ThemePicker />
            {languageSelect}
          </div>
        </Card>
        <RegionCard />
      </div>
    </div>
  );
}

/** The server-kept settings; saving either form ends the session (spec section 7). */
function AccountSettings({
  userId,
  browserNotifications,
}: {
  userId: string;
  browserNotifications: BrowserNotificationSwitch;
}) {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const navigate = useNavigate();
  const location = useLocation();
  const profile = useUser(userId);
  const countries = useLookup('countries');

  const handleSaved = () => {
    // The server has ended the session; it is forgotten once the sign-in page shows.
    useAuthStore.getState().signOutOnSignInPage('settingsSaved');
    void navigate(loginPath(location), { replace: true });
  };

  const handleEmailRequested = (pendingEmail: string) => {
    // As after any settings change, the session has ended; the sign-in page says where the
    // confirmation link went.
    useAuthStore.getState().signOutOnSignInPage(null);
    const state: EmailChangeRequestedState = { pendingEmail };
    void navigate(loginPath(location), { replace: true, state });
  };

  if (profile.isError) {
    return (
      <StatePanel
        variant="error"
        title={messageText(accountErrorMessage(profile.error, 'profile'))}
      >
        <Button variant="secondary" onClick={() => void profile.refetch()}>
          {t('common.retry')}
        </Button>
      </StatePanel>
    );
  }

  // The country select needs its options before it can show the saved country.
  const ready = profile.data && !countries.isPending;

  return (
    <>
      <Card
        title={t('account.settings.profileTitle')}
        description={t('account.settings.profileDescription')}
      >
        {ready ? (
          <div className="flex flex-col gap-5">
            {countries.isError ? (
              <Alert tone="error">{t('account.fields.countriesFailed')}</Alert>
            ) : null}
            <ProfileForm
              user={profile.data}
              fields={PROFILE_FIELDS}
              countries={countries.data}
              countriesFailed={countries.isError}
              submitLabel={t('account.settings.saveProfile')}
              onSaved={handleSaved}
            />
          </div>
        ) : (
          <FormSkeleton />
        )}
      </Card>
      <Card title={t('accountEmail.change.title')}>
        {profile.data ? (
          <EmailChangeForm user={profile.data} onRequested={handleEmailRequested} />
        ) : (
          <FormSkeleton />
        )}
      </Card>
      <Card title={t('accountPhone.title')} description={t('accountPhone.description')}>
        {profile.data ? <PhoneNumberSettings user={profile.data} /> : <FormSkeleton />}
      </Card>
      <Card
        title={t('account.notifications.title')}
        description={t('account.notifications.description')}
      >
        {profile.data ? (
          // A number confirmed or removed above changes what the SMS switch may be: start over.
          <NotificationSettingsForm
            key={profile.data.phone ?? ''}
            user={profile.data}
            browserNotifications={browserNotifications}
            onSaved={handleSaved}
          />
        ) : (
          <FormSkeleton />
        )}
      </Card>
    </>
  );
}

function RegionCard() {
  const { t, i18n } = useTranslation();
  const region = useAppSettingsStore((state) => state.region);
  const currency = useAppSettingsStore((state) => state.currency);
  const symbol = useAppSettingsStore((state) => state.currencySymbol);
  const regionName =
    new Intl.DisplayNames([i18n.resolvedLanguage ?? 'en'], { type: 'region' }).of(region) ?? region;

  return (
    <Card title={t('account.region.title')} description={t('account.region.description')}>
      <dl className="grid grid-cols-2 gap-4 text-sm">
        <div>
          <dt className="font-medium text-slate-500 dark:text-slate-400">
            {t('account.region.region')}
          </dt>
          <dd className="mt-1 font-semibold text-slate-900 dark:text-white">{regionName}</dd>
        </div>
        <div>
          <dt className="font-medium text-slate-500 dark:text-slate-400">
            {t('account.region.currency')}
          </dt>
          <dd className="mt-1 font-semibold text-slate-900 dark:text-white">
            {currency} ({symbol.trim()})
          </dd>
        </div>
      </dl>
      <Alert tone="info" className="mt-5">
        {t('account.region.supportOnly')}
      </Alert>
    </Card>
  );
}

function FormSkeleton() {
  return (
    <div aria-hidden="true" className="grid gap-5 sm:grid-cols-2">
      {[0, 1, 2, 3].map((index) => (
        <Skeleton key={index} className="h-[4.5rem]" />
      ))}
    </div>
  );
}
