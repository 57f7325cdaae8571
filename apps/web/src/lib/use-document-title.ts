import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Sets the tab title to "{page} – BigKeys", or the store's default title without a page name. */
export function useDocumentTitle(page?: string): void {
  const { t } = useTranslation();
  const title = page ? t('meta.pageTitle', { page }) : t('meta.defaultTitle');
  useEffect(() => {
    document.title = title;
  }, [title]);
}
