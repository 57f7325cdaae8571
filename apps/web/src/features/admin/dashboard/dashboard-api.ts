import { queryOptions, useQuery } from '@tanstack/react-query';
import { DashboardReply } from '@store/shared/schemas/admin-dashboard';
import { ADMIN_QUERY_KEY, adminGet } from '../admin-api';

/** Figures older than this are fetched again when the page is shown. */
const DASHBOARD_STALE_MS = 60_000;

export function dashboardQueryOptions() {
  return queryOptions({
    queryKey: [...ADMIN_QUERY_KEY, 'dashboard'],
    queryFn: ({ signal }) => adminGet('/dashboard', DashboardReply, { signal }),
    staleTime: DASHBOARD_STALE_MS,
  });
}

/** The store at a glance: sales, orders per status, the review queue, low stock. */
export function useDashboard() {
  return useQuery(dashboardQueryOptions());
}
