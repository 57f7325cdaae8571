import { LoaderCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** A page-sized wait while its data or code arrives. */
export function PageLoading() {
  const { t } = useTranslation();
  return (
    <div role="status" className="grid min-h-[50vh] place-items-center px-4">
      <LoaderCircle aria-hidden="true" className="size-8 animate-spin text-brand-600" />
      <span className="sr-only">{t('common.loadingPage')}</span>
    </div>
  );
}
