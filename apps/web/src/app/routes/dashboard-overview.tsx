import { DashboardOverview } from '../../features/account/components/dashboard-overview';
import { DashboardQuickLinks } from '../layouts/dashboard-quick-links';

/** /dashboard: the account's status, then the way to every section. */
export function DashboardOverviewRoute() {
  return <DashboardOverview quickLinks={<DashboardQuickLinks />} />;
}
