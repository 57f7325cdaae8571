import { Briefcase, Building2, Clock, Mail, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

const LINK =
  'rounded-sm font-semibold text-brand-700 underline-offset-2 hover:underline dark:text-brand-300';

function Fact({
  icon: Icon,
  label,
  children,
}: {
  icon: LucideIcon;
  label: string;
  children: ReactNode;
}) {
  return (
    <li className="flex gap-3">
      <span
        aria-hidden="true"
        className="grid size-10 shrink-0 place-items-center rounded-xl bg-brand-50 text-brand-700 dark:bg-brand-500/15 dark:text-brand-200"
      >
        <Icon className="size-5" />
      </span>
      <div className="min-w-0">
        <p className="text-sm font-semibold text-slate-900 dark:text-white">{label}</p>
        <div className="mt-0.5 text-sm text-slate-600 dark:text-slate-300">{children}</div>
      </div>
    </li>
  );
}

/**
 * What a customer should know besides the form: where to write and how soon we answer. The
 * support address is the store's configured one, shown once the store has named it.
 */
export function ContactFacts({ supportEmail }: { supportEmail: string | undefined }) {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="contact-facts-title"
      className="rounded-2xl border border-slate-200 bg-slate-50 p-5 sm:p-6 dark:border-slate-800 dark:bg-slate-900/60"
    >
      <h2 id="contact-facts-title" className="text-lg font-bold text-slate-900 dark:text-white">
        {t('company.contact.facts.title')}
      </h2>
      <ul className="mt-5 flex flex-col gap-5">
        {supportEmail ? (
          <Fact icon={Mail} label={t('company.contact.facts.emailLabel')}>
            <a href={`mailto:${supportEmail}`} className={`${LINK} break-all`}>
              {supportEmail}
            </a>
          </Fact>
        ) : null}
        <Fact icon={Clock} label={t('company.contact.facts.responseLabel')}>
          {t('company.contact.facts.response')}
        </Fact>
        <Fact icon={Building2} label={t('company.contact.facts.businessLabel')}>
          {t('company.contact.facts.business')}{' '}
          <span className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
            <Link to="/about/api" className={LINK}>
              {t('company.contact.facts.api')}
            </Link>
            <Link to="/about/pos" className={LINK}>
              {t('company.contact.facts.pos')}
            </Link>
          </span>
        </Fact>
        <Fact icon={Briefcase} label={t('company.contact.facts.careersLabel')}>
          {t('company.contact.facts.careers')}{' '}
          <Link to="/Careers" className={LINK}>
            {t('company.contact.facts.careersLink')}
          </Link>
        </Fact>
      </ul>
    </section>
  );
}
