import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet } from 'react-router';

const SECTIONS = [
  { key: 'overview', to: '/dashboard', end: true },
  { key: 'purchases', to: '/dashboard/purchases', end: false },
  { key: 'favorites', to: '/dashboard/favorites', end: false },
  { key: 'achievements', to: '/dashboard/achievements', end: false },
  { key: 'userSettings', to: '/dashboard/user-settings', end: false },
  { key: 'security', to: '/dashboard/security', end: false },
] as const;

/** The dashboard's section navigation around its sub-pages. */
export function DashboardLayout() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-7xl px-4 pt-8 sm:px-6 lg:px-8">
      <nav aria-label={t('dashboard.navigation')} className="overflow-x-auto">
        <ul className="flex min-w-max gap-1 border-b border-slate-200 dark:border-slate-800">
          {SECTIONS.map(({ key, to, end }) => (
            <li key={key}>
              <NavLink
                to={to}
                end={end}
                className={({ isActive }) =>
                  clsx(
                    '-mb-px inline-flex h-11 items-center border-b-2 px-3 text-sm font-semibold transition-colors',
                    isActive
                      ? 'border-brand-600 text-brand-700 dark:border-brand-400 dark:text-brand-300'
                      : 'border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900 dark:text-slate-400 dark:hover:text-white',
                  )
                }
              >
                {t(`dashboard.nav.${key}`)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <Outlet />
    </div>
  );
}
