import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useDocumentTitle } from '../../../lib/use-document-title';
import type { StoreStatus } from '../hooks/use-store-status';
import { worksOffline } from '../utils/offline-paths';
import { OfflinePage } from './offline-page';
import { PageLoading } from '../../../ui/page-loading';
import { loadWithRetry } from '../../../lib/load-with-retry';

// Rarely needed, and it brings the API client along: loaded only when the store is down.
const UnderConstruction = lazy(() =>
  loadWithRetry(() => import('./under-construction')).then((module) => ({
    default: module.UnderConstruction,
  })),
);

/** The under-construction page's own path (spec section 2). */
export const UNDER_CONSTRUCTION_PATH = '/__uc';

/** True on /__uc, which shows the under-construction page alone, as maintenance does. */
export function isUnderConstructionPath(pathname: string): boolean {
  return pathname.replace(/\/+$/, '').toLowerCase() === UNDER_CONSTRUCTION_PATH;
}

function MaintenancePage() {
  const { t } = useTranslation();
  useDocumentTitle(t('underConstruction.title'));
  return (
    <Suspense fallback={<PageLoading />}>
      <UnderConstruction />
    </Suspense>
  );
}

/**
 * Spec section 2's global rules around every page: offline, only the pages that need no API
 * render; during maintenance none does. Sits outside the welcome gate, so it wins over it.
 */
export function StoreStatusGate({
  status,
  children,
}: {
  status: StoreStatus;
  children: ReactNode;
}) {
  const { pathname } = useLocation();
  if (status === 'offline' && !worksOffline(pathname)) return <OfflinePage />;
  // /__uc is the under-construction page itself: it stays mounted through the maintenance,
  // so it knows the store was down and goes home once it is back.
  if (status === 'maintenance' && !isUnderConstructionPath(pathname)) return <MaintenancePage />;
  return children;
}
