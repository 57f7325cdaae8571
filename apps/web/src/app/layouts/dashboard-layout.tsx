import clsx from 'clsx';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, NavLink, Outlet, useLocation } from 'react-router';
import { useMe } from '../../features/account/api/get-me';
import { loginPath } from '../../lib/auth-redirect';
import { useAuthStore } from '../../stores/auth';
import { PageLoading } from '../../ui/page-loading';
import { LoadErrorPanel } from '../../ui/load-error-panel';
import { DASHBOARD_SECTIONS } from './dashboard-sections';

/**
 * Spec section 2: the dashboard needs a signed-in user; guests go to /login, which brings
 * them back here afterwards.
 */
export function DashboardLayout() {
  const { t } = useTranslation();
  const location = useLocation();
  const user = useAuthStore((state) => state.user);
  const me = useMe();
  const navRef = useRef<HTMLElement>(null);

  useEffect(() => {
    // On small screens the sections scroll sideways; keep the current one in sight.
    const current = navRef.current?.querySelector('[aria-current="page"]');
    // jsdom, for one, has no scrollIntoView.
    if (current && 'scrollIntoView' in current) {
      current.scrollIntoView({ block: 'nearest', inline: 'nearest' });
    }
  }, [location.pathname, user]);

  if (!user) {
    if (me.isPending) return <PageLoading />;
    if (me.isError) {
      return (
        <LoadErrorPanel
          title={t('dashboard.loadError')}
          description={t('dashboard.loadErrorDescription')}
          onRetry={() => void me.refetch()}
        />
      );
    }
    return <Navigate to={loginPath(location)} replace />;
  }

  return (
    <div className="mx-auto grid max-w-7xl gap-6 px-4 pt-6 sm:px-6 lg:grid-cols-[15rem_1fr] lg:gap-10 lg:px-8 lg:pt-10">
      <nav
        ref={navRef}
        aria-label={t('dashboard.navigation')}
        className="-mx-4 overflow-x-auto px-4 lg:sticky lg:top-24 lg:mx-0 lg:self-start lg:overflow-visible lg:px-0"
      >
        <ul className="flex min-w-max gap-1 border-b border-slate-200 lg:min-w-0 lg:flex-col lg:border-0 dark:border-slate-800">
          {DASHBOARD_SECTIONS.map(({ key, to, icon: Icon }) => (
            <li key={key}>
              <NavLink
                to={to}
                end={key === 'overview'}
                className={({ isActive }) =>
                  clsx(
                    'inline-flex h-11 w-full items-center gap-3 px-3 text-sm font-semibold transition-colors',
                    // Tabs along the top on small screens, a side list on large ones.
                    '-mb-px border-b-2 lg:mb-0 lg:rounded-lg lg:border-b-0',
                    isActive
                      ? 'border-brand-600 text-brand-700 lg:bg-brand-50 dark:border-brand-400 dark:text-brand-300 lg:dark:bg-brand-500/15'
                      : 'border-transparent text-slate-600 hover:text-slate-900 lg:hover:bg-slate-100 dark:text-slate-400 dark:hover:text-white lg:dark:hover:bg-slate-800',
                  )
                }
              >
                <Icon aria-hidden="true" className="hidden size-4.5 lg:block" />
                {t(`dashboard.nav.${key}`)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="min-w-0">
        <Outlet />
      </div>
    </div>
  );
}
