import { Compass, ShieldOff } from 'lucide-react';
import { lazy, Suspense, type ComponentType } from 'react';
import { Link, Navigate, Route, Routes } from 'react-router';
import { loadWithRetry } from '../../lib/load-with-retry';
import { useDocumentTitle } from '../../lib/use-document-title';
import { buttonClasses } from '../../ui/button';
import { PageLoading } from '../../ui/page-loading';
import { StatePanel } from '../../ui/state-panel';
import { roleAdmits, useStaffMember } from './admin-api';
import { ADMIN_AREAS, areasFor, type AdminArea } from './admin-routes';
import { useAdminT } from './hooks/use-admin-t';

/** Each area with its page as one lazy component, made once, so it is fetched only once. */
const AREA_PAGES = ADMIN_AREAS.map((area) => ({
  area,
  Page: lazy(() => loadWithRetry(area.lazy).then((module) => ({ default: module.Component }))),
}));

/**
 * Everything below /admin: the index opens the first area the member's role may see, each
 * area's page loads on demand (with its own sub-paths), and an area of another role says so.
 */
export function AdminAreas() {
  const member = useStaffMember();
  const first = areasFor(member.role)[0];
  return (
    <Routes>
      <Route
        index
        element={first ? <Navigate to={`/admin/${first.path}`} replace /> : <NoAreas />}
      />
      {AREA_PAGES.map(({ area, Page }) => (
        <Route
          key={area.path}
          path={`${area.path}/*`}
          element={
            <AreaPage area={area} admitted={roleAdmits(member.role, area.roles)} Page={Page} />
          }
        />
      ))}
      <Route path="*" element={<AdminNotFound />} />
    </Routes>
  );
}

interface AreaPageProps {
  area: AdminArea;
  admitted: boolean;
  Page: ComponentType;
}

function AreaPage({ area, admitted, Page }: AreaPageProps) {
  const { t } = useAdminT();
  useDocumentTitle(t('pageTitle', { page: t(`nav.${area.labelKey}`) }));
  if (!admitted) {
    return (
      <StatePanel
        icon={ShieldOff}
        role="status"
        title={t('messages.roleRefused')}
        description={t('roleRefused.description')}
      />
    );
  }
  return (
    <Suspense fallback={<PageLoading />}>
      <Page />
    </Suspense>
  );
}

function NoAreas() {
  const { t } = useAdminT();
  useDocumentTitle(t('title'));
  return <StatePanel icon={ShieldOff} role="status" title={t('noAreas')} />;
}

function AdminNotFound() {
  const { t } = useAdminT();
  useDocumentTitle(t('pageTitle', { page: t('notFound.title') }));
  return (
    <StatePanel
      icon={Compass}
      role="status"
      title={t('notFound.title')}
      description={t('notFound.description')}
    >
      <Link to="/admin" className={buttonClasses({ variant: 'secondary' })}>
        {t('notFound.back')}
      </Link>
    </StatePanel>
  );
}
