import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import { useNavigation } from 'react-router';

/** A thin bar at the top while the next page's code or data loads. */
export function NavigationProgress() {
  const { t } = useTranslation();
  const busy = useNavigation().state !== 'idle';
  return (
    <>
      <div
        aria-hidden="true"
        className={clsx(
          'fixed inset-x-0 top-0 z-50 h-0.5 origin-left bg-brand-500 transition-transform duration-500 ease-out',
          busy ? 'scale-x-75' : 'scale-x-0',
        )}
      />
      <p role="status" className="sr-only">
        {busy ? t('common.loadingPage') : ''}
      </p>
    </>
  );
}
