import type { StaffMember } from '@store/shared/schemas/staff';
import clsx from 'clsx';
import { LogOut } from 'lucide-react';
import { NavLink } from 'react-router';
import { Button } from '../../../ui/button';
import { useStaffLogout } from '../admin-api';
import type { AdminArea } from '../admin-routes';
import { useAdminT } from '../hooks/use-admin-t';

/** The links to the areas a member may see. */
export function AdminNav({ areas }: { areas: readonly AdminArea[] }) {
  const { t } = useAdminT();
  return (
    <nav aria-label={t('navigation')} className="px-3 py-4">
      <ul className="flex flex-col gap-1">
        {areas.map(({ path, labelKey, icon: Icon }) => (
          <li key={path}>
            <NavLink
              to={`/admin/${path}`}
              className={({ isActive }) =>
                clsx(
                  'flex h-11 items-center gap-3 rounded-lg px-3 text-sm font-semibold transition-colors',
                  isActive
                    ? 'bg-brand-50 text-brand-700 dark:bg-brand-500/15 dark:text-brand-300'
                    : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-white',
                )
              }
            >
              <Icon aria-hidden="true" className="size-4.5 shrink-0" />
              {t(`nav.${labelKey}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Who is signed in, in which role, and the way out. */
export function MemberPanel({ member }: { member: StaffMember }) {
  const { t } = useAdminT();
  const logout = useStaffLogout();
  return (
    <div className="flex flex-col gap-3">
      <div className="min-w-0 text-sm">
        <p className="text-xs text-slate-500 dark:text-slate-400">{t('signedInAs')}</p>
        <p className="truncate font-semibold text-slate-900 dark:text-white" title={member.email}>
          {member.email}
        </p>
        <p className="mt-1 inline-flex rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-700 dark:bg-slate-800 dark:text-slate-300">
          {t(`roles.${member.role}`)}
        </p>
      </div>
      <Button
        variant="secondary"
        size="sm"
        pending={logout.isPending}
        onClick={() => {
          logout.mutate();
        }}
      >
        {logout.isPending ? null : <LogOut aria-hidden="true" className="size-4" />}
        {t('signOut')}
      </Button>
      {logout.isError ? (
        <p role="alert" className="text-sm text-rose-700 dark:text-rose-300">
          {t('signOutFailed')}
        </p>
      ) : null}
    </div>
  );
}
