import { useTranslation } from 'react-i18next';
import { ContactFacts } from '../../features/company/components/contact-facts';
import { ContactForm } from '../../features/company/components/contact-form';
import { SupportTicketCard } from '../../features/help/components/support-ticket-card';
import { useHomeSettings } from '../../features/status/api/get-home-settings';
import { useDocumentTitle } from '../../lib/use-document-title';
import { Card } from '../../ui/card';

/**
 * /contactus: a message to the support team, with how else to reach it; signed in, a support
 * ticket too.
 */
export function ContactRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('company.contact.title'));
  const settings = useHomeSettings();

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
      <div className="max-w-2xl">
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase dark:text-brand-300">
          {t('company.contact.eyebrow')}
        </p>
        <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl dark:text-white">
          {t('company.contact.title')}
        </h1>
        <p className="mt-3 text-base text-slate-600 sm:text-lg dark:text-slate-300">
          {t('company.contact.lead')}
        </p>
      </div>
      <div className="mt-8 grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="flex flex-col gap-6">
          <Card
            title={t('company.contact.formTitle')}
            description={t('company.contact.formDescription')}
          >
            <ContactForm />
          </Card>
          {/* Signed in, a ticket reaches the support team and lives on in the help widget. */}
          <SupportTicketCard />
        </div>
        <ContactFacts supportEmail={settings.data?.supportEmail} />
      </div>
    </div>
  );
}
