import { buttonClasses } from '../../../ui/button';
import { Download } from 'lucide-react';
import { LoadErrorPanel } from '../../../ui/load-error-panel';
import { StatePanel } from '../../../ui/state-panel';
import { AdminPageHeader } from '../components/admin-page-header';
import { useStaffErrorText } from '../hooks/use-staff-error-text';
import { CareersEditor } from './careers-editor';
import { MaintenanceSection } from './maintenance-section';
import { NEWSLETTER_EXPORT_URL, useStoreSettings } from './settings-api';
import { SettingsSection } from './settings-section';
import { SupportEmailForm } from './support-email-form';
import { useSettingsT } from './use-settings-t';

/** /admin/settings: maintenance, the support address, the newsletter export, careers (admins). */
export function SettingsPage() {
  const { t } = useSettingsT();
  const errorText = useStaffErrorText();
  const settings = useStoreSettings();

  return (
    <>
      <AdminPageHeader title={t('title')} intro={t('intro')} />
      <div className="flex flex-col gap-6">
        {settings.isPending ? (
          <StatePanel variant="loading" title={t('loading')} />
        ) : settings.isError ? (
          <LoadErrorPanel
            title={t('loadError')}
            description={errorText(settings.error)}
            onRetry={() => void settings.refetch()}
          />
        ) : (
          <>
            <MaintenanceSection underConstruction={settings.data.underConstruction} />
            <SupportEmailForm
              email={settings.data.supportEmail}
              isDefault={settings.data.supportEmailIsDefault}
            />
          </>
        )}
        <SettingsSection title={t('newsletter.title')} description={t('newsletter.description')}>
          <a
            href={NEWSLETTER_EXPORT_URL}
            download
            className={buttonClasses({ className: 'gap-2' })}
          >
            <Download aria-hidden="true" className="size-4" />
            {t('newsletter.export')}
          </a>
        </SettingsSection>
        <CareersEditor />
      </div>
    </>
  );
}
