import { Logo } from '../../../ui/logo';
import { useAdminT } from '../hooks/use-admin-t';

/** The store's mark with "Back office" under it. */
export function AdminBrand() {
  const { t } = useAdminT();
  return (
    <span className="flex flex-col gap-0.5">
      <Logo />
      <span className="pl-11 text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">
        {t('title')}
      </span>
    </span>
  );
}
