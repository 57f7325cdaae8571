import { buttonClasses } from '../../../ui/button';
import { Download } from 'lucide-react';
import { AdminPageHeader } from '../components/admin-page-header';
import { QueryStates } from '../components/query-states';
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
        <QueryStates
          query={settings}
          loadingTitle={t('loading')}
          errorTitle={t('loadError')}
          errorText={errorText}
        >
          {(data) => (
            <>
              <MaintenanceSection underConstruction={data.underConstruction} />
              <SupportEmailForm email={data.supportEmail} isDefault={data.supportEmailIsDefault} />
            </>
          )}
        </QueryStates>
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
