import { useTranslation } from 'react-i18next';
import { Logo } from '../../ui/logo';

/** Shown for the moment before the first page's code has arrived. */
export function AppSplash() {
  const { t } = useTranslation();
  return (
    <div className="grid min-h-dvh place-items-center bg-white text-slate-900 dark:bg-slate-950 dark:text-white">
      <Logo className="animate-pulse" />
      <p role="status" className="sr-only">
        {t('common.loadingPage')}
      </p>
    </div>
  );
}
