import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { UnderConstruction } from '../../features/status/components/under-construction';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useTranslation } from 'react-i18next';

/** The maintenance page at /__uc; goes home by itself once the store is back. */
export function UnderConstructionRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useDocumentTitle(t('underConstruction.title'));
  const goHome = useCallback(() => {
    void navigate('/', { replace: true });
  }, [navigate]);
  return <UnderConstruction onRecovered={goHome} />;
}
