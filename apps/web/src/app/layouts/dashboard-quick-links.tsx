import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DASHBOARD_SECTIONS } from './dashboard-sections';

/** The way from the dashboard's start to each of its other sections. */
export function DashboardQuickLinks() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="dashboard-quick-links">
      <h2 id="dashboard-quick-links" className="text-lg font-bold text-slate-900 dark:text-white">
        {t('dashboard.overview.quickLinks')}
      </h2>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {DASHBOARD_SECTIONS.filter(isOtherSection).map(({ key, to, icon: Icon }) => (
          <li key={key}>
            <Link
              to={to}
              className="group flex h-full gap-4 rounded-2xl border border-slate-200 bg-white p-5 transition-colors hover:border-brand-400 dark:border-slate-800 dark:bg-slate-900 dark:hover:border-brand-500"
            >
              <span
                aria-hidden="true"
                className="grid size-10 shrink-0 place-items-center rounded-xl bg-brand-50 text-brand-700 dark:bg-brand-500/15 dark:text-brand-200"
              >
                <Icon className="size-5" />
              </span>
              <span className="min-w-0 flex-1">
                <span className="flex items-center gap-1 font-semibold text-slate-900 dark:text-white">
                  {t(`dashboard.nav.${key}`)}
                  <ArrowRight
                    aria-hidden="true"
                    className="size-4 transition-transform group-hover:translate-x-0.5"
                  />
                </span>
                <span className="mt-1 block text-sm text-slate-600 dark:text-slate-400">
                  {t(`dashboard.overview.links.${key}`)}
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

type Section = (typeof DASHBOARD_SECTIONS)[number];

function isOtherSection(
  section: Section,
): section is Section & { key: Exclude<Section['key'], 'overview'> } {
  return section.key !== 'overview';
}
